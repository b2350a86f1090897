import { describe, expect, it } from "vitest";
import { explore, type Exploration } from "../../src/explore/explore";
import { gameFromModule } from "../../src/explore/load-game";
import type { GameDefinition, Pair, Tuple } from "../../src/problem-kit/game-definition";
import { gridPositions } from "../../src/explore/view";
import { formatReport } from "../../src/explore/report-text";
import { describePosition } from "../../src/explore/describe-position";
import { exploreFile, grundyByRecursion } from "./helpers";
import { memoMisereWins } from "./oracles";

// Games of the literature the other files do not play, each against a memoised search written here, value by value;
// each pattern the explorer states is asserted with its text and status.

const run = (game: GameDefinition<any>, options: { range?: number; misere?: boolean } = {}) => explore(gameFromModule({ game }, "game.ts"), options);

/** Grundy (or misère Grundy: 1 at a position with no move) values by a plain memoised recursion. */
function searched(options: (xs: number[]) => number[][], misere = false): (xs: number[]) => number {
  const memo = new Map<string, number>();
  const g = (xs: number[]): number => {
    const key = xs.join(",");
    const known = memo.get(key);
    if (known !== undefined) return known;
    const next = options(xs);
    let value = 0;
    if (misere && next.length === 0) value = 1;
    else {
      const seen = new Set(next.map(g));
      while (seen.has(value)) value++;
    }
    memo.set(key, value);
    return value;
  };
  return g;
}

function expectValues(result: Exploration, truth: (xs: number[]) => number): number {
  let compared = 0;
  for (const [xs, value] of gridPositions(result.view)) {
    if (value < 0) continue;
    expect(value, `(${xs.join(", ")})`).toBe(truth(xs));
    compared++;
  }
  return compared;
}

const takeFromOne = (xs: number[]): number[][] => xs.flatMap((x, i) => Array.from({ length: x }, (_, k) => xs.map((v, j) => (j === i ? k : v))));
const pStatement = (result: Exploration) => result.claims.filter((claim) => claim.subject === "P-positions").map((claim) => [claim.statement, claim.status]);

describe("misère Nim (Bouton's misère rule)", () => {
  it("three piles: the xor is 0 while a pile holds 2 or more, else an odd number of 1s; checked, never proved", async () => {
    const game: GameDefinition<Tuple> = { name: "misère Nim", rules: "take from one pile; the last move loses", shape: "tuple", piles: 3, defaultRange: 10, play: "misere", moves: (xs) => takeFromOne([...xs]) };
    const result = await run(game);
    expect(expectValues(result, searched(takeFromOne, true))).toBe(11 ** 3);
    expect(pStatement(result)).toEqual([["x1 xor x2 xor x3 = 0 when some pile holds 2 or more, and x1 xor x2 xor x3 = 1 (an odd number of 1s) when none does (Bouton's misère Nim)", "checked"]]);
  });

  it("two piles (a pair game by slides): the same rule in a and b; normal play keeps a = b", async () => {
    const game: GameDefinition<Pair> = { name: "Nim", rules: "take from one pile", shape: "pair", defaultRange: 20, slides: [[1, 0], [0, 1]], moves: ([a, b]) => takeFromOne([a, b]) as unknown as Pair[] };
    const misere = await run(game, { misere: true });
    expect(expectValues(misere, searched(takeFromOne, true))).toBe(21 * 21);
    expect(pStatement(misere)).toEqual([["a xor b = 0 when some pile holds 2 or more, and a xor b = 1 (an odd number of 1s) when none does (Bouton's misère Nim)", "checked"]]);
    const normal = await run(game);
    expect(pStatement(normal)).toEqual([["a = b (a xor b = 0)", "checked"]]);
  });

  it("src/explore/games/misere-nim.ts, 2 to 4 piles, states it; in normal play the same moves are Nim's xor", async () => {
    for (const piles of [2, 3, 4]) {
      const result = await exploreFile("src/explore/games/misere-nim.ts", { parameters: { piles }, range: piles === 4 ? 5 : 9 });
      expectValues(result, searched(takeFromOne, true));
      const names = piles === 2 ? ["x1", "x2"] : Array.from({ length: piles }, (_, j) => `x${j + 1}`);
      const xor = names.join(" xor ");
      expect(pStatement(result)).toEqual([[`${xor} = 0 when some pile holds 2 or more, and ${xor} = 1 (an odd number of 1s) when none does (Bouton's misère Nim)`, "checked"]]);
    }
  });

  it("not stated for a game that only looks like it on small piles (misère Nim with piles capped at 2 taken per move)", async () => {
    const capped = (xs: number[]) => takeFromOne(xs).filter((ys) => ys.reduce((t, y, i) => t + xs[i]! - y, 0) <= 2);
    const game: GameDefinition<Tuple> = { name: "capped", rules: "take 1 or 2 from one pile; the last move loses", shape: "tuple", piles: 3, defaultRange: 8, play: "misere", moves: (xs) => capped([...xs]) };
    const result = await run(game);
    expectValues(result, searched(capped, true));
    expect(result.claims.some((claim) => claim.holds && claim.statement.includes("Bouton's misère Nim"))).toBe(false);
  });
});

