import { cpSync, existsSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { exportKattisPackage } from "../../src/kattis/export-package";
import { importKattisPackage } from "../../src/kattis/import-package";
import { findProblem } from "../../src/problem/find-problem";
import { parseProblemConfig } from "../../src/problem/problem-config";
import { verifyProblem, type VerifyCheck } from "../../src/verify/verify-problem";
import { inProject, makeTempDir, makeTempProject, snapshot } from "../authoring/helpers/temp-project";

const FIXTURES = join(import.meta.dirname, "../fixtures/kattis");
const table: string[] = [];

/** Copies a fixture package (symlinks kept as links), imports it into a fresh project and runs verify on it. */
async function importAndVerify(name: string, from = FIXTURES, prepare?: (dir: string) => void) {
  const scratch = makeTempDir("kattis-fixture");
  const project = makeTempProject();
  const dir = join(scratch.dir, name);
  cpSync(join(from, name), dir, { recursive: true, verbatimSymlinks: true });
  prepare?.(dir);
  try {
    return await inProject(project.root, async () => {
      const imported = await importKattisPackage(dir);
      const checks = await verifyProblem(name, { jobs: 2 });
      for (const check of checks.slice(1)) table.push(`| ${name} | ${check.summary.split(":")[0]} | ${check.summary.split(": ").slice(1).join(": ")} | ${check.ok ? "ok" : `FAILED: ${check.failures.join("; ")}`} |`);
      // Read after the project is gone: everything is taken now.
      const files = snapshot(project.root);
      const read = (path: string): string => {
        const bytes = files.get(path);
        if (!bytes) throw new Error(`${path} was not written`);
        return bytes.toString("utf8");
      };
      return { imported, checks, read, files };
    });
  } finally {
    scratch.remove();
    project.remove();
  }
}

// The first check is completeness (statement length, our validate.ts), which a foreign package cannot meet.
const solutionChecks = (checks: VerifyCheck[]) => checks.slice(1);

describe("Kattis-format packages judged through import → judge → verify", { timeout: 180_000 }, () => {
  afterAll(() => console.log(["package → submission → label → verdict (verify)", "| package | solution | expected, as judged | result |", "|---|---|---|---|", ...table].join("\n")));

  it("greeting (like problemtools' hello): case-insensitive default validator, derived time limit, every folder's meaning", async () => {
    const { imported, checks, read, files } = await importAndVerify("greeting");
    expect(solutionChecks(checks).filter((check) => !check.ok)).toEqual([]);
    // The accepted .js with a #! line became main.js, untouched; the shouting one is labelled AC.
    expect(read("solutions/greeting/main.js")).toBe(readFileSync(join(FIXTURES, "greeting/submissions/accepted/greet.js"), "utf8"));
    expect(read("solutions/greeting/wrong/shout.ts").split("\n")[0]).toBe("// expect: AC (imported from submissions/accepted/)");
    // A label never breaks a #! line: it goes on line 2.
    expect(read("solutions/greeting/wrong/throws.js").split("\n").slice(0, 2)).toEqual(["#!/usr/bin/env node", "// expect: RE or MLE (imported from submissions/run_time_error/)"]);
    expect(read("solutions/greeting/wrong/slow-or-wrong.ts").split("\n")[0]).toBe("// expect: TLE or ILE or WA (imported from @EXPECTED_RESULTS@: TIMELIMIT, WRONG-ANSWER)");
    expect(read("solutions/greeting/wrong/silent.ts").split("\n")[0]).toBe("// expect: rejected (imported from submissions/rejected/)");
    expect(read("solutions/greeting/wrong/coin.ts").split("\n")[0]).toBe("// expect: mixed (imported from submissions/mixed/)");
    // Python is a peer: labelled with a Python comment. The two-file submission stays a folder, its label in its entry point.
    expect(read("solutions/greeting/wrong/greet.py").split("\n")[0]).toBe("# expect: AC (imported from submissions/accepted/)");
    expect(imported.skipped.join("\n")).toMatch(/submissions\/accepted\/two-files\/ \(a multi-file JavaScript submission: the judge builds JavaScript from one self-contained file\)/);
    expect([...files.keys()].filter((path) => path.includes("two-files")).every((path) => path.startsWith("problems/greeting/kattis/submissions/accepted/two-files/"))).toBe(true);
    expect(checks.map((check) => check.summary).join("\n")).toMatch(/wrong\/greet\.py: AC on \d+\/\d+ cases/);
    // No time limit in the package: derived from the slowest accepted run × 5 (legacy time_multiplier default), whole seconds.
    const config = parseProblemConfig(read("problems/greeting/problem.yaml"), "problem.yaml");
    // The slowest run is measured here, so a loaded machine may derive 2 s: the limit must follow the rule from it.
    const derived = /no time limit: (\d+) ms from the slowest accepted run, (\d+) ms .* × the legacy default multiplier 5/.exec(imported.notes.join("\n"));
    expect(derived).not.toBeNull();
    expect(Number(derived![1])).toBe(Math.max(1, Math.ceil((Number(derived![2]) * 5) / 1000)) * 1000);
    expect(config).toMatchObject({ checker: "kattis", memoryLimitMiB: 2048, memoryLimitScope: "whole-process", timeLimitMs: Number(derived![1]) });
    expect(read("problems/greeting/problem.yaml")).toMatch(/# Derived on import as Kattis does: slowest accepted \d+ ms/);
    expect(files.has("problems/greeting/kattis/submissions/accepted/greet.py")).toBe(false);
  });

  it("gap (like problemtools' different): its own C++ output validator judges, LaTeX statement and image kept", async () => {
    const { checks, read, files, imported } = await importAndVerify("gap");
    expect(solutionChecks(checks).filter((check) => !check.ok)).toEqual([]);
    expect(checks.map((check) => check.summary).join("\n")).toMatch(/main\.ts: AC on 2\/2 cases/);
    expect(parseProblemConfig(read("problems/gap/problem.yaml"), "problem.yaml").checker).toBe("custom");
    expect(files.has("problems/gap/output_validator/gap_check.cc")).toBe(true);
    expect(files.has("problems/gap/output_validator/check_io.h")).toBe(true);
    expect(files.has("problems/gap/statement/number-line.png")).toBe(true);
    expect(read("problems/gap/statement.md")).toContain("\\problemname{Gap}");
    expect(imported.notes.join("\n")).toMatch(/own output validator \(C\+\+/);
  });

  it("mean (like DOMjudge's fltcmp): relative tolerance from testdata.yaml, samples judged first", async () => {
    const { checks, imported, read } = await importAndVerify("mean");
    expect(solutionChecks(checks).filter((check) => !check.ok)).toEqual([]);
    // Natural order would put secret 1 and 3 between samples 2 and 10: numbered to keep Kattis's order.
    expect(imported.cases).toEqual(["01-2-sample", "02-10-sample", "03-1", "04-3"]);
    expect(parseProblemConfig(read("problems/mean/problem.yaml"), "problem.yaml").validatorFlags).toEqual(["float_relative_tolerance", "1e-6"]);
  });

  it("split (like maximal / fixingfractions): a Python validator accepts another right answer; groups and a symlinked case", async () => {
    const { checks, imported, files } = await importAndVerify("split");
    expect(solutionChecks(checks).filter((check) => !check.ok)).toEqual([]);
    expect(imported.cases).toEqual(["1-sample", "1-small-1", "1-small-2", "2-large-1", "2-large-2"]);
    expect(files.get("cases/split/2-large-2.in")?.toString()).toBe("9\n");
    expect(imported.kept.join("\n")).toContain("data/secret/2-large/testdata.yaml");
    expect(files.has("problems/split/statement/piles.svg")).toBe(true);
  });

  it("guess-number (like problemtools' guess): an interactive package imports, its C++ interactor plays every submission, each gets its folder's verdict", async () => {
    // As a real package has it: no label of ours on the accepted submission, so it becomes main.js.
    const unlabel = (dir: string): void => {
      const accepted = join(dir, "submissions", "accepted", "binary-search.js");
      writeFileSync(accepted, readFileSync(accepted, "utf8").split("\n").slice(1).join("\n"));
    };
    const { checks, imported, read, files } = await importAndVerify("guess-number", join(import.meta.dirname, "../fixtures/kattis-interactive"), unlabel);
    expect(solutionChecks(checks).filter((check) => !check.ok)).toEqual([]);
    expect(parseProblemConfig(read("problems/guess-number/problem.yaml"), "problem.yaml").interactive).toBe(true);
    expect(files.has("problems/guess-number/interactor/interactor.cc")).toBe(true);
    expect(imported.notes.join("\n")).toMatch(/interactive: the package's interactor/);
    // Every folder was judged: the accepted one AC, and each wrong one as labelled (not merely "some verdict").
    expect(files.has("solutions/guess-number/main.js")).toBe(true);
    expect(checks.map((check) => check.summary).join("\n")).toMatch(/main\.js: AC on 8\/8 cases/);
    // main, then the three wrong ones, each judged to its label.
    expect(checks.filter((check) => /wrong\/(throws|spin|count-up)/.test(check.summary)).map((check) => check.ok)).toEqual([true, true, true]);
  });

  it.each([
    ["relay", /multi-pass problem/],
    ["answers", /submit-answer problem/],
  ])("%s is refused with a reason, and nothing is written", async (name, reason) => {
    const project = makeTempProject();
    try {
      await expect(inProject(project.root, () => importKattisPackage(join(FIXTURES, name)))).rejects.toThrow(reason);
      expect(snapshot(project.root).size).toBe(0);
    } finally {
      project.remove();
    }
  });

  it("a symlink that leads outside the package is refused, and nothing is written", async () => {
    const scratch = makeTempDir("kattis-outside");
    const project = makeTempProject();
    try {
      const dir = join(scratch.dir, "split");
      cpSync(join(FIXTURES, "split"), dir, { recursive: true, verbatimSymlinks: true });
      symlinkSync("/etc/hostname", join(dir, "data/secret/1-small/3.in"));
      await expect(inProject(project.root, () => importKattisPackage(dir))).rejects.toThrow(/links outside the package/);
      expect(existsSync(join(project.root, "problems/split"))).toBe(false);
      expect(readdirSync(project.root)).not.toContain("cases");
    } finally {
      scratch.remove();
      project.remove();
    }
  });
});

// verify on the imported package judges every labelled solution on all ten cases (two of T = 2000 games): minutes on a loaded machine.
describe("an interactive problem exported as a Kattis package", { timeout: 900_000 }, () => {
  it("play-wythoff exports with type: interactive and its interactor as JavaScript, and imports back to judge its solutions as labelled", async () => {
    const scratch = makeTempDir("kattis-interactive-export");
    try {
      const dir = join(scratch.dir, "playwythoff");
      // Export's own judging of the accepted submissions is tested in round-trip.test.ts; here it would be a third pass.
      const exported = await exportKattisPackage(findProblem("play-wythoff"), dir, { judgeAccepted: false });
      expect(readFileSync(join(dir, "problem.yaml"), "utf8")).toMatch(/^type: interactive$/m);
      expect(existsSync(join(dir, "output_validator", "play_wythoff_validator", "interactor.js"))).toBe(true);
      expect(existsSync(join(dir, "data", "testdata.yaml"))).toBe(false);
      expect(exported.submissions.some((path) => path.startsWith("accepted/"))).toBe(true);
      // Imported as Kattis tools see it: without our stonebench/ folder, only its interactor.js and JavaScript submissions.
      // Its TLE submission (seconds of CPU on each of two cases) is left out: verify-interactive-problems judges it.
      const { checks, read } = await importAndVerify("playwythoff", scratch.dir, (copy) => {
        rmSync(join(copy, "stonebench"), { recursive: true });
        rmSync(join(copy, "submissions", "time_limit_exceeded"), { recursive: true });
      });
      expect(parseProblemConfig(read("problems/playwythoff/problem.yaml"), "problem.yaml").interactive).toBe(true);
      expect(solutionChecks(checks).filter((check) => !check.ok)).toEqual([]);
      expect(checks.map((check) => check.summary).join("\n")).toMatch(/main\.js: AC on \d+\/\d+ cases/);
      expect(checks.some((check) => /wrong\/.*: WA/.test(check.summary))).toBe(true);
    } finally {
      scratch.remove();
    }
  });
});
