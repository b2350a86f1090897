import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { closeProblemTools, loadGenerator } from "../../src/authoring/problem-tools";
import type { ProblemGenerator } from "../../src/problem-kit/generator";
import { MAX_FROM_ONE_SHRINK } from "../../src/problem-kit/shrink-offer";
import { shrinkCandidates } from "../../src/problem-kit/tool-ops";
import type { PairOutcome, PairRunner } from "../../src/stress/pair-runner";
import { searchForDifference, type StressTools } from "../../src/stress/stress-search";
import { inProject, tempProjectPerTest } from "../authoring/helpers/temp-project";
import { runCommand } from "../helpers/cli";

// An attacker's gen.ts whose shrink() returned 5,000,000 candidates hung `npm run stress` (still shrinking after 254 s,
// though shrinking has 30 s): the host checked all of them, and the judge ran them 512 to an input without looking at
// its time; a shrink() that never returned held it 123 s, then exit 2 and the difference lost. Now candidates are
// taken lazily and bounded (src/problem-kit/shrink-offer.ts, said in a note), every loop looks at shrinking's time, and
// a shrink request still unanswered when that time runs out stops the tool host.

const numbers = (shrink: (n: number) => Iterable<number>): ProblemGenerator<number> => ({
  random: () => 7,
  format: (instances) => `${instances.join("\n")}\n0\n`,
  shrink,
  bruteCanSolve: () => true,
});

describe("shrink candidates are bounded in the tool host", () => {
  it("takes at most MAX_FROM_ONE_SHRINK of a shrink() that offers 5,000,000, and says so", () => {
    const offer = shrinkCandidates(numbers(() => Array.from({ length: 5_000_000 }, () => 3)), undefined, [7], false);
    expect(offer.candidates).toHaveLength(MAX_FROM_ONE_SHRINK);
    expect(offer.cut).toEqual({ from: "one shrink call", offered: 5_000_000, taken: MAX_FROM_ONE_SHRINK });
  });

  it("reads a shrink() that yields forever only as far as it takes", () => {
    const endless = function* () {
      for (let n = 1; ; n++) yield n;
    };
    const offer = shrinkCandidates(numbers(endless), undefined, [7], false);
    expect(offer.candidates).toHaveLength(MAX_FROM_ONE_SHRINK);
    expect(offer.cut).toEqual({ from: "one shrink call", taken: MAX_FROM_ONE_SHRINK });
  }, 20_000);

  it("bounds a step over a long failing list (200 instances, 300 candidates each): not 60,000 lists of 200", () => {
    const current = Array.from({ length: 200 }, (_, i) => 1000 + i);
    const offer = shrinkCandidates(numbers((n) => Array.from({ length: 300 }, (_, k) => n - k - 1)), undefined, current, false);
    expect(offer.cut?.from).toBe("the step");
    expect(offer.candidates.length).toBeLessThanOrEqual(10_000);
    expect(offer.candidates.reduce((sum, candidate) => sum + candidate.length, 0)).toBeLessThanOrEqual(1_000_000 + current.length);
  });
});

describe("shrinking keeps to its time", () => {
  it("stops between packed runs when its time is up, though a step offers 5,000,000 candidates", async () => {
    let runs = 0;
    const runner: PairRunner = {
      get runs() {
        return runs;
      },
      // The batch differs; each packed input of candidates does not (so every group would be run).
      run: async (input: string): Promise<PairOutcome> => {
        runs++;
        await new Promise((resolve) => setTimeout(resolve, 10));
        const differs = input.startsWith("batch");
        return { differs, reason: differs ? "WA" : "", a: { output: "" }, b: { output: "" } };
      },
    };
    const generator: StressTools = {
      format: async (instances) => (instances.length === 1 && instances[0] === "x" ? "batch\n" : `${instances.length}\n`),
      batch: async () => ({ instances: ["x"], input: "batch\n" }),
      shrinkCandidates: async () => ({ candidates: Array.from({ length: 5_000_000 }, () => ["y"]) }),
    };
    const started = Date.now();
    const result = await searchForDifference({ generator, runner, seed: "1", size: "small", timeSeconds: 0.1, shrinkSeconds: 1, bruteSide: false });
    expect(result.failure?.shrunk.instances).toEqual(["x"]);
    // 1 s of shrinking and one run past it, not 9,766 packed runs.
    expect((Date.now() - started) / 1000).toBeLessThan(10);
  }, 60_000);
});

describe("a shrink() that never returns", () => {
  const project = tempProjectPerTest();
  afterEach(async () => closeProblemTools());

  it("is stopped with the tool host when the time given to it runs out (not after the host's 120 s)", async () => {
    const dir = join(project.root, "problems", "loops");
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, "problem.yaml"), "title: Loops\ntimeLimitMs: 1000\nmemoryLimitMiB: 64\n");
    writeFileSync(join(dir, "statement.md"), "# Loops\n");
    writeFileSync(join(dir, "gen.ts"), "export const generator = {\n  random: () => 7,\n  format: (instances: number[]) => `${instances.join(\"\\n\")}\\n0\\n`,\n  shrink(): number[] {\n    for (;;);\n  },\n  bruteCanSolve: () => true,\n};\n");
    await inProject(project.root, async () => {
      const generator = (await loadGenerator("loops"))!;
      const started = Date.now();
      await expect(generator.shrinkCandidates([7], false, AbortSignal.timeout(1000))).rejects.toThrow(/was stopped: "shrink" had not answered/);
      expect((Date.now() - started) / 1000).toBeLessThan(10);
    });
  }, 60_000);
});

describe("npm run stress with the attacker's generator", () => {
  const scratch = mkdtempSync(join(tmpdir(), "stonebench-bounded-shrink-"));
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));

  it("shrinks past a shrink() of 5,000,000 candidates in bounded time, and says how many it took", async () => {
    const gen = join(scratch, "gen-5m.ts");
    writeFileSync(
      gen,
      "export const generator = {\n  random: (rng: { int(a: number, b: number): number }) => rng.int(2, 3000),\n  format: (instances: number[]) => instances.map((n) => `${n}\\n`).join(\"\") + \"0\\n\",\n" +
        "  shrink(n: number): number[] {\n    const out: number[] = [];\n    for (let i = 0; i < 5_000_000; i++) out.push(n > 3 ? 3 : 2);\n    return out;\n  },\n  bruteCanSolve: (n: number) => n <= 3000,\n};\n",
    );
    const started = Date.now();
    const run = await runCommand("stress", ["hdu2516", "--solution", "test/fixtures/stress/rare-wrong.ts", "--gen", gen, "--seed", "1", "--count", "4000"], { timeoutMs: 100_000 });
    expect(run.exitCode, run.stdout + run.stderr).toBe(1);
    expect((Date.now() - started) / 1000).toBeLessThan(90);
    expect(run.stderr).toMatch(/note: the generator's shrink\(\) offered 5,000,000 candidates in one call; only the first 10,000 were tried/);
    expect(run.stdout).toMatch(/shrunk in \d+ steps? to 1 instance:\n\n {2}input:\n {4}│ (1597|2584)\n/);
  }, 120_000);
});
