import { rmSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { makeTempDir, runCommand, tempProjectPerTest, writeFiles } from "../authoring/helpers/temp-project";
import { missingToolchain } from "../languages/language-fixtures";

// A package may have no accepted submission (BAPCtools' hellounix has only run_time_error/), or only ones in a
// language this machine does not run. verify has no main to judge then, and must still judge every labelled
// submission, say that main is missing and what that costs, and fail when a submission contradicts its label, even
// in a draft (an imported problem is one): the package's claim is no unfinished work. Hand-made, in our own words:
// print twice the number; no accepted submission but one in Haskell, which nothing here runs.
const PACKAGE: Record<string, string> = {
  "problem.yaml": "problem_format_version: 2025-09\nname: Twice\nlimits:\n  time_limit: 2\n",
  "statement/problem.en.md": "Print twice the number.\n",
  "data/sample/1.in": "4\n",
  "data/sample/1.ans": "8\n",
  "data/secret/1.in": "10\n",
  "data/secret/1.ans": "20\n",
  "submissions/accepted/twice.hs": "main = interact $ show . (* 2) . read\n",
  "submissions/run_time_error/crash.py": "raise SystemExit(3)\n",
  "submissions/wrong_answer/same.py": "print(input())\n",
  // In wrong_answer/, but right: its verdicts contradict its folder.
  "submissions/wrong_answer/right.py": "print(2 * int(input()))\n",
};

describe("verify without main: every labelled submission is still judged", () => {
  const project = tempProjectPerTest();
  const run = (command: string, args: string[]) => runCommand(command, args, { root: project.root, cacheDir: project.cacheDir, timeoutMs: 240_000 });

  it("says main is missing, judges the rest, and exits 1 on a contradiction even in a draft", async (context) => {
    const missing = await missingToolchain("python");
    if (missing) {
      console.warn(`test/kattis/no-main: skipped: ${missing}`);
      return context.skip();
    }
    const scratch = makeTempDir("no-main");
    try {
      const dir = join(scratch.dir, "twice");
      writeFiles(dir, PACKAGE);
      const imported = await run("import", [dir]);
      expect(imported.code, imported.stdout + imported.stderr).toBe(0);
      expect(imported.stdout).toMatch(/submissions\/accepted\/twice\.hs \(/);
      expect(imported.stdout).toContain("note: no accepted submission in a language this machine runs; write solutions/twice/main.ts");

      const failed = await run("verify", ["twice"]);
      expect(failed.stdout).toContain("twice  (draft");
      expect(failed.stdout).not.toContain("Solution not found");
      // Missing main is unfinished work (○ in a draft), said with what it costs.
      expect(failed.stdout).toMatch(/○ main: none \(every labelled solution is judged without it\)/);
      expect(failed.stdout).toMatch(/twice: no main solution \(solutions\/twice\/main\.ts\): .*cannot get it from main/);
      expect(failed.stdout).toMatch(/ wrong\/crash\.py: RE as labelled, killed by 2 of 2 cases/);
      expect(failed.stdout).toMatch(/ wrong\/same\.py: WA as labelled, killed by 2 of 2 cases/);
      // The contradiction is a failure (✗), counted although the problem is a draft.
      expect(failed.stdout).toMatch(/✗ wrong\/right\.py: .*breaks the package's expectations/);
      expect(failed.stdout).toMatch(/twice wrong\/right\.py: weak test set: expected WA/);
      expect(failed.stdout).toMatch(/^2 failures: 1 problem, /m);
      expect(failed.code).toBe(1);

      const json = await run("verify", ["twice", "--json"]);
      const report = JSON.parse(json.stdout) as { problems: { ok: boolean; checks: { summary: string; packageSubmission?: string }[] }[] };
      expect(report.problems[0]!.ok).toBe(false);
      expect(report.problems[0]!.checks.find((check) => check.summary.startsWith("wrong/right.py"))?.packageSubmission).toBe("submissions/wrong_answer/right.py");

      // Without it, only the draft's unfinished work is left: exit 0, main still named as missing.
      rmSync(join(project.root, "solutions/twice/wrong/right.py"));
      const drafted = await run("verify", ["twice"]);
      expect(drafted.stdout).toMatch(/○ main: none/);
      expect(drafted.stdout).not.toContain("✗");
      expect(drafted.code).toBe(0);
    } finally {
      scratch.remove();
    }
  }, 600_000);

  // RMRC 2020's public trainboarding and vaccineefficacy (icpc/na-rocky-mountain-2020-public) hold no submissions/ at
  // all: import said "no accepted submission in a language this machine runs", as if a toolchain were missing.
  it("a package with no submissions at all is said to have none, not to lack a language", async () => {
    const scratch = makeTempDir("no-submissions");
    try {
      const dir = join(scratch.dir, "bare");
      writeFiles(dir, Object.fromEntries(Object.entries(PACKAGE).filter(([path]) => !path.startsWith("submissions/"))));
      const imported = await run("import", [dir]);
      expect(imported.code, imported.stdout + imported.stderr).toBe(0);
      expect(imported.stdout).toContain("note: the package has no submissions (a public archive may leave the judges' out), so no solution is held AC; write solutions/bare/main.ts (or main.<ext> in another language)");
      expect(imported.stdout).not.toContain("in a language this machine runs");
    } finally {
      scratch.remove();
    }
  }, 120_000);
});
