import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { runCommand } from "../helpers/cli";
import { makeTempDir, makeTempProject, writeFiles } from "../authoring/helpers/temp-project";
import { missingToolchain } from "../languages/language-fixtures";

// A package without a time limit is timed after it is written: every accepted submission on every case. NWERC 2023
// brickwork (ten accepted, Java and Kotlin among them, 134 cases) kept import silent for minutes, as if it hung. Each
// submission timed is now said on stderr as it starts; the report on stdout is as before. A package in our own words.
const PACKAGE: Record<string, string> = {
  "problem.yaml": 'name: Sum\nlicense: "cc by-sa"\n',
  "problem_statement/problem.en.tex": "\\problemname{Sum}\nAdd two numbers.\n",
  "data/sample/1.in": "1 2\n",
  "data/sample/1.ans": "3\n",
  "data/secret/2.in": "5 7\n",
  "data/secret/2.ans": "12\n",
  "submissions/accepted/add.py": "a, b = map(int, input().split())\nprint(a + b)\n",
  "submissions/accepted/sum.py": "print(sum(map(int, input().split())))\n",
};

const why = await missingToolchain("python");
if (why) console.warn(`skipped: ${why}`);

describe.skipIf(why !== undefined)("import times the accepted submissions of a package without a time limit", () => {
  it("says each one on stderr as it is timed", async () => {
    const scratch = makeTempDir("derive-progress");
    const project = makeTempProject();
    try {
      const dir = join(scratch.dir, "sum");
      writeFiles(dir, PACKAGE);
      const { exitCode, stdout, stderr } = await runCommand("import", [dir], { env: { STONEBENCH_ROOT: project.root } });
      expect(exitCode).toBe(0);
      const lines = stderr.split("\n").filter((line) => line.startsWith("timing the accepted submissions"));
      expect(lines).toEqual([
        "timing the accepted submissions for the time limit (the package sets none): 1 of 2, solutions/sum/main.py",
        "timing the accepted submissions for the time limit (the package sets none): 2 of 2, solutions/sum/wrong/sum.py",
      ]);
      expect(stdout).toMatch(/note: the package sets no time limit: \d+ ms from the slowest accepted run/);
    } finally {
      project.remove();
      scratch.remove();
    }
  }, 180_000);

  // NWERC 2023 joggingtour (seven accepted submissions, 333 cases, no time limit) was still being timed after 15
  // minutes on a loaded machine, and import had no way to take a limit the user knows (the contest's): --tl gives it.
  it("import --tl gives the limit of a package that sets none, and times nothing; a package's own limit is kept, said", async () => {
    const scratch = makeTempDir("derive-progress");
    const project = makeTempProject();
    try {
      const dir = join(scratch.dir, "sum");
      writeFiles(dir, PACKAGE);
      const given = await runCommand("import", [dir, "--tl", "2500"], { env: { STONEBENCH_ROOT: project.root } });
      expect(given.exitCode).toBe(0);
      expect(given.stderr).not.toMatch(/timing the accepted submissions/);
      expect(given.stdout).toContain("note: time limit 2500 ms from --tl: the package sets none, and its accepted submissions were not timed for one");
      expect(readFileSync(join(project.root, "problems", "sum", "problem.yaml"), "utf8")).toMatch(/^timeLimitMs: 2500$/m);

      const own = join(scratch.dir, "own");
      writeFiles(own, { ...PACKAGE, ".timelimit": "3\n" });
      const kept = await runCommand("import", [own, "--tl", "2500"], { env: { STONEBENCH_ROOT: project.root } });
      expect(kept.exitCode).toBe(0);
      expect(kept.stdout).toContain("note: --tl 2500 not applied: the package sets its own time limit, 3000 ms (said above)");
      expect(readFileSync(join(project.root, "problems", "own", "problem.yaml"), "utf8")).toMatch(/^timeLimitMs: 3000$/m);
    } finally {
      project.remove();
      scratch.remove();
    }
  }, 180_000);
});