describe("other games, value by value against the search", () => {
  it("one heap of Nim with one pass for the whole game: P only at (0, 0) and (0, 1)", async () => {
    const options = ([n, p]: number[]) => [...Array.from({ length: n! }, (_, k) => [k, p!]), ...(p === 1 && n! > 0 ? [[n!, 0]] : [])];
    const game: GameDefinition<Pair> = { name: "Nim with a pass", rules: "(heap, passes left)", shape: "pair", defaultRange: 30, isState: ([, p]) => p <= 1, moves: (s) => options([...s]) as unknown as Pair[] };
    const result = await run(game);
    expect(expectValues(result, searched(options))).toBe(62);
    expect(pStatement(result)).toEqual([["only (0, 0), (0, 1)", "checked"]]);
  });

  it("Wythoff's game with the diagonal move limited to 1 or 2 from both; Euclid's game played down to 0, its cone stated", async () => {
    const limited = ([a, b]: number[]) => [...takeFromOne([a!, b!]), ...[1, 2].filter((k) => k <= Math.min(a!, b!)).map((k) => [a! - k, b! - k])];
    const result = await run({ name: "limited Wythoff", rules: "x", shape: "pair", defaultRange: 40, moves: (s: Pair) => limited([...s]) as unknown as Pair[] });
    expect(expectValues(result, searched(limited))).toBe(41 * 41);
    const euclid = ([a, b]: number[]) => {
      const out: number[][] = [];
      const [lo, hi] = [Math.min(a!, b!), Math.max(a!, b!)];
      if (lo > 0) for (let rest = hi - lo; rest >= 0; rest -= lo) out.push(a! <= b! ? [a!, rest] : [rest, b!]);
      return out;
    };
    const toZero = await exploreFile("src/explore/games/euclid-to-zero.ts", { range: 40 });
    expect(expectValues(toZero, searched(euclid))).toBe(41 * 41);
    // The cone of the positive game, with the diagonal now N (a move leaves 0) and the axes P (no move).
    expect(pStatement(toZero)).toEqual([["min(a, b) = 0, or min(a, b) < max(a, b) < φ·min(a, b), with φ = (1+√5)/2 (a cone between slopes 1 and φ, the diagonal left out)", "checked"]]);
  });

  it("3-row Chomp and Welter's game on three coins", async () => {
    const chomp = ([a, b, c]: number[]) => [
      ...Array.from({ length: a! - 1 }, (_, j) => [j + 1, Math.min(b!, j + 1), Math.min(c!, j + 1)]),
      ...Array.from({ length: b! }, (_, j) => [a!, j, Math.min(c!, j)]),
      ...Array.from({ length: c! }, (_, j) => [a!, b!, j]),
    ];
    const rows = await run({ name: "3-row Chomp", rules: "x", shape: "tuple", piles: 3, defaultRange: 14, isState: ([a, b, c]: Tuple) => a! >= 1 && a! >= b! && b! >= c!, moves: (s: Tuple) => chomp([...s]) });
    expect(expectValues(rows, searched(chomp))).toBe(679); // 14 ≥ a ≥ b ≥ c ≥ 0 but a ≥ 1: C(17, 3) − 1
    const welter = (xs: number[]) => xs.flatMap((x, i) => Array.from({ length: x }, (_, y) => y).filter((y) => !xs.includes(y)).map((y) => xs.map((v, j) => (j === i ? y : v)).sort((p, q) => p - q)));
    const coins = await run({ name: "Welter", rules: "x", shape: "tuple", piles: 3, defaultRange: 14, isState: ([a, b, c]: Tuple) => a! < b! && b! < c!, moves: (s: Tuple) => welter([...s]) });
    expect(expectValues(coins, searched(welter))).toBe(455);
    // Was "no simple pattern found": the xor of the squares counted from 1 (the xor from 0 fails at (0, 1, 2), a
    // position with no move).
    expect(pStatement(coins)).toEqual([["(x1 + 1) xor (x2 + 1) xor (x3 + 1) = 0 (the xor of all piles, each counted 1 more)", "checked"]]);
  });

  it("subtract a power of 2 (an infinite set, the module's own moves): multiples of 3, checked; its period observed, not proved", async () => {
    const result = await run({ name: "powers of 2", rules: "take 1, 2, 4, 8, …", shape: "heap", defaultRange: 300, moves: (n: number) => Array.from({ length: 9 }, (_, i) => n - 2 ** i).filter((m) => m >= 0) });
    for (let n = 0; n <= 300; n++) expect(result.view.values[n], `n = ${n}`).toBe(n % 3);
    expect(pStatement(result)).toEqual([["multiples of 3", "checked"]]);
    expect(result.heap!.grundyPeriod).toMatchObject({ period: 3, preperiod: 0, status: "observed" });
  });
});

