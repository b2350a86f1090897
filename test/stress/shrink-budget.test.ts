import { describe, expect, it } from "vitest";
import type { PairOutcome, PairRunner } from "../../src/stress/pair-runner";
import { searchForDifference, type StressTools } from "../../src/stress/stress-search";

// A solution that hangs costs a whole run limit (10 s) at every shrinking step: stress with --time 3 ran past 40 s, and
// 3000 instances took 4 minutes (a new user's afternoon, 2026-11-29). Shrinking now has a budget, then keeps the
// smallest failing input found so far and says so. Here a fake pair runner whose runs all differ, each taking 50 ms.
const generator: StressTools = {
  maxInstancesPerFile: 1000,
  format: async (instances) => `${instances.length}\n`,
  batch: async (request) => ({ instances: Array.from({ length: request.count }, () => 1000), input: `${request.count}\n` }),
  // Each step offers an instance one smaller: without a budget, 500 steps (the guard) of a 50 ms run each.
  shrinkCandidates: async (current) => ({ candidates: current.length > 1 ? [current.slice(1)] : (current[0] as number) > 0 ? [[(current[0] as number) - 1]] : [] }),
};

function slowRunner(): PairRunner {
  let runs = 0;
  return {
    get runs() {
      return runs;
    },
    run: async (): Promise<PairOutcome> => {
      runs++;
      await new Promise((resolve) => setTimeout(resolve, 50));
      return { differs: true, reason: "TLE", a: { failure: "TLE" }, b: { output: "1\n" } };
    },
  };
}

describe("shrinking's budget", () => {
  it("stops shrinking past its budget with the smallest failing input so far, and says so", async () => {
    const notes: string[] = [];
    const started = Date.now();
    const result = await searchForDifference({ generator, runner: slowRunner(), seed: "1", size: "small", timeSeconds: 0.2, shrinkSeconds: 1, bruteSide: false, onNote: (note) => notes.push(note) });
    const seconds = (Date.now() - started) / 1000;
    expect(result.failure).toBeDefined();
    expect(notes.join("\n")).toMatch(/^shrinking stopped after 1 s \(as long as the search, 1 s at least\): the input below is the smallest failing one found so far$/m);
    // One budget and one run past it, not 500 steps (25 s).
    expect(seconds).toBeLessThan(10);
  });
});
