import type { View } from "../view";
import { checkClaim, type CheckedClaim } from "./claims";
import { coinTurningValues } from "./coin-turning";
import type { Periodicity } from "./periodicity";

// Patterns of the Grundy values of a 1-D question, each checked at every n of the range: G(n) = n (Nim's heap), a
// table G(n) = f(n mod p) (a proved or observed period), arithmetic periodicity G(n + p) = G(n) + s (Lasker's Nim), and
// the coin-turning games' ruler function and odious numbers.

export interface ArithmeticPeriod {
  preperiod: number;
  period: number;
  /** The saltus: G(n + p) − G(n) for every n ≥ preperiod in the range. */
  saltus: number;
  upTo: number;
}

/** The smallest p (then n0) with G(n + p) − G(n) the same s ≠ 0 from n0 on, over half the range and three periods. */
export function findArithmeticPeriod(values: ArrayLike<number>, from: number, upTo: number): ArithmeticPeriod | undefined {
  const length = upTo - from + 1;
  for (let p = 1; 3 * p <= length; p++) {
    if (values[upTo]! < 0 || values[upTo - p]! < 0) continue;
    const saltus = values[upTo]! - values[upTo - p]!;
    if (saltus === 0) continue;
    let n = upTo - p;
    while (n >= from && values[n]! >= 0 && values[n + p]! >= 0 && values[n + p]! - values[n]! === saltus) n--;
    const preperiod = n + 1;
    const stretch = upTo - preperiod + 1;
    if (stretch >= 3 * p && 2 * stretch >= length) return { preperiod, period: p, saltus, upTo };
  }
  return undefined;
}

const plus = (c: number) => (c === 0 ? "" : c > 0 ? ` + ${c}` : ` − ${-c}`);
const term = (p: number, k: string) => (p === 1 ? k : `${p}${k}`);

/** A value as the report writes it: "–" where there is no state (isState rules it out, or it is unsettled). */
const shown = (value: number) => (value < 0 ? "–" : String(value));

/** "0..4", or "0" for one heap ("G(0..0) = 1" read as a range of nothing). */
const span = (from: number, to: number) => (from === to ? String(from) : `${from}..${to}`);

function listValues(values: ArrayLike<number>, from: number, to: number): string {
  const out: string[] = [];
  for (let n = from; n < to; n++) out.push(shown(values[n]!));
  return out.length <= 24 ? out.join(" ") : `${out.slice(0, 20).join(" ")} … (${out.length} values)`;
}

export function findGrundyPatterns(view: View, grundyPeriod: Periodicity | undefined, misere: boolean): CheckedClaim[] {
  const { first, range, values } = view;
  // Only states (see heap-patterns.ts): a value of -1 or -2 is a marker, never a Grundy value to check or print.
  const positions = function* () {
    for (let n = first; n <= range; n++) if (values[n]! >= 0) yield n;
  };
  const upTo = `n = ${first}..${range}`;
  const claims: CheckedClaim[] = [];
  const check = (statement: string, predicted: (n: number) => number, proof?: string) =>
    checkClaim({ subject: "Grundy values", statement, predicted: (n) => predicted(n as number), actual: (n) => values[n as number], ...(proof ? { proof } : {}) }, positions(), String, upTo);
  const name = misere ? "G⁻" : "G";

  // Nim's single heap, guessed from the first 64 values asked about (from 0 to 64 it was: with firstPosition 80 the
  // slice was empty, "G(n) = n" was tried on nothing, failed, and hid Kayles' proved period table).
  if (!misere && range - first >= 3 && Array.from(values.slice(first, Math.min(range, first + 64) + 1)).every((value, i) => value === first + i)) {
    claims.push(check("G(n) = n", (n) => n));
    return claims;
  }

  // A table: G(n) = f(n mod p) from n0 on, the values below n0 listed.
  if (grundyPeriod) {
    const { preperiod: n0, period: p } = grundyPeriod;
    const table = Array.from({ length: p }, (_, r) => values[n0 + ((((r - n0) % p) + p) % p)]!);
    const cells = table.map(shown);
    const block = cells.length <= 40 ? cells.join(" ") : `${cells.slice(0, 36).join(" ")} … (${p} values)`;
    const below = n0 > first ? `; below that, ${name}(${span(first, n0 - 1)}) = ${listValues(values, first, n0)}` : "";
    const gaps = table.some((value) => value < 0) || (n0 > first && Array.from(values.slice(first, n0)).some((value) => value < 0)) ? " (–: not a state)" : "";
    // Period 1 is a constant: "G(n) = f(n mod 1) for n ≥ 1, with f(0..0) = 0" (misère 0.51) said it the long way.
    const statement = p === 1 ? `${name}(n) = ${cells[0]} for n ≥ ${n0}${below}${gaps}` : `${name}(n) = f(n mod ${p}) for n ≥ ${n0}, with f(0..${p - 1}) = ${block}${below}${gaps}`;
    claims.push(check(statement, (n) => (n >= n0 ? table[n % p]! : values[n]!), grundyPeriod.status === "proved" ? grundyPeriod.provedBy : undefined));
    return claims;
  }

  // Arithmetic periodicity (Lasker's Nim: G(n + 4) = G(n) + 4 from n = 1).
  const arithmetic = findArithmeticPeriod(values, first, range);
  if (arithmetic) {
    const { preperiod: n0, period: p, saltus: s } = arithmetic;
    const base = Array.from({ length: p }, (_, i) => n0 + i);
    const predicted = (n: number) => (n < n0 ? values[n]! : values[n0 + ((n - n0) % p)]! + s * Math.floor((n - n0) / p));
    // G(p·k + r) = s·k + G(r) for the p residues r = n0..n0+p−1.
    let statement: string;
    const early = n0 > first ? `; ${name}(${span(first, n0 - 1)}) = ${listValues(values, first, n0)}` : "";
    if (s === p && base.every((r) => Math.abs(values[r]! - r) <= p)) {
      const exceptions = base.filter((r) => values[r] !== r);
      const identityBelow = Array.from({ length: Math.max(0, n0 - first) }, (_, i) => first + i).every((n) => values[n] === n);
      const rule = exceptions.map((r) => `${name}(${term(p, "k")}${plus(r)}) = ${term(p, "k")}${plus(values[r]!)}`).join(", ");
      const identity = exceptions.length === 0 ? `${name}(n) = n` : `${name}(n) = n except ${rule} (k ≥ 0)`;
      statement = identityBelow ? identity : `${identity}, for n ≥ ${n0}${early}`;
    } else {
      statement = `${name}(n + ${p}) = ${name}(n)${plus(s)} for n ≥ ${n0}: ${base.map((r) => `${name}(${term(p, "k")}${plus(r)}) = ${term(s, "k")}${plus(values[r]!)}`).join(", ")}${early}`;
    }
    claims.push(check(`${statement} (arithmetic periodicity: period ${p}, saltus ${s})`, predicted));
    return claims;
  }

  // Coin-turning games' values (normal play): the ruler function, the odious numbers.
  const named = misere ? undefined : coinTurningValues(values, first, range);
  if (named) claims.push(check(named.statement, named.predicted));
  return claims;
}
