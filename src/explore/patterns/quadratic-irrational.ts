// Recognising a Beatty slope α exactly: the floors ⌊kα⌋ pin α to an interval of rationals, whose shared continued
// fraction is read for a periodic tail (a quadratic irrational, φ = [1; 1, 1, …]), then checked with integer square roots.

/** α = (p + q·√d) / r, with d > 1 square-free, r > 0, in lowest terms. */
export interface QuadraticIrrational {
  p: bigint;
  q: bigint;
  d: bigint;
  r: bigint;
}

export interface Fraction {
  num: number;
  den: number;
}

/** The interval [lo, hi) of every α with ⌊k·α⌋ = values[i] for k = i + offset (k ≥ 1), or undefined if empty. */
export function slopeInterval(values: readonly number[], offset: number): { lo: Fraction; hi: Fraction } | undefined {
  let lo: Fraction = { num: 0, den: 1 };
  let hi: Fraction = { num: Number.MAX_SAFE_INTEGER, den: 1 };
  values.forEach((x, i) => {
    const k = i + offset;
    if (k < 1) return;
    // Cross products stay below 2^53 for values and k up to about 10^7.
    if (x * lo.den > lo.num * k) lo = { num: x, den: k };
    if ((x + 1) * hi.den < hi.num * k) hi = { num: x + 1, den: k };
  });
  return lo.num * hi.den < hi.num * lo.den ? { lo, hi } : undefined;
}

/** The continued fraction terms of num/den. */
export function continuedFraction({ num, den }: Fraction): number[] {
  const terms: number[] = [];
  let a = BigInt(num);
  let b = BigInt(den);
  while (b !== 0n) {
    const t = a / b;
    terms.push(Number(t));
    [a, b] = [b, a - t * b];
  }
  return terms;
}

/** The terms that every number in [lo, hi) shares (the last common term of two expansions is not trusted). */
export function sharedTerms(lo: Fraction, hi: Fraction): number[] {
  const a = continuedFraction(lo);
  const b = continuedFraction(hi);
  const shared: number[] = [];
  for (let i = 0; i < Math.min(a.length, b.length) - 1 && a[i] === b[i]; i++) shared.push(a[i]!);
  return shared;
}

/** A periodic tail in the shared terms: the shortest prefix + period that the last terms repeat at least 3 times. */
export function periodicTail(terms: readonly number[]): { prefix: number[]; period: number[] } | undefined {
  let best: { prefix: number[]; period: number[] } | undefined;
  for (let m = 0; m <= 4; m++) {
    for (let p = 1; p <= 8; p++) {
      if (terms.length - m < 3 * p + 1) continue;
      let ok = true;
      for (let i = m + p; i < terms.length && ok; i++) ok = terms[i] === terms[i - p];
      if (ok && (!best || m + p < best.prefix.length + best.period.length)) best = { prefix: terms.slice(0, m), period: terms.slice(m, m + p) };
    }
  }
  return best;
}

const abs = (x: bigint) => (x < 0n ? -x : x);
const gcd = (a: bigint, b: bigint): bigint => (b === 0n ? abs(a) : gcd(b, a % b));

/** The number with continued fraction [prefix; period, period, …]. */
export function fromPeriodicFraction(prefix: readonly number[], period: readonly number[]): QuadraticIrrational {
  const multiply = (terms: readonly number[]) => {
    let [a, b, c, d] = [1n, 0n, 0n, 1n];
    for (const t of terms.map(BigInt)) [a, b, c, d] = [a * t + b, a, c * t + d, c];
    return [a, b, c, d] as const;
  };
  // y = [period; y] = (P·y + P')/(Q·y + Q'), so Q·y² + (Q' − P)·y − P' = 0 and y = (u + √D)/v.
  const [P, P_, Q, Q_] = multiply(period);
  const u = P - Q_;
  const D = u * u + 4n * Q * P_;
  const v = 2n * Q;
  // α = (A·y + A')/(B·y + B') = (X + A√D)/(Y + B√D); times the conjugate (Y − B√D).
  const [A, A_, B, B_] = multiply(prefix);
  const X = A * u + A_ * v;
  const Y = B * u + B_ * v;
  let p = X * Y - A * B * D;
  let q = A * Y - X * B;
  let r = Y * Y - B * B * D;
  if (r < 0n) [p, q, r] = [-p, -q, -r];
  let d = D;
  for (let s = 2n; s * s <= d; s++) {
    while (d % (s * s) === 0n) {
      d /= s * s;
      q *= s;
    }
  }
  const g = gcd(gcd(p, q), r);
  return { p: p / g, q: q / g, d, r: r / g };
}