describe("a heap game with a potential whose last heap is unsettled", () => {
  it("take 2, or add 1 to a multiple of 3, at --range 60 (heap 60 moves to 61): period 9 found up to 59, not 'no period found'", async () => {
    const moves = (n: number) => [...(n >= 2 ? [n - 2] : []), ...(n > 0 && n % 3 === 0 ? [n + 1] : [])];
    const game: GameDefinition<number> = { name: "grow", rules: "take 2, or add 1 to a multiple of 3", shape: "heap", defaultRange: 60, moves, potential: (n) => 2 * n - (n % 3 === 1 ? 3 : 0) };
    const result = await run(game);
    const truth = searched(([n]) => moves(n!).map((m) => [m]));
    for (let n = 0; n < 60; n++) expect(result.view.values[n], `n = ${n}`).toBe(truth([n]));
    expect(result.view.values[60]).toBe(-2);
    expect(result.heap!.grundyPeriod).toMatchObject({ period: 9, preperiod: 4, upTo: 59, status: "observed" });
    expect(result.heap!.outcomePeriod).toMatchObject({ period: 9, preperiod: 2, upTo: 59, status: "observed" });
    expect(pStatement(result)).toEqual([["n ≡ 0, 4, 5, 8 (mod 9) for n ≥ 2; below that: 0, 1", "checked"]]);
    const report = formatReport(result, "grow.ts");
    expect(report).toContain("  1 state has a move that leaves the range (a coordinate grows): left unsettled, and no pattern speaks of it");
    expect(report).toContain("  Grundy sequence: period 9 from n = 4, observed up to n = 59 (not proved)");
  });
});

describe("--at on a heap game with a potential (a move may raise a heap)", () => {
  it("take 2, or add 1 to a multiple of 3: heap 3's winning moves are 1 and 4, the sum 3 + 5 is valued; a misère sum is refused in one line", async () => {
    // It failed with "a move from 3 leaves 4, not a smaller heap / hint: every move must lead to smaller heaps".
    const moves = (n: number) => [...(n >= 2 ? [n - 2] : []), ...(n > 0 && n % 3 === 0 ? [n + 1] : [])];
    const game: GameDefinition<number> = { name: "grow", rules: "take 2, or add 1 to a multiple of 3", shape: "heap", defaultRange: 30, moves, potential: (n) => 2 * n - (n % 3 === 1 ? 3 : 0) };
    const truth = searched(([n]) => moves(n!).map((m) => [m]));
    const result = await run(game);
    expect([1, 3, 4, 5].map((n) => truth([n]))).toEqual([0, 1, 0, 0]);
    expect(describePosition(result, [3]).lines).toEqual(["at 3: Grundy 1: N (the player to move wins)", "  winning moves: 1, 4"]);
    expect(describePosition(result, [3, 5]).winningMoves).toEqual(["3 → 1", "3 → 4", "5 → 3"]);
    const misere = await run(game, { misere: true });
    expect(describePosition(misere, [4]).lines).toEqual(["at 4: misère value 1: N (the player to move wins)", "  winning moves: 2"]);
    expect(() => describePosition(misere, [4, 5])).toThrow("grow in misère play: sums of heaps are searched over multisets of heaps that every move makes smaller, and this game's potential lets a move raise a heap");
  });
});

