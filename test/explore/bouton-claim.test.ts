import { describe, expect, it } from "vitest";
import { explore } from "../../src/explore/explore";
import { gameFromModule } from "../../src/explore/load-game";
import { formatReport } from "../../src/explore/report-text";
import { subtractionGame } from "../../src/problem-kit/octal";
import * as nim from "../../problems/hdu2176/game";

// Bouton's rule for sums is a theorem about Nim: G(n) = n on a range is not enough (take {1, …, 50}: G(51) = 0).

const bouton = (lines: string[]) => lines.filter((line) => line.includes("xor of the heap sizes"));

describe("the report's sentence on sums of heaps", () => {
  it("take any of 1..50 at --range 40: G(n) = n there, so the xor rule is stated for heaps ≤ 40 only, not for every sum", async () => {
    const game = { ...subtractionGame(Array.from({ length: 50 }, (_, i) => i + 1)), sumOfHeaps: true };
    const result = await explore(gameFromModule({ game }, "take-1-50.ts"), { range: 40 });
    const [line, ...more] = bouton(formatReport(result, "take-1-50"));
    expect(more).toEqual([]);
    expect(line).toContain("a sum of heaps ≤ 40");
    expect(line).toContain("checked for heaps up to 40; not claimed beyond");
    expect(line).not.toContain("Bouton");
    // The rule it would have claimed fails just past the range: heap 51 alone is a P-position.
    const wider = await explore(gameFromModule({ game }, "take-1-50.ts"), { range: 51 });
    expect(wider.view.values[51]).toBe(0);
  });

  it("Nim itself (the slide (1) alone, every take checked) keeps Bouton's rule for every heap", async () => {
    const result = await explore(gameFromModule(nim, "problems/hdu2176/game.ts"), { range: 20 });
    const [line] = bouton(formatReport(result, "hdu2176"));
    expect(line).toContain("(Bouton) — proved for every heap: the game is Nim");
  });
});
