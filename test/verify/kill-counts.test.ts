import { describe, expect, it } from "vitest";
import { ECHO_PROBLEM, makeProject, runCommand } from "../helpers/cli";
import { missingToolchain } from "../languages/language-fixtures";
import { findLanguageTools } from "../../src/languages/launch";
import { languageOf } from "../../src/languages/registry";

// Polygon's rule: every mistake is caught by at least two tests. verify says how many cases kill each wrong solution
// (stopping at two, or exactly with --every-case), warns when only one does, and gives it all in --json.
const files = {
  ...ECHO_PROBLEM,
  "problems/echo/statement.md": `# Echo\n\n${"Print the number you are given. ".repeat(10)}\n`,
  "problems/echo/validate.ts": "export function parseInput(reader: { readInt(a: number, b: number, w: string): number; expectEnd(w: string): void }): number[] {\n  const n = reader.readInt(0, 100, 'n');\n  reader.expectEnd('n');\n  return [n];\n}\n",
  "cases/echo/2.in": "2\n",
  "cases/echo/2.out": "2\n",
  "cases/echo/30.in": "30\n",
  "cases/echo/30.out": "30\n",
  "cases/echo/60.in": "60\n",
  "cases/echo/60.out": "60\n",
  "cases/echo/70.in": "70\n",
  "cases/echo/70.out": "70\n",
  // Wrong above 50: two cases of five kill it; above 65: one.
  "solutions/echo/wrong/above-50.ts": '// expect: WA (adds one above 50)\nimport { readFileSync } from "node:fs";\nconst n = Number(readFileSync(0, "utf8"));\nprocess.stdout.write(`${n > 50 ? n + 1 : n}\\n`);\n',
  "solutions/echo/wrong/above-65.ts": '// expect: WA (adds one above 65)\nimport { readFileSync } from "node:fs";\nconst n = Number(readFileSync(0, "utf8"));\nprocess.stdout.write(`${n > 65 ? n + 1 : n}\\n`);\n',
  "solutions/echo/wrong/always.ts": '// expect: WA (always adds one)\nimport { readFileSync } from "node:fs";\nconst n = Number(readFileSync(0, "utf8"));\nprocess.stdout.write(`${n + 1}\\n`);\n',
};

describe("verify counts the cases that kill each wrong solution", () => {
  // A label that allows AC among others kills nothing: it was "AC as labelled, killed by 1 of 1 case", with a warning
  // to add a case that catches it (BAPCtools' hello, 2026-11-29). Every case is judged, and each verdict must be allowed.
  it("a label that allows AC (AC or WA) is judged on every case, each verdict checked against it, and warns of no kills", async () => {
    const project = makeProject({
      ...files,
      "solutions/echo/wrong/above-50.ts": '// expect: AC or WA (adds one above 50: may pass)\nimport { readFileSync } from "node:fs";\nconst n = Number(readFileSync(0, "utf8"));\nprocess.stdout.write(`${n > 50 ? n + 1 : n}\\n`);\n',
      "solutions/echo/wrong/above-65.ts": '// expect: AC or TLE (adds one above 65: WA, which the label does not allow)\nimport { readFileSync } from "node:fs";\nconst n = Number(readFileSync(0, "utf8"));\nprocess.stdout.write(`${n > 65 ? n + 1 : n}\\n`);\n',
      "solutions/echo/wrong/always.ts": "// expect: AC or WA (echoes: passes)\nimport { readFileSync } from \"node:fs\";\nprocess.stdout.write(readFileSync(0, \"utf8\"));\n",
    });
    try {
      const { exitCode, stdout } = await runCommand("verify", ["echo", "--jobs", "1"], { env: { STONEBENCH_ROOT: project.root } });
      expect(stdout).toMatch(/✓ wrong\/above-50\.ts: (AC×3, WA×2|WA×2, AC×3) on 5 cases, each allowed by its label \(AC or WA\)/);
      expect(stdout).toMatch(/✓ wrong\/always\.ts: AC×5 on 5 cases, each allowed by its label \(AC or WA\)/);
      expect(stdout).toMatch(/✗ wrong\/above-65\.ts: (AC×4, WA×1|WA×1, AC×4) on 5 cases/);
      expect(stdout).toMatch(/echo wrong\/above-65\.ts: 70 is WA, which its label \(AC or TLE\) does not allow/);
      expect(stdout).not.toMatch(/only one case kills/);
      expect(exitCode).toBe(1);
    } finally {
      project.cleanup();
    }
  }, 240_000);

  it("stops at two kills, says so (2+), warns when a mistake is caught by one case only, and still exits 0 for a warning", async () => {
    const project = makeProject(files);
    try {
      const { exitCode, stdout } = await runCommand("verify", ["echo", "--jobs", "1"], { env: { STONEBENCH_ROOT: project.root } });
      expect(stdout).toMatch(/✓ wrong\/above-50\.ts: WA as labelled, killed by 2 of 5 cases \(60, 70\)/);
      expect(stdout).toMatch(/! wrong\/above-65\.ts: WA as labelled, killed by 1 of 5 cases \(70\)/);
      expect(stdout).toMatch(/warning: echo wrong\/above-65\.ts: only one case kills it \(70\); add another case that catches this mistake/);
      expect(stdout).toMatch(/✓ wrong\/always\.ts: WA as labelled, killed by 2\+ cases \(1, 2\)/);
      expect(stdout).toMatch(/^verified: 1 problem, \d+ checks; 1 warning$/m);
      expect(exitCode).toBe(0);
    } finally {
      project.cleanup();
    }
  }, 240_000);

  it("--every-case gives the exact count, and --json every check with its kind, label, kills and each case's verdict", async () => {
    const project = makeProject(files);
    try {
      const { exitCode, stdout } = await runCommand("verify", ["echo", "--every-case", "--json"], { env: { STONEBENCH_ROOT: project.root } });
      expect(exitCode).toBe(0);
      const report = JSON.parse(stdout) as {
        version: number;
        problems: { id: string; ok: boolean; checks: { kind: string; solution?: string; label?: { verdicts: string[] }; kills?: { count: number; cases: string[]; complete: boolean }; results?: { name: string; verdict: string }[] }[] }[];
        summary: { problems: number; failures: number; warnings: number; verdict: string };
      };
      expect(report.version).toBe(1);
      expect(report.summary).toMatchObject({ problems: 1, failures: 0, warnings: 1, verdict: "verified" });
      const checks = report.problems[0]!.checks;
      expect(checks.map((check) => check.kind)).toEqual(["complete", "accepted", "wrong", "wrong", "wrong", "provenance"]);
      const always = checks.find((check) => check.solution === "solutions/echo/wrong/always.ts")!;
      expect(always.label!.verdicts).toEqual(["WA"]);
      expect(always.kills).toEqual({ count: 5, cases: ["1", "2", "30", "60", "70"], complete: true });
      expect(always.results!.map((result) => result.verdict)).toEqual(["WA", "WA", "WA", "WA", "WA"]);
      const main = checks.find((check) => check.kind === "accepted")!;
      expect(main.results!.map((result) => `${result.name} ${result.verdict}`)).toEqual(["1 AC", "2 AC", "30 AC", "60 AC", "70 AC"]);
    } finally {
      project.cleanup();
    }
  }, 240_000);
});

