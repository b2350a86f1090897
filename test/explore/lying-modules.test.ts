import { describe, expect, it } from "vitest";
import { explore } from "../../src/explore/explore";
import type { GameDefinition } from "../../src/problem-kit/game-definition";
import { octalGame, subtractionGame } from "../../src/problem-kit/octal";
import { octalGrundy } from "./oracles";

// Modules whose moves are no function of the state: every value would rest on one draw, and was printed as exact.

describe("moves that change from call to call", () => {
  it("a subtraction game {1, 2} that draws its take at random is refused, naming the state", async () => {
    let calls = 0;
    const base = subtractionGame([1, 2]);
    // Alternates deterministically between the two takes, so the test does not depend on chance.
    const drawn: GameDefinition<number> = { ...base, name: "take 1 or 2, drawn", moves: (n) => (n >= 2 ? [calls++ % 2 ? n - 1 : n - 2] : base.moves(n)) };
    await expect(explore({ game: drawn, parameters: {}, path: "drawn.ts" }, { range: 30 })).rejects.toThrow(/take 1 or 2, drawn: moves\(2\) answered \[0\] and then \[1\]: the moves change from call to call/);
  });

  it("splitRests that change are refused too; honest Kayles still runs, with exact values", async () => {
    let calls = 0;
    const kayles = octalGame("0.77", "Kayles");
    const drawn: GameDefinition<number> = { ...kayles, name: "Kayles, drawn", splitRests: (n) => (n >= 3 && calls++ % 2 ? [n - 1] : kayles.splitRests!(n)) };
    await expect(explore({ game: drawn, parameters: {}, path: "drawn.ts" }, { range: 30 })).rejects.toThrow(/Kayles, drawn: splitRests\(\d+\) answered .* and then/);
    const result = await explore({ game: kayles, parameters: {}, path: "kayles.ts" }, { range: 100 });
    expect(Array.from(result.view.values)).toEqual(Array.from(octalGrundy([7, 7], 100)));
  });
});

describe("splitRests past the heap", () => {
  it("names the call, the value and the bound (it read 'the split rest from 3 6 is not a whole number')", async () => {
    const base = subtractionGame([1]);
    const bad: GameDefinition<number> = { ...base, name: "take 1, or split too much", splitRests: (n) => (n > 2 ? [n + 3] : []) };
    await expect(explore({ game: bad, parameters: {}, path: "bad.ts" }, { range: 20 })).rejects.toThrow("take 1, or split too much: splitRests(3) gives 6, not a rest of heap 3 (a whole number r with 0 ≤ r ≤ 3)");
  });

  it("is refused in misère play too, where the search over multisets of heaps did not check it", async () => {
    const base = subtractionGame([1]);
    const bad: GameDefinition<number> = { ...base, name: "take 1, or split too much", splitRests: (n) => (n > 2 ? [n + 3] : []) };
    await expect(explore({ game: bad, parameters: {}, path: "bad.ts" }, { range: 8, misere: true })).rejects.toThrow("take 1, or split too much: splitRests(3) gives 6, not a rest of heap 3 (a whole number r with 0 ≤ r ≤ 3)");
    const fraction: GameDefinition<number> = { ...base, name: "take 1, or split 2.5", splitRests: (n) => (n > 2 ? [2.5] : []) };
    await expect(explore({ game: fraction, parameters: {}, path: "bad.ts" }, { range: 8, misere: true })).rejects.toThrow(/splitRests\(3\) gives 2\.5, not a rest of heap 3/);
  });

  it("a rest of 0 or 1 adds no move (no split into two nonempty heaps), in normal and misère play alike", async () => {
    const base = subtractionGame([1]);
    const withSmall: GameDefinition<number> = { ...base, name: "take 1, rests 0 and 1", splitRests: (n) => (n >= 1 ? [0, 1] : [0]) };
    for (const misere of [false, true]) {
      const plain = await explore({ game: base, parameters: {}, path: "plain.ts" }, { range: 12, misere });
      const small = await explore({ game: withSmall, parameters: {}, path: "small.ts" }, { range: 12, misere });
      expect(Array.from(small.view.values)).toEqual(Array.from(plain.view.values));
    }
  });
});

