import { describe, expect, it } from "vitest";
import { UserError } from "../../src/errors";
import { explore } from "../../src/explore/explore";
import { formatReport } from "../../src/explore/report-text";
import type { GameDefinition } from "../../src/problem-kit/game-definition";
import { gameFromModule } from "../../src/explore/load-game";
import { octalGame, subtractionGame } from "../../src/problem-kit/octal";
import { memoGrundy, octalGrundy } from "./oracles";

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
    // The report counts every heap analysed (0..300: moves reach those below 80) and says from where it was asked:
    // "analysed 301 states (n = 80..300)" read as a miscount.
    expect(formatReport(result, "kayles").join("\n")).toMatch(/analysed 301 states \(n = 0\.\.300, asked about from n = 80\)/);
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
  it("a format() that returns no string is named: format() => 42 wrote every position as '42' ('at 42: Grundy 1')", async () => {
    const loaded = gameFromModule({ game: { ...heap((n) => (n > 0 ? [n - 1] : [])), format: () => 42 as unknown as string } }, "inline.ts");
    expect(() => loaded.game.format!(5)).toThrow("inline.ts: format(5) returned 42, not a string");
    const kept = gameFromModule({ game: { ...heap((n) => (n > 0 ? [n - 1] : [])), format: (n: number) => `${n} coins` } }, "inline.ts");
    expect(kept.game.format!(5)).toBe("5 coins");
  });
});

describe("a game of piles that plays as the sum of its piles", () => {
  const takeFrom = (xs: readonly number[], j: number, t: number) => xs.map((x, i) => (i === j ? x - t : x));
  it("three heaps of 'take 1 to 3': P exactly when (x1 mod 4) xor (x2 mod 4) xor (x3 mod 4) = 0, checked (no xor, column or sum rule held)", async () => {
    const takes = [1, 2, 3];
    const moves = (xs: readonly number[]) => xs.flatMap((x, j) => takes.filter((t) => t <= x).map((t) => takeFrom(xs, j, t)));
    const result = await run({ name: "three Bash heaps", rules: "r", shape: "tuple", piles: 3, defaultRange: 12, moves }, 12);
    const p = result.claims.find((claim) => claim.subject === "P-positions" && claim.holds)!;
    expect(p).toMatchObject({ status: "checked", statement: "g(x1) xor g(x2) xor g(x3) = 0, with g(x) = x mod 4 (the value of a pile alone: the game plays as the sum of its piles)" });
    expect(result.claims.find((claim) => claim.subject === "Grundy values")).toMatchObject({ holds: true, status: "checked", statement: "G(x1, x2, x3) = g(x1) xor g(x2) xor g(x3) (a sum of its piles)" });
    // Oracle: the three-heap game searched from its rules.
    const g = memoGrundy((key: string) => moves(key.split(",").map(Number)).map((xs) => xs.join(",")));
    let states = 0;
    for (let a = 0; a <= 12; a++)
      for (let b = 0; b <= 12; b++)
        for (let c = 0; c <= 12; c++) {
          const value = g([a, b, c].join(","));
          expect(result.view.values[(a * 13 + b) * 13 + c], `(${a}, ${b}, ${c})`).toBe(value);
          expect(value === 0, `(${a}, ${b}, ${c})`).toBe(((a % 4) ^ (b % 4) ^ (c % 4)) === 0);
          states++;
        }
    expect(p.checked).toBe(states);
  });
  it("two piles with rules of their own (take 1 or 2 from a, 1, 3 or 4 from b): each pile's values named apart", async () => {
    const moves = ([a, b]: readonly [number, number]) => [...[1, 2].filter((t) => t <= a).map((t) => [a - t, b]), ...[1, 3, 4].filter((t) => t <= b).map((t) => [a, b - t])] as [number, number][];
    const result = await run({ name: "two piles", rules: "r", shape: "pair", defaultRange: 40, moves }, 40);
    expect(result.claims.find((claim) => claim.subject === "P-positions" && claim.holds)).toMatchObject({
      status: "checked",
      statement: "g1(a) xor g2(b) = 0, with g1(x) = x mod 3; g2(x) = f(x mod 7) for x ≥ 0, f(0..6) = 0 1 0 1 2 3 2 (the value of pile j alone: the game plays as the sum of its piles)",
    });
    const g = memoGrundy((key: string) => moves(key.split(",").map(Number) as [number, number]).map((xs) => xs.join(",")));
    for (let a = 0; a <= 40; a++) for (let b = 0; b <= 40; b++) expect(result.view.values[a * 41 + b], `(${a}, ${b})`).toBe(g(`${a},${b}`));
  });
  it("not said of a game that is no sum (Wythoff's diagonal move), nor in misère play", async () => {
    const wythoff = ([a, b]: readonly [number, number]) => [
      ...Array.from({ length: a }, (_, t) => [t, b]),
      ...Array.from({ length: b }, (_, t) => [a, t]),
      ...Array.from({ length: Math.min(a, b) }, (_, t) => [a - t - 1, b - t - 1]),
    ] as [number, number][];
    const result = await run({ name: "w", rules: "r", shape: "pair", defaultRange: 30, moves: wythoff }, 30);
    expect(result.claims.some((claim) => /sum of its piles/.test(claim.statement))).toBe(false);
    const bash = ([a, b]: readonly [number, number]) => [...[1, 2].filter((t) => t <= a).map((t) => [a - t, b]), ...[1, 2].filter((t) => t <= b).map((t) => [a, b - t])] as [number, number][];
    const misere = await run({ name: "m", rules: "r", shape: "pair", defaultRange: 20, moves: bash }, 20, true);
    expect(misere.claims.some((claim) => /sum of its piles/.test(claim.statement))).toBe(false);
  });
});

