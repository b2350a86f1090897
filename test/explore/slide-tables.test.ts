import { describe, expect, it } from "vitest";
import { explore } from "../../src/explore/explore";
import type { GameDefinition, Pair } from "../../src/problem-kit/game-definition";

// Slides plus extraMoves that raise Grundy values past the slide bitsets' first width: the bitsets grow (an engine
// limit, never the game module's fault), and the values are those of the plain moves() path.

const R = 60;
/** Lower a to any a' < a and set b to anything ≤ 60. */
const resets = ([a, b]: Pair): Pair[] => {
  const out: Pair[] = [];
  for (let x = 0; x < a; x++) for (let c = 0; c <= R; c++) if (c !== b) out.push([x, c]);
  return out;
};
const slid = ([a, b]: Pair): Pair[] => [...Array.from({ length: a }, (_, k) => [a - k - 1, b] as Pair), ...Array.from({ length: b }, (_, k) => [a, b - k - 1] as Pair)];
const moves = (state: Pair): Pair[] => {
  const seen = new Map<string, Pair>();
  for (const target of [...slid(state), ...resets(state)]) seen.set(target.join(","), target);
  return [...seen.values()];
};
const plain: GameDefinition<Pair> = { name: "rook with resets", rules: "slide a or b down, or lower a and set b to anything ≤ 60", shape: "pair", defaultRange: R, moves };

describe("slide bitsets and large Grundy values", () => {
  it("slides (1,0), (0,1) with extraMoves that set b to anything ≤ 60: no 'slide bitsets too small', the same values as moves()", async () => {
    const fast = await explore({ game: { ...plain, slides: [[1, 0], [0, 1]], extraMoves: resets }, parameters: {}, path: "fast.ts" }, { range: R });
    const slow = await explore({ game: plain, parameters: {}, path: "slow.ts" }, { range: R });
    expect(Math.max(...fast.analysis.grundy)).toBeGreaterThan(2300);
    expect(Array.from(fast.analysis.grundy)).toEqual(Array.from(slow.analysis.grundy));
  });
});
