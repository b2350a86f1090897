// Eventual periodicity of a sequence, and Guy and Smith's criterion that turns a finite check into a proof.

export interface Periodicity {
  /** The sequence repeats with this period from n = preperiod to the end of the range. */
  preperiod: number;
  period: number;
  /** The last n computed. */
  upTo: number;
  /** "proved" when a theorem extends it to every n (see provedBy); else only observed up to upTo. */
  status: "proved" | "observed";
  provedBy?: string;
}

/**
 * The smallest period p whose periodic stretch [n0, upTo] covers at least half the range and three periods, and
 * for it the smallest n0. Values before `from` are ignored (positions the problem does not ask about).
 */
export function findPeriod(sequence: ArrayLike<number>, from: number, upTo: number): Omit<Periodicity, "status"> | undefined {
  const length = upTo - from + 1;
  for (let p = 1; 3 * p <= length; p++) {
    let n = upTo - p;
    while (n >= from && sequence[n] === sequence[n + p]) n--;
    const preperiod = n + 1;
    const stretch = upTo - preperiod + 1;
    if (stretch >= 3 * p && 2 * stretch >= length) return { preperiod, period: p, upTo };
  }
  return undefined;
}

/**
 * Guy and Smith's periodicity theorem, for an octal game whose largest take is t: if G(n + p) = G(n) for every
 * n with n0 ≤ n < 2·n0 + p + t, then for every n ≥ n0. So values up to 2·n0 + 2p + t − 1 suffice.
 */
export function guySmithNeeds(preperiod: number, period: number, maxTake: number): number {
  return 2 * preperiod + 2 * period + maxTake - 1;
}

export function proveOctalPeriod(found: Omit<Periodicity, "status">, maxTake: number): Periodicity {
  const needs = guySmithNeeds(found.preperiod, found.period, maxTake);
  if (found.upTo >= needs) {
    return { ...found, status: "proved", provedBy: `Guy–Smith: G(n+${found.period}) = G(n) for ${found.preperiod} ≤ n < ${2 * found.preperiod + found.period + maxTake} (largest take ${maxTake}) holds, so it holds for every n ≥ ${found.preperiod}` };
  }
  return { ...found, status: "observed", provedBy: `Guy–Smith would prove it with values up to n = ${needs}` };
}

/**
 * The outcome sequence inherits a proof from a proved Grundy period p: its own period q, seen over a stretch of at
 * least p + q values inside the proved tail, is a true period by Fine and Wilf's theorem (the stretch has periods p
 * and q, hence gcd(p, q), and the tail repeats that stretch).
 */
export function proveOutcomePeriod(outcome: Omit<Periodicity, "status">, grundy: Periodicity): Periodicity {
  if (grundy.status !== "proved") return { ...outcome, status: "observed" };
  const start = Math.max(outcome.preperiod, grundy.preperiod);
  if (outcome.upTo - start + 1 >= grundy.period + outcome.period) {
    return { ...outcome, status: "proved", provedBy: `from the proved Grundy period ${grundy.period} (Fine–Wilf: periods ${grundy.period} and ${outcome.period} over ${outcome.upTo - start + 1} values)` };
  }
  return { ...outcome, status: "observed" };
}
