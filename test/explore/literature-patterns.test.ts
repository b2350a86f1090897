import { describe, expect, it } from "vitest";
import type { CheckedClaim } from "../../src/explore/patterns/claims";
import { formatReport } from "../../src/explore/report-text";
import { exploreFile } from "./helpers";
import { memoGrundy, octalGrundy, sqrtFloor } from "./oracles";

// Games from the literature that are not this repository's problems: each pattern's text and status (proved,
// checked or observed) as the explorer states it, and its values against a search written here from the rules.

const pClaim = (claims: CheckedClaim[]) => claims.find((claim) => claim.subject === "P-positions" && claim.holds);
const key = (...xs: number[]) => xs.join(",");
const parse = (k: string) => k.split(",").map(Number);

describe("Lasker's Nim: arithmetic periodicity of the Grundy values", () => {
  it("G(n) = n except G(4k + 3) = 4k + 4 and G(4k + 4) = 4k + 3, checked (no period: the values grow)", async () => {
    const result = await exploreFile("src/explore/games/lasker-nim.ts", { range: 120 });
    const claim = result.claims.find((c) => c.subject === "Grundy values")!;
    expect(claim).toMatchObject({ holds: true, status: "checked", statement: "G(n) = n except G(4k + 3) = 4k + 4, G(4k + 4) = 4k + 3 (k ≥ 0) (arithmetic periodicity: period 4, saltus 4)" });
    expect(result.heap!.grundyPeriod).toBeUndefined();
    // Oracle: a heap may drop to any smaller heap, or split into two nonempty heaps (sum: xor).
    const g: number[] = [];
    for (let n = 0; n <= 120; n++) {
      const seen = new Set<number>();
      for (let m = 0; m < n; m++) seen.add(g[m]!);
      for (let a = 1; 2 * a <= n; a++) seen.add(g[a]! ^ g[n - a]!);
      let v = 0;
      while (seen.has(v)) v++;
      g.push(v);
      expect(result.view.values[n], `n = ${n}`).toBe(v);
    }
  });
});

describe("Euclid's game: a cone max < φ·min", () => {
  it("P exactly when max(a, b) < φ·min(a, b), with φ recognised, checked; isState's excluded cells are never P or N", async () => {
    const result = await exploreFile("src/explore/games/euclid.ts", { range: 80 });
    expect(pClaim(result.claims)).toMatchObject({ status: "checked", statement: "max(a, b) < φ·min(a, b), with φ = (1+√5)/2 (a cone between slopes 1 and φ; min ≥ 1)" });
    // Oracle: the game searched from its rules, and max < φ·min in integers: M² − M·m − m² < 0 (φ is the root of x² − x − 1).
    const g = memoGrundy((k: string) => {
      const [a, b] = parse(k) as [number, number];
      const out: string[] = [];
      if (a < b) for (let c = b - a; c >= 1; c -= a) out.push(key(a, c));
      if (b < a) for (let c = a - b; c >= 1; c -= b) out.push(key(c, b));
      return out;
    });
    for (let a = 0; a <= 80; a++) {
      for (let b = 0; b <= 80; b++) {
        const value = result.view.values[a * 81 + b]!;
        if (a === 0 || b === 0) {
          expect(value, `(${a}, ${b})`).toBe(-1);
          continue;
        }
        const [M, m] = [Math.max(a, b), Math.min(a, b)];
        expect(value === 0, `(${a}, ${b})`).toBe(M * M - M * m - m * m < 0);
        expect(value, `(${a}, ${b})`).toBe(g(key(a, b)));
      }
    }
  });
});