describe("a module's own mistakes in making the game are named", () => {
  const moves = (n: number) => (n ? [n - 1] : []);
  it("shape 'heaps', moves missing, a Promise: each said apart", () => {
    expect(() => gameFromModule({ game: { name: "s", rules: "r", shape: "heaps", defaultRange: 10, moves } as never }, "m.ts")).toThrow('m.ts: game.shape is "heaps"; it must be "heap", "pair" or "tuple"');
    expect(() => gameFromModule({ game: { name: "s", rules: "r", shape: "heap", defaultRange: 10 } as never }, "m.ts")).toThrow("m.ts: game.moves is missing; it must be a function");
    expect(() => gameFromModule({ game: (async () => ({ name: "s", rules: "r", shape: "heap", defaultRange: 10, moves })) as never }, "m.ts")).toThrow("m.ts: game(parameters) returns a Promise");
  });
  it("a function of the parameters that throws names the call, the parameters and the --param that set them", () => {
    const module = { parameters: { m: 3 }, game: ({ m }: Record<string, number>) => subtractionGame(Array.from({ length: m! }, (_, i) => i + 1)) };
    const error = (() => {
      try {
        gameFromModule(module, "p.ts", { m: 0 });
      } catch (e) {
        return e as UserError;
      }
    })()!;
    expect(error.message).toBe('p.ts: game({"m":0}) threw Error: subtractionGame needs a nonempty list of takes, e.g. [1, 3, 4]');
    expect(error.hint).toMatch(/--param m=0 may be outside what the game accepts/);
    // The same module with its own parameters makes its game: take 1 to 3.
    expect(gameFromModule(module, "p.ts").game.moves(5)).toEqual([4, 3, 2]);
  });
});

describe("P-positions that are a rule of the coordinates' residues", () => {
  it("Ferguson's Empty and Divide (empty a box, split the other): P exactly when both are odd, checked", async () => {
    const moves = ([a, b]: readonly [number, number]) => [...Array.from({ length: b - 1 }, (_, c) => [c + 1, b - c - 1]), ...Array.from({ length: a - 1 }, (_, c) => [c + 1, a - c - 1])] as [number, number][];
    const game: GameDefinition<any> = { name: "Empty and Divide", rules: "r", shape: "pair", defaultRange: 30, isState: ([a, b]: number[]) => a! >= 1 && b! >= 1, potential: ([a, b]: number[]) => a! + b!, moves };
    const result = await run(game, 30);
    expect(result.claims.find((claim) => claim.subject === "P-positions" && claim.holds)).toMatchObject({
      status: "checked",
      statement: "a ≡ 1 (mod 2) and b ≡ 1 (mod 2) (a rule of the residues modulo 2)",
      upTo: "every settled state with 0 ≤ a, b ≤ 30",
      checked: 900,
    });
    const g = memoGrundy((key: string) => moves(key.split(",").map(Number) as [number, number]).map((xs) => xs.join(",")));
    for (let a = 1; a <= 30; a++) {
      for (let b = 1; b <= 30; b++) {
        expect(result.view.values[a * 31 + b], `(${a}, ${b})`).toBe(g(`${a},${b}`));
        expect(g(`${a},${b}`) === 0, `(${a}, ${b})`).toBe(a % 2 === 1 && b % 2 === 1);
      }
    }
  });
  it("not guessed from a range too small to show each residue three times, nor for Wythoff's game", async () => {
    const bothOdd = ([a, b]: readonly [number, number]) => [...Array.from({ length: b - 1 }, (_, c) => [c + 1, b - c - 1]), ...Array.from({ length: a - 1 }, (_, c) => [c + 1, a - c - 1])] as [number, number][];
    const small = await run({ name: "e", rules: "r", shape: "pair", defaultRange: 4, isState: ([a, b]: number[]) => a! >= 1 && b! >= 1, potential: ([a, b]: number[]) => a! + b!, moves: bothOdd }, 4);
    expect(small.claims.some((claim) => /residues/.test(claim.statement))).toBe(false);
    const wythoff = ([a, b]: readonly [number, number]) => [...Array.from({ length: a }, (_, t) => [t, b]), ...Array.from({ length: b }, (_, t) => [a, t]), ...Array.from({ length: Math.min(a, b) }, (_, t) => [a - t - 1, b - t - 1])] as [number, number][];
    const w = await run({ name: "w", rules: "r", shape: "pair", defaultRange: 40, moves: wythoff }, 40);
    expect(w.claims.some((claim) => /residues|mod/.test(claim.statement))).toBe(false);
  });
});

