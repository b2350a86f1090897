import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { guySmithNeeds, findPeriod } from "../../src/explore/patterns/periodicity";
import { findRecurrence } from "../../src/explore/patterns/linear-recurrence";
import { floorTimes, formatQuadratic, isqrt, recogniseSlope } from "../../src/explore/patterns/quadratic-irrational";

// Beatty slopes recognised exactly, and the floors computed without floating point.

/** ⌊k·(p + √d)/r⌋ by bisection on integers only: the largest x with (r·x − k·p)² ≤ k²·d when r·x ≥ k·p. */
function floorByBisection(k: bigint, p: bigint, d: bigint, r: bigint): bigint {
  let lo = 0n;
  let hi = k * (p + d + 1n);
  const fits = (x: bigint) => r * x - k * p <= 0n || (r * x - k * p) ** 2n <= k * k * d;
  while (lo < hi) {
    const mid = (lo + hi + 1n) / 2n;
    if (fits(mid)) lo = mid;
    else hi = mid - 1n;
  }
  return lo;
}

describe("recognising α from ⌊k·α⌋", () => {
  it("recognises φ, φ², √2 and 2+√2 from 300 floors computed exactly", () => {
    for (const [p, d, r, text] of [[1n, 5n, 2n, "(1+√5)/2"], [3n, 5n, 2n, "(3+√5)/2"], [0n, 2n, 1n, "√2"], [2n, 2n, 1n, "2+√2"]] as const) {
      const values = Array.from({ length: 300 }, (_, k) => Number(floorByBisection(BigInt(k), p, d, r)));
      const alpha = recogniseSlope(values, 0);
      expect(alpha && formatQuadratic(alpha)).toBe(text);
    }
  });

  it("does not claim a quadratic irrational for e or for a sequence that is not a Beatty sequence", () => {
    const e = Array.from({ length: 300 }, (_, k) => Math.floor(k * Math.E));
    expect(recogniseSlope(e, 0)).toBeUndefined();
    expect(recogniseSlope([0, 1, 3, 4, 6, 8, 9, 11, 12, 14, 20, 17], 0)).toBeUndefined();
  });

  it("⌊kφ⌋ is exact where doubles are one too high (k = 102334155, from HDU 1527's float traps)", () => {
    const phi = { p: 1n, q: 1n, d: 5n, r: 2n };
    expect(floorTimes(phi, 102334155)).toBe(165580140);
    expect(Math.floor((102334155 * (1 + Math.sqrt(5))) / 2)).toBe(165580141);
  });

  it("agrees with integer bisection for random k up to 10^12 (property)", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e12 }), (k) => {
        expect(BigInt(floorTimes({ p: 1n, q: 1n, d: 5n, r: 2n }, k))).toBe(floorByBisection(BigInt(k), 1n, 5n, 2n));
      }),
    );
    expect(isqrt(10n ** 30n + 1n)).toBe(10n ** 15n);
  });
});

describe("periods and recurrences", () => {
  it("finds the preperiod and period, and the Guy–Smith bound is 2·n0 + 2p + t − 1", () => {
    const sequence = [5, 3, 9, ...Array.from({ length: 60 }, (_, n) => [0, 1, 2][n % 3]!)];
    expect(findPeriod(sequence, 0, sequence.length - 1)).toEqual({ preperiod: 3, period: 3, upTo: 62 });
    expect(guySmithNeeds(71, 12, 2)).toBe(167);
  });

  it("solves Fibonacci, powers and order 3, and refuses non-integer coefficients", () => {
    expect(findRecurrence([2, 3, 5, 8, 13, 21, 34, 55])).toEqual([1, 1]);
    expect(findRecurrence([3, 6, 12, 24, 48, 96])).toEqual([2]);
    expect(findRecurrence([1, 1, 1, 3, 5, 9, 17, 31, 57, 105])).toEqual([1, 1, 1]);
    expect(findRecurrence([1, 2, 4, 7, 11, 16, 22, 29, 37])).toEqual([3, -3, 1]);
    expect(findRecurrence([1, 3, 4, 9, 10, 12, 13, 27, 28])).toBeUndefined();
  });
});
