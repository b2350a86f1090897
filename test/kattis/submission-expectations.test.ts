import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { importKattisPackage } from "../../src/kattis/import-package";
import { expandBraces, matchesCase, matchesSubmission } from "../../src/verify/submission-expectations";
import { verifyProblem, type VerifyCheck } from "../../src/verify/verify-problem";
import { inProject, makeTempDir, makeTempProject, writeFiles } from "../authoring/helpers/temp-project";
import { missingToolchain } from "../languages/language-fixtures";

// submissions/submissions.yaml (2023-07-draft "Example Submissions": permitted and required verdicts per submission
// glob, optionally per test data group) and the format's default rules per folder, rejected/ among them. None of the
// public packages we vendor has a submissions.yaml, so this small package is hand-made, in our own words: add one to
// a number, Python submissions that are right, wrong, slow only on the hard group, or crash.
const PACKAGE: Record<string, string> = {
  "problem.yaml": "problem_format_version: 2023-07-draft\nname: Plus One\nlimits:\n  time_limit: 0.5\n",
  "statement/problem.en.md": "Print the number plus one.\n",
  "data/sample/1.in": "7\n",
  "data/sample/1.ans": "8\n",
  "data/secret/easy/1.in": "1\n",
  "data/secret/easy/1.ans": "2\n",
  "data/secret/easy/2.in": "5\n",
  "data/secret/easy/2.ans": "6\n",
  "data/secret/hard/1.in": "1000\n",
  "data/secret/hard/1.ans": "1001\n",
  "submissions/accepted/add.py": "print(int(input()) + 1)\n",
  "submissions/wrong_answer/same.py": "print(input())\n",
  // Right on the small numbers, and spins for ever on the hard one.
  "submissions/time_limit_exceeded/slow_on_hard.py": "n = int(input())\nwhile n >= 1000:\n    pass\nprint(n + 1)\n",
  // In wrong_answer/, but too slow on the hard case: the folder's default permits only AC and WA.
  "submissions/wrong_answer/slow_and_wrong.py": "n = int(input())\nwhile n >= 1000:\n    pass\nprint(n)\n",
  "submissions/rejected/crash.py": "raise SystemExit(3)\n",
  // A folder of the package's own (the format lets it add folders): what it means is in submissions.yaml only.
  "submissions/fast_or_slow/maybe_slow.py": "n = int(input())\nwhile n >= 1000:\n    pass\nprint(n + 1)\n",
  "submissions/fast_or_slow/echo.py": "print(input())\n",
  "submissions/submissions.yaml": [
    "fast_or_slow:",
    "  permitted: [AC, TLE]",
    "time_limit_exceeded/slow_on_hard.py:",
    "  sample:",
    "    permitted: [AC]",
    "  secret/easy:",
    "    permitted: [AC]",
    "  secret/hard:",
    "    required: [TLE]",
    "wrong_answer/same.{py,cpp}:",
    "  message: the number is not one more",
    "",
  ].join("\n"),
};

