import { describe, expect, it } from "vitest";
import { UserError } from "../../src/errors";
import { explore } from "../../src/explore/explore";
import type { GameDefinition } from "../../src/problem-kit/game-definition";
import { gameFromModule } from "../../src/explore/load-game";
import { octalGame } from "../../src/problem-kit/octal";
import { octalGrundy } from "./oracles";

// Games the explorer's tests had not seen, each against a search written here: what was wrong when they were tried.

const run = (game: GameDefinition<any>, range: number, misere = false) => explore({ game, parameters: {}, path: "inline" }, { range, misere });

describe("a heap game asked about from a first position past 64", () => {
  it("Kayles from n = 80: the proved period table, not a failed 'G(n) = n' tried on no value", async () => {
    const result = await run({ ...octalGame("0.77"), firstPosition: 80 }, 300);
    const far = octalGrundy([7, 7], 3000);
    for (let n = 80; n <= 300; n++) expect(result.view.values[n], `n = ${n}`).toBe(far[n]);
    const grundy = result.claims.filter((claim) => claim.subject === "Grundy values");
    expect(grundy).toHaveLength(1);
    expect(grundy[0]).toMatchObject({ holds: true, status: "proved" });
    expect(grundy[0]!.statement).toMatch(/^G\(n\) = f\(n mod 12\) for n ≥ 80, with f\(0\.\.11\) = /);
    // The proved table holds far beyond the range (the oracle's own loop).
    const period = result.heap!.grundyPeriod!;
    expect(period).toMatchObject({ preperiod: 80, period: 12, status: "proved" });
    for (let n = 80; n + 12 <= 3000; n++) expect(far[n + 12], `n = ${n}`).toBe(far[n]);
    // No P-position from 80 on: said as such, not "only none".
    expect(result.claims.find((claim) => claim.subject === "P-positions")).toMatchObject({ holds: true, status: "proved", statement: "none (every position is an N-position)" });
    for (let n = 80; n <= 3000; n++) expect(far[n], `n = ${n}`).not.toBe(0);
  });
});

describe("no rule is stated on no position", () => {
  it("0.4 at --range 2 (every heap P): no 'winning first move' checked at 0 N-positions", async () => {
    const result = await run(octalGame("0.4"), 2);
    const far = octalGrundy([4], 10);
    expect(Array.from(result.view.values)).toEqual([far[0], far[1], far[2]]);
    expect(result.claims.map((claim) => claim.subject)).not.toContain("winning first move");
    // Where there are N-positions, the rule is still stated (0.4 to 3: G(3) = 1).
    expect(far[3]).toBe(1);
  });
});

describe("a move that is no state of the game is named for what it is", () => {
  const heap = (moves: (n: number) => unknown[]): GameDefinition<number> => ({ name: "h", rules: "r", shape: "heap", defaultRange: 10, moves: moves as (n: number) => number[] });
  const pair = (moves: (s: readonly [number, number]) => unknown[]): GameDefinition<any> => ({ name: "p", rules: "r", shape: "pair", defaultRange: 10, moves });
  it("a heap's move to −1 is a negative heap, not 'outside the explored range' with the hint 'must lead to a smaller state'", async () => {
    await expect(run(heap((n) => [n - 1]), 10)).rejects.toThrow(/^h: the move from 0 leads to -1, a negative heap$/);
    await expect(run({ ...heap(() => []), splits: (n: number) => (n > 3 ? [[n - 5, 1]] : []) }, 10)).rejects.toThrow(/a split from 4 leaves -1, a negative heap/);
  });
  it("a pair game's move to a number, or to one coordinate, is not a pair; a three-pile game's to four is not a tuple of 3", async () => {
    await expect(run(pair(([a]) => (a > 0 ? [a - 1] : [])), 10)).rejects.toThrow("p: the move from (1, 0) leads to 0, which is not a pair [a, b]");
    await expect(run(pair(([a]) => (a > 0 ? [[a - 1]] : [])), 10)).rejects.toThrow("leads to (0), which is not a pair [a, b]");
    const tuple: GameDefinition<any> = { name: "t", rules: "r", shape: "tuple", piles: 3, defaultRange: 4, moves: (xs: number[]) => (xs[0]! > 0 ? [[xs[0]! - 1, xs[1], xs[2], 0]] : []) };
    await expect(run(tuple, 4)).rejects.toThrow("t: the move from (1, 0, 0) leads to (0, 0, 0, 0), which is not a tuple of 3 numbers [x1, …, x3]");
    await expect(run(pair(([a, b]) => (a > 0 ? [[a - 1, b - 3]] : [])), 10)).rejects.toThrow("leads to (0, -3), which has a negative coordinate");
  });
  it("a pair move smaller in the order but past the range says so, and points at potential()", async () => {
    const error = (await run(pair(([a, b]) => (a > 0 ? [[a - 1, b + 5]] : [])), 10).catch((e: unknown) => e)) as UserError;
    expect(error.message).toBe("p: the move from (1, 6) to (0, 11) leads to a state outside the explored range (every coordinate 0..10)");
    expect(error.hint).toMatch(/needs potential\(state\)/);
  });
  it("a throw inside format() names format and the state", async () => {
    const loaded = gameFromModule({ game: { ...heap((n) => (n > 2 ? [n - 3] : [])), format: () => { throw new Error("fmt"); } } }, "inline.ts");
    expect(() => loaded.game.format!(4)).toThrow("inline.ts: format(4) threw Error: fmt");
  });
});