describe("Fraenkel's a-Wythoff: Beatty pairs (⌊kα⌋, ⌊kα⌋ + a·k)", () => {
  /** a-Wythoff by search: one pile any amount, or k and l from both with |k − l| < a. */
  const aWythoff = (a: number) =>
    memoGrundy((k: string) => {
      const [x, y] = parse(k) as [number, number];
      const out: string[] = [];
      for (let i = 1; i <= x; i++) out.push(key(x - i, y));
      for (let j = 1; j <= y; j++) out.push(key(x, y - j));
      for (let i = 1; i <= x; i++) for (let j = 1; j <= y; j++) if (Math.abs(i - j) < a) out.push(key(x - i, y - j));
      return out;
    });

  it("a = 2: α = √2 recognised, checked at every cell, against a search and ⌊k√2⌋ by integer square roots", async () => {
    const N = 70;
    const result = await exploreFile("src/explore/games/a-wythoff.ts", { range: N, parameters: { a: 2 } });
    expect(pClaim(result.claims)).toMatchObject({ status: "checked", statement: "pairs (⌊kα⌋, ⌊kα⌋ + 2k), k = 0, 1, 2, …, in either order, with α = √2 (Beatty; the larger minus the smaller takes each value 2k once)" });
    const g = aWythoff(2);
    const lows = new Map<number, number>();
    for (let k = 0; ; k++) {
      const low = Number(sqrtFloor(2n * BigInt(k) * BigInt(k)));
      if (low > N) break;
      lows.set(low, low + 2 * k);
    }
    for (let x = 0; x <= N; x++) {
      for (let y = 0; y <= N; y++) {
        const isP = lows.get(Math.min(x, y)) === Math.max(x, y);
        expect(result.view.values[x * (N + 1) + y] === 0, `(${x}, ${y})`).toBe(isP);
        if (x <= 30 && y <= 30) expect(g(key(x, y)) === 0, `search (${x}, ${y})`).toBe(isP);
      }
    }
  });

  it("a = 3: α = (−1+√13)/2 recognised, checked; the pairs also by Fraenkel's mex construction", async () => {
    const N = 90;
    const result = await exploreFile("src/explore/games/a-wythoff.ts", { range: N, parameters: { a: 3 } });
    expect(pClaim(result.claims)!.statement).toBe("pairs (⌊kα⌋, ⌊kα⌋ + 3k), k = 0, 1, 2, …, in either order, with α = (−1+√13)/2 (Beatty; the larger minus the smaller takes each value 3k once)");
    expect(pClaim(result.claims)!.status).toBe("checked");
    // Oracle: A_k the least number not yet used, B_k = A_k + 3k.
    const used = new Set<number>();
    const losing = new Set<string>();
    for (let k = 0; ; k++) {
      let low = 0;
      while (used.has(low)) low++;
      if (low > N) break;
      used.add(low).add(low + 3 * k);
      losing.add(key(low, low + 3 * k)).add(key(low + 3 * k, low));
    }
    const g = aWythoff(3);
    for (let x = 0; x <= N; x++) {
      for (let y = 0; y <= N; y++) {
        expect(result.view.values[x * (N + 1) + y] === 0, `(${x}, ${y})`).toBe(losing.has(key(x, y)));
        if (x <= 25 && y <= 25) expect(g(key(x, y)) === 0, `search (${x}, ${y})`).toBe(losing.has(key(x, y)));
      }
    }
  });
});

describe("2 × n Chomp: b = a + 1", () => {
  it("P exactly when the bottom row is one longer, checked at every state; the map draws non-states blank", async () => {
    const result = await exploreFile("src/explore/games/chomp-2xn.ts", { range: 40 });
    expect(pClaim(result.claims)).toMatchObject({ status: "checked", statement: "b = a + 1" });
    // Oracle: rows (top, bottom); eat (top row, x) → (x, b); eat (bottom, y ≥ 1) → (min(a, y), y).
    const g = memoGrundy((k: string) => {
      const [a, b] = parse(k) as [number, number];
      const out: string[] = [];
      for (let x = 0; x < a; x++) out.push(key(x, b));
      for (let y = 1; y < b; y++) out.push(key(Math.min(a, y), y));
      return out;
    });
    for (let a = 0; a <= 40; a++) for (let b = Math.max(1, a); b <= 40; b++) expect(result.view.values[a * 41 + b] === 0, `(${a}, ${b})`).toBe(g(key(a, b)) === 0);
    const report = formatReport(result, "chomp").join("\n");
    expect(report).toContain("map (█ P-position, · N-position, blank: not a state (isState))");
    // Row a = 3 of the map: columns 0..2 are not states (a > b), so blank, never "·"; then (3, 3) N and (3, 4) P.
    expect(report).toMatch(/\n {5}a=3 {4}·█·/);
    expect(report).toMatch(/\n {5}a=0  █·/);
  });
});