/** (p + q·√d)/r in lowest terms, with d square-free and r > 0 (d a square folds into p). */
export function quadratic(p: bigint, q: bigint, d: bigint, r: bigint): QuadraticIrrational {
  if (r < 0n) [p, q, r] = [-p, -q, -r];
  for (let s = 2n; s * s <= d; s++) {
    while (d % (s * s) === 0n) {
      d /= s * s;
      q *= s;
    }
  }
  if (d === 1n) [p, q] = [p + q, 0n];
  const g = gcd(gcd(p, q), r) || 1n;
  return { p: p / g, q: q / g, d, r: r / g };
}

/**
 * The α whose Beatty sequence ⌊kα⌋ and ⌊kα⌋ + c·k split the whole numbers between them (Beatty: 1/α + 1/(α + c) = 1,
 * so α² + (c − 2)·α − c = 0): α = (2 − c + √(c² + 4))/2, φ for c = 1 (Wythoff), √2 for c = 2.
 */
export function complementaryBeatty(c: number): QuadraticIrrational {
  const C = BigInt(c);
  return quadratic(2n - C, 1n, C * C + 4n, 2n);
}

export function isqrt(n: bigint): bigint {
  if (n < 0n) throw new RangeError("isqrt of a negative number");
  if (n < 2n) return n;
  let x = BigInt(Math.floor(Math.sqrt(Number(n))));
  while (x * x > n) x--;
  while ((x + 1n) * (x + 1n) <= n) x++;
  return x;
}

const floorDiv = (a: bigint, b: bigint) => (a >= 0n ? a / b : -((-a + b - 1n) / b));

/** ⌊k·α⌋ exactly, for whole k ≥ 0 (√(k²q²d) is irrational for k > 0, so its integer root decides the floor). */
export function floorTimes(alpha: QuadraticIrrational, k: number): number {
  const K = BigInt(k);
  if (K === 0n) return 0;
  const root = isqrt(K * K * alpha.q * alpha.q * alpha.d);
  const top = alpha.q >= 0n ? K * alpha.p + root : K * alpha.p - root - 1n;
  return Number(floorDiv(top, alpha.r));
}

export function formatQuadratic({ p, q, d, r }: QuadraticIrrational): string {
  const surd = `${abs(q) === 1n ? "" : abs(q)}√${d}`;
  const top = p === 0n ? `${q < 0n ? "−" : ""}${surd}` : `${p < 0n ? "−" : ""}${abs(p)}${q < 0n ? "−" : "+"}${surd}`;
  return r === 1n ? top : `(${top})/${r}`;
}

export function approximate({ p, q, d, r }: QuadraticIrrational): number {
  return (Number(p) + Number(q) * Math.sqrt(Number(d))) / Number(r);
}

/** Names for the few constants people know by sight. */
export function knownName(alpha: QuadraticIrrational): string | undefined {
  const text = formatQuadratic(alpha);
  return ({ "(1+√5)/2": "φ", "(3+√5)/2": "φ²" } as Record<string, string>)[text];
}

/** α from the floors, recognised as a quadratic irrational and checked exactly against every value; else undefined. */
export function recogniseSlope(values: readonly number[], offset: number): QuadraticIrrational | undefined {
  const interval = slopeInterval(values, offset);
  if (!interval) return undefined;
  const tail = periodicTail(sharedTerms(interval.lo, interval.hi));
  if (!tail) return undefined;
  const alpha = fromPeriodicFraction(tail.prefix, tail.period);
  if (alpha.d <= 1n) return undefined;
  return values.every((x, i) => floorTimes(alpha, i + offset) === x) ? alpha : undefined;
}
