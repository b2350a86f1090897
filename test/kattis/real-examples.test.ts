import { cpSync, existsSync, readdirSync, statSync } from "node:fs";
import { basename, join } from "node:path";
import { describe, expect, it } from "vitest";
import { sourceFromFile } from "../../src/check/chunk-source";
import { compareOutputs } from "../../src/check/compare-output";
import { prepareOutputValidator } from "../../src/check/output-validator";
import { runCustomChecker } from "../../src/check/run-custom-checker";
import { UserError } from "../../src/errors";
import { importKattisPackage } from "../../src/kattis/import-package";
import { findCases } from "../../src/problem/find-cases";
import { findProblem } from "../../src/problem/find-problem";
import { verifyProblem } from "../../src/verify/verify-problem";
import { inProject, makeTempDir, makeTempProject, snapshot } from "../authoring/helpers/temp-project";

// Real public packages (problemtools' examples, DOMjudge's example_problems, the format's examples), extracted
// by the user: never committed here. STONEBENCH_KATTIS_EXAMPLES points at a folder holding them at any depth.
const root = process.env.STONEBENCH_KATTIS_EXAMPLES;
if (!root) console.log("skipped: the real Kattis packages test needs STONEBENCH_KATTIS_EXAMPLES=<folder with extracted packages>");

function findPackages(dir: string, depth = 0): string[] {
  if (existsSync(join(dir, "problem.yaml"))) return [dir];
  if (depth > 3) return [];
  return readdirSync(dir, { withFileTypes: true }).filter((entry) => entry.isDirectory()).flatMap((entry) => findPackages(join(dir, entry.name), depth + 1));
}

describe.skipIf(!root)("real Kattis packages: import, each answer through the package's own checker, verify", () => {
  const packages = root ? findPackages(root).sort() : [];
  const rows: string[] = [];
  it.each(packages.map((dir) => [dir.slice(root!.length + 1), dir]))("%s", async (name, dir) => {
    const id = basename(dir).toLowerCase().replace(/[^a-z0-9-]/g, "-");
    const project = makeTempProject();
    const scratch = makeTempDir("real-kattis");
    try {
      const copy = join(scratch.dir, id);
      cpSync(dir, copy, { recursive: true, verbatimSymlinks: true });
      await inProject(project.root, async () => {
        let imported;
        try {
          imported = await importKattisPackage(copy, { id });
        } catch (error) {
          // Only a clear refusal with nothing written is acceptable.
          expect(error).toBeInstanceOf(UserError);
          expect(snapshot(project.root).size).toBe(0);
          rows.push(`| ${name} | (import) | — | refused: ${((error as Error).message.split("\n")[0] ?? "").replace(copy, id)} |`);
          console.log(rows.at(-1));
          return;
        }
        const problem = findProblem(id);
        // Every .ans is a right answer: through the package's own checker it must be AC.
        const cases = findCases(problem.casesDir, { problemId: id });
        const validator = problem.config.checker === "custom" ? await prepareOutputValidator(problem.checkerPath, true) : undefined;
        const verdicts: string[] = [];
        for (const testCase of cases) {
          if (validator) {
            const result = await runCustomChecker({ validator, inputPath: testCase.inputPath, answerPath: testCase.answerPath, outputPath: testCase.answerPath, flags: problem.config.validatorFlags, workDir: scratch.dir, label: testCase.name });
            verdicts.push(result.verdict);
          } else {
            const [a, b] = [sourceFromFile(testCase.answerPath), sourceFromFile(testCase.answerPath)];
            verdicts.push(compareOutputs(a, b, { mode: problem.config.checker === "custom" || problem.config.checker === "testlib" ? "kattis" : problem.config.checker, flags: problem.config.validatorFlags }).verdict);
            a.close();
            b.close();
          }
        }
        const accepted = verdicts.filter((verdict) => verdict === "AC").length;
        rows.push(`| ${name} | (each .ans through ${validator ? `its ${validator.language} validator` : "the default validator"}) | AC | AC on ${accepted}/${verdicts.length} |`);
        // Not imported, counted by reason (multi-file, another language, an unknown folder).
        const reasons = new Map<string, number>();
        for (const line of imported.skipped) {
          const reason = line.slice(line.indexOf("(") + 1, -1).replace(/^\.[A-Za-z0-9+]+:/, "another language:");
          reasons.set(reason, (reasons.get(reason) ?? 0) + 1);
        }
        for (const [reason, count] of reasons) rows.push(`| ${name} | ${count} submission${count === 1 ? "" : "s"} | — | not imported: ${reason} |`);
        for (const line of imported.submissions) rows.push(`| ${name} | ${line.split(" → ")[0]} | imported as ${line.split(" → ")[1]} | |`);
        if (existsSync(problem.mainSolution) && statSync(problem.mainSolution).isFile()) {
          const checks = await verifyProblem(id, { jobs: 2 });
          for (const check of checks.slice(1)) rows.push(`| ${name} | ${check.summary.split(":")[0]} | ${check.summary.split(": ").slice(1).join(": ")} | ${check.ok ? "ok" : `FAILED: ${check.failures.join("; ")}`} |`);
          expect(checks.slice(1).filter((check) => !check.ok)).toEqual([]);
        }
        console.log(rows.filter((row) => row.startsWith(`| ${name} |`)).join("\n"));
      });
    } finally {
      scratch.remove();
      project.remove();
    }
  }, 300_000);
});
