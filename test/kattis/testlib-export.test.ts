import { spawnSync } from "node:child_process";
import { cpSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { makeTempDir, snapshot } from "../authoring/helpers/temp-project";
import { makeProject, repoRoot, runCommand } from "../helpers/cli";

// A Polygon problem (checker.cpp and validator.cpp in testlib's conventions) exported to Kattis: each goes with an
// adapter to Kattis's protocol (src/kattis/testlib-output-validator.ts). Judged here as a Kattis-only consumer would
// have the package (without stonebench/), and by problemtools' verifyproblem where it is installed.
const onPath = spawnSync("sh", ["-c", "command -v verifyproblem"], { encoding: "utf8" }).stdout.trim();
const verifyproblem = process.env.STONEBENCH_VERIFYPROBLEM || onPath || undefined;
if (!verifyproblem) console.warn("testlib-export: problemtools' verifyproblem is not installed (docs/export.md says how); its part is skipped");

const CHECKER = readFileSync(join(repoRoot, "test", "fixtures", "testlib", "checkers", "yesno.cpp"), "utf8");
// testlib's own validator example (n, then n integers): built in test/check/testlib-checker.test.ts too, so cached.
const VALIDATOR = readFileSync(join(repoRoot, "test", "fixtures", "testlib", "validators", "nval.cpp"), "utf8");
// YES when the numbers' sum is even: testlib's yesno checker compares the output's word with the answer's.
const solution = (expression: string) => `import sys\nn, *a = map(int, sys.stdin.read().split())\nprint(${expression})\n`;

function polygonProject() {
  return makeProject({
    "problems/parity/problem.yaml": "title: Parity\ntimeLimitMs: 1000\nmemoryLimitMiB: 64\nchecker: testlib\n",
    "problems/parity/statement.md": "# Parity\n\nPrint YES when the sum of the n numbers is even, else NO.\n",
    "problems/parity/checker.cpp": CHECKER,
    "problems/parity/validator.cpp": VALIDATOR,
    "solutions/parity/main.py": solution('"YES" if sum(a) % 2 == 0 else "NO"'),
    "solutions/parity/wrong/always-yes.py": `# expect: WA\n${solution('"YES"')}`,
    // testlib's yesno: an output that is neither YES nor NO is PE, which Kattis counts as a wrong answer (exit 43).
    "solutions/parity/wrong/perhaps.py": `# expect: WA\n${solution('"PERHAPS"')}`,
    // yesno takes either case: AC.
    "solutions/parity/lowercase.py": solution('"yes" if sum(a) % 2 == 0 else "no"'),
    "cases/parity/01-sample.in": "2\n1 3\n",
    "cases/parity/01-sample.out": "YES\n",
    "cases/parity/02.in": "2\n2 3\n",
    "cases/parity/02.out": "NO\n",
    "cases/parity/03.in": "3\n-1000000000000000 999 0\n",
    "cases/parity/03.out": "NO\n",
  });
}

describe("export of a Polygon problem: testlib's checker and validator as Kattis validators", () => {
  it("a Kattis-only consumer judges with them: accepted AC, wrong ones rejected, an invalid input refused with testlib's message", async () => {
    const made = polygonProject();
    const scratch = makeTempDir("testlib-export");
    try {
      const pkg = join(scratch.dir, "parity");
      const exported = await runCommand("export", ["parity", "--kattis", pkg], { env: { STONEBENCH_ROOT: made.root } });
      expect(exported.exitCode, exported.stdout + exported.stderr).toBe(0);
      expect(exported.stdout).not.toMatch(/not exported|falls back to the default validator|no input_validators/);
      const files = snapshot(pkg);
      expect(files.get("output_validator/parity_validator/checker_source.h")?.toString()).toBe(CHECKER);
      expect(files.get("input_validators/testlib/validator_source.h")?.toString()).toBe(VALIDATOR);
      expect(files.get("output_validator/parity_validator/testlib.h")).toEqual(readFileSync(join(repoRoot, "vendor", "testlib", "testlib.h")));

      // Without stonebench/ the package is what Kattis has: its validators, compiled from the adapters, judge it.
      const bare = join(scratch.dir, "bare", "parity");
      cpSync(pkg, bare, { recursive: true });
      rmSync(join(bare, "stonebench"), { recursive: true });
      writeFileSync(join(bare, "data", "secret", "04.in"), "0\n\n");
      writeFileSync(join(bare, "data", "secret", "04.ans"), "YES\n");
      const consumer = makeProject({});
      try {
        const env = { STONEBENCH_ROOT: consumer.root };
        const imported = await runCommand("import", [bare, "--id", "parity"], { env });
        expect(imported.exitCode, imported.stdout + imported.stderr).toBe(0);
        const verified = await runCommand("verify", ["parity"], { env, timeoutMs: 300_000 });
        const said = verified.stdout + verified.stderr;
        expect(said).toMatch(/data\/secret\/04\.in \(case 04\) is rejected by input_validators\/testlib \(exit 43: FAIL Integer parameter \[name=n\] equals to 0, violates the range \[1, 100000\]/);
        expect(said).toMatch(/main\.py: AC on 4\/4 cases/);
        expect(said).toMatch(/always-yes\.py: WA as labelled/);
        expect(said).toMatch(/perhaps\.py: WA as labelled, killed by 4 of 4 cases/);
        // The checker's own words reach the report through feedback_dir/judgemessage.txt.
        const judged = await runCommand("judge", ["parity", "--solution", join(consumer.root, "solutions/parity/wrong/perhaps.py"), "--case", "01-sample"], { env });
        expect(judged.stdout).toMatch(/YES or NO expected, but PERHAPS found/);
        const lower = await runCommand("judge", ["parity", "--solution", join(made.root, "solutions/parity/lowercase.py"), "--case", "0[1-3]*"], { env });
        expect(lower.stdout).toMatch(/parity {2}3\/3 AC/);
      } finally {
        consumer.cleanup();
      }

      // With stonebench/, import gives the Polygon problem back as it was, and a second export is the same package.
      const again = makeProject({});
      try {
        const env = { STONEBENCH_ROOT: again.root };
        expect((await runCommand("import", [pkg, "--id", "parity"], { env })).exitCode).toBe(0);
        expect(readFileSync(join(again.root, "problems/parity/problem.yaml"), "utf8")).toMatch(/^checker: testlib$/m);
        expect(readFileSync(join(again.root, "problems/parity/checker.cpp"), "utf8")).toBe(CHECKER);
        const second = join(scratch.dir, "second", "parity");
        expect((await runCommand("export", ["parity", "--kattis", second], { env })).exitCode).toBe(0);
        expect([...snapshot(second).keys()].sort()).toEqual([...files.keys()].sort());
        for (const [path, bytes] of files) expect(snapshot(second).get(path)?.equals(bytes), path).toBe(true);
      } finally {
        again.cleanup();
      }

      if (verifyproblem) {
        const run = spawnSync(verifyproblem, ["-p", "config", "data", "validators", "submissions", "--", pkg], { encoding: "utf8", timeout: 600_000, killSignal: "SIGKILL" });
        const output = `${run.stdout}${run.stderr}`;
        console.log(`verifyproblem parity:\n${output}`);
        expect(output).not.toMatch(/^ERROR /m);
        expect(output).toMatch(/AC submission main\.py .* OK: AC/);
        expect(output).toMatch(/WA submission always-yes\.py .* OK: WA/);
      }
    } finally {
      scratch.remove();
      made.cleanup();
    }
  }, 600_000);
});
