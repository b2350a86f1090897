import { describe, expect, it } from "vitest";
import type { ProblemGenerator } from "../../src/problem-kit/generator";
import { shrinkInteger, shrinkList } from "../../src/problem-kit/shrink";
import type { PairOutcome, PairRunner } from "../../src/stress/pair-runner";
import { shrinkCandidates } from "../../src/problem-kit/tool-ops";
import { isolateFailure, shrinkFailure } from "../../src/stress/shrink-failure";

// A game is a list of piles; the "solutions" disagree whenever some pile is at least 1000 stones.
type Piles = number[];
const generator: ProblemGenerator<Piles> = {
  random: () => [1],
  format: (games) => `${games.length}\n${games.map((piles) => `${piles.length} ${piles.join(" ")}`).join("\n")}\n`,
  shrink: (piles) => shrinkList(piles, (pile) => shrinkInteger(pile, 1), 1),
  bruteCanSolve: () => true,
};
// The tool host's side of shrinking, in process: the same kit functions the host runs, on this test's generator.
function tools(bruteCanSolve: (piles: Piles) => boolean = () => true) {
  const withReach = { ...generator, bruteCanSolve };
  return {
    format: async (games: unknown[]) => generator.format(games as Piles[]),
    shrinkCandidates: async (current: unknown[], bruteSide: boolean) => shrinkCandidates(withReach, undefined, current as Piles[], bruteSide),
  };
}
function fakeRunner(fails: (games: Piles[]) => boolean): PairRunner & { inputs: string[] } {
  const inputs: string[] = [];
  return {
    inputs,
    get runs() {
      return inputs.length;
    },
    async run(input: string): Promise<PairOutcome> {
      inputs.push(input);
      const games = input.trim().split("\n").slice(1).map((line) => line.split(" ").slice(1).map(Number));
      const differs = fails(games);
      return { differs, reason: differs ? "WA" : "", a: { output: "" }, b: { output: "" } };
    },
  };
}
const bigPile = (games: Piles[]) => games.some((piles) => piles.some((pile) => pile >= 1000));

describe("shrinking a failing stress input", () => {
  it("bisects a batch of thousands to the one failing game in about log2(n) runs", async () => {
    const games: Piles[] = Array.from({ length: 4096 }, (_, i) => (i === 2777 ? [5, 1234, 7] : [1, 2, 3]));
    const runner = fakeRunner(bigPile);
    expect(await isolateFailure(games, { generator: tools(), runner, bruteSide: false })).toEqual([[5, 1234, 7]]);
    expect(runner.runs).toBeLessThanOrEqual(2 * 12);
  });

  it("shrinks to a single game with a single pile at the smallest failing size", async () => {
    const games: Piles[] = [[3, 4], [999, 5], [70_000, 12, 9], [2]];
    const result = await shrinkFailure(games, { generator: tools(), runner: fakeRunner(bigPile), bruteSide: false });
    expect(result.instances).toEqual([[1000]]);
    expect(result.outcome.differs).toBe(true);
    expect(result.steps).toBeGreaterThan(0);
  });

  it("never offers a candidate that is not allowed (e.g. beyond brute.ts's reach)", async () => {
    const runner = fakeRunner(bigPile);
    // brute.ts reaches only games of two piles or more, and it is a side.
    const result = await shrinkFailure([[4000, 8, 8]], { generator: tools((piles) => piles.length >= 2), runner, bruteSide: true });
    expect(result.instances).toHaveLength(1);
    expect([...(result.instances[0] as Piles)].sort((a, b) => a - b)).toEqual([1, 1000]);
    expect(runner.inputs.every((input) => !/\n1 \d+\n/.test(input))).toBe(true);
  });

  it("keeps every game when the failure needs two of them together", async () => {
    const needsBoth = (games: Piles[]) => games.some((piles) => piles[0] === 7) && games.some((piles) => piles[0] === 9);
    const runner = fakeRunner(needsBoth);
    const isolated = await isolateFailure([[7], [1], [1], [9]], { generator: tools(), runner, bruteSide: false });
    expect(isolated).toEqual([[7], [1], [1], [9]]);
  });
});
