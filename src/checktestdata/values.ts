// checktestdata's values: arbitrary integers (BigInt), exact rationals for floats, byte strings; every size bounded.

/** A script's mistake (a type error, an undefined variable, a number too large): not the input's fault. */
export class ScriptError extends Error {}

export type Value = { t: "int"; v: bigint } | { t: "float"; n: bigint; d: bigint } | { t: "str"; s: string };

/**
 * The largest number (in bits, numerator and denominator alike) a script may make: about 2.5 million decimal digits.
 * checktestdata's GMP numbers grow until memory runs out; here a number past this is a clear error instead.
 */
export const MAX_BITS = 1 << 23;
const SMALL = 1n << 64n;

export function bitLength(v: bigint): number {
  if (v > -SMALL && v < SMALL) return 64;
  return (v < 0n ? -v : v).toString(16).length * 4;
}

function exactBits(v: bigint): number {
  const hex = (v < 0n ? -v : v).toString(16);
  return (hex.length - 1) * 4 + parseInt(hex[0]!, 16).toString(2).length;
}

function guard(bits: number, what: string): void {
  if (bits > MAX_BITS) throw new ScriptError(`${what} would have more than the ${Math.round(MAX_BITS * 0.30103)} decimal digits this checktestdata allows`);
}

export const int = (v: bigint): Value => ({ t: "int", v });
export const str = (s: string): Value => ({ t: "str", s });

function gcd(a: bigint, b: bigint): bigint {
  if (a < 0n) a = -a;
  if (b < 0n) b = -b;
  while (b !== 0n) [a, b] = [b, a % b];
  return a;
}

export function rational(n: bigint, d: bigint): Value {
  if (d === 0n) throw new ScriptError("division by zero");
  if (d < 0n) {
    n = -n;
    d = -d;
  }
  if (d !== 1n) {
    const g = gcd(n, d);
    if (g !== 1n) {
      n /= g;
      d /= g;
    }
  }
  return { t: "float", n, d };
}

function mul(a: bigint, b: bigint): bigint {
  if ((a > -SMALL && a < SMALL) || (b > -SMALL && b < SMALL)) {
    if (!(a > -SMALL && a < SMALL && b > -SMALL && b < SMALL)) guard(bitLength(a) + bitLength(b), "a product");
    return a * b;
  }
  guard(bitLength(a) + bitLength(b), "a product");
  return a * b;
}

/** The value as a fraction n/d (an integer has d = 1); a string is a type error. */
function frac(x: Value, op: string): [bigint, bigint] {
  if (x.t === "int") return [x.v, 1n];
  if (x.t === "float") return [x.n, x.d];
  throw new ScriptError(`cannot compute ${op} with the string ${show(x)}`);
}

/** + - * / on two values: integer when both are, else an exact fraction (integer division truncates toward zero). */
export function arith(op: "+" | "-" | "*" | "/", a: Value, b: Value): Value {
  if (a.t === "int" && b.t === "int") {
    switch (op) {
      case "+":
        return int(a.v + b.v);
      case "-":
        return int(a.v - b.v);
      case "*":
        return int(mul(a.v, b.v));
      case "/":
        if (b.v === 0n) throw new ScriptError("integer division by zero");
        return int(a.v / b.v);
    }
  }
  const [an, ad] = frac(a, op);
  const [bn, bd] = frac(b, op);
  switch (op) {
    case "+":
      return ad === bd ? rational(an + bn, ad) : rational(mul(an, bd) + mul(bn, ad), mul(ad, bd));
    case "-":
      return ad === bd ? rational(an - bn, ad) : rational(mul(an, bd) - mul(bn, ad), mul(ad, bd));
    case "*":
      return rational(mul(an, bn), mul(ad, bd));
    case "/":
      if (bn === 0n) throw new ScriptError("division by zero");
      return rational(mul(an, bd), mul(ad, bn));
  }
}

export function modulo(a: Value, b: Value): Value {
  if (a.t !== "int" || b.t !== "int") throw new ScriptError(`can only use modulo (%) on integers, not on ${show(a)} and ${show(b)}`);
  if (b.v === 0n) throw new ScriptError("modulo by zero");
  return int(a.v % b.v);
}

export function negate(a: Value): Value {
  if (a.t === "int") return int(-a.v);
  if (a.t === "float") return { t: "float", n: -a.n, d: a.d };
  throw new ScriptError(`cannot negate the string ${show(a)}`);
}

const ULONG_MAX = (1n << 64n) - 1n;

