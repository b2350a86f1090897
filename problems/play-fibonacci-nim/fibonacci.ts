// Exact Fibonacci Nim theory in BigInt, shared by the interactor and the case recipes' checks (never floats: n reaches 10^18).

/** 1, 2, 3, 5, 8, …: the Fibonacci numbers Zeckendorf sums use, up past 10^18. */
export const FIBS: readonly bigint[] = (() => {
  const out = [1n, 2n];
  while (out.at(-1)! <= 10n ** 19n) out.push(out.at(-1)! + out.at(-2)!);
  return out;
})();

/** Zeckendorf's terms of m > 0, smallest first (no two consecutive Fibonacci numbers). */
export function zeckendorf(m: bigint): bigint[] {
  const terms: bigint[] = [];
  for (let i = FIBS.length - 1; i >= 0 && m > 0n; i--) {
    if (FIBS[i]! <= m) {
      terms.push(FIBS[i]!);
      m -= FIBS[i]!;
    }
  }
  return terms.reverse();
}

/**
 * With m stones left and at most `limit` to take, the mover wins exactly when the smallest Zeckendorf term of m is
 * at most `limit`. Returns the largest winning take of the form "the k smallest terms" (each leaves the opponent a heap
 * whose smallest term is more than twice the take), or undefined in a losing position. Large takes keep games short.
 */
export function winningTake(m: bigint, limit: bigint): bigint | undefined {
  if (limit >= m) return m;
  const terms = zeckendorf(m);
  let sum = 0n;
  let best: bigint | undefined;
  for (let k = 0; k < terms.length; k++) {
    sum += terms[k]!;
    if (sum > limit) break;
    if (k + 1 === terms.length || terms[k + 1]! > 2n * sum) best = sum;
  }
  return best;
}
