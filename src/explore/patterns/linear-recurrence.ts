// Integer linear recurrences x_k = c_1·x_{k−1} + … + c_r·x_{k−r} (Fibonacci-like, powers), solved exactly.

const abs = (x: bigint) => (x < 0n ? -x : x);
const gcd = (a: bigint, b: bigint): bigint => (b === 0n ? abs(a) : gcd(b, a % b));

/** The solution of the square system m·x = rhs over the rationals, as [numerator, denominator] pairs, or undefined. */
function solve(m: bigint[][], rhs: bigint[]): [bigint, bigint][] | undefined {
  const r = m.length;
  // Fraction-free elimination (Bareiss): every entry stays an integer, and exact.
  const a = m.map((row, i) => [...row, rhs[i]!]);
  let previous = 1n;
  for (let k = 0; k < r; k++) {
    let pivot = k;
    while (pivot < r && a[pivot]![k] === 0n) pivot++;
    if (pivot === r) return undefined;
    [a[k], a[pivot]] = [a[pivot]!, a[k]!];
    for (let i = k + 1; i < r; i++) {
      for (let j = k + 1; j <= r; j++) a[i]![j] = (a[i]![j]! * a[k]![k]! - a[i]![k]! * a[k]![j]!) / previous;
      a[i]![k] = 0n;
    }
    previous = a[k]![k]!;
  }
  const x: [bigint, bigint][] = new Array(r);
  for (let i = r - 1; i >= 0; i--) {
    // x_i = (b_i − Σ a_ij·x_j) / a_ii, in fractions reduced at each step.
    let num = a[i]![r]!;
    let den = 1n;
    for (let j = i + 1; j < r; j++) {
      const [n, d] = x[j]!;
      num = num * d - a[i]![j]! * n * den;
      den *= d;
      const g = gcd(num, den) || 1n;
      num /= g;
      den /= g;
    }
    den *= a[i]![i]!;
    if (den < 0n) [num, den] = [-num, -den];
    const g = gcd(num, den) || 1n;
    x[i] = [num / g, den / g];
  }
  return x;
}

export const MAX_ORDER = 8;

/**
 * The lowest-order integer recurrence x_k = c_1·x_{k−1} + … + c_r·x_{k−r} (r ≤ 8) that every term from the
 * offset on obeys, seen over at least r + 3 checks beyond the r equations that fix it; the smallest offset
 * (terms skipped at the start, up to maxOffset) for that order.
 */
export function findRecurrenceFrom(terms: readonly number[], maxOffset = 0): { coefficients: number[]; offset: number } | undefined {
  for (let r = 1; r <= MAX_ORDER; r++) {
    for (let offset = 0; offset <= maxOffset; offset++) {
      const xs = terms.slice(offset);
      if (xs.length < 2 * r + 3) continue;
      const matrix = Array.from({ length: r }, (_, row) => Array.from({ length: r }, (_, i) => BigInt(xs[r + row - 1 - i]!)));
      const rhs = Array.from({ length: r }, (_, row) => BigInt(xs[r + row]!));
      const solution = solve(matrix, rhs);
      if (!solution || solution.some(([, den]) => den !== 1n)) continue;
      const coefficients = solution.map(([num]) => Number(num));
      let ok = true;
      for (let k = r; k < xs.length && ok; k++) {
        let sum = 0;
        for (let i = 0; i < r; i++) sum += coefficients[i]! * xs[k - 1 - i]!;
        ok = sum === xs[k];
      }
      if (ok) return { coefficients, offset };
    }
  }
  return undefined;
}

/** The coefficients of the lowest-order recurrence (r ≤ 8) that every term obeys from the first. */
export function findRecurrence(terms: readonly number[]): number[] | undefined {
  return findRecurrenceFrom(terms, 0)?.coefficients;
}

/**
 * The sequence of take-at-most-k-times-the-last games (generalised Fibonacci Nim): H(0) = 1 and
 * H(j+1) = H(j) + H(m), m the least index with k·H(m) ≥ H(j); every term ≤ max.
 */
export function hSequence(k: number, max: number): number[] {
  const h = [1];
  while (h[h.length - 1]! <= max) {
    const last = h[h.length - 1]!;
    let m = 0;
    while (k * h[m]! < last) m++;
    h.push(last + h[m]!);
  }
  return h.filter((x) => x <= max);
}

/** The terms of the recurrence from its first terms, up to max. */
export function extendRecurrence(coefficients: readonly number[], start: readonly number[], max: number): number[] {
  const out = [...start];
  for (;;) {
    let next = 0;
    for (let i = 0; i < coefficients.length; i++) next += coefficients[i]! * out[out.length - 1 - i]!;
    if (next > max || next <= out[out.length - 1]!) return out.filter((x) => x <= max);
    out.push(next);
  }
}

/** Whether a, b are consecutive Fibonacci numbers (1, 1, 2, 3, 5, …). */
export function consecutiveFibonacci(a: number, b: number): boolean {
  for (let x = 1, y = 1; x <= a; [x, y] = [y, x + y]) if (x === a && y === b) return true;
  return false;
}

/** The terms of n's Zeckendorf representation (distinct, non-consecutive Fibonacci numbers), largest first. */
export function zeckendorf(n: number): number[] {
  const fibs = [1, 2];
  while (fibs[fibs.length - 1]! <= n) fibs.push(fibs[fibs.length - 1]! + fibs[fibs.length - 2]!);
  const out: number[] = [];
  for (let i = fibs.length - 1; i >= 0 && n > 0; i--) {
    if (fibs[i]! <= n) {
      out.push(fibs[i]!);
      n -= fibs[i]!;
    }
  }
  return out;
}
