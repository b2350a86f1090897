import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { writeFiles } from "../authoring/helpers/temp-project";
import { cpuSeconds, stopCommandWhen, type Descendant } from "../helpers/stop-command";
import { cannotSubreap } from "../helpers/subreaper";
import { missingToolchain } from "../languages/language-fixtures";

// An attacker's Ctrl-C waited for a hung output validator or generator up to its wall bound: judge sat 16 s after it
// (a checker that sleeps: 20 s of wall, more with a package's validation_time), stress 16 s (gen.py asleep) and 115 s
// (gen.ts looping in the tool host, then exit 2 with the host's error), and at the permission-model level make-cases
// and validate died at once but left the sleeping generator and the looping tool host running. Now every box the
// command started is killed at the signal: the usual stop message and code, well within the bounds below (the hangs
// were 20 s or forever), and nothing left behind.
const scratch = mkdtempSync(join(tmpdir(), "stonebench-stop-hung-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));
let noPython: string | undefined;
beforeAll(async () => {
  noPython = await missingToolchain("python");
});

const ECHO = {
  "problems/echo/statement.md": "# Echo\n",
  "solutions/echo/main.ts": 'import { readFileSync } from "node:fs";\nprocess.stdout.write(readFileSync(0));\n',
  "solutions/echo/brute.ts": 'import { readFileSync } from "node:fs";\nprocess.stdout.write(readFileSync(0));\n',
  "cases/echo/1.in": "1\n",
  "cases/echo/1.out": "1\n",
};
const SLEEPS_PY = "import time\nwhile True:\n    time.sleep(1000)\n";
const WITHIN_S = 10;

function project(name: string, files: Record<string, string>): string {
  const root = join(scratch, name);
  writeFiles(root, { ...ECHO, ...files });
  return root;
}

describe.skipIf(cannotSubreap !== undefined)("a stop kills every box the command started, at once", () => {
  it("judge: Ctrl-C while a custom output validator sleeps forever (exit 130, the case unjudged, not IE)", async () => {
    const marker = `asleep-${process.pid}-checker`;
    const root = project("judge", {
      "problems/echo/problem.yaml": `title: Echo\ntimeLimitMs: 1000\nmemoryLimitMiB: 64\nchecker: custom\nvalidatorFlags: [${marker}]\n`,
      "problems/echo/checker.ts": "// Never answers.\nsetInterval(() => undefined, 1000);\n",
    });
    const run = await stopCommandWhen(["judge", "echo"], ({ descendants }) => descendants.some(({ args }) => args.includes(marker)), { env: { STONEBENCH_ROOT: root, STONEBENCH_TYPECHECK: "0" } });
    expect(run.exitCode, run.stdout + run.stderr).toBe(130);
    expect(run.secondsAfterSignal).toBeLessThan(WITHIN_S);
    expect(run.stdout).toMatch(/interrupted after 0 of 1 case/);
    expect(run.stdout).not.toMatch(/\bIE\b/);
    expect(run.left).toEqual([]);
  }, 180_000);

  it("judge: SIGTERM likewise (exit 143)", async () => {
    const marker = `asleep-${process.pid}-term`;
    const root = project("judge-term", {
      "problems/echo/problem.yaml": `title: Echo\ntimeLimitMs: 1000\nmemoryLimitMiB: 64\nchecker: custom\nvalidatorFlags: [${marker}]\n`,
      "problems/echo/checker.ts": "// Never answers.\nsetInterval(() => undefined, 1000);\n",
    });
    const run = await stopCommandWhen(["judge", "echo"], ({ descendants }) => descendants.some(({ args }) => args.includes(marker)), { signal: "SIGTERM", env: { STONEBENCH_ROOT: root, STONEBENCH_TYPECHECK: "0" } });
    expect(run.exitCode, run.stdout + run.stderr).toBe(143);
    expect(run.secondsAfterSignal).toBeLessThan(WITHIN_S);
    expect(run.left).toEqual([]);
  }, 180_000);

  it("stress: Ctrl-C while a generator program sleeps (exit 130, what it found so far, no error)", async (context) => {
    if (noPython) return context.skip();
    const gen = join(scratch, `gen-asleep-${process.pid}.py`);
    writeFiles(scratch, { [`gen-asleep-${process.pid}.py`]: SLEEPS_PY });
    const run = await stopCommandWhen(["stress", "hdu2516", "--gen", gen, "--seed", "1", "--count", "100"], ({ stdout, descendants }) => stdout.includes("stress hdu2516") && descendants.some(({ args }) => args.includes(`gen-asleep-${process.pid}.py`) && args.endsWith(" small ")));
    expect(run.exitCode, run.stdout + run.stderr).toBe(130);
    expect(run.secondsAfterSignal).toBeLessThan(WITHIN_S);
    expect(run.stdout).toMatch(/stopped by SIGINT, no difference so far/);
    expect(run.stderr).not.toMatch(/error:/);
    expect(run.left).toEqual([]);
  }, 180_000);

  it("stress: Ctrl-C while gen.ts loops in the tool host (exit 130, not the host's error 120 s later)", async () => {
    writeFiles(scratch, { "gen-loops.ts": "export const generator = {\n  random(): number {\n    for (;;);\n  },\n  format: (instances: number[]) => instances.join(\"\\n\") + \"\\n0\\n\",\n  shrink: () => [],\n  bruteCanSolve: () => true,\n};\n" });
    // Ready once the host has spent a second of CPU: random() is looping.
    const looping = ({ descendants }: { descendants: Descendant[] }) => descendants.some(({ pid, args }) => args.includes("host-entry.mjs") && cpuSeconds(pid) > 1);
    const run = await stopCommandWhen(["stress", "hdu2516", "--gen", join(scratch, "gen-loops.ts"), "--seed", "1", "--count", "100"], looping);
    expect(run.exitCode, run.stdout + run.stderr).toBe(130);
    expect(run.secondsAfterSignal).toBeLessThan(WITHIN_S);
    expect(run.stdout).toMatch(/stopped by SIGINT, no difference so far/);
    expect(run.stderr).not.toMatch(/tool host|error:/);
    expect(run.left).toEqual([]);
  }, 180_000);

  it("stress: Ctrl-C while gen.ts's shrink() loops keeps the difference found and the smallest input so far (exit 130)", async () => {
    writeFiles(scratch, {
      "gen-shrink-loops.ts":
        "export const generator = {\n  random: (rng: { int(a: number, b: number): number }) => rng.int(2, 3000),\n  format: (instances: number[]) => instances.map((n) => `${n}\\n`).join(\"\") + \"0\\n\",\n" +
        "  shrink(): number[] {\n    for (;;);\n  },\n  bruteCanSolve: (n: number) => n <= 3000,\n};\n",
    });
    // Drawing, checking and packing take the host well under a second of CPU; past 2 s it is in shrink().
    const shrinking = ({ descendants }: { descendants: Descendant[] }) => descendants.some(({ pid, args }) => args.includes("host-entry.mjs") && cpuSeconds(pid) > 2);
    const run = await stopCommandWhen(["stress", "hdu2516", "--solution", "test/fixtures/stress/rare-wrong.ts", "--gen", join(scratch, "gen-shrink-loops.ts"), "--seed", "1", "--count", "4000"], shrinking);
    expect(run.exitCode, run.stdout + run.stderr).toBe(130);
    expect(run.secondsAfterSignal).toBeLessThan(WITHIN_S);
    expect(run.stdout).toMatch(/difference found after/);
    expect(run.stdout).toMatch(/\(shrinking stopped by SIGINT: the smallest failing input so far\):\n\n {2}input:\n {4}│ (1597|2584)\n/);
    expect(run.stderr).not.toMatch(/tool host|error:/);
    expect(run.left).toEqual([]);
  }, 180_000);

  it("make-cases at the permission-model level: Ctrl-C while a recipe's generator sleeps leaves nothing running", async (context) => {
    if (noPython) return context.skip();
    const marker = `asleep-${process.pid}-recipe`;
    const root = project("make-cases", {
      "problems/echo/problem.yaml": "title: Echo\ntimeLimitMs: 1000\nmemoryLimitMiB: 64\n",
      "problems/echo/gen.py": SLEEPS_PY,
      "problems/echo/cases.ts": `export const caseRecipes = [{ name: "01-asleep", run: { program: "gen.py", args: ["${marker}"] } }];\n`,
    });
    const run = await stopCommandWhen(["make-cases", "echo"], ({ descendants }) => descendants.some(({ args }) => args.includes(marker)), { env: { STONEBENCH_ROOT: root, STONEBENCH_SANDBOX: "permission-model" } });
    expect(run.exitCode, run.stdout + run.stderr).toBe(130);
    expect(run.secondsAfterSignal).toBeLessThan(WITHIN_S);
    expect(run.stdout).toMatch(/stopped by SIGINT: .*the one being made and the rest are not/);
    expect(run.left).toEqual([]);
  }, 180_000);

  it("validate at the permission-model level: Ctrl-C while validate.ts loops leaves no tool host running", async () => {
    const root = project("validate", {
      "problems/echo/problem.yaml": "title: Echo\ntimeLimitMs: 1000\nmemoryLimitMiB: 64\n",
      "problems/echo/validate.ts": "export function parseInput(): number[] {\n  for (;;);\n}\n",
    });
    const looping = ({ descendants }: { descendants: Descendant[] }) => descendants.some(({ pid, args }) => args.includes("host-entry.mjs") && cpuSeconds(pid) > 1);
    const run = await stopCommandWhen(["validate", "echo"], looping, { env: { STONEBENCH_ROOT: root, STONEBENCH_SANDBOX: "permission-model" } });
    expect(run.exitCode, run.stdout + run.stderr).toBe(130);
    expect(run.secondsAfterSignal).toBeLessThan(WITHIN_S);
    expect(run.stdout).toMatch(/stopped by SIGINT: the inputs listed above were checked/);
    expect(run.left).toEqual([]);
  }, 180_000);
});
