import { existsSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { runCommand, tempProjectPerTest, writeFiles } from "../authoring/helpers/temp-project";
import { missingToolchain } from "../languages/language-fixtures";

// A setter's main.py written beside main.ts (two mains: main.ts is the one judged by default) was passed over by
// verify without a word, so a wrong main.py was "verified", and export left it out of submissions/. A second main is
// now one of the problem's other-language solutions: AC on every case, and exported to accepted/.

const PROBLEM = {
  "problems/dbl/problem.yaml": "title: Double\ntimeLimitMs: 2000\nmemoryLimitMiB: 256\nchecker: tokens\n",
  "problems/dbl/statement.md": "# Double\n",
  "cases/dbl/01.in": "3\n",
  "cases/dbl/01.out": "6\n",
  "cases/dbl/02.in": "5\n",
  "cases/dbl/02.out": "10\n",
  "solutions/dbl/main.ts": 'import { readFileSync } from "node:fs";\nprocess.stdout.write(`${Number(readFileSync(0, "utf8")) * 2}\\n`);\n',
};

describe("a second main beside the main", () => {
  const project = tempProjectPerTest();
  it("verify judges it (AC on every case required), and export puts it in accepted/", async (context) => {
    if (await missingToolchain("python")) return context.skip();
    writeFiles(project.root, { ...PROBLEM, "solutions/dbl/main.py": "print(int(input()) * 3)\n" });
    const wrong = await runCommand("verify", ["dbl"], { ...project, timeoutMs: 120_000 });
    expect(wrong.code).toBe(1);
    expect(wrong.stdout).toMatch(/✓ main\.ts: AC on 2\/2 cases/);
    expect(wrong.stdout).toMatch(/✗ main\.py: /);
    writeFiles(project.root, { "solutions/dbl/main.py": "print(int(input()) * 2)\n" });
    const right = await runCommand("verify", ["dbl"], { ...project, timeoutMs: 120_000 });
    expect(right.stdout).toMatch(/✓ main\.py: AC on 2\/2 cases/);
    const out = join(project.root, "pkg");
    const exported = await runCommand("export", ["dbl", "--kattis", out], { ...project, timeoutMs: 120_000 });
    expect(exported.code, exported.stderr).toBe(0);
    expect(existsSync(join(out, "submissions/accepted/main.py"))).toBe(true);
  }, 300_000);

  it("verify --table labels brute.py an oracle and an unlabelled other-language solution AC", async (context) => {
    // Before: brute.py and py/main.py were rows labelled "?" that killed "none", and py/main.py's time did not count
    // for the slowest accepted run, though verify holds it AC on every case.
    if (await missingToolchain("python")) return context.skip();
    writeFiles(project.root, {
      ...PROBLEM,
      "solutions/dbl/brute.py": "print(int(input()) * 2)\n",
      "solutions/dbl/py/main.py": "print(2 * int(input()))\n",
    });
    const table = await runCommand("verify", ["dbl", "--table"], { ...project, timeoutMs: 120_000 });
    // (exit 1 for the missing statement and validator; the table is printed after the checks)
    expect(table.stdout).toMatch(/^brute\.py\s+oracle\s+AA\s/m);
    expect(table.stdout).toMatch(/^py\/main\.py\s+AC\s+AA\s+\d+ ms\s*$/m);
  }, 300_000);
});
