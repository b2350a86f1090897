import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { explore } from "../../src/explore/explore";
import { subtractionGame } from "../../src/problem-kit/octal";

// Subtraction games with large sets (takes up to 60, far past the 4-digit codes octal-soundness.test.ts runs): every
// period the explorer proves, in normal and misère play, holds against values computed to 6,000 by a loop of its own.

const FAR = 6_000;

function farValues(set: readonly number[], misere: boolean): number[] {
  const g: number[] = [];
  for (let n = 0; n <= FAR; n++) {
    const seen = new Set<number>();
    for (const take of set) if (take <= n) seen.add(g[n - take]!);
    let value = 0;
    if (misere && seen.size === 0) value = 1;
    else while (seen.has(value)) value++;
    g.push(value);
  }
  return g;
}

describe("subtraction games with large sets (property)", () => {
  it("each proved Grundy or outcome period holds to 6,000, and every value in the range is exact", async () => {
    await fc.assert(
      fc.asyncProperty(fc.uniqueArray(fc.integer({ min: 1, max: 60 }), { minLength: 1, maxLength: 8 }), fc.boolean(), fc.integer({ min: 20, max: 700 }), async (set, misere, range) => {
        const sorted = [...set].sort((x, y) => x - y);
        const result = await explore({ game: subtractionGame(sorted), parameters: {}, path: "inline" }, { range, misere });
        const g = farValues(sorted, misere);
        const wrong = Array.from({ length: range + 1 }, (_, n) => n).find((n) => result.view.values[n] !== g[n]);
        expect(wrong, `S = {${sorted}} ${misere ? "misère" : ""}: the value at n = ${wrong}`).toBeUndefined();
        const { grundyPeriod, outcomePeriod } = result.heap!;
        if (grundyPeriod?.status === "proved") {
          const { preperiod, period } = grundyPeriod;
          let n = preperiod;
          while (n + period <= FAR && g[n + period] === g[n]) n++;
          expect(n + period, `S = {${sorted}} ${misere ? "misère" : ""} range ${range}: Grundy period ${period} from ${preperiod} fails at n = ${n}`).toBeGreaterThan(FAR);
        }
        if (outcomePeriod?.status === "proved") {
          const { preperiod, period } = outcomePeriod;
          let n = preperiod;
          while (n + period <= FAR && (g[n + period] === 0) === (g[n] === 0)) n++;
          expect(n + period, `S = {${sorted}} ${misere ? "misère" : ""} range ${range}: outcome period ${period} from ${preperiod} fails at n = ${n}`).toBeGreaterThan(FAR);
        }
        for (const claim of result.claims) {
          if (claim.status !== "proved" || claim.subject !== "P-positions") continue;
          expect(outcomePeriod?.status, claim.statement).toBe("proved");
        }
      }),
      { numRuns: 300 },
    );
  });
});
