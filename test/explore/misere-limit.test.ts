import { describe, expect, it } from "vitest";
import { describePosition } from "../../src/explore/describe-position";
import { explore } from "../../src/explore/explore";
import { MisereMultisets, multisetBound } from "../../src/explore/misere-multisets";
import { octalGame, subtractionGame } from "../../src/problem-kit/octal";

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
    expect(describePosition(result, [3, 5, 6])[0]).toContain("misère play: N");
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
});