/** base ^ exponent: the exponent a non-negative integer (an unsigned long in checktestdata), the result bounded. */
export function power(base: Value, exponent: Value): Value {
  if (exponent.t !== "int") throw new ScriptError(`only integer exponents are allowed, not ${show(exponent)}`);
  if (exponent.v < 0n || exponent.v > ULONG_MAX) throw new ScriptError(`the exponent ${exponent.v} does not fit in an unsigned long`);
  if (base.t === "str") throw new ScriptError(`the base of ^ must be a number, not the string ${show(base)}`);
  const e = exponent.v;
  const raise = (v: bigint): bigint => {
    if (e === 0n || v === 0n || v === 1n || v === -1n) return v ** e;
    // The result has at least (bits - 1) * e + 1 bits: refused before it is computed.
    if (BigInt(exactBits(v) - 1) * e + 1n > BigInt(MAX_BITS)) guard(MAX_BITS + 1, "a power");
    return v ** e;
  };
  if (base.t === "int") return int(raise(base.v));
  return rational(raise(base.n), raise(base.d));
}

/** Compares two numbers (exactly) or two strings (byte by byte); a number against a string is a type error. */
export function compare(a: Value, b: Value, op: string): number {
  if (a.t === "str" || b.t === "str") {
    if (a.t !== "str" || b.t !== "str") throw new ScriptError(`cannot compare ${show(a)} ${op} ${show(b)}`);
    return a.s < b.s ? -1 : a.s > b.s ? 1 : 0;
  }
  if (a.t === "int" && b.t === "int") return a.v < b.v ? -1 : a.v > b.v ? 1 : 0;
  const [an, ad] = frac(a, op);
  const [bn, bd] = frac(b, op);
  const l = ad === bd ? an : mul(an, bd);
  const r = ad === bd ? bn : mul(bn, ad);
  return l < r ? -1 : l > r ? 1 : 0;
}

/**
 * The key that tells values apart for INARRAY and UNIQUE: a number by its exact value (2 and 2.0 are one, as
 * checktestdata compares them), a string by its bytes.
 */
export function valueKey(x: Value): string {
  if (x.t === "int") return `n${x.v}`;
  if (x.t === "float") return x.d === 1n ? `n${x.n}` : `n${x.n}/${x.d}`;
  return `s${x.s}`;
}

/** A value as a message shows it: an integer in full, a float to 15 significant digits, a string in quotes. */
export function show(x: Value): string {
  if (x.t === "int") return clip(x.v.toString());
  if (x.t === "str") return JSON.stringify(x.s.length > 60 ? `${x.s.slice(0, 60)}…` : x.s);
  if (x.d === 1n) return clip(x.n.toString());
  return decimal(x.n, x.d);
}

function clip(digits: string): string {
  return digits.length > 60 ? `${digits.slice(0, 25)}…(${digits.length} digits)…${digits.slice(-25)}` : digits;
}

// n/d to 15 significant digits, in scientific notation when it is very large or small.
function decimal(n: bigint, d: bigint): string {
  const negative = n < 0n;
  if (negative) n = -n;
  const exponent = bitLength(n) === 64 && bitLength(d) === 64 ? Math.floor(Math.log10(Number(n) / Number(d))) : n.toString().length - d.toString().length;
  const shift = 14 - exponent;
  const scaled = shift >= 0 ? (n * 10n ** BigInt(shift) + d / 2n) / d : (n + (d * 10n ** BigInt(-shift)) / 2n) / (d * 10n ** BigInt(-shift));
  const digits = scaled.toString();
  const e = exponent + (digits.length - 15);
  const mantissa = digits.replace(/0+$/, "") || "0";
  const sign = negative ? "-" : "";
  if (e >= -5 && e < 15) {
    if (e >= mantissa.length - 1) return sign + mantissa + "0".repeat(e - mantissa.length + 1);
    if (e >= 0) return `${sign}${mantissa.slice(0, e + 1)}.${mantissa.slice(e + 1)}`;
    return `${sign}0.${"0".repeat(-e - 1)}${mantissa}`;
  }
  return `${sign}${mantissa[0]}${mantissa.length > 1 ? `.${mantissa.slice(1)}` : ""}e${e}`;
}

/** A decimal number as written (digits, an optional fraction and exponent) as an exact fraction, bounded in size. */
export function parseDecimal(text: string): Value {
  const m = /^(-?)(\d+)(?:\.(\d*))?(?:[eE]([+-]?\d+))?$/.exec(text);
  if (!m) throw new ScriptError(`not a number: ${text}`);
  const fraction = m[3] ?? "";
  const digits = BigInt(m[2]! + fraction);
  const exponent = BigInt(m[4] ?? "0") - BigInt(fraction.length);
  const sign = m[1] ? -1n : 1n;
  if (digits === 0n) return rational(0n, 1n);
  const size = exponent < 0n ? -exponent : exponent;
  if (size * 4n > BigInt(MAX_BITS)) throw new ScriptError(`the number ${text.length > 40 ? `${text.slice(0, 40)}…` : text} has an exponent too large for this checktestdata`);
  const scale = 10n ** size;
  return exponent >= 0n ? rational(sign * mul(digits, scale), 1n) : rational(sign * digits, scale);
}
