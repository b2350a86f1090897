import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildKattisInteractor, exportInteractor, findInteractorDir, isKattisInteractive } from "../../src/interactive/kattis-interactor";
import type { InteractorSource } from "../../src/interactive/interactor-program";
import { judgeCases, type JudgeRequest } from "../../src/judge/judge-cases";
import { findCases, type TestCase } from "../../src/problem/find-cases";
import { readSolutionLabel } from "../../src/verify/solution-label";
import { toolRoot } from "../../src/paths";
import { makeTempDir, removeTempDir } from "../../src/util/temp-dir";
import { planJudge } from "../../src/judge/plan-judge";
import { cpSync, mkdirSync, writeFileSync } from "node:fs";
import { inProject, makeTempProject } from "../authoring/helpers/temp-project";

const fixture = join(__dirname, "..", "fixtures", "kattis-interactive", "guess-number");
const hasGpp = (() => {
  try {
    execFileSync("g++", ["--version"], { stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
})();
if (!hasGpp) console.log("skipped: the Kattis interactive fixture needs g++ to build its C++ interactor, and g++ is not installed");
const examples = process.env.STONEBENCH_KATTIS_EXAMPLES;
const realGuess = examples ? join(examples, "guess") : "";
if (!examples) console.log("skipped: the real problemtools guess example runs only when STONEBENCH_KATTIS_EXAMPLES points at an extracted examples/ folder");

function request(solutionPath: string, cases: JudgeRequest["cases"], interactor: InteractorSource): JudgeRequest {
  return {
    problemId: "guess-number",
    solutionLabel: solutionPath,
    solutionPath,
    cases,
    timeLimitMs: 1000,
    memoryLimitMiB: 256,
    outputLimitMiB: 8,
    checker: "tokens",
    tolerance: 1e-6,
    checkerPath: "",
    jobs: 1,
    bail: false,
    sandbox: true,
    interactor,
  };
}

const submissions = (root: string): { path: string; folder: string }[] =>
  readdirSync(join(root, "submissions")).flatMap((folder) => readdirSync(join(root, "submissions", folder)).map((name) => ({ path: join(root, "submissions", folder, name), folder })));

/** A Kattis data folder's .in/.ans pairs (the import renames .ans to .out; here the files are used in place). */
const kattisCases = (dir: string): TestCase[] =>
  readdirSync(dir)
    .filter((name) => name.endsWith(".in"))
    .sort()
    .map((name) => ({ name: name.slice(0, -3), inputPath: join(dir, name), answerPath: join(dir, `${name.slice(0, -3)}.ans`) }));

const VERDICT_OF_FOLDER: Record<string, string> = { accepted: "AC", wrong_answer: "WA", time_limit_exceeded: "TLE", run_time_error: "RE" };

describe("Kattis interactive packages", () => {
  it("recognises both ways a problem.yaml says interactive", () => {
    expect(isKattisInteractive(readFileSync(join(fixture, "problem.yaml"), "utf8"))).toBe(true);
    expect(isKattisInteractive("validation: custom interactive\n")).toBe(true);
    expect(isKattisInteractive("type: [interactive, multi-pass]\n")).toBe(true);
    expect(isKattisInteractive("validation: custom\n")).toBe(false);
    expect(isKattisInteractive("type: pass-fail\n")).toBe(false);
  });

  describe.skipIf(!hasGpp)("our guess-number fixture with a C++ interactor", () => {
    const interactor: InteractorSource = { kind: "dir", dir: findInteractorDir(fixture) };

    it("builds the C++ interactor once and reuses it from the cache", async () => {
      const built = await buildKattisInteractor(findInteractorDir(fixture));
      expect(built.kind === "built" && built.program.language.id).toBe("cpp");
      const again = await buildKattisInteractor(findInteractorDir(fixture));
      expect(again.kind === "built" && again.program.cached).toBe(true);
      expect(again.kind === "built" && again.program.dir).toBe(built.kind === "built" ? built.program.dir : "");
    });

    for (const { path, folder } of submissions(fixture)) {
      it(`${folder}/${path.split("/").pop()} gets ${VERDICT_OF_FOLDER[folder]}, as its folder and its label say`, async () => {
        expect(readSolutionLabel(path)?.verdict).toBe(VERDICT_OF_FOLDER[folder]);
        const cases = kattisCases(join(fixture, "data", "secret"));
        // A wrong one stops at its first failing case (as verify does); the accepted one runs them all.
        const report = await judgeCases({ ...request(path, cases, interactor), bail: folder !== "accepted" });
        const verdicts = report.cases.map((result) => result.verdict);
        if (folder === "accepted") expect(verdicts.every((verdict) => verdict === "AC")).toBe(true);
        else expect(verdicts).toContain(VERDICT_OF_FOLDER[folder]);
        expect(verdicts.filter((verdict) => verdict === "IE")).toEqual([]);
      });
    }
  });

  it.skipIf(!hasGpp)("judges a problem whose interactor is a folder of C++ sources kept from a package (problems/<id>/interactor/)", async () => {
    const project = makeTempProject();
    try {
      const root = project.root;
      mkdirSync(join(root, "problems", "guess"), { recursive: true });
      writeFileSync(join(root, "problems", "guess", "problem.yaml"), "title: Guess\ntimeLimitMs: 1000\nmemoryLimitMiB: 64\ninteractive: true\n");
      cpSync(join(fixture, "output_validator"), join(root, "problems", "guess", "interactor"), { recursive: true });
      mkdirSync(join(root, "cases", "guess"), { recursive: true });
      for (const [name, secret] of [["01", 1], ["02", 1000]] as const) {
        writeFileSync(join(root, "cases", "guess", `${name}.in`), `${secret}\n`);
        writeFileSync(join(root, "cases", "guess", `${name}.out`), "");
      }
      const report = await inProject(root, async () => judgeCases(planJudge("guess", { solution: join(fixture, "submissions", "accepted", "binary-search.js") })));
      expect(report.cases.map((result) => result.verdict)).toEqual(["AC", "AC"]);
    } finally {
      project.remove();
    }
  });

  describe.skipIf(!examples || !existsSync(realGuess))("the real problemtools guess example (STONEBENCH_KATTIS_EXAMPLES)", () => {
    it("is recognised as interactive, its C++ interactor builds, and our ported binary search gets AC on its secret data", async () => {
      expect(isKattisInteractive(readFileSync(join(realGuess, "problem.yaml"), "utf8"))).toBe(true);
      const interactor: InteractorSource = { kind: "dir", dir: findInteractorDir(realGuess) };
      const cases = kattisCases(join(realGuess, "data", "secret"));
      const accepted = await judgeCases(request(join(fixture, "submissions", "accepted", "binary-search.js"), cases, interactor));
      expect(accepted.cases.map((result) => result.verdict)).toEqual(cases.map(() => "AC"));
      const wrong = await judgeCases(request(join(fixture, "submissions", "wrong_answer", "count-up.js"), cases, interactor));
      expect(wrong.cases.map((result) => result.verdict)).toContain("WA");
      console.log(`real guess: ${cases.length} secret cases; binary search ${accepted.summary.verdict}; count-up ${wrong.cases.map((result) => result.verdict).join(" ")}`);
    });
  });

  describe("export", () => {
    let dir = "";
    beforeAll(() => {
      // Under the workbench, not /tmp: the sandbox hides /tmp, and this interactor is run by its path.
      mkdirSync(join(toolRoot, "node_modules", ".cache"), { recursive: true });
      dir = mkdtempSync(join(toolRoot, "node_modules", ".cache", "stonebench-export-interactive-"));
    });
    afterAll(() => rmSync(dir, { recursive: true, force: true }));

    it("writes an interactor node runs on its own, which judges play-nim's cases like interactor.ts", async () => {
      const { files, yamlLines } = await exportInteractor(join(toolRoot, "problems", "play-nim", "interactor.ts"), dir);
      expect(yamlLines).toContain("type: interactive");
      expect(files.every((file) => existsSync(file))).toBe(true);
      const cases = findCases(join(toolRoot, "cases", "play-nim"), { problemId: "play-nim", only: "0[1-4]*" });
      const report = await judgeCases({ ...request(join(toolRoot, "solutions", "play-nim", "main.ts"), cases, { kind: "file", path: files[0]! }), timeLimitMs: 3000 });
      expect(report.cases.map((result) => result.verdict)).toEqual(cases.map(() => "AC"));
      const wrong = await judgeCases({ ...request(join(toolRoot, "solutions", "play-nim", "wrong", "parity.ts"), cases, { kind: "file", path: files[0]! }), timeLimitMs: 3000 });
      expect(wrong.cases.map((result) => result.verdict)).toContain("WA");
    });
  });
});