describe("submissions.yaml and the default folder rules: verify holds every submission's verdicts to them", { timeout: 120_000 }, () => {
  const scratch = makeTempDir("expectations");
  const project = makeTempProject();
  afterAll(() => {
    scratch.remove();
    project.remove();
  });

  it("globs: * within a path part, braces expanded, a parent folder or group matches what is under it", () => {
    expect(expandBraces("a.{py,cpp}")).toEqual(["a.py", "a.cpp"]);
    // Spaces around a choice are dropped, as BAPCtools drops them (its testexpectations package writes `{ 4 }{ 2 }`).
    expect(expandBraces("secret/*{ 4 }{ 2 }")).toEqual(["secret/*42"]);
    expect(matchesCase("secret/*{ 4 }{ 2 }", "secret/42")).toBe(true);
    expect(matchesSubmission("accepted", "accepted/x.py")).toBe(true);
    expect(matchesSubmission("accepted/*", "accepted/x/main.py")).toBe(true);
    expect(matchesSubmission("wrong_answer/same.{py,cpp}", "wrong_answer/same.cpp")).toBe(true);
    expect(matchesSubmission("*/x.py", "accepted/y.py")).toBe(false);
    expect(matchesCase("secret/*-easy", "secret/03-easy")).toBe(true);
    expect(matchesCase("secret/*", "secret/g1/01")).toBe(true);
    // `*` does not cross a "/": secret*1 is not secret/easy/1.
    expect(matchesCase("secret*1", "secret/easy/1")).toBe(false);
    expect(matchesSubmission("*a*b", "accepted/xayb")).toBe(false);
    expect(matchesSubmission("acc*ed/*a*b*", "accepted/xaybz.py")).toBe(true);
    expect(matchesSubmission("accepted/.py", "accepted/xpy")).toBe(false);
  });

  // A hostile submissions.yaml: `*a` 14 times against a 40-letter name backtracked for minutes (a RegExp) and import
  // ignored Ctrl-C meanwhile; `{a,b}` 40 times was 2^40 patterns. Now an answer at once, and a one-line error.
  it("a glob of many stars answers at once, and a brace bomb is an error naming the pattern", () => {
    const started = Date.now();
    expect(matchesSubmission(`accepted/${"*a".repeat(14)}*b`, `accepted/${"a".repeat(40)}.py`)).toBe(false);
    expect(matchesSubmission(`accepted/${"*a".repeat(14)}*`, `accepted/${"a".repeat(40)}.py`)).toBe(true);
    // Generous: the old RegExp took minutes; the walk takes microseconds.
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(() => matchesSubmission("{a,b}".repeat(40), "accepted/a.py")).toThrow(/expands to more than 4096 patterns/);
  });

  it("each submission meets its folder's default and submissions.yaml's globs, or fails naming the rule and the case", async (context) => {
    const missing = await missingToolchain("python");
    if (missing) {
      console.warn(`test/kattis/submission-expectations: skipped: ${missing}`);
      return context.skip();
    }
    const dir = join(scratch.dir, "plusone");
    writeFiles(dir, PACKAGE);
    const checks = await inProject(project.root, async () => {
      const imported = await importKattisPackage(dir);
      // The package's own folder is imported, labelled mixed: its rules are submissions.yaml's.
      expect(imported.submissions.join("\n")).toMatch(/submissions\/fast_or_slow\/echo\.py → \S+ \(mixed\)/);
      return verifyProblem("plusone", { jobs: 2 });
    });
    const of = (name: string): VerifyCheck => {
      const found = checks.find((check) => check.solution?.includes(name));
      expect(found, name).toBeDefined();
      return found!;
    };
    // The accepted one: AC everywhere, the default rule of accepted/.
    expect(of("main.py")).toMatchObject({ ok: true });
    expect(of("main.py").summary).toMatch(/meets the package's expectations \(the format's default for accepted\/\)/);
    // The slow one: AC on the sample and the easy group, TLE on the hard group, as its glob asks, and its folder's default.
    expect(of("slow_on_hard.py").failures).toEqual([]);
    expect(of("slow_on_hard.py").summary).toMatch(/meets the package's expectations \(the format's default for time_limit_exceeded\/; submissions\.yaml: time_limit_exceeded\/slow_on_hard\.py → sample; .* → secret\/easy; .* → secret\/hard\)/);
    // WA on some case (its label holds), but TLE on the hard one breaks wrong_answer/'s permitted AC, WA.
    expect(of("slow_and_wrong.py").ok).toBe(false);
    expect(of("slow_and_wrong.py").failures).toEqual([expect.stringMatching(/submissions\/wrong_answer\/slow_and_wrong\.py\): the format's default for wrong_answer\/: permitted AC, WA, but TLE on secret\/hard\/1$/)]);
    // rejected/: RTE on some case meets "required RTE, TLE or WA".
    expect(of("crash.py")).toMatchObject({ ok: true });
    // The package's own folder: maybe_slow (AC, then TLE on the hard case) meets `permitted: [AC, TLE]`; echo's WA breaks it.
    expect(of("maybe_slow.py").failures).toEqual([]);
    expect(of("maybe_slow.py").summary).toMatch(/meets the package's expectations \(submissions\.yaml: fast_or_slow\)/);
    expect(of("echo.py").ok).toBe(false);
    expect(of("echo.py").failures.join("\n")).toMatch(/submissions\.yaml: fast_or_slow: permitted AC, TLE, but WA on /);
    // message is named as not checked, never silently passed.
    expect(of("same.py").ok).toBe(true);
    expect(of("same.py").warnings.join("\n")).toMatch(/submissions\.yaml: wrong_answer\/same\.\{py,cpp\}: message not checked here/);
  });

  // From 2023-07 on the default folders mean what the format says even without a submissions.yaml: wrong_answer/
  // permits only AC and WA. A legacy package's folders keep the legacy meaning (the verdict of the first failure).
  for (const version of ["2023-07-draft", "legacy"]) it(`the default folder rules without a submissions.yaml, format ${version}`, async (context) => {
    const missing = await missingToolchain("python");
    if (missing) {
      console.warn(`test/kattis/submission-expectations: skipped: ${missing}`);
      return context.skip();
    }
    const id = version === "legacy" ? "plusonelegacy" : "plusonedraft";
    const dir = join(scratch.dir, id);
    const files = Object.fromEntries(Object.entries(PACKAGE).filter(([path]) => !path.startsWith("submissions/") || /accepted\/add|slow_and_wrong/.test(path)));
    files["problem.yaml"] = `problem_format_version: ${version}\nname: Plus One\nlimits:\n  time_limit: 0.5\n`;
    writeFiles(dir, files);
    const checks = await inProject(project.root, async () => {
      await importKattisPackage(dir);
      return verifyProblem(id, { jobs: 2 });
    });
    const check = checks.find((one) => one.solution?.includes("slow_and_wrong"));
    expect(check).toBeDefined();
    if (version === "legacy") expect(check!.failures).toEqual([]);
    else expect(check!.failures).toEqual([expect.stringMatching(/the format's default for wrong_answer\/: permitted AC, WA, but TLE on secret\/hard\/1$/)]);
  });
});
