import { describe, expect, it } from "vitest";
import { explore } from "../../src/explore/explore";
import { gameFromModule } from "../../src/explore/load-game";
import { formatReport } from "../../src/explore/report-text";
import type { GameDefinition } from "../../src/problem-kit/game-definition";
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

  it("a module's own moves() that are every take on the range, and a slide (1): not Nim past the range, so not proved (heap 100 cannot be emptied: G(100) = 0)", async () => {
    const moves = (n: number) => Array.from({ length: n }, (_, b) => b).filter((b) => !(n === 100 && b === 0));
    const game: GameDefinition<number> = { name: "Nim, but heap 100 cannot be emptied", rules: "take any; not all of 100", shape: "heap", defaultRange: 64, sumOfHeaps: true, moves, slides: [[1]] };
    const result = await explore(gameFromModule({ game }, "nim-lie.ts"), { range: 40 });
    const [line, ...more] = bouton(formatReport(result, "nim-lie"));
    expect(more).toEqual([]);
    expect(line).toContain("a sum of heaps ≤ 40");
    expect(line).not.toContain("proved");
    // The game's own moves, by a plain mex loop: heap 100 alone is a P-position, though its xor is 100.
    const g: number[] = [];
    for (let n = 0; n <= 100; n++) {
      const seen = new Set(moves(n).map((m) => g[m]));
      let v = 0;
      while (seen.has(v)) v++;
      g.push(v);
    }
    expect(g[100]).toBe(0);
  });

  it("Nim itself (the slide (1) alone, every take checked) keeps Bouton's rule for every heap", async () => {
    const result = await explore(gameFromModule(nim, "problems/hdu2176/game.ts"), { range: 20 });
    const [line] = bouton(formatReport(result, "hdu2176"));
    expect(line).toContain("(Bouton) — proved for every heap: the game is Nim");
  });

  it("Nim to 100,000 (nim --at 100000,5 raises the range so): the sentence costs no N²/2 moves; it took 100 s and was stopped as 'no progress'", { timeout: 300_000 }, async () => {
    const result = await explore(gameFromModule(nim, "problems/hdu2176/game.ts"), { range: 100_000 });
    const started = performance.now();
    const [line] = bouton(formatReport(result, "hdu2176"));
    const seconds = (performance.now() - started) / 1000;
    expect(line).toContain("(Bouton) — proved for every heap: the game is Nim");
    // Quiet, the report takes well under a second; listing every heap's moves took over 100 s. A loaded machine's margin.
    expect(seconds).toBeLessThan(40);
  });
});
