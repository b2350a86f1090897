import { describe, expect, it } from "vitest";
import { describePosition } from "../../src/explore/describe-position";
import { explore } from "../../src/explore/explore";
import { MisereMultisets, multisetBound } from "../../src/explore/misere-multisets";
import { octalGame, subtractionGame } from "../../src/problem-kit/octal";
import { memoMisereWins } from "./oracles";

// The misère search over sums of heaps refuses, before it starts, a question that may pass its two million positions
// (Kayles --at 40,40 ran two minutes into the tool host's watchdog instead).

describe("misère sums past the search's limit", () => {
  it("misère Kayles --at 40,40 is refused at once with the documented message", async () => {
    const kayles = octalGame("0.77", "Kayles");
    const result = await explore({ game: kayles, parameters: {}, path: "kayles.ts" }, { range: 40, misere: true });
    const started = performance.now();
    expect(() => describePosition(result, [40, 40])).toThrow(/the direct search over sums of heaps from heaps 40 \+ 40 may reach more than 2,000,000 positions/);
    expect(performance.now() - started).toBeLessThan(2000);
    // Small sums still go through, searched.
    expect(describePosition(result, [3, 5, 6]).lines[0]).toContain("misère play: N");
  });

  it("the bound is above the positions the search really reaches (splits, and sums of a subtraction game)", () => {
    const kayles = octalGame("0.77");
    const search = new MisereMultisets(kayles);
    search.value([12, 9]);
    expect(multisetBound(kayles, [12, 9], 1e9)).toBeGreaterThanOrEqual(search.positions);
    const take = subtractionGame([1, 2, 3]);
    const sums = new MisereMultisets(take);
    sums.value([20, 17, 9, 4]);
    expect(multisetBound(take, [20, 17, 9, 4], 1e9)).toBeGreaterThanOrEqual(sums.positions);
    expect(multisetBound(kayles, [40, 40], 2e6)).toBeGreaterThan(2e6);
    expect(multisetBound(kayles, [30], 2e6)).toBe(28629);
  });

  // Misère Kayles --at 26,26 is under the positions' bound (1.78 million) but looks at some 10^7 moves: it took 63 s
  // (40,12: longer, into the 120 s watchdog). The search is now some 4 times faster and stops, with a message, past a
  // number of moves looked at (deterministic, not a clock).
  it("a sum under the positions' bound with too many moves is stopped by the moves' limit, with the message", () => {
    const kayles = octalGame("0.77", "Kayles");
    const started = performance.now();
    expect(() => new MisereMultisets(kayles, 2_000_000, 300_000).value([26, 26])).toThrow(/Kayles in misère play: the direct search over sums of heaps looked at more than 300,000 moves \(.* positions so far\)/);
    expect(performance.now() - started).toBeLessThan(20_000);
  });

  it("misère Kayles and Dawson's Kayles sums agree with a plain search over the rows (every three rows ≤ 9)", () => {
    for (const [code, take] of [["0.77", [1, 2]], ["0.07", [2]]] as const) {
      // A row of n pins; a move knocks down `t` adjacent pins, leaving the row's two sides (either may be empty).
      const options = (key: string): string[] => {
        const rows = key === "" ? [] : key.split(",").map(Number);
        const out: string[] = [];
        rows.forEach((n, i) => {
          const rest = rows.filter((_, j) => j !== i);
          for (const t of take) for (let left = 0; left + t <= n; left++) {
            out.push([...rest, left, n - t - left].filter((r) => r > 0).sort((x, y) => x - y).join(","));
          }
        });
        return out;
      };
      const wins = memoMisereWins(options);
      const search = new MisereMultisets(octalGame(code));
      for (let a = 0; a <= 9; a++) for (let b = 0; b <= a; b++) for (let c = 0; c <= b; c++) {
        const key = [a, b, c].filter((r) => r > 0).sort((x, y) => x - y).join(",");
        expect(search.value([a, b, c]) !== 0, `${code} misère at ${a} + ${b} + ${c}`).toBe(wins(key));
      }
    }
  });
});
