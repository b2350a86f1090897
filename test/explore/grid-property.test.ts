import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { explore } from "../../src/explore/explore";
import type { GameDefinition, Pair } from "../../src/problem-kit/game-definition";

// Random two-pile games (takes from a, from b, from both alike, each a set of its own), through moves(), through
// forEachMove and through slides with extraMoves, in both plays: every value against a memoised search of its own.

const valuesBySearch = (options: (a: number, b: number) => [number, number][], misere: boolean) => {
  const memo = new Map<number, number>();
  const g = (a: number, b: number): number => {
    const key = a * 4096 + b;
    const known = memo.get(key);
    if (known !== undefined) return known;
    const next = options(a, b);
    let value = 0;
    if (misere && next.length === 0) value = 1;
    else {
      const seen = new Set(next.map(([x, y]) => g(x, y)));
      while (seen.has(value)) value++;
    }
    memo.set(key, value);
    return value;
  };
  return g;
};

describe("two-pile games with random take sets (property)", () => {
  it("moves(), forEachMove and slides give the searched values, normal and misère", async () => {
    const takes = fc.uniqueArray(fc.integer({ min: 1, max: 9 }), { maxLength: 4 });
    await fc.assert(
      fc.asyncProperty(takes, takes, takes, fc.boolean(), fc.boolean(), fc.constantFrom("moves", "forEachMove", "slides"), fc.integer({ min: 1, max: 24 }), async (fromA, fromB, fromBoth, anyFromA, misere, path, range) => {
        const options = (a: number, b: number): [number, number][] => {
          const out: [number, number][] = [];
          if (anyFromA) for (let k = 1; k <= a; k++) out.push([a - k, b]);
          else for (const k of fromA) if (k <= a) out.push([a - k, b]);
          for (const k of fromB) if (k <= b) out.push([a, b - k]);
          for (const k of fromBoth) if (k <= a && k <= b) out.push([a - k, b - k]);
          return out;
        };
        const game: GameDefinition<Pair> = { name: "random", rules: "random takes", shape: "pair", defaultRange: range, moves: ([a, b]) => options(a, b) };
        if (path === "forEachMove") game.forEachMove = ([a, b], visit) => options(a, b).forEach(([x, y]) => visit(x, y));
        if (path === "slides" && anyFromA) {
          game.slides = [[1, 0]];
          game.extraMoves = ([a, b]) => options(a, b).filter(([x, y]) => y !== b || x === a);
        }
        const result = await explore({ game, parameters: {}, path: "inline" }, { range, misere });
        const g = valuesBySearch(options, misere);
        for (let a = 0; a <= range; a++) {
          for (let b = 0; b <= range; b++) {
            const found = result.view.values[a * (range + 1) + b];
            if (found !== g(a, b)) expect(found, `(${a}, ${b}) with A ${anyFromA ? "any" : fromA}, B ${fromB}, both ${fromBoth}, ${path}${misere ? ", misère" : ""}`).toBe(g(a, b));
          }
        }
      }),
      { numRuns: 200 },
    );
  });
});
