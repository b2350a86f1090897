import { describe, expect, it } from "vitest";
import { explore } from "../../src/explore/explore";
import { gameFromModule } from "../../src/explore/load-game";
import type { GameDefinition } from "../../src/problem-kit/game-definition";
import { octalGame } from "../../src/problem-kit/octal";
import { exploreFile, grundyByRecursion } from "./helpers";

// Coin-turning games (Winning Ways, ch. 14): their values are neither periodic nor arithmetic-periodic, and the
// explorer said nothing of them ("no period found", no Grundy line) though the literature names both: Ruler's are the
// ruler function, Mock Turtles' the odious numbers. Values here come from a recursion over the rules written in this
// file (runs of coins; one, two or three coins), not from the modules.

const grundyStatement = (claims: { subject: string; statement: string; status: string }[]) => claims.filter((claim) => claim.subject === "Grundy values").map((claim) => [claim.statement, claim.status]);

/** Ruler from a coin at n: the runs n − 1, …, n − k (k = 0 turns the coin alone), places ≥ low. */
const rulerOptions = (low: number) => (n: number) => (n < low ? [] : Array.from({ length: n - low + 1 }, (_, k) => Array.from({ length: k }, (_, i) => n - 1 - i)));
/** Mock Turtles from a coin at n: alone, with one coin a, or with two a < b, places ≥ low. */
const mockOptions = (low: number) => (n: number) => {
  if (n < low) return [];
  const out: number[][] = [[]];
  for (let b = low; b < n; b++) {
    out.push([b]);
    for (let a = low; a < b; a++) out.push([a, b]);
  }
  return out;
};
const powerOfTwoDividing = (n: number) => {
  let p = 1;
  while (n % (2 * p) === 0) p *= 2;
  return p;
};
const odiousNumbers = (count: number) => {
  const out: number[] = [];
  for (let x = 1; out.length < count; x++) if (x.toString(2).replaceAll("0", "").length % 2 === 1) out.push(x);
  return out;
};

describe("Ruler: G(n) is the largest power of 2 dividing n", () => {
  it("src/explore/games/ruler.ts: every value against the recursion and the power of 2, stated and checked (it was no Grundy line at all)", async () => {
    const result = await exploreFile("src/explore/games/ruler.ts", { range: 150 });
    const truth = grundyByRecursion(rulerOptions(1), 150);
    for (let n = 1; n <= 150; n++) {
      expect(result.view.values[n], `n = ${n}`).toBe(truth[n]);
      expect(truth[n], `n = ${n}`).toBe(powerOfTwoDividing(n));
    }
    expect(grundyStatement(result.claims)).toEqual([["G(n) = the largest power of 2 dividing n (the ruler function: 1, 2, 1, 4, 1, 2, 1, 8, …; Ruler's coins at 1, 2, 3, …)", "checked"]]);
  });

  it("coins at 0, 1, 2, … (heap 0 a coin of its own): the ruler function of n + 1", async () => {
    const game: GameDefinition<number> = { name: "Ruler from 0", rules: "runs of coins", shape: "heap", defaultRange: 80, moves: () => [], splits: (n) => rulerOptions(0)(n) };
    const result = await explore(gameFromModule({ game }, "ruler0.ts"), { range: 80 });
    const truth = grundyByRecursion(rulerOptions(0), 80);
    for (let n = 0; n <= 80; n++) expect(result.view.values[n], `n = ${n}`).toBe(truth[n]);
    expect(grundyStatement(result.claims)).toEqual([["G(n) = the largest power of 2 dividing n + 1 (the ruler function: 1, 2, 1, 4, 1, 2, 1, 8, …; Ruler's coins at 0, 1, 2, …)", "checked"]]);
  });
});

describe("Mock Turtles: the odious numbers", () => {
  it("src/explore/games/mock-turtles.ts (coins at 1, 2, …): G(n) the odious numbers in order, stated and checked", async () => {
    const result = await exploreFile("src/explore/games/mock-turtles.ts", { range: 120 });
    const truth = grundyByRecursion(mockOptions(1), 120);
    const odious = odiousNumbers(120);
    for (let n = 1; n <= 120; n++) {
      expect(result.view.values[n], `n = ${n}`).toBe(truth[n]);
      expect(truth[n], `n = ${n}`).toBe(odious[n - 1]);
    }
    expect(grundyStatement(result.claims)).toEqual([["G(n) = the odious numbers in order from n = 1 (odd count of binary 1s: 1, 2, 4, 7, 8, 11, …): 2n − 1 when n − 1 has an even count of binary 1s, else 2n − 2 (Mock Turtles' coins at 1, 2, 3, …)", "checked"]]);
  });

  it("coins at 0, 1, 2, …: G(n) the n-th odious number from n = 0", async () => {
    const game: GameDefinition<number> = { name: "Mock Turtles from 0", rules: "one to three coins", shape: "heap", defaultRange: 60, moves: () => [], splits: (n) => mockOptions(0)(n) };
    const result = await explore(gameFromModule({ game }, "mock0.ts"), { range: 60 });
    const truth = grundyByRecursion(mockOptions(0), 60);
    for (let n = 0; n <= 60; n++) expect(result.view.values[n], `n = ${n}`).toBe(truth[n]);
    expect(grundyStatement(result.claims)).toEqual([["G(n) = the n-th odious number from n = 0 (odd count of binary 1s: 1, 2, 4, 7, 8, 11, …): 2n + 1 when n has an even count of binary 1s, else 2n (Mock Turtles' coins at 0, 1, 2, …)", "checked"]]);
  });

  it("not stated in misère play, nor on fewer than 16 values, nor where a period or another rule says the values", async () => {
    const misere = await exploreFile("src/explore/games/mock-turtles.ts", { range: 8, misere: true });
    expect(grundyStatement(misere.claims).some(([statement]) => /odious/.test(statement!))).toBe(false);
    const short = await exploreFile("src/explore/games/ruler.ts", { range: 12 });
    expect(grundyStatement(short.claims)).toEqual([]);
    const kayles = await explore(gameFromModule({ game: octalGame("0.77") }, "kayles.ts"), { range: 300 });
    expect(grundyStatement(kayles.claims).every(([statement]) => !/ruler|odious/.test(statement!))).toBe(true);
  });
});