describe("Staircase Nim: a coordinate that grows, with a declared potential", () => {
  /** Staircase Nim by search: move c ≥ 1 coins from step i to step i − 1 (off the stairs from step 1). */
  const staircase = memoGrundy((k: string) => {
    const xs = parse(k);
    const out: string[] = [];
    xs.forEach((x, i) => {
      for (let c = 1; c <= x; c++) {
        const next = [...xs];
        next[i] = x - c;
        if (i > 0) next[i - 1]! += c;
        out.push(key(...next));
      }
    });
    return out;
  });

  it("two steps: P exactly when x1 = 0, checked at every settled state; every P-position is listed, not only x1 ≤ x2", async () => {
    const result = await exploreFile("src/explore/games/staircase-nim.ts", { range: 30 });
    expect(pClaim(result.claims)).toMatchObject({ status: "checked", statement: "x1 = 0" });
    let settled = 0;
    for (let a = 0; a <= 30; a++) {
      for (let b = 0; b <= 30; b++) {
        const value = result.view.values[a * 31 + b]!;
        // Settled exactly when no sequence of moves can push step 1 past the range: a + b ≤ 30.
        expect(value === -2, `(${a}, ${b}) unsettled`).toBe(a + b > 30);
        if (value === -2) continue;
        settled++;
        expect(value, `(${a}, ${b})`).toBe(staircase(key(a, b)));
      }
    }
    expect(result.analysis.unsettled).toBe(31 * 31 - settled);
    const report = formatReport(result, "staircase").join("\n");
    expect(report).toContain(`P-positions (the player to move loses): 31 of ${settled}: (0, 0), (0, 1), (0, 2), (0, 3)`);
    expect(report).toContain("? unsettled (a move leaves the range)");
  });

  it("three steps: P exactly when x1 xor x3 = 0 (the odd steps), checked", async () => {
    const result = await exploreFile("src/explore/games/staircase-nim.ts", { range: 10, parameters: { steps: 3 } });
    expect(pClaim(result.claims)).toMatchObject({ status: "checked", statement: "x1 xor x3 = 0 (the piles at odd places)" });
    for (let i = 0; i < 11 ** 3; i++) {
      const xs = [Math.floor(i / 121), Math.floor(i / 11) % 11, i % 11];
      if (result.view.values[i] === -2) continue;
      expect(result.view.values[i], `(${xs})`).toBe(staircase(key(...xs)));
    }
  });
});

describe("generalised Fibonacci Nim: take at most k times the last take", () => {
  /** P/N of n by search over (stones, most): the opening move takes 1..n−1. */
  const firstLoses = (k: number, max: number) => {
    const win: boolean[][] = [];
    for (let s = 0; s <= max; s++) {
      win.push([]);
      for (let m = 0; m <= s; m++) {
        let w = false;
        for (let x = 1; x <= m && !w; x++) w = !win[s - x]![Math.min(k * x, s - x)]!;
        win[s]![m] = w;
      }
    }
    return (n: number) => !win[n]![n - 1]!;
  };

  for (const [k, recurrence, hs] of [
    [3, "x_k = x_{k−1} + x_{k−4} (order 4) from 2, 3, 4, 6", "1, 2, 3, 4, 6, 8, 11, 15"],
    [4, "x_k = x_{k−1} + x_{k−6} (order 6) from 3, 4, 5, 7, 9, 12 (after 2)", "1, 2, 3, 4, 5, 7, 9, 12"],
  ] as const) {
    it(`k = ${k}: a recurrence of order ${recurrence.match(/order (\d)/)![1]} and the H rule, both checked`, async () => {
      const result = await exploreFile("src/explore/games/fibonacci-nim-k.ts", { range: 250, parameters: { k } });
      const claims = result.claims.filter((c) => c.subject === "P-positions");
      expect(claims[0]!.statement.startsWith(recurrence)).toBe(true);
      expect(claims[0]).toMatchObject({ holds: true, status: "checked" });
      expect(claims[1]!.statement.startsWith(`H(j+1) = H(j) + H(m), m the least index with ${k}·H(m) ≥ H(j), from H(0) = 1 (take at most ${k} times the last take): ${hs}`)).toBe(true);
      expect(claims[1]).toMatchObject({ holds: true, status: "checked" });
      const loses = firstLoses(k, 250);
      for (let n = 2; n <= 250; n++) expect(result.view.values[n] === 0, `n = ${n}`).toBe(loses(n));
    });
  }
});

