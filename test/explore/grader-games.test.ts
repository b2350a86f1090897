import { describe, expect, it } from "vitest";
import { explore } from "../../src/explore/explore";
import type { GameDefinition } from "../../src/problem-kit/game-definition";
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
