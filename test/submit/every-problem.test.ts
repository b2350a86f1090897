import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { sourceFromFile, sourceFromText } from "../../src/check/chunk-source";
import { compareOutputs } from "../../src/check/compare-output";
import { makeSubmission } from "../../src/submit/make-submission";
import { parseNodeTarget } from "../../src/submit/node-target";
import { repoRoot } from "../helpers/cli";
import { judgeCases } from "../../src/judge/judge-cases";
import { planJudge } from "../../src/judge/plan-judge";
import { loadProblem } from "../../src/problem/find-problem";

// Listed when the tests start: problems are still being added.
// A draft (status: draft) is a problem in progress: its main.ts may still be the template.
const problems = readdirSync(join(repoRoot, "problems")).filter(
  (id) =>
    existsSync(join(repoRoot, "solutions", id, "main.ts")) &&
    existsSync(join(repoRoot, "cases", id)) &&
    !/^status:\s*draft\s*$/m.test(readFileSync(join(repoRoot, "problems", id, "problem.yaml"), "utf8")),
);
const scratch = mkdtempSync(join(tmpdir(), "stonebench-every-problem-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));
// The Node that runs these tests is the "plain node" the JavaScript must run on.
const target = parseNodeTarget(`node${process.versions.node.split(".")[0]}`);

describe("--js for every problem's main.ts", () => {
  it("finds at least the worked example", () => {
    expect(problems).toContain("hdu2516");
  });

  it.each(problems)("%s: the JavaScript runs under plain node and is AC on every case", async (id) => {
    const submission = await makeSubmission({ problem: id, js: true, target, force: false });
    const file = join(scratch, `${id}.js`);
    writeFileSync(file, submission.text);
    const casesDir = join(repoRoot, "cases", id);
    if (loadProblem(id).config.interactive) {
      // Interactive: the JavaScript plays against the interactor (the first cases; the big ones belong to verify).
      const request = planJudge(id, { solution: file, case: "0[1-3]*" });
      const report = await judgeCases(request);
      expect(report.cases.map((result) => `${result.name}: ${result.verdict}`)).toEqual(request.cases.map((testCase) => `${testCase.name}: AC`));
      return;
    }
    const inputs = readdirSync(casesDir).filter((name) => name.endsWith(".in"));
    expect(inputs.length).toBeGreaterThan(0);
    const verdicts = inputs.map((name) => {
      // Spawned directly, with no judge in between: exactly what a judge running `node Main.js` does.
      const output = execFileSync(process.execPath, [file], { input: readFileSync(join(casesDir, name)), maxBuffer: 1 << 30 });
      const expected = sourceFromFile(join(casesDir, name.replace(/\.in$/, ".out")));
      try {
        const result = compareOutputs(expected, sourceFromText(output), { mode: "hdu" });
        return `${name}: ${result.verdict}${result.verdict === "AC" ? "" : ` ${result.message}`}`;
      } finally {
        expected.close();
      }
    });
    expect(verdicts).toEqual(inputs.map((name) => `${name}: AC`));
    // Bundling, the type check and every case under plain node: over a minute on a loaded two-core machine.
  }, 300_000);
});
