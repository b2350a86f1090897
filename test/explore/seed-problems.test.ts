import { describe, expect, it } from "vitest";
import { sumWinningMoves } from "../../src/explore/sums";
import type { Analysis } from "../../src/explore/analyse";
import { exploreFile, isPAt } from "./helpers";

// From the rules in each problems/<id>/game.ts alone, the explorer must rediscover the problem's theorem.
// The oracles here are written separately: small recursive searches and the values stated in the literature.

describe("Bash's game (hdu1846): P exactly at multiples of m + 1", () => {
  for (let m = 1; m <= 20; m++) {
    it(`m = ${m}: periodic with period ${m + 1}, proved by Guy–Smith, P-positions = multiples of ${m + 1}`, async () => {
      const result = await exploreFile("problems/hdu1846/game.ts", { parameters: { m }, range: 200 });
      expect(result.heap!.grundyPeriod).toMatchObject({ period: m + 1, status: "proved" });
      const claim = result.claims.find((c) => c.subject === "P-positions")!;
      expect(claim).toMatchObject({ statement: `multiples of ${m + 1}`, holds: true });
      // Oracle: who wins with n stones, by trying every take 1..m.
      const wins: boolean[] = [false];
      for (let n = 1; n <= 200; n++) wins[n] = Array.from({ length: Math.min(m, n) }, (_, i) => i + 1).some((k) => !wins[n - k]);
      for (let n = 1; n <= 200; n++) expect(isPAt(result, n), `n = ${n}`).toBe(!wins[n]);
    });
  }
});

/** Fibonacci Nim by a memoised search over (stones, most the mover may take): the test's own oracle. */
function fibonacciNimOracle(max: number) {
  const memo = new Map<string, boolean>();
  const wins = (stones: number, most: number): boolean => {
    const key = `${stones},${most}`;
    if (memo.has(key)) return memo.get(key)!;
    let result = false;
    for (let x = 1; x <= Math.min(most, stones) && !result; x++) result = !wins(stones - x, Math.min(2 * x, stones - x));
    memo.set(key, result);
    return result;
  };
  const smallestWinningTake = (n: number) => {
    for (let x = 1; x < n; x++) if (!wins(n - x, Math.min(2 * x, n - x))) return x;
    return undefined;
  };
  return { firstWins: (n: number) => wins(n, n - 1), smallestWinningTake, max };
}

describe("Fibonacci Nim (hdu2516)", () => {
  it("states 'P-positions: Fibonacci numbers', checked to the range, and it is true there", async () => {
    const result = await exploreFile("problems/hdu2516/game.ts", { range: 250 });
    const claim = result.claims.find((c) => c.subject === "P-positions")!;
    expect(claim.statement.startsWith("Fibonacci numbers")).toBe(true);
    expect(claim).toMatchObject({ holds: true, checked: 249 });
    // The Fibonacci numbers from 2, written out, against the explorer and against a separate search.
    const fibonacci = [2, 3, 5, 8, 13, 21, 34, 55, 89, 144, 233];
    const oracle = fibonacciNimOracle(250);
    for (let n = 2; n <= 250; n++) {
      expect(isPAt(result, n), `n = ${n}`).toBe(fibonacci.includes(n));
      if (n <= 120) expect(oracle.firstWins(n), `oracle at n = ${n}`).toBe(!fibonacci.includes(n));
    }
  });

  it("the winning first move takes the smallest Zeckendorf term, and the explorer checks that claim", async () => {
    const result = await exploreFile("problems/hdu2516/game.ts", { range: 200 });
    expect(result.claims.find((c) => c.subject === "winning first move")).toMatchObject({ holds: true });
    const oracle = fibonacciNimOracle(120);
    const fibs = [1, 2, 3, 5, 8, 13, 21, 34, 55, 89];
    for (let n = 2; n <= 120; n++) {
      if (!oracle.firstWins(n)) continue;
      // The smallest Zeckendorf term, greedily, written here separately from the explorer's.
      let rest = n;
      let smallest = 0;
      for (let i = fibs.length - 1; i >= 0; i--) if (fibs[i]! <= rest) [rest, smallest] = [rest - fibs[i]!, fibs[i]!];
      expect(oracle.smallestWinningTake(n), `n = ${n}`).toBe(smallest);
    }
  });
});

describe("Wythoff's game (hdu1527)", () => {
  it("P-pairs (⌊kφ⌋, ⌊kφ⌋ + k) with α recognised as (1+√5)/2, checked at every cell", async () => {
    const result = await exploreFile("problems/hdu1527/game.ts", { range: 150 });
    const claim = result.claims.find((c) => c.subject === "P-positions")!;
    expect(claim.statement).toContain("φ = (1+√5)/2");
    expect(claim).toMatchObject({ holds: true, checked: 151 * 151 });
    expect(result.pair!.beatty!.alpha).toEqual({ p: 1n, q: 1n, d: 5n, r: 2n });
    // Oracle: Wythoff's own mex construction (a_k the smallest unused number, b_k = a_k + k).
    const used = new Set<number>();
    const losing = new Set<string>();
    for (let k = 0; ; k++) {
      let a = 0;
      while (used.has(a)) a++;
      const b = a + k;
      if (a > 150) break;
      used.add(a).add(b);
      losing.add(`${a},${b}`).add(`${b},${a}`);
    }
    for (let a = 0; a <= 150; a++) for (let b = 0; b <= 150; b++) expect(result.view.values[a * 151 + b] === 0, `(${a}, ${b})`).toBe(losing.has(`${a},${b}`));
  });

  it("the slides fast path agrees with the plain moves, value for value", async () => {
    const fast = await exploreFile("problems/hdu1527/game.ts", { range: 40 });
    const { wythoff } = await import("../../problems/hdu1527/game");
    const { analyse } = await import("../../src/explore/analyse");
    const slow = await analyse({ ...wythoff, slides: undefined }, { range: 40 });
    expect(Array.from(fast.analysis.grundy)).toEqual(Array.from(slow.grundy));
  });
});

describe("Nim (hdu2176) as a sum of one-heap games", () => {
  it("the xor rule holds against direct analysis of 2 and 3 heaps, and G(n) = n", async () => {
    const result = await exploreFile("problems/hdu2176/game.ts");
    expect(result.sumRule!.map((rule) => rule.holds)).toEqual([true, true]);
    expect(result.claims.find((c) => c.subject === "Grundy values")).toMatchObject({ statement: "G(n) = n", holds: true });
  });

  it("gives HDU 2176's winning moves for the statement's sample", async () => {
    const result = await exploreFile("problems/hdu2176/game.ts");
    const heap = result.analysis as Analysis<number>;
    const lines = (piles: number[]) => sumWinningMoves(heap, piles).map(({ from, to }) => `${from} ${to}`);
    // The sample's expected output, written out.
    expect(lines([45, 45])).toEqual([]);
    expect(lines([3, 6, 9])).toEqual(["9 5"]);
    expect(lines([5, 7, 8, 9, 10])).toEqual(["8 1", "9 0", "10 3"]);
  });
});
