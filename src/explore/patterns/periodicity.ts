import type { OctalCheck } from "../octal-code";

// Eventual periodicity of a sequence, and the theorems that turn a finite check into a proof: Guy and Smith's for
// octal games that split heaps (normal play), and one repeated window for octal games that never split (both plays).
// Each proof runs on the octal code the moves were checked against, never on a declaration alone.

export interface Periodicity {
  /** The sequence repeats with this period from n = preperiod to the end of the range. */
  preperiod: number;
  period: number;
  /** The last n computed. */
  upTo: number;
  /** "proved" when a theorem extends it to every n (see provedBy); else only observed up to upTo. */
  status: "proved" | "observed";
  provedBy?: string;
  /** Why it is not proved, when there is more to say than the range. */
  note?: string;
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
 * Guy and Smith's theorem, for an octal game whose last digit is d_t: if G(n + p) = G(n) for every n with
 * n0 ≤ n < 2·n0 + p + t, then for every n ≥ n0. Its proof maps a split (a, b) of n + p − j to (a, b − p), which is
 * a split of two nonempty heaps only when b − p ≥ n0 ≥ 1; with n0 = 0 it needs every splitting digit to allow
 * leaving one heap as well. So values up to 2·n0 + 2p + t − 1 suffice, with n0 ≥ 1 unless that holds.
 */
export function guySmithNeeds(preperiod: number, period: number, maxTake: number): number {
  return 2 * preperiod + 2 * period + maxTake - 1;
}

/** The smallest n0 ≥ preperiod at which the theorem's precondition holds for these digits. */
export function guySmithStart(preperiod: number, digits: readonly number[]): number {
  const zeroAllowed = digits.every((d) => !(d & 4) || (d & 2));
  return preperiod === 0 && !zeroAllowed ? 1 : preperiod;
}

/**
 * For a code without splits, G(n) for n > t is the same rule of G(n − 1), …, G(n − t) (the mex of those the digits
 * let a move leave; misère: 1 when there is no move). So t values that repeat p later, at m ≥ 1, repeat forever from
 * m; from m = 0 too when d_t lets a move take all t exactly as it may leave a heap (both or neither).
 */
export function windowStart(preperiod: number, digits: readonly number[]): number {
  const t = digits.length;
  if (preperiod > 0) return preperiod;
  if (t === 0) return 1;
  const last = digits[t - 1]!;
  return Boolean(last & 1) === Boolean(last & 2) ? 0 : 1;
}

const list = (digits: readonly number[], bit: number) =>
  digits.flatMap((d, i) => (d & bit ? [i + 1] : [])).join(", ") || "none";

/** The Grundy period, proved when the checked octal code and the range allow; else observed, with why. */
export function proveGrundyPeriod(found: Omit<Periodicity, "status">, octal: OctalCheck | undefined, misere: boolean): Periodicity {
  const { preperiod: n0, period: p, upTo } = found;
  const code = octal?.verified;
  if (!code) {
    if (!octal) return { ...found, status: "observed" };
    if (octal.mismatch) {
      return { ...found, status: "observed", note: octal.declared ? `no proof: the module declares octal code ${octal.declared}, but ${octal.mismatch}` : `no octal proof: the moves are no octal game's (${octal.mismatch})` };
    }
    const derived = octal.derived!;
    const written = shortCode(derived.code);
    // Declaring the code proves only when the moves are problem-kit's for it; a module's own moves need octalGame.
    const how = derived.library
      ? `declare octal: "${written}" to have it proved`
      : `if these are its rules at every heap, make the game with ${libraryCall(derived.digits)} to have it proved (declaring the code is not enough: the moves are the module's own)`;
    return {
      ...found,
      status: "observed",
      note: `the moves match octal code ${written} at every n ≤ ${octal.upTo}, but a module that declares no code may take more than ${octal.upTo} beyond the range; ${how}`,
    };
  }
  if (!code.library) {
    const declared = shortCode(code.code);
    return {
      ...found,
      status: "observed",
      note: `the module declares octal code ${declared} and its moves follow it at every n ≤ ${octal!.upTo}, but they are its own functions, which may do otherwise beyond n = ${octal!.upTo}; make the game with ${libraryCall(code.digits)} (changing only its name or rules) to have it proved`,
    };
  }
  const digits = code.digits;
  const t = digits.length;
  const what = `octal code ${shortCode(code.code)}, checked against the moves at every n ≤ ${octal!.upTo}`;
  if (!digits.some((d) => d & 4)) {
    const m = windowStart(n0, digits);
    const needs = m + p + t - 1;
    if (upTo < needs) return { ...found, status: "observed", provedBy: `the repeated-window proof would prove it with values up to n = ${needs}` };
    const start = m > n0 ? `; n < ${m} seen directly` : "";
    return {
      ...found,
      status: "proved",
      provedBy:
        `${what}: no move splits a heap, so for n > ${t} every G(n) is the same rule of the ${t} values before it (${misere ? "misère: 1 with no move, else the mex" : "the mex"} of those a take of ${list(digits, 2)} leaves)` +
        `; G(n + ${p}) = G(n) for the ${t} values n = ${m}..${m + t - 1}${m === 0 ? ` (from 0: d${t} allows taking all ${t} exactly when it allows leaving a heap)` : ""}, so for every n ≥ ${m}${start}`,
    };
  }
  if (misere) return { ...found, status: "observed", note: "Guy–Smith's theorem is for normal play: in misère play the split heaps' values do not combine by xor" };
  const start = guySmithStart(n0, digits);
  const needs = guySmithNeeds(start, p, t);
  if (upTo < needs) return { ...found, status: "observed", provedBy: `Guy–Smith would prove it with values up to n = ${needs}` };
  const precondition =
    start >= 1
      ? `n0 = ${start} ≥ 1, so each split (a, b) of n + ${p} − j maps to the split (a, b − ${p}) of two nonempty heaps`
      : "n0 = 0 is allowed: every digit that splits also lets a move leave one heap";
  return {
    ...found,
    status: "proved",
    provedBy: `Guy–Smith (${what}; last digit t = ${t}; ${precondition}): G(n+${p}) = G(n) holds for ${start} ≤ n < ${2 * start + p + t}, so for every n ≥ ${start}${start > n0 ? `; n < ${start} seen directly` : ""}`,
  };
}

/**
 * How a module makes this code's moves with problem-kit, in words it can paste: subtractionGame([…]) when every digit
 * is 0 or 3, else octalGame("…"); a code too long to print whole (a take as large as the range) is named by its length.
 */
function libraryCall(digits: readonly number[]): string {
  const code = `0.${digits.join("") || "0"}`;
  if (shortCode(code) !== code) return `octalGame or subtractionGame (its code has ${digits.length} digits)`;
  const takes = digits.flatMap((d, i) => (d === 3 ? [i + 1] : []));
  return digits.every((d) => d === 0 || d === 3) ? `subtractionGame([${takes.join(", ")}])` : `octalGame("${code}")`;
}

export function shortCode(code: string): string {
  return code.length <= 24 ? code : `${code.slice(0, 12)}…${code.slice(-6)} (${code.length - 2} digits)`;
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
