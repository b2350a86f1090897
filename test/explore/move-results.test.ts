import { describe, expect, it } from "vitest";
import { explore } from "../../src/explore/explore";
import type { GameDefinition } from "../../src/problem-kit/game-definition";

// What moves() gives must be a list of whole-number states: undefined is no "no moves", and a BigInt or a string
// target is refused for its type, not as "outside the explored range".

const heap = (moves: (n: number) => unknown, extra: Partial<GameDefinition<number>> = {}): GameDefinition<number> =>
  ({ name: "odd moves", rules: "r", shape: "heap", defaultRange: 10, moves, ...extra }) as GameDefinition<number>;
const run = (game: GameDefinition<any>, misere = false) => explore({ game, parameters: {}, path: "odd.ts" }, { range: 10, misere });

describe("moves() results that are no list of states", () => {
  it("moves() returning undefined is refused (heap engine, grid path, misère search), not taken as no moves", async () => {
    const none = (n: number) => (n === 5 ? undefined : n > 0 ? [n - 1] : []);
    await expect(run(heap(none))).rejects.toThrow(/odd moves: moves\(5\) returned undefined, not an array of states/);
    await expect(run(heap(none, { isState: () => true }))).rejects.toThrow(/moves\(5\) returned undefined/);
    await expect(run(heap(none, { splitRests: () => [] }), true)).rejects.toThrow(/moves\(5\) returned undefined/);
  });

  it("a BigInt or a string target is 'not an integer', shown with its type", async () => {
    const big = (n: number) => (n > 0 ? [BigInt(n - 1)] : []);
    await expect(run(heap(big))).rejects.toThrow(/the move from 1 leads to 0n \(a BigInt\), which is not an integer/);
    await expect(run(heap(big, { isState: () => true }))).rejects.toThrow(/the move from 1 leads to 0n \(a BigInt\), which is not an integer/);
    const text = (n: number) => (n > 0 ? [String(n - 1)] : []);
    await expect(run(heap(text))).rejects.toThrow(/leads to "0" \(a string\), which is not an integer/);
    const pair: GameDefinition<readonly [number, number]> = { name: "odd pair", rules: "r", shape: "pair", defaultRange: 5, moves: ([a, b]) => (a > 0 ? [[a - 1, BigInt(b)]] : []) as never };
    await expect(run(pair)).rejects.toThrow(/leads to \(0, 0n \(a BigInt\)\), which is not an integer/);
  });

  it("moves given as an Int32Array, a generator or a Set are named for their kind, with how to make an array (it read 'returned  (object)')", async () => {
    await expect(run(heap((n) => Int32Array.from(n > 0 ? [n - 1] : [])))).rejects.toThrow(/odd moves: moves\(0\) returned an Int32Array \[\], not an array of states \(spread it into one: \[\.\.\.moves\]\)/);
    await expect(run(heap(function* (n) { if (n > 0) yield n - 1; }))).rejects.toThrow(/moves\(0\) returned a Generator, not an array of states \(spread it into one/);
    await expect(run(heap((n) => new Set(n > 0 ? [n - 1] : [])))).rejects.toThrow(/moves\(0\) returned a Set, not an array of states \(spread it into one/);
    await expect(run(heap(() => ({ moves: [] })))).rejects.toThrow(/moves\(0\) returned an Object, not an array of states$/);
  });
});
