// Exact Wythoff numbers for the authoring tools (generators, case recipes, the float-trap search); BigInt, so slow
// but beyond doubt. Solutions never import this: they are self-contained.

/** ⌊kφ⌋ exactly, as ⌊(k + isqrt(5k²)) / 2⌋, for 0 ≤ k < 2^53. */
export function lowerWythoff(k: number): number {
  const big = BigInt(k);
  const square = 5n * big * big;
  let root = BigInt(Math.floor(Math.sqrt(Number(square))));
  while (root * root > square) root--;
  while ((root + 1n) * (root + 1n) <= square) root++;
  return Number((big + root) / 2n);
}

/** The k-th losing position (⌊kφ⌋, ⌊kφ⌋ + k), smaller pile first. */
export function losingPosition(k: number): [number, number] {
  const a = lowerWythoff(k);
  return [a, a + k];
}

/** The largest k whose losing position has both piles ≤ max (k·φ² ≤ max, found exactly). */
export function largestIndexWithin(max: number): number {
  let k = Math.floor(max / 2.618033988749895) + 2;
  while (k > 0 && losingPosition(k)[1] > max) k--;
  return k;
}

/** Fibonacci numbers 1, 2, 3, 5, … up to max: near them kφ comes closest to an integer. */
export function fibonacciUpTo(max: number): number[] {
  const out: number[] = [];
  for (let a = 1, b = 2; a <= max; [a, b] = [b, a + b]) out.push(a);
  return out;
}

/** The other pile of the losing position that holds v (every number is in exactly one; 0 is in (0, 0)), exactly. */
export function partnerOf(v: number): number {
  if (v === 0) return 0;
  // v is ⌊jφ⌋ for j = ⌊(v+1)/φ⌋ = ⌊(v+1)φ⌋ − (v+1), the count of lower piles ≤ v; else the upper pile of i = v − ⌊iφ⌋.
  const next = lowerWythoff(v + 1);
  const j = next - (v + 1);
  if (lowerWythoff(j) === v) return v + j;
  return v - (2 * (v + 1) - next - 1);
}