describe("fast paths that agree with moves() on the small states only", () => {
  // Checked on states ≤ 12 alone, a forEachMove or slides that differ further on were analysed as the game, and their
  // values (and patterns) printed as moves()'s.
  it("a forEachMove that also takes 4 from heaps of 40 or more is refused, naming the state", async () => {
    const base = subtractionGame([1, 2, 3]);
    const lying: GameDefinition<number> = {
      ...base,
      name: "take 1 to 3, fast path lying past 40",
      forEachMove: (n, visit) => {
        for (const move of base.moves(n)) (visit as (a: number) => void)(move);
        if (n >= 40) (visit as (a: number) => void)(n - 4);
      },
    };
    await expect(explore({ game: lying, parameters: {}, path: "lying.ts" }, { range: 200 })).rejects.toThrow(/take 1 to 3, fast path lying past 40: at \d+ forEachMove's visits give moves that moves\(\) lacks/);
    const honest: GameDefinition<number> = { ...base, forEachMove: (n, visit) => base.moves(n).forEach((move) => (visit as (a: number) => void)(move)) };
    const result = await explore({ game: honest, parameters: {}, path: "honest.ts" }, { range: 200 });
    expect(Array.from(result.view.values)).toEqual(Array.from({ length: 201 }, (_, n) => n % 4));
  });

  it("slides on pairs that miss a move moves() has only past 30 are refused", async () => {
    const moves = ([a, b]: readonly [number, number]) => {
      const out: [number, number][] = [];
      for (let t = 1; t <= a; t++) out.push([a - t, b]);
      for (let t = 1; t <= b; t++) out.push([a, b - t]);
      return out;
    };
    const pairs: GameDefinition<[number, number]> = {
      name: "two-pile Nim, extra move dropped past 30",
      rules: "",
      shape: "pair",
      defaultRange: 60,
      moves: (state) => (state[0] >= 30 && state[1] >= 1 ? [...moves(state), [state[0] - 1, state[1] - 1]] : moves(state)),
      slides: [[1, 0], [0, 1]],
    };
    await expect(explore({ game: pairs, parameters: {}, path: "pairs.ts" }, { range: 60 })).rejects.toThrow(/two-pile Nim, extra move dropped past 30: at \(\d+, \d+\) the slides give fewer moves than moves\(\)/);
  });
});

describe("misère play of a game that splits heaps, with a field the search over heaps cannot use", () => {
  it("names the field the module gives (the refusal listed four, and not forEachMove)", async () => {
    const kayles = octalGame("0.77", "Kayles");
    const fast: GameDefinition<number> = { ...kayles, forEachMove: (n, visit) => kayles.moves(n).forEach((m) => (visit as (a: number) => void)(m)) };
    await expect(explore({ game: fast, parameters: {}, path: "k.ts" }, { range: 10, misere: true })).rejects.toThrow("Kayles: misère play of a game that splits heaps is searched over plain heaps only, and this game gives forEachMove");
    const both: GameDefinition<number> = { ...kayles, isState: () => true, potential: (n) => n };
    await expect(explore({ game: both, parameters: {}, path: "k.ts" }, { range: 10, misere: true })).rejects.toThrow(/gives isState and potential$/);
  });
});

describe("moves that change only past the small states, or after some calls", () => {
  const explored = (game: GameDefinition<number>, range: number) => explore({ game, parameters: {}, path: "later.ts" }, { range });
  it("Math.random past heap 50 (the twice-asked small states agree) is refused after the analysis, naming the state", async () => {
    const game: GameDefinition<number> = { name: "random later", rules: "take 1, sometimes 2", shape: "heap", defaultRange: 300, moves: (n) => (n > 50 && Math.random() < 0.5 ? [n - 1] : [n - 1, n - 2].filter((m) => m >= 0)) };
    await expect(explored(game, 300)).rejects.toThrow(/^random later: asked again after the analysis, the moves from \d+ now reaches values whose mex is \d+, where the analysis found \d+: they changed between calls/);
  });

  it("a counter that adds the take of 2 after 100 calls is refused; the same rules without the counter run", async () => {
    let calls = 0;
    const counted: GameDefinition<number> = { name: "counted", rules: "take 1, later also 2", shape: "heap", defaultRange: 300, moves: (n) => (++calls > 100 ? [n - 1, n - 2] : [n - 1]).filter((m) => m >= 0) };
    await expect(explored(counted, 300)).rejects.toThrow(/asked again after the analysis, the moves from \d+ now reaches/);
    const honest = await explored({ ...counted, moves: (n) => [n - 1, n - 2].filter((m) => m >= 0) }, 300);
    for (let n = 0; n <= 300; n++) expect(honest.view.values[n]).toBe(n % 3);
  });

  it("a pair game whose moves change after its analysis is refused too; splitRests that change later as well", async () => {
    let calls = 0;
    const pair: GameDefinition<readonly [number, number]> = {
      name: "pair later",
      rules: "take 1 from a pile",
      shape: "pair",
      defaultRange: 20,
      moves: ([a, b]) => {
        calls++;
        const out: [number, number][] = [];
        if (a > 0) out.push([a - 1, b]);
        if (b > 0) out.push([a, b - 1]);
        if (calls > 600 && a > 1) out.push([a - 2, b]);
        return out;
      },
    };
    await expect(explore({ game: pair, parameters: {}, path: "p.ts" }, { range: 20 })).rejects.toThrow(/pair later: asked again after the analysis, the moves from \(\d+, \d+\)/);
    let rests = 0;
    const kayles: GameDefinition<number> = { ...octalGame("0.77"), name: "kayles later", splitRests: (n) => (++rests > 400 ? [n - 1] : [n - 1, n - 2].filter((r) => r >= 0)) };
    await expect(explored(kayles, 300)).rejects.toThrow(/kayles later: asked again after the analysis, the moves from \d+ now reaches/);
  });
});
