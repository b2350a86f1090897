// Integer linear recurrences x_k = c_1·x_{k−1} + … + c_r·x_{k−r} (Fibonacci-like, powers), solved exactly.

const det = (m: bigint[][]): bigint => {
  if (m.length === 1) return m[0]![0]!;
  let total = 0n;
  for (let j = 0; j < m.length; j++) {
    const minor = m.slice(1).map((row) => row.filter((_, c) => c !== j));
    total += (j % 2 ? -1n : 1n) * m[0]![j]! * det(minor);
  }
  return total;
};

/** The coefficients of the lowest-order recurrence (r ≤ 3) that every term obeys, seen over at least r + 3 checks. */
export function findRecurrence(terms: readonly number[]): number[] | undefined {
  for (let r = 1; r <= 3; r++) {
    if (terms.length < 2 * r + 3) return undefined;
    // Cramer's rule on x_k = Σ c_i x_{k−i} for k = r..2r−1.
    const matrix = Array.from({ length: r }, (_, row) => Array.from({ length: r }, (_, i) => BigInt(terms[r + row - 1 - i]!)));
    const rhs = Array.from({ length: r }, (_, row) => BigInt(terms[r + row]!));
    const d = det(matrix);
    if (d === 0n) continue;
    const coefficients: number[] = [];
    let whole = true;
    for (let i = 0; i < r && whole; i++) {
      const replaced = matrix.map((row, k) => row.map((value, c) => (c === i ? rhs[k]! : value)));
      const top = det(replaced);
      if (top % d !== 0n) whole = false;
      else coefficients.push(Number(top / d));
    }
    if (!whole) continue;
    let ok = true;
    for (let k = r; k < terms.length && ok; k++) {
      let sum = 0;
      for (let i = 0; i < r; i++) sum += coefficients[i]! * terms[k - 1 - i]!;
      ok = sum === terms[k];
    }
    if (ok) return coefficients;
  }
  return undefined;
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
