import { describe, expect, it } from "vitest";
import { UserError } from "../../src/errors";
import { analyse } from "../../src/explore/analyse";
import { checkSlidesMatchMoves } from "../../src/explore/check-slides";
import { game as fibonacciNimK } from "../../src/explore/games/fibonacci-nim-k";
import type { GameDefinition, Pair } from "../../src/problem-kit/game-definition";

// forEachMove goes through one shared visitor (move-visitor.ts): its fast path marks a whole, in-range move to a state
// done, and everything else is recorded and checked after the game's loop. Each case below would be wrong if the fast
// path took a move it must not (a string, an undefined or fractional coordinate, an equal potential, a ruled-out state).

/** Oracle: generalised Fibonacci Nim by a memoised recursion written here, g(stones, most) = mex over the takes. */
function fibonacciOracle(k: number, range: number, misere: boolean): (stones: number, most: number) => number {
  const memo = new Map<number, number>();
  const g = (stones: number, most: number): number => {
    const key = stones * (range + 1) + most;
    const known = memo.get(key);
    if (known !== undefined) return known;
    const seen = new Set<number>();
    for (let take = 1; take <= most; take++) seen.add(g(stones - take, Math.min(k * take, stones - take)));
    let v = 0;
    while (seen.has(v)) v++;
    if (misere && most === 0) v = 1;
    memo.set(key, v);
    return v;
  };
  return g;
}

describe("forEachMove through the shared visitor", () => {
  it("generalised Fibonacci Nim, k = 1, 2, 3, normal and misère, to 60: every value equals a memoised recursion's", async () => {
    const range = 60;
    for (const k of [1, 2, 3]) {
      const game = fibonacciNimK({ k });
      checkSlidesMatchMoves(game);
      for (const misere of [false, true]) {
        const result = await analyse(game, { range, misere });
        const oracle = fibonacciOracle(k, range, misere);
        for (let stones = 0; stones <= range; stones++) {
          for (let most = 0; most <= range; most++) {
            const value = result.grundy[stones * (range + 1) + most];
            if (most > stones) expect(value, `(${stones}, ${most}) is not a state`).toBe(-1);
            else expect(value, `k = ${k}${misere ? " misère" : ""} at (${stones}, ${most})`).toBe(oracle(stones, most));
          }
        }
      }
    }
  });

  const base = fibonacciNimK({ k: 2 });
  const hostile = (name: string, visitExtra: (stones: number, most: number, visit: (a: number, b: number) => void) => void): GameDefinition<Pair> => ({
    ...base,
    name,
    forEachMove(state, visit) {
      base.forEachMove!(state, visit);
      visitExtra(state[0], state[1], visit);
    },
  });

  it("refuses what a game's forEachMove visits wrongly, naming the state, as the checked path does", async () => {
    const cases: [string, (s: number, m: number, visit: (a: number, b: number) => void) => void, RegExp][] = [
      // 2 · 31 + "1" is "621", the number of a state done before (25, 1) if the string were taken as a number.
      ["string coordinate", (s, m, visit) => s === 25 && m === 1 && visit(2, "1" as unknown as number), /from \(25 stones, take ≤ 1\)/],
      ["missing coordinate", (s, m, visit) => s === 5 && m === 1 && (visit as (a: number) => void)(4), /from \(5 stones, take ≤ 1\)/],
      ["fractional coordinate", (s, m, visit) => s === 5 && m === 1 && visit(4.5, 0.5), /from \(5 stones, take ≤ 1\)/],
      ["negative coordinate", (s, m, visit) => s === 5 && m === 1 && visit(6, -1), /from \(5 stones, take ≤ 1\)/],
      ["past the range", (s, m, visit) => s === 5 && m === 1 && visit(2, 40), /outside the explored range/],
      ["to itself", (s, m, visit) => s === 5 && m === 1 && visit(5, 1), /not smaller/],
      ["to a ruled-out state", (s, m, visit) => s === 5 && m === 1 && visit(2, 3), /isState\(\) rules out/],
    ];
    for (const [name, extra, message] of cases) {
      const game = hostile(name, extra);
      await expect(analyse(game, { range: 30 }), name).rejects.toThrow(UserError);
      await expect(analyse(game, { range: 30 }), name).rejects.toThrow(message);
    }
  });

  it("checks every move when a potential orders the states (a state done may have the same potential)", async () => {
    // Heaps in a potential order where every heap has potential 0: moving n → n − 1 does not lower it.
    const flat: GameDefinition<number> = {
      name: "flat",
      rules: "",
      shape: "heap",
      defaultRange: 5,
      potential: () => 0,
      moves: (n) => (n > 0 ? [n - 1] : []),
      forEachMove: (n, visit) => {
        if (n > 0) (visit as (a: number) => void)(n - 1);
      },
    };
    await expect(analyse(flat, { range: 5 })).rejects.toThrow(/does not lower the potential/);
  });

  it("a heap game's forEachMove gives the values its moves() gives (b is not read), and check-slides sees its visits", async () => {
    const takes = [1, 3, 4];
    const moves = (n: number) => takes.filter((t) => t <= n).map((t) => n - t);
    const plain: GameDefinition<number> = { name: "subtract {1,3,4}", rules: "", shape: "heap", defaultRange: 200, start: (n) => n, moves };
    const fast: GameDefinition<number> = { ...plain, forEachMove: (n, visit) => moves(n).forEach((m) => visit(m, 999)) };
    const a = await analyse(plain, { range: 200 });
    const b = await analyse(fast, { range: 200 });
    expect([...b.grundy]).toEqual([...a.grundy]);
    checkSlidesMatchMoves(fast);
    const missing: GameDefinition<number> = { ...plain, forEachMove: (n, visit) => moves(n).slice(1).forEach((m) => (visit as (a: number) => void)(m)) };
    expect(() => checkSlidesMatchMoves(missing)).toThrow(/forEachMove's visits give fewer moves than moves\(\)/);
    const extra = hostile("extra", (s, m, visit) => s === 4 && m === 2 && visit(0, 0));
    expect(() => checkSlidesMatchMoves(extra)).toThrow(/forEachMove's visits give moves that moves\(\) lacks \(\(0 stones, take ≤ 0\)\)/);
  });
});
