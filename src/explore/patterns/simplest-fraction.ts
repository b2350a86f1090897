import type { Fraction } from "./quadratic-irrational";

// The simplest fraction (smallest denominator) strictly above every lower bound and at most every upper bound,
// found by walking the Stern–Brocot tree in exact integer arithmetic.

const above = (x: Fraction, y: Fraction) => BigInt(x.num) * BigInt(y.den) > BigInt(y.num) * BigInt(x.den);

export function simplestFraction(lowers: readonly Fraction[], uppers: readonly Fraction[], maxDenominator = 64): Fraction | undefined {
  if (lowers.length === 0 || uppers.length === 0) return undefined;
  const lo = lowers.reduce((best, x) => (above(x, best) ? x : best));
  const hi = uppers.reduce((best, x) => (above(best, x) ? x : best));
  if (!above(hi, lo)) return undefined;
  // Walk down from 0/1 and 1/0 towards (lo, hi].
  let [a, b, c, d] = [0, 1, 1, 0];
  for (;;) {
    const num = a + c;
    const den = b + d;
    if (den > maxDenominator) return undefined;
    const mediant = { num, den };
    if (!above(mediant, lo)) [a, b] = [num, den];
    else if (above(mediant, hi)) [c, d] = [num, den];
    else return mediant;
  }
}
