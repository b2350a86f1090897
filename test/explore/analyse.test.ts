import { describe, expect, it } from "vitest";
import { UserError } from "../../src/errors";
import { analyse } from "../../src/explore/analyse";
import { checkSlidesMatchMoves } from "../../src/explore/check-slides";
import type { GameDefinition, Pair } from "../../src/problem-kit/game-definition";
import { octalGame } from "../../src/problem-kit/octal";

// The engine refuses what it cannot analyse soundly, with a message that names the game and the state.

const nimPairs: GameDefinition<Pair> = {
  name: "two-pile Nim",
  rules: "",
  shape: "pair",
  defaultRange: 10,
  moves: ([a, b]) => [...Array.from({ length: a }, (_, x) => [x, b] as const), ...Array.from({ length: b }, (_, y) => [a, y] as const)],
  slides: [
    [1, 0],
    [0, 1],
  ],
};

describe("analyse", () => {
  it("two-pile Nim by slides: G(a, b) = a xor b everywhere, and misère P iff (a ≤ 1 and b ≤ 1 and a xor b = 1) or (xor 0, some pile > 1)", async () => {
    const normal = await analyse(nimPairs, { range: 40 });
    const misere = await analyse(nimPairs, { range: 40, misere: true });
    for (let a = 0; a <= 40; a++) {
      for (let b = 0; b <= 40; b++) {
        expect(normal.grundy[a * 41 + b]).toBe(a ^ b);
        const bouton = a <= 1 && b <= 1 ? (a ^ b) === 1 : (a ^ b) === 0;
        expect(misere.grundy[a * 41 + b] === 0, `misère (${a}, ${b})`).toBe(bouton);
      }
    }
  });

  it("refuses slides that do not give exactly moves()", () => {
    expect(() => checkSlidesMatchMoves({ ...nimPairs, slides: [[1, 0], [0, 1], [1, 1]] })).toThrow(/slides give moves that moves\(\) lacks \(\(0, 0\)\)/);
  });

  it("refuses a move outside the range or to an equal state, and a state isState rules out", async () => {
    const grow: GameDefinition<number> = { name: "grow", rules: "", shape: "heap", defaultRange: 3, moves: (n) => [n] };
    await expect(analyse(grow, { range: 3 })).rejects.toThrow(/the move from 0 to 0 leads to a state not smaller/);
    const odd: GameDefinition<number> = { name: "odd", rules: "", shape: "heap", defaultRange: 3, isState: (n) => n !== 1, moves: (n) => (n > 0 ? [n - 1] : []) };
    await expect(analyse(odd, { range: 3 })).rejects.toThrow(UserError);
  });

  it("misère play of a game that splits heaps is searched over multisets of heaps, never by xor", async () => {
    const result = await analyse(octalGame("0.77"), { range: 14, misere: true });
    expect(result.multisets).toBeDefined();
    // Oracle: misère Kayles on sorted lists of rows, by a memoised search written here (a player with no move wins).
    const memo = new Map<string, boolean>();
    const wins = (rows: number[]): boolean => {
      const key = rows.filter((r) => r > 0).sort((x, y) => x - y).join(",");
      if (key === "") return true;
      if (memo.has(key)) return memo.get(key)!;
      const list = key.split(",").map(Number);
      let result = false;
      list.forEach((row, i) => {
        const rest = list.filter((_, j) => j !== i);
        for (const take of [1, 2]) for (let left = 0; left + take <= row && !result; left++) if (!wins([...rest, left, row - take - left])) result = true;
      });
      memo.set(key, result);
      return result;
    };
    for (let n = 0; n <= 14; n++) expect(result.grundy[n] === 0, `misère Kayles row of ${n}`).toBe(!wins([n]));
  });

  it("splitRests count in heap games that take the grid path (isState, start, forEachMove): Kayles and Grundy's game", async () => {
    // Oracles: octalGrundy (the plain quadratic loop of oracles.ts) for Kayles 0.77, and a plain loop here for
    // Grundy's game; these modules once lost every split (Kayles read as 0.33: P at every multiple of 3).
    const { octalGrundy } = await import("./oracles");
    const kayles = octalGame("0.77");
    const plain = octalGrundy([7, 7], 300);
    for (const extra of [{ isState: (n: number) => n >= 0 }, { start: (n: number) => n }, { forEachMove: (n: number, visit: (m: number) => void) => kayles.moves(n).forEach((m) => visit(m)) }]) {
      const engine = await analyse({ ...kayles, ...extra } as GameDefinition<number>, { range: 300 });
      expect(Array.from(engine.grundy), Object.keys(extra)[0]).toEqual(Array.from(plain));
    }
    const grundys: GameDefinition<number> = { name: "Grundy's game", rules: "", shape: "heap", defaultRange: 200, moves: () => [], splitRests: (n) => [n], unequalSplits: true, isState: () => true };
    const g = new Int32Array(201);
    for (let n = 1; n <= 200; n++) {
      const seen = new Set<number>();
      for (let a = 1; 2 * a < n; a++) seen.add(g[a]! ^ g[n - a]!);
      while (seen.has(g[n]!)) g[n]!++;
    }
    expect(Array.from((await analyse(grundys, { range: 200 })).grundy)).toEqual(Array.from(g));
  });

  it("stops cleanly on an aborted signal (during a run: see the Ctrl-C test of the command)", async () => {
    const controller = new AbortController();
    controller.abort();
    const slow: GameDefinition<number> = { name: "slow", rules: "", shape: "heap", defaultRange: 3000, moves: (n) => Array.from({ length: n }, (_, i) => i) };
    await expect(analyse(slow, { range: 3000, signal: controller.signal })).rejects.toMatchObject({ name: "Error", message: "stopped after 0 of 3001 states" });
  });
});

