import { describe, expect, it } from "vitest";
import { analyseSumDirectly } from "../../src/explore/sums";
import { subtractionGame } from "../../src/problem-kit/octal";
import { explore } from "../../src/explore/explore";
import { exploreFile, grundyByRecursion, isPAt } from "./helpers";

// Games that are not ours, against their known results (Winning Ways; Berlekamp, Conway and Guy), with the
// values also recomputed here by a separate recursive search.

const octalOptions = (digits: number[]) => (n: number): number[][] => {
  const out: number[][] = [];
  digits.forEach((d, i) => {
    const j = i + 1;
    if (j === n && d & 1) out.push([]);
    if (j < n && d & 2) out.push([n - j]);
    if (d & 4) for (let a = 1; a < n - j; a++) out.push([a, n - j - a]);
  });
  return out;
};

describe("subtraction games with small sets", () => {
  // Period blocks as the literature gives them (Grundy values from n = 0, purely periodic).
  const known: [number[], number[]][] = [
    [[1, 2], [0, 1, 2]],
    [[1, 3, 4], [0, 1, 0, 1, 2, 3, 2]],
    [[2, 3], [0, 0, 1, 1, 2]],
    [[1, 4], [0, 1, 0, 1, 2]],
    [[1, 2, 3], [0, 1, 2, 3]],
  ];
  for (const [set, block] of known) {
    it(`S = {${set.join(", ")}}: Grundy values ${block.join(" ")} repeating (period ${block.length}), proved`, async () => {
      const result = await explore({ game: subtractionGame(set), parameters: {}, path: "inline" }, { range: 300 });
      expect(result.heap!.grundyPeriod).toMatchObject({ period: block.length, preperiod: 0, status: "proved" });
      const oracle = grundyByRecursion((n) => set.filter((s) => s <= n).map((s) => [n - s]), 300);
      for (let n = 0; n <= 300; n++) {
        expect(result.view.values[n], `n = ${n}`).toBe(block[n % block.length]);
        expect(oracle[n], `oracle n = ${n}`).toBe(block[n % block.length]);
      }
    });
  }
});

describe("Kayles (octal 0.77)", () => {
  it("period 12 from n = 71 on, proved by the Guy–Smith criterion once enough values are computed", async () => {
    const result = await exploreFile("src/explore/games/kayles.ts", { range: 400 });
    expect(result.heap!.grundyPeriod).toMatchObject({ preperiod: 71, period: 12, status: "proved" });
    // The literature's period block (n ≡ 0..11 mod 12) and last exceptional value (n = 70), checked by recursion.
    const block = [4, 1, 2, 8, 1, 4, 7, 2, 1, 8, 2, 7];
    const oracle = grundyByRecursion(octalOptions([7, 7]), 200);
    for (let n = 0; n <= 200; n++) expect(result.view.values[n], `n = ${n}`).toBe(oracle[n]);
    for (let n = 71; n <= 400; n++) expect(result.view.values[n], `n = ${n}`).toBe(block[n % 12]);
    expect(oracle[70]).not.toBe(block[70 % 12]);
  });

  it("says only 'observed' when the range is too short for the criterion", async () => {
    const result = await exploreFile("src/explore/games/kayles.ts", { range: 160 });
    expect(result.heap!.grundyPeriod).toMatchObject({ period: 12, status: "observed" });
  });
});

describe("Dawson's Kayles (octal 0.07) and Dawson's chess (0.137)", () => {
  it("0.137: period 34 with the literature's preperiod 52 (last exception n = 51), proved", async () => {
    const result = await exploreFile("src/explore/games/dawsons-chess.ts", { range: 400 });
    expect(result.heap!.grundyPeriod).toMatchObject({ preperiod: 52, period: 34, status: "proved" });
    const oracle = grundyByRecursion(octalOptions([1, 3, 7]), 200);
    for (let n = 0; n <= 200; n++) expect(result.view.values[n], `n = ${n}`).toBe(oracle[n]);
  });

  it("0.07 is the same sequence shifted by one, so its preperiod is 53", async () => {
    const kayles = await exploreFile("src/explore/games/dawsons-kayles.ts", { range: 400 });
    const chess = await exploreFile("src/explore/games/dawsons-chess.ts", { range: 400 });
    expect(kayles.heap!.grundyPeriod).toMatchObject({ preperiod: 53, period: 34, status: "proved" });
    for (let n = 1; n <= 400; n++) expect(kayles.view.values[n]).toBe(chess.view.values[n - 1]);
    const oracle = grundyByRecursion(octalOptions([0, 7]), 150);
    for (let n = 0; n <= 150; n++) expect(kayles.view.values[n], `n = ${n}`).toBe(oracle[n]);
  });
});

describe("misère play", () => {
  it("misère Bash's game: P exactly at n ≡ 1 (mod m + 1), proved by one repeated window of m values (not by Guy–Smith)", async () => {
    for (const m of [1, 2, 3, 5]) {
      const result = await exploreFile("src/explore/games/misere-bash.ts", { parameters: { m }, range: 120 });
      expect(result.misere).toBe(true);
      // Oracle: with 0 stones the player to move has won (the opponent took the last stone).
      const wins: boolean[] = [true];
      for (let n = 1; n <= 120; n++) wins[n] = Array.from({ length: Math.min(m, n) }, (_, i) => i + 1).some((k) => !wins[n - k]);
      for (let n = 0; n <= 120; n++) expect(isPAt(result, n), `m = ${m}, n = ${n}`).toBe(!wins[n]);
      expect(result.claims.find((c) => c.subject === "P-positions")).toMatchObject({ statement: `n ≡ 1 (mod ${m + 1}), from 1`, holds: true });
      expect(result.heap!.grundyPeriod).toMatchObject({ period: m + 1, status: "proved" });
      expect(result.heap!.grundyPeriod!.provedBy).toMatch(/no move splits a heap/);
      expect(result.heap!.grundyPeriod!.provedBy).not.toMatch(/Guy–Smith/);
    }
  });

  it("misère Nim by direct analysis of sums follows Bouton's misère rule", async () => {
    const { game } = await import("../../problems/hdu2176/game");
    const table = analyseSumDirectly(game, 3, 7, true);
    for (let i = 0; i < table.grundy.length; i++) {
      const piles = [i % 8, Math.floor(i / 8) % 8, Math.floor(i / 64)];
      const x = piles[0]! ^ piles[1]! ^ piles[2]!;
      const bouton = piles.every((h) => h <= 1) ? x === 1 : x === 0;
      expect(table.grundy[i] === 0, `piles ${piles}`).toBe(bouton);
    }
  });
});

describe("Grundy's game", () => {
  it("reported honestly: no simple pattern, no period, values as the literature lists them", async () => {
    const result = await exploreFile("src/explore/games/grundys-game.ts", { range: 1500 });
    expect(result.claims.filter((c) => c.holds && c.subject === "P-positions")).toEqual([]);
    expect(result.heap!.grundyPeriod).toBeUndefined();
    const known = [0, 0, 0, 1, 0, 2, 1, 0, 2, 1, 0, 2, 1, 3, 2, 1, 3, 2, 4, 3, 0];
    expect(Array.from(result.view.values.slice(0, 21))).toEqual(known);
    const oracle = grundyByRecursion((n) => Array.from({ length: Math.max(0, Math.ceil(n / 2) - 1) }, (_, i) => [i + 1, n - i - 1]), 300);
    for (let n = 0; n <= 300; n++) expect(result.view.values[n], `n = ${n}`).toBe(oracle[n]);
  });
});
