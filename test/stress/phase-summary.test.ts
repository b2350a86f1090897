import { describe, expect, it } from "vitest";
import type { PairOutcome, PairRunner } from "../../src/stress/pair-runner";
import { searchForDifference, type StressTools } from "../../src/stress/stress-search";
import { searchSummary } from "../../src/stress/phase-summary";

// The stress summary mixed the phases: "difference found after 2,000 instances in 0.1 s: 26,960 instances/s (40 pair
// runs)" counted shrinking's 39 runs beside the search's one, and with a difference set aside (HDU 1846's 100 games)
// "3,000 instances in 3.4 s: 889 instances/s (24 pair runs)" put shrinking's 13 runs and its seconds into the search's
// rate. The search and shrinking are now measured apart. Fakes: the search's runs are instant, shrinking's 100 ms each.

const fake = (differs: (instances: number[]) => boolean, maxInstancesPerFile?: number) => {
  let runs = 0;
  const runner: PairRunner = {
    get runs() {
      return runs;
    },
    async run(input: string): Promise<PairOutcome> {
      runs++;
      const searching = input.startsWith("batch");
      if (!searching) await new Promise((resolve) => setTimeout(resolve, 100));
      const instances = input.replace(/^batch/, "").split(" ").filter(Boolean).map(Number);
      const yes = differs(instances);
      return { differs: yes, reason: yes ? "WA" : "", a: { output: "" }, b: { output: "" } };
    },
  };
  let drawn = 0;
  const generator: StressTools = {
    ...(maxInstancesPerFile !== undefined ? { maxInstancesPerFile } : {}),
    format: async (instances) => instances.join(" "),
    batch: async ({ count }) => {
      const instances = Array.from({ length: count }, () => ++drawn);
      return { instances, input: `batch ${instances.join(" ")}` };
    },
    shrinkCandidates: async () => ({ candidates: [] }),
  };
  return { runner, generator };
};

describe("the stress summary, phase by phase", () => {
  it("a difference: the search's one pair run and its rate, shrinking's runs and seconds apart", async () => {
    const { runner, generator } = fake((instances) => instances.includes(37));
    const result = await searchForDifference({ generator, runner, seed: "1", size: "small", count: 100, bruteSide: false });
    expect(result.failure?.shrunk.instances).toEqual([37]);
    expect(result.runs).toBe(1);
    expect(result.shrinking).toEqual({ runs: runner.runs - 1, seconds: expect.any(Number), differences: 1 });
    // Shrinking's runs took 100 ms each; none of that is the search's.
    expect(result.shrinking!.seconds).toBeGreaterThanOrEqual(0.09 * result.shrinking!.runs);
    expect(result.seconds).toBeLessThan(result.shrinking!.seconds);
    expect(result.perSecond * result.seconds).toBeCloseTo(100, 0);
  });

  it("a difference set aside: shrinking's runs and seconds stay out of the search's", async () => {
    // Past 50 instances an input differs; the format allows 50, so the difference is set aside and inputs keep to 50.
    const { runner, generator } = fake((instances) => instances.length > 50, 50);
    const result = await searchForDifference({ generator, runner, seed: "1", size: "small", count: 2100, overpack: true, bruteSide: false });
    expect(result.failure).toBeUndefined();
    expect(result.instances).toBe(2100);
    // Batch 0 packed 2,000 (the difference set aside), then two of 50.
    expect(result.runs).toBe(3);
    expect(result.shrinking).toEqual({ runs: runner.runs - 3, seconds: expect.any(Number), differences: 1 });
    expect(result.shrinking!.runs).toBeGreaterThan(0);
    expect(result.seconds).toBeLessThan(result.shrinking!.seconds);
    expect(result.perSecond * result.seconds).toBeCloseTo(2100, 0);
  });

  it("one instance is said as one ('difference found after 1 instances' on a generator program's first input)", () => {
    expect(searchSummary({ instances: 1, runs: 1, seconds: 0.5, perSecond: 2 })).toBe("1 instance in 0.5 s: 2 instances/s (1 pair run)");
    expect(searchSummary({ instances: 2000, runs: 1, seconds: 0.1, perSecond: 20000 })).toBe("2,000 instances in 0.1 s: 20,000 instances/s (1 pair run)");
  });
});