describe("a recurrence with a negative coefficient is written with a minus sign", () => {
  it("take at most half the heap: P at 2^k − 1, 'x_k = 3·x_{k−1} − 2·x_{k−2}', not '+ -2·x_{k−2}'", async () => {
    const moves = (n: number) => Array.from({ length: Math.floor(n / 2) }, (_, i) => n - i - 1);
    const result = await run({ name: "half", rules: "r", shape: "heap", defaultRange: 600, moves }, 600);
    expect(result.claims.find((claim) => claim.subject === "P-positions" && claim.holds)).toMatchObject({
      status: "checked",
      statement: "x_k = 3·x_{k−1} − 2·x_{k−2} (order 2) from 0, 1: 0, 1, 3, 7, 15, 31, 63, 127, 255, 511",
    });
    const g = memoGrundy((key: string) => moves(Number(key)).map(String));
    for (let n = 0; n <= 600; n++) {
      expect(result.view.values[n], `n = ${n}`).toBe(g(String(n)));
      expect(g(String(n)) === 0, `n = ${n}`).toBe(((n + 1) & n) === 0);
    }
  });
});

describe("a subtraction game with a take far beyond any range", () => {
  it("a take of 10^9 is refused with a message, not a crash of the tool host building a 10^9-digit code", () => {
    expect(() => subtractionGame([1, 3, 1_000_000_000])).toThrow("subtractionGame: take 1000000000 is larger than 10,000,000, the longest octal code it writes; for a larger take, write moves(n) yourself");
  });
  it("a take of 10^6 is explored: exact values, and its period is not proved (the take is never seen)", async () => {
    const result = await run(subtractionGame([1, 3, 1_000_000]), 200);
    const far = octalGrundy([3, 0, 3], 200);
    for (let n = 0; n <= 200; n++) expect(result.view.values[n], `n = ${n}`).toBe(far[n]);
    expect(result.heap!.grundyPeriod!.status).toBe("observed");
    expect(result.claims.every((claim) => claim.status !== "proved")).toBe(true);
  });
});

describe("a misspelt field is refused, not ignored", () => {
  const moves = (n: number) => (n ? [n - 1] : []);
  const base = { name: "g", rules: "r", shape: "heap", defaultRange: 20, moves };
  it("splitrests, isstate, unequalSplit, potentail: each named with the field meant", () => {
    expect(() => gameFromModule({ game: { ...base, splitrests: (n: number) => [n] } as never }, "m.ts")).toThrow("m.ts: game.splitrests is no field of a game, so it would be ignored; did you mean splitRests?");
    expect(() => gameFromModule({ game: { ...base, isstate: () => true } as never }, "m.ts")).toThrow("did you mean isState?");
    expect(() => gameFromModule({ game: { ...base, splitRests: (n: number) => [n], unequalSplit: true } as never }, "m.ts")).toThrow("did you mean unequalSplits?");
    expect(() => gameFromModule({ game: { ...base, shape: "pair", potentail: () => 0 } as never }, "m.ts")).toThrow("did you mean potential?");
  });
  it("the module's own helper fields and methods are left alone, and the game is explored as written", async () => {
    class Bash {
      name = "class";
      rules = "take 1 or 2";
      shape = "heap" as const;
      defaultRange = 30;
      takes = [1, 2];
      size = 3;
      moves(n: number) {
        return this.takes.filter((t) => t <= n).map((t) => n - t);
      }
    }
    const loaded = gameFromModule({ game: new Bash() as never }, "c.ts");
    const result = await explore(loaded, { range: 30 });
    const far = octalGrundy([3, 3], 30);
    for (let n = 0; n <= 30; n++) expect(result.view.values[n], `n = ${n}`).toBe(far[n]);
  });
});