describe("misère Grundy's game (split a heap into two unequal heaps; the last move loses)", () => {
  it("P exactly at 3, 6, …, 24, against a search over multisets of heaps: 'multiples of 3 from 3', not 'multiples of 3' (heap 0 is N)", async () => {
    const memo = new Map<string, boolean>();
    // The player to move wins: no heap of 3 or more (no move) in misère play, else some split leaves a loss.
    const wins = (heaps: number[]): boolean => {
      const live = heaps.filter((h) => h >= 3).sort((x, y) => x - y);
      const key = live.join(",");
      const known = memo.get(key);
      if (known !== undefined) return known;
      let win = live.length === 0;
      for (let i = 0; i < live.length && !win; i++) {
        for (let a = 1; 2 * a < live[i]! && !win; a++) win = !wins([...live.slice(0, i), ...live.slice(i + 1), a, live[i]! - a]);
      }
      memo.set(key, win);
      return win;
    };
    const result = await exploreFile("src/explore/games/grundys-game.ts", { range: 24, misere: true });
    for (let n = 0; n <= 24; n++) expect(result.view.values[n] === 0, `n = ${n}`).toBe(!wins([n]));
    expect(result.view.values[0]).not.toBe(0);
    expect(pStatement(result)).toEqual([["multiples of 3 from 3", "checked"]]);
  });
});

describe("misère Wythoff", () => {
  it("(0, 1), (2, 2), then Wythoff's pairs from k = 2 on, checked; normal play keeps the plain Beatty statement", async () => {
    const wythoff = ([a, b]: number[]) => [...takeFromOne([a!, b!]), ...Array.from({ length: Math.min(a!, b!) }, (_, k) => [a! - k - 1, b! - k - 1])];
    const game: GameDefinition<Pair> = { name: "Wythoff", rules: "x", shape: "pair", defaultRange: 60, slides: [[1, 0], [0, 1], [1, 1]], moves: ([a, b]) => wythoff([a, b]) as unknown as Pair[] };
    const misere = await run(game, { misere: true });
    expect(expectValues(misere, searched(wythoff, true))).toBe(61 * 61);
    expect(pStatement(misere)).toEqual([["(0, 1), (2, 2), and pairs (⌊kφ⌋, ⌊kφ⌋ + k) for k ≥ 2, in either order, with φ = (1+√5)/2 (Beatty from k = 2 on)", "checked"]]);
    expect(pStatement(await run(game))[0]).toEqual(["pairs (⌊kφ⌋, ⌊kφ⌋ + k), k = 0, 1, 2, …, in either order, with φ = (1+√5)/2 (Beatty; the larger minus the smaller takes each value k once)", "checked"]);
  });
});