// Labelled solutions may be in any language languages.yaml knows: each is judged by its own executor, label and all.
const missing = { cpp: await missingToolchain("cpp"), python: await missingToolchain("python") };
for (const [id, why] of Object.entries(missing)) if (why) console.warn(`test/verify/kill-counts: the ${id} wrong solution is skipped: ${why}`);

describe("verify judges wrong solutions in other languages", () => {
  it.skipIf(missing.cpp !== undefined || missing.python !== undefined)("a C++ and a Python wrong solution get their labels (// and # comments), an unlabelled one is named with its language's comment", async () => {
    const project = makeProject({
      ...files,
      "solutions/echo/wrong/above-50.cpp": '// expect: WA (adds one above 50)\n#include <cstdio>\nint main() { long long n; if (scanf("%lld", &n) != 1) return 1; printf("%lld\\n", n > 50 ? n + 1 : n); }\n',
      "solutions/echo/wrong/above-50.py": "# expect: WA (adds one above 50)\nn = int(input())\nprint(n + 1 if n > 50 else n)\n",
      "solutions/echo/wrong/unlabelled.py": "print(0)\n",
      "solutions/echo/wrong/notes.txt": "not a solution: verify leaves it alone\n",
    });
    try {
      const { exitCode, stdout } = await runCommand("verify", ["echo", "--jobs", "1"], { env: { STONEBENCH_ROOT: project.root } });
      expect(stdout).toMatch(/✓ wrong\/above-50\.cpp: WA as labelled, killed by 2 of 5 cases \(60, 70\)/);
      expect(stdout).toMatch(/✓ wrong\/above-50\.py: WA as labelled, killed by 2 of 5 cases \(60, 70\)/);
      expect(stdout).toMatch(/echo wrong\/unlabelled\.py: no label; make its first line "# expect: WA \(why\)"/);
      expect(stdout).not.toMatch(/notes\.txt/);
      expect(exitCode).toBe(1);
    } finally {
      project.cleanup();
    }
  }, 300_000);

  it("a Python solution labelled TLE that passes under PyPy: the failure says which interpreter ran, and how to judge under CPython", async () => {
    const python = await findLanguageTools(languageOf("x.py"));
    if (!python.runner || !/pypy/i.test(python.runner.name)) {
      console.warn(`test/verify/kill-counts: skipped: Python runs under ${python.runner?.name ?? "nothing"} here, not PyPy`);
      return;
    }
    const project = makeProject({ ...files, "solutions/echo/wrong/slow.py": "# expect: TLE (slow under CPython)\nprint(input())\n" });
    try {
      const { stdout } = await runCommand("verify", ["echo"], { env: { STONEBENCH_ROOT: project.root } });
      expect(stdout).toMatch(/echo wrong\/slow\.py: weak test set: expected TLE, but it passes every case; add a case that catches it \(its slowest case, \S+, took \d+ ms of CPU, \d+% of the 1000 ms limit\) \(Python runs here under PyPy \([^)]*\), several times faster than CPython.*run: python3 \{mainfile\} judges under CPython/);
    } finally {
      project.cleanup();
    }
  }, 240_000);
});