describe("a few P-positions are listed, not fitted by a rule meant for another game", () => {
  const nimOrClear = (xs: readonly number[]) => [...xs.flatMap((x, j) => Array.from({ length: x }, (_, m) => xs.map((y, i) => (i === j ? m : y)))), ...(xs.some((x) => x > 0) ? [[0, 0, 0]] : [])];
  it("'take from one pile, or clear the table': only (0, 0, 0), not 'Moore's Nim_3: take from up to 3 piles'", async () => {
    const result = await run({ name: "nim or clear", rules: "r", shape: "tuple", piles: 3, defaultRange: 8, moves: nimOrClear }, 8);
    const holding = result.claims.filter((claim) => claim.holds);
    expect(holding).toHaveLength(1);
    expect(holding[0]).toMatchObject({ subject: "P-positions", status: "checked", statement: "only (0, 0, 0)", checked: 729 });
    const g = memoGrundy((key: string) => nimOrClear(key.split(",").map(Number)).map((xs) => xs.join(",")));
    for (let a = 0; a <= 8; a++) for (let b = 0; b <= 8; b++) for (let c = 0; c <= 8; c++) expect(result.view.values[(a * 9 + b) * 9 + c] === 0, `(${a}, ${b}, ${c})`).toBe(g(`${a},${b},${c}`) === 0);
    expect(g("0,0,0")).toBe(0);
  });
  it("Moore's rule is still stated where it says something (four piles, at most three at once)", async () => {
    // Moore's Nim_k from its rules: one or more tokens from each of 1 to `most` piles.
    const pileMoves = (xs: readonly number[], most: number) => {
      const out: number[][] = [];
      for (let mask = 1; mask < 1 << xs.length; mask++) {
        const chosen = xs.map((_, i) => i).filter((i) => mask & (1 << i));
        if (chosen.length > most || chosen.some((i) => xs[i] === 0)) continue;
        const walk = (at: number, current: number[]): void => {
          if (at === chosen.length) return void out.push(current);
          for (let c = 1; c <= xs[chosen[at]!]!; c++) walk(at + 1, current.map((x, i) => (i === chosen[at] ? x - c : x)));
        };
        walk(0, [...xs]);
      }
      return out;
    };
    const result = await run({ name: "moore", rules: "r", shape: "tuple", piles: 4, defaultRange: 5, moves: (xs: readonly number[]) => pileMoves(xs, 3) }, 5);
    expect(result.claims.find((claim) => claim.holds)).toMatchObject({ status: "checked", statement: "in every binary column, the number of piles with a 1 there is a multiple of 4 (Moore's Nim_3: take from up to 3 piles)" });
    const three = await run({ name: "moore", rules: "r", shape: "tuple", piles: 3, defaultRange: 6, moves: (xs: readonly number[]) => pileMoves(xs, 3) }, 6);
    expect(three.claims.find((claim) => claim.holds)).toMatchObject({ statement: "only (0, 0, 0)" });
  });
});

describe("take at most the last take (k = 1): the H rule without '1·' and 'at most 1 times'", () => {
  it("P exactly at the powers of 2 from 2, both ways of saying it checked", async () => {
    type P = readonly [number, number];
    const moves = ([stones, most]: P) => Array.from({ length: most }, (_, i) => [stones - i - 1, Math.min(i + 1, stones - i - 1)] as P);
    const game: GameDefinition<any> = { name: "k1", rules: "r", shape: "pair", defaultRange: 300, firstPosition: 2, start: (n: number) => [n, n - 1], isState: ([s, m]: P) => m <= s, moves };
    const result = await run(game, 300);
    const statements = result.claims.filter((claim) => claim.holds).map((claim) => `${claim.status}: ${claim.statement}`);
    expect(statements).toEqual([
      "checked: 2·2^k: 2, 4, 8, 16, 32, 64, 128, 256",
      "checked: H(j+1) = H(j) + H(m), m the least index with H(m) ≥ H(j), from H(0) = 1 (take at most the last take): 1, 2, 4, 8, 16, 32, 64, 128, 256",
    ]);
    const g = memoGrundy((key: string) => moves(key.split(",").map(Number) as unknown as P).map((s) => s.join(",")));
    for (let n = 2; n <= 300; n++) {
      expect(result.view.values[n], `n = ${n}`).toBe(g(`${n},${n - 1}`));
      expect(g(`${n},${n - 1}`) === 0, `n = ${n}`).toBe((n & (n - 1)) === 0);
    }
  });
});
