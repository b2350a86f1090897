import { describe, expect, it } from "vitest";
import { explore } from "../../src/explore/explore";
import { gameFromModule } from "../../src/explore/load-game";
import { octalGame } from "../../src/problem-kit/octal";
import { memoMisereWins, octalGrundy } from "./oracles";

// A step of 1 and a period of 1 said the long way round: misère 0.51 (P at every n ≥ 1) read "P-positions: multiples
// of 1 from 1" and "G⁻(n) = f(n mod 1) for n ≥ 1, with f(0..0) = 0; below that, G⁻(0..0) = 1".

const statements = (claims: { subject: string; statement: string; status: string }[]) => claims.map((claim) => [claim.subject, claim.statement, claim.status]);

describe("constants and single heaps said plainly", () => {
  it("misère 0.51: P at every n ≥ 1 (a search over sums of heaps agrees), 'every n ≥ 1' and 'G⁻(n) = 0 for n ≥ 1; below that, G⁻(0) = 1'", async () => {
    const result = await explore(gameFromModule({ game: octalGame("0.51") }, "g.ts"), { range: 20, misere: true });
    // 0.51 from its code: take 1 leaving nothing or two heaps, or take 2 leaving nothing. Heaps are sorted keys.
    const options = (h: number): number[][] => [...(h === 1 || h === 2 ? [[]] : []), ...Array.from({ length: Math.max(0, Math.floor((h - 1) / 2)) }, (_, i) => [i + 1, h - 2 - i])];
    const wins = memoMisereWins((key: string) => {
      const heaps = key === "" ? [] : key.split(",").map(Number);
      return heaps.flatMap((h, i) => options(h).map((parts) => [...heaps.slice(0, i), ...heaps.slice(i + 1), ...parts].sort((x, y) => x - y).join(",")));
    });
    for (let n = 0; n <= 20; n++) expect(result.view.values[n] === 0, `n = ${n}`).toBe(!wins(n === 0 ? "" : String(n)));
    expect(statements(result.claims)).toEqual([
      ["P-positions", "every n ≥ 1", "checked"],
      ["Grundy values", "G⁻(n) = 0 for n ≥ 1; below that, G⁻(0) = 1", "checked"],
    ]);
  });

  it("0.4 at --range 2 (every heap P): 'every n (no N-position)' and 'G(n) = 0 for n ≥ 0'; one early value is 'G(0) = 0'", async () => {
    const all = await explore(gameFromModule({ game: octalGame("0.4") }, "g.ts"), { range: 2 });
    expect(Array.from(all.view.values)).toEqual(Array.from(octalGrundy([4], 2)));
    expect(statements(all.claims)).toEqual([
      ["P-positions", "every n (no N-position)", "checked"],
      ["Grundy values", "G(n) = 0 for n ≥ 0", "checked"],
    ]);
    // Period 10 from n = 1: its one early value is G(0), not G(0..0); the proof stands, checked here to 3,000.
    const table = await explore(gameFromModule({ game: octalGame("0.15") }, "g.ts"), { range: 200 });
    const g = octalGrundy([1, 5], 3000);
    for (let n = 0; n <= 200; n++) expect(table.view.values[n], `n = ${n}`).toBe(g[n]);
    for (let n = 1; n + 10 <= 3000; n++) expect(g[n + 10], `n = ${n}`).toBe(g[n]);
    const grundy = table.claims.find((claim) => claim.subject === "Grundy values")!;
    expect([grundy.statement, grundy.status]).toEqual(["G(n) = f(n mod 10) for n ≥ 1, with f(0..9) = 2 1 1 0 1 1 2 2 1 2; below that, G(0) = 0", "proved"]);
    // Normal 0.51: a constant from n = 1, proved.
    const one = await explore(gameFromModule({ game: octalGame("0.51") }, "g.ts"), { range: 200 });
    const g51 = octalGrundy([5, 1], 3000);
    for (let n = 1; n <= 3000; n++) expect(g51[n], `n = ${n}`).toBe(1);
    const constant = one.claims.find((claim) => claim.subject === "Grundy values")!;
    expect([constant.statement, constant.status]).toEqual(["G(n) = 1 for n ≥ 1; below that, G(0) = 0", "proved"]);
  });
});