describe("Moore's Nim_k: binary columns modulo k + 1", () => {
  for (const [piles, k, range] of [[3, 2, 9], [4, 2, 6], [4, 3, 6]] as const) {
    it(`${piles} piles, at most ${k} at once: every column's ones a multiple of ${k + 1}, checked against a search`, async () => {
      const result = await exploreFile("src/explore/games/moore-nim.ts", { range, parameters: { piles, k } });
      expect(pClaim(result.claims)).toMatchObject({ status: "checked", statement: `in every binary column, the number of piles with a 1 there is a multiple of ${k + 1} (Moore's Nim_${k}: take from up to ${k} piles)` });
      const g = memoGrundy((key_: string) => {
        const xs = parse(key_);
        const out: string[] = [];
        for (let mask = 1; mask < 1 << piles; mask++) {
          const chosen = xs.map((_, i) => i).filter((i) => mask & (1 << i));
          if (chosen.length > k || chosen.some((i) => xs[i] === 0)) continue;
          const walk = (at: number, current: number[]) => {
            if (at === chosen.length) return out.push(key(...current));
            for (let c = 1; c <= xs[chosen[at]!]!; c++) {
              const next = [...current];
              next[chosen[at]!] = xs[chosen[at]!]! - c;
              walk(at + 1, next);
            }
          };
          walk(0, [...xs]);
        }
        return out;
      });
      const size = range + 1;
      for (let i = 0; i < size ** piles; i++) {
        const xs = Array.from({ length: piles }, (_, j) => Math.floor(i / size ** (piles - 1 - j)) % size);
        expect(result.view.values[i] === 0, `(${xs})`).toBe(g(key(...xs)) === 0);
      }
    });
  }
});

describe("Moore's Nim_k in misère play", () => {
  // Was "no simple pattern found" (three piles, k = 2): the columns' rule while some pile holds 2 or more, and the
  // number of 1-piles ≡ 1 (mod k + 1) when none does (Bouton's misère rule is k = 1).
  for (const [piles, k, range] of [[3, 2, 9], [4, 2, 6], [4, 3, 6]] as const) {
    it(`${piles} piles, at most ${k} at once: the columns' rule with the 1-piles' count ≡ 1 (mod ${k + 1}) at the end, checked against a search`, async () => {
      const result = await exploreFile("src/explore/games/moore-nim.ts", { range, misere: true, parameters: { piles, k } });
      expect(pClaim(result.claims)).toMatchObject({
        status: "checked",
        statement: `in every binary column, the number of piles with a 1 there is a multiple of ${k + 1} when some pile holds 2 or more, and the number of piles holding 1 is ≡ 1 (mod ${k + 1}) when none does (Moore's misère Nim_${k}: take from up to ${k} piles)`,
      });
      // The player to move wins when no move is left (misère), else when some move leaves a loss.
      const memo = new Map<string, boolean>();
      const wins = (xs: number[]): boolean => {
        const known = memo.get(key(...xs));
        if (known !== undefined) return known;
        let moved = false;
        let leavesLoss = false;
        for (let mask = 1; mask < 1 << piles && !leavesLoss; mask++) {
          const chosen = xs.map((_, i) => i).filter((i) => mask & (1 << i));
          if (chosen.length > k || chosen.some((i) => xs[i] === 0)) continue;
          const walk = (at: number, current: number[]): void => {
            if (leavesLoss) return;
            if (at === chosen.length) {
              moved = true;
              leavesLoss = !wins(current);
              return;
            }
            for (let c = 1; c <= xs[chosen[at]!]!; c++) walk(at + 1, current.map((v, j) => (j === chosen[at] ? v - c : v)));
          };
          walk(0, [...xs]);
        }
        const win = !moved || leavesLoss;
        memo.set(key(...xs), win);
        return win;
      };
      const size = range + 1;
      for (let i = 0; i < size ** piles; i++) {
        const xs = Array.from({ length: piles }, (_, j) => Math.floor(i / size ** (piles - 1 - j)) % size);
        expect(result.view.values[i] === 0, `(${xs})`).toBe(!wins(xs));
      }
    });
  }
});

