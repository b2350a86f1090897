import { describe, expect, it } from "vitest";
import { explore } from "../../src/explore/explore";
import { subtractionGame } from "../../src/problem-kit/octal";
import { grundyByRecursion } from "./helpers";

// subtractionGame reads its set once: the octal code a proof rests on and the moves come from the same copy.

/** An array whose includes() hides the take 99 (its iterator and elements still have it). */
class Liar extends Array<number> {
  override includes(value: number): boolean {
    return value === 99 ? false : super.includes(value);
  }
}

const run = (set: readonly number[], range: number) => explore({ game: subtractionGame(set), parameters: {}, path: "inline" }, { range });

describe("subtractionGame's code and moves come from one checked copy of the set", () => {
  it("take {1, 2, 99} from an array whose includes() hides 99: no 'period 3, proved' at --range 98", async () => {
    const liar = Liar.from([1, 2, 99]) as Liar;
    expect(liar.includes(99)).toBe(false);
    const game = subtractionGame(liar);
    expect(game.octal).toBe(`0.33${"0".repeat(96)}3`);
    expect(game.moves(99)).toEqual([98, 97, 0]);
    const result = await run(liar, 98);
    expect(result.heap!.grundyPeriod!.status).toBe("observed");
    expect(result.claims.filter((claim) => claim.status === "proved")).toEqual([]);
    // The truth: G(99) = mex{G(98), G(97), G(0)} = mex{2, 1, 0} = 3, which period 3 (G(99) = G(0) = 0) denies.
    const G = grundyByRecursion((n) => [1, 2, 99].filter((s) => s <= n).map((s) => [n - s]), 99);
    expect(G[99]).toBe(3);
    expect((await run(liar, 120)).analysis.grundy[99]).toBe(3);
  });

  it("a take that is not a whole number ≥ 1 is refused when the game is made", () => {
    expect(() => subtractionGame([1, 2.5])).toThrow(/take 2\.5 is not a whole number ≥ 1/);
    expect(() => subtractionGame([0, 1])).toThrow(/take 0 is not a whole number ≥ 1/);
    expect(() => subtractionGame([])).toThrow(/nonempty list of takes/);
  });
});