describe("Mock Turtles with coins at 0, 1, 2, … (heap 0 has a move: turning the coin alone is the split to no heap)", () => {
  // A coin at n may be turned alone (splits: []), or with one coin a < n (moves) or two a < b < n (splits): G(n) are the
  // odious numbers 1, 2, 4, 7, 8, …, and heap 0 is a game of its own, not "nothing left".
  const options = (n: number): number[][] => [[], ...Array.from({ length: n }, (_, a) => [a]), ...Array.from({ length: n }, (_, a) => Array.from({ length: n - a - 1 }, (_, i) => [a, a + 1 + i])).flat()];
  const game: GameDefinition<number> = {
    name: "Mock Turtles",
    rules: "turn a coin from heads to tails, and at most two coins to its left",
    shape: "heap",
    defaultRange: 12,
    moves: (n) => Array.from({ length: n }, (_, a) => a),
    splits: (n) => options(n).filter((parts) => parts.length !== 1),
  };
  const grundy = grundyByRecursion(options, 12);
  const sumValue = (key: string): number => (key === "" ? 0 : key.split(",").reduce((x, part) => x ^ grundy[Number(part)]!, 0));
  const misereWins = memoMisereWins((key: string) => {
    const heaps = key === "" ? [] : key.split(",").map(Number);
    return heaps.flatMap((h, i) => options(h).map((parts) => [...heaps.slice(0, i), ...heaps.slice(i + 1), ...parts].sort((x, y) => x - y).join(",")));
  });

  it("normal play: every value is the odious number, and every N-position shows its winning moves (turning the coin alone at 3)", async () => {
    const result = await run(game);
    expect(Array.from(result.view.values)).toEqual([1, 2, 4, 7, 8, 11, 13, 14, 16, 19, 21, 22, 25]);
    expect(Array.from(result.view.values)).toEqual(grundy);
    for (let n = 0; n <= 12; n++) {
      const at = describePosition(result, [n]);
      expect(at.winningMoves.length, `n = ${n}`).toBeGreaterThan(0);
      for (const move of at.winningMoves) expect(sumValue(move === "nothing" ? "" : move.split(" + ").join(",")), `${n} → ${move}`).toBe(0);
    }
    expect(describePosition(result, [3]).lines).toEqual(["at 3: Grundy 7: N (the player to move wins)", "  winning moves: nothing"]);
    // No P-position: the count alone, not "0 of 13: " with nothing after the colon.
    expect(formatReport(result, "mock-turtles.ts")).toContain("  P-positions (the player to move loses): 0 of 13");
  });

  it("misère play: heap 0 is P (its one move is the last), every other heap N, against a search over multisets of coins", async () => {
    const result = await run(game, { range: 6, misere: true });
    for (let n = 0; n <= 6; n++) expect(result.view.values[n] === 0, `n = ${n}`).toBe(!misereWins(String(n)));
    expect(pStatement(result)).toEqual([["only 0", "checked"]]);
    const at = describePosition(result, [0, 1]);
    expect(at.outcome).toBe(misereWins("0,1") ? "N" : "P");
    expect(at.winningMoves).toEqual(["1 → nothing"]);
  });
});

describe("misère a-Wythoff (a ≥ 2)", () => {
  it("pairs (A_k, A_k + a·k + 1) by the mex construction, (0, 1) first, checked; it was 'no simple pattern found'", async () => {
    for (const a of [2, 3]) {
      const options = ([x, y]: number[]) => [...takeFromOne([x!, y!]), ...Array.from({ length: x! }, (_, i) => i + 1).flatMap((k) => Array.from({ length: y! }, (_, j) => j + 1).filter((l) => Math.abs(k - l) < a).map((l) => [x! - k, y! - l]))];
      const result = await exploreFile("src/explore/games/a-wythoff.ts", { range: 50, misere: true, parameters: { a } });
      expect(expectValues(result, searched(options, true))).toBe(51 * 51);
      expect(pStatement(result)).toEqual([[`pairs (A_k, A_k + ${a}k + 1), k = 0, 1, 2, …, in either order, with A_k the least number in no earlier pair (a mex construction, as in Fraenkel's a-Wythoff games)`, "checked"]]);
    }
  });

  it("all-but-{1,2} (take any number but 1 or 2): only 0, 1, 2 are P, with no refuted progression guessed above it", async () => {
    const game: GameDefinition<number> = { name: "all-but {1,2}", rules: "take any number but 1 or 2", shape: "heap", defaultRange: 200, moves: (n) => Array.from({ length: n }, (_, i) => i).filter((m) => n - m !== 1 && n - m !== 2) };
    const result = await run(game);
    expect(expectValues(result, searched(([n]) => Array.from({ length: n! }, (_, i) => [i]).filter(([m]) => n! - m! !== 1 && n! - m! !== 2)))).toBe(201);
    const report = formatReport(result, "all-but.ts").join("\n");
    // "✗ P-positions: multiples of 1 — FAILS (at 3 …)" came first: a progression guessed from three P-positions the range already ended.
    expect(report).not.toContain("✗");
    expect(report).toContain("✓ P-positions: only 0, 1, 2 — checked exactly at n = 0..200");
  });
});
