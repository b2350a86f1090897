import { describe, expect, it } from "vitest";
import { explore } from "../../src/explore/explore";
import { analyseSumDirectly } from "../../src/explore/sums";
import type { GameDefinition } from "../../src/problem-kit/game-definition";

// Sums of a heap game whose moves may raise a heap (it declares a potential): the direct analysis of sums went in index
// order, as if every move lowered its heap, so (6, 0) was valued before (7, 0), and it read a move from heap max past the
// table. The report said "✗ sums: the xor rule FAILS against direct analysis: heaps 6 + 0: xor of Grundy values 2,
// direct analysis 1" (Sprague–Grundy cannot fail), and --solution judged sums against those values.

const moves = (n: number) => [...(n >= 2 ? [n - 2] : []), ...(n % 3 === 0 && n > 0 ? [n + 1] : [])];
const game: GameDefinition<number> = {
  name: "take 2, or add 1 to a nonzero multiple of 3",
  rules: "take 2 from a heap, or add 1 to a heap that is a nonzero multiple of 3",
  shape: "heap",
  defaultRange: 21,
  sumOfHeaps: true,
  moves,
  potential: (n) => 2 * n - (n % 3 === 1 ? 3 : 0),
};

/** The exact Grundy value of a sum, by a plain memoised search over every move (no bound: the potential ends it). */
function exactSum(heaps: number[], memo = new Map<string, number>()): number {
  const key = [...heaps].sort((a, b) => a - b).join(",");
  const known = memo.get(key);
  if (known !== undefined) return known;
  const seen = new Set<number>();
  heaps.forEach((h, i) => {
    for (const m of moves(h)) seen.add(exactSum(heaps.map((x, j) => (j === i ? m : x)), memo));
  });
  let value = 0;
  while (seen.has(value)) value++;
  memo.set(key, value);
  return value;
}

describe("sums of a heap game with a potential", () => {
  it("the xor rule holds against the direct analysis (it was reported to fail at 6 + 0)", async () => {
    const result = await explore({ game, parameters: {}, path: "inline" }, { range: 21 });
    expect(result.sumRule?.map((rule) => [rule.holds, rule.counterexample])).toEqual([
      [true, undefined],
      [true, undefined],
    ]);
  });

  it("every settled value of the direct analysis is the exact value; those whose moves leave the table are unsettled", () => {
    const memo = new Map<string, number>();
    for (const [heaps, max] of [[2, 21], [3, 12]] as const) {
      const table = analyseSumDirectly(game, heaps, max);
      let settled = 0;
      for (let i = 0; i < table.grundy.length; i++) {
        const piles: number[] = [];
        for (let j = 0, rest = i; j < heaps; j++, rest = Math.floor(rest / (max + 1))) piles.push(rest % (max + 1));
        // The largest a heap can become is h + 1 (from a multiple of 3), so only heap max (21 and 12 are multiples of 3)
        // grows past the table.
        expect(table.grundy[i] === -2, `heaps ${piles.join(" + ")}`).toBe(piles.includes(max));
        if (table.grundy[i] === -2) continue;
        settled++;
        expect(table.grundy[i], `heaps ${piles.join(" + ")}`).toBe(exactSum(piles, memo));
      }
      expect(settled).toBeGreaterThan(0);
    }
  });
});