describe("splits in bulk (the rare/common mex) against the plain quadratic loop", () => {
  it("octal games that split, to 4,000 heaps: every value equals the plain loop's", async () => {
    const { octalGrundy } = await import("./oracles");
    for (const code of ["0.6", "0.77", "0.137", "0.4", "0.44", "0.164", "0.16", "0.7", "0.456", "0.04"]) {
      const digits = code.slice(2).split("").map(Number);
      const engine = await analyse(octalGame(code), { range: 4000 });
      const plain = octalGrundy(digits, 4000);
      let first = -1;
      for (let n = 0; n <= 4000 && first < 0; n++) if (engine.grundy[n] !== plain[n]) first = n;
      expect(first, `${code}: first difference`).toBe(-1);
    }
  });

  it("heaps in blocks with a bulk sample of common pairs (from about 8,200 heaps): octal games to 12,000 equal the plain loop", async () => {
    const { octalGrundy } = await import("./oracles");
    for (const code of ["0.6", "0.77", "0.137"]) {
      const digits = code.slice(2).split("").map(Number);
      const engine = await analyse(octalGame(code), { range: 12_000 });
      const plain = octalGrundy(digits, 12_000);
      let first = -1;
      for (let n = 0; n <= 12_000 && first < 0; n++) if (engine.grundy[n] !== plain[n]) first = n;
      expect(first, `${code}: first difference`).toBe(-1);
    }
  });

  it("masks compared again as the rare heaps grow (Officers moves to mask 494 near 23,500 heaps): 0.6 to 30,000 equals the plain loop", async () => {
    const { octalGrundy } = await import("./oracles");
    const engine = await analyse(octalGame("0.6"), { range: 30_000 });
    const plain = octalGrundy([6], 30_000);
    let first = -1;
    for (let n = 0; n <= 30_000 && first < 0; n++) if (engine.grundy[n] !== plain[n]) first = n;
    expect(first).toBe(-1);
  });

  it("a block whose heaps split different rests (no rest common to the block) gets every rare pair one heap at a time", async () => {
    // Remove one token and split the rest when n is odd, two when n is even; or take one and leave one heap.
    const alternating: GameDefinition<number> = {
      name: "alternating splits",
      rules: "",
      shape: "heap",
      defaultRange: 3000,
      moves: (n) => (n >= 2 ? [n - 1] : []),
      splitRests: (n) => (n % 2 === 1 ? [n - 1] : [n - 2]).filter((r) => r >= 2),
    };
    const engine = await analyse(alternating, { range: 3000 });
    const g = new Int32Array(3001);
    const seen = new Int32Array(8192).fill(-1);
    for (let n = 1; n <= 3000; n++) {
      if (n >= 2) seen[g[n - 1]!] = n;
      const r = n % 2 === 1 ? n - 1 : n - 2;
      for (let a = 1; r >= 2 && 2 * a <= r; a++) seen[g[a]! ^ g[r - a]!] = n;
      let v = 0;
      while (seen[v] === n) v++;
      g[n] = v;
    }
    let first = -1;
    for (let n = 0; n <= 3000 && first < 0; n++) if (engine.grundy[n] !== g[n]) first = n;
    expect(first).toBe(-1);
  });

  it("Grundy's game (unequal splits) to 6,000: every value equals a plain loop's", async () => {
    const { game } = await import("../../src/explore/games/grundys-game");
    const engine = await analyse({ ...game, splits: undefined, splitRests: (n: number) => (n >= 3 ? [n] : []), unequalSplits: true }, { range: 6000 });
    const g = new Int32Array(6001);
    const seen = new Int32Array(4096).fill(-1);
    for (let n = 1; n <= 6000; n++) {
      for (let a = 1; 2 * a < n; a++) seen[g[a]! ^ g[n - a]!] = n;
      let v = 0;
      while (seen[v] === n) v++;
      g[n] = v;
    }
    let first = -1;
    for (let n = 0; n <= 6000 && first < 0; n++) if (engine.grundy[n] !== g[n]) first = n;
    expect(first).toBe(-1);
  });
});