describe("three-pile Wythoff: observed, not claimed", () => {
  it("no pattern is claimed for the whole game; the slice x1 = 0 (Wythoff's game) is reported as observed", async () => {
    const result = await exploreFile("src/explore/games/wythoff-3.ts", { range: 32 });
    expect(result.claims.filter((c) => c.holds && c.status !== "observed")).toEqual([]);
    const slice = result.claims.find((c) => c.status === "observed")!;
    expect(slice.statement).toBe("on the slice x1 = 0: pairs (⌊kφ⌋, ⌊kφ⌋ + k), k = 0, 1, 2, …, in either order, with φ = (1+√5)/2 (Beatty; the larger minus the smaller takes each value k once)");
    const report = formatReport(result, "wythoff-3").join("\n");
    expect(report).toContain("no simple pattern found for the P-positions");
    expect(report).toContain("— observed (checked at every (x2, x3) with 0 ≤ x2, x3 ≤ 32 with x1 = 0; a part of the game, not a claim about all of it)");
    // Oracle: the same number from one, two or three piles.
    const vectors = [[1, 0, 0], [0, 1, 0], [0, 0, 1], [1, 1, 0], [1, 0, 1], [0, 1, 1], [1, 1, 1]];
    const g = memoGrundy((k: string) => {
      const xs = parse(k);
      const out: string[] = [];
      for (const v of vectors) for (let t = 1; xs.every((x, i) => x >= t * v[i]!); t++) out.push(key(...xs.map((x, i) => x - t * v[i]!)));
      return out;
    });
    for (let i = 0; i < 33 ** 3; i += 5) {
      const xs = [Math.floor(i / 1089), Math.floor(i / 33) % 33, i % 33];
      expect(result.view.values[i], `(${xs})`).toBe(g(key(...xs)));
    }
  });
});

describe("Officers (octal 0.6): values by the rare/common mex", () => {
  it("every value to 3,000 equals the plain loop's; the declared code is checked, the P-positions stated and checked", async () => {
    const result = await exploreFile("src/explore/games/officers.ts", { range: 3000 });
    const oracle = octalGrundy([6], 3000);
    for (let n = 0; n <= 3000; n++) if (result.view.values[n] !== oracle[n]) expect(result.view.values[n], `n = ${n}`).toBe(oracle[n]);
    expect(result.analysis.octal).toMatchObject({ declared: "0.6", verified: { code: "0.6" }, upTo: 3000 });
    expect(pClaim(result.claims)).toMatchObject({ status: "checked", statement: "only 0, 1, 4, 12, 20, 30, 46, 72, 98, 124, 150, 176, 314, 408" });
  });
});

describe("misère subtraction games: the period proved from one repeated window", () => {
  for (const [set, P] of [
    [[1, 3, 4], "n ≡ 1, 3 (mod 7) for n ≥ 0"],
    [[2, 3], "n ≡ 2, 3 (mod 5) for n ≥ 0"],
    [[1, 2], "n ≡ 1 (mod 3), from 1"],
    [[1, 4], "n ≡ 1, 3 (mod 5) for n ≥ 0"],
  ] as const) {
    it(`S = {${set.join(", ")}}: P-positions ${P}, proved; values against a search`, async () => {
      const result = await exploreFile("src/explore/games/subtraction-set.ts", { range: 150, misere: true, parameters: { a: set[0]!, b: set[1]!, c: set[2] ?? 0 } });
      const claim = pClaim(result.claims)!;
      expect(claim.statement).toBe(P);
      expect(claim.status).toBe("proved");
      expect(result.heap!.grundyPeriod).toMatchObject({ status: "proved" });
      expect(result.heap!.grundyPeriod!.provedBy).toMatch(/no move splits a heap, so for n > \d every G\(n\) is the same rule/);
      // Oracle: misère outcome with the takes of S (no move: the player to move has won).
      const wins: boolean[] = [];
      for (let n = 0; n <= 150; n++) {
        const moves = set.filter((s) => s <= n);
        wins.push(moves.length === 0 ? true : moves.some((s) => !wins[n - s]));
        expect(result.view.values[n] === 0, `n = ${n}`).toBe(!wins[n]);
      }
    });
  }
});

describe("subtract-a-square: no period, and none claimed", () => {
  it("no period to 1,000; the moves follow a derived code of squares, which proves nothing; G(25) = 3", async () => {
    const result = await exploreFile("src/explore/games/subtract-a-square.ts", { range: 1000 });
    expect(result.heap!.grundyPeriod).toBeUndefined();
    expect(result.heap!.outcomePeriod).toBeUndefined();
    expect(result.claims.filter((c) => c.holds)).toEqual([]);
    expect(result.analysis.octal!.derived!.digits.length).toBe(961);
    const g: number[] = [];
    for (let n = 0; n <= 1000; n++) {
      const seen = new Set<number>();
      for (let k = 1; k * k <= n; k++) seen.add(g[n - k * k]!);
      let v = 0;
      while (seen.has(v)) v++;
      g.push(v);
      expect(result.view.values[n], `n = ${n}`).toBe(v);
    }
    expect(g[25]).toBe(3);
  });
});
