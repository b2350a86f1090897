import type { Position } from "../../problem-kit/game-definition";
import type { View } from "../view";
import { checkClaim, outcomeName, type Claim, type CheckedClaim } from "./claims";
import { approximate, complementaryBeatty, formatQuadratic, floorTimes, knownName, recogniseSlope, type QuadraticIrrational } from "./quadratic-irrational";
import { misereNimRule, misereNimStatement } from "./misere-nim";
import { simplestFraction } from "./simplest-fraction";

// Patterns of a 2-D question (two piles, or a state such as Chomp's rows): the diagonal, misère Nim's rule, a coordinate that is 0,
// b = a + c, Beatty pairs (⌊kα⌋, ⌊kα⌋ + c·k) (Wythoff, a-Wythoff), pairs (A_k, A_k + c·k + d) by the mex construction
// (misère a-Wythoff), and cones max < α·min (Euclid's game). Every one
// is checked at every settled state of the range.

export interface PairFindings {
  /** Every P-position (a, b), by increasing a then b. */
  pAll: [number, number][];
  /** P-positions (a, b) with a ≤ b, by increasing a. */
  pPairs: [number, number][];
  claims: CheckedClaim[];
  /** When the lower piles are ⌊k·α⌋ and b − a = c·k: α, for drawing the rays. */
  beatty?: { alpha: QuadraticIrrational; name?: string; slope: number; step: number };
}

export function findPairPatterns(view: View): PairFindings {
  const N = view.range;
  const size = N + 1;
  const [A, B] = view.names as [string, string];
  const value = (a: number, b: number) => view.values[a * size + b]!;
  const cells = function* () {
    for (let a = 0; a <= N; a++) for (let b = 0; b <= N; b++) if (value(a, b) >= 0) yield [a, b] as const;
  };
  const settled = Array.from(view.values).filter((v) => v >= 0).length;
  const where = `every ${settled === size * size ? "" : "settled state "}(${A}, ${B}) with 0 ≤ ${A}, ${B} ≤ ${N}`;
  const check = (claim: Claim) => checkClaim(claim, cells(), view.format, where);
  const pClaim = (statement: string, predicted: (a: number, b: number) => boolean): Claim => ({
    subject: "P-positions",
    statement,
    predicted: (position) => predicted((position as readonly number[])[0]!, (position as readonly number[])[1]!),
    actual: (position) => value((position as readonly number[])[0]!, (position as readonly number[])[1]!) === 0,
    describe: outcomeName,
  });
  const pAll: [number, number][] = [];
  for (let a = 0; a <= N; a++) for (let b = 0; b <= N; b++) if (value(a, b) === 0) pAll.push([a, b]);
  const pPairs = pAll.filter(([a, b]) => a <= b);
  const claims: CheckedClaim[] = [];
  const found = () => claims.some((claim) => claim.holds);
  const symmetric = pAll.every(([a, b]) => value(b, a) === 0 || value(b, a) < 0);

  // The diagonal (two-pile Nim: a xor b = 0).
  if (pAll.length > 3 && pAll.every(([a, b]) => a === b)) claims.push(check(pClaim(`${A} = ${B} (${A} xor ${B} = 0)`, (a, b) => a === b)));

  // Misère Nim (Bouton): a = b while a pile holds 2 or more; else exactly one pile holds 1.
  if (!found() && pAll.length > 3 && pAll.every(([a, b]) => misereNimRule([a, b]))) claims.push(check(pClaim(misereNimStatement([A, B]), (a, b) => misereNimRule([a, b]))));

  // One coordinate 0 (Staircase Nim on two steps: P exactly when no coin is on the first step), or 1 in misère play.
  if (!found() && pAll.length > 3) {
    if (pAll.every(([a]) => a === 0)) claims.push(check(pClaim(`${A} = 0`, (a) => a === 0)));
    else if (pAll.every(([, b]) => b === 0)) claims.push(check(pClaim(`${B} = 0`, (_, b) => b === 0)));
    // Misère Nim on that pile alone (misère Staircase Nim on two steps: P exactly when one coin is on the first step).
    else if (pAll.every(([a]) => a === 1)) claims.push(check(pClaim(`${A} = 1 (Bouton's misère Nim on ${A} alone)`, (a) => a === 1)));
    else if (pAll.every(([, b]) => b === 1)) claims.push(check(pClaim(`${B} = 1 (Bouton's misère Nim on ${B} alone)`, (_, b) => b === 1)));
  }

  // A constant difference (2 × n Chomp: the bottom row one longer than the top).
  if (!found() && pAll.length > 3) {
    const c = pAll[0]![1] - pAll[0]![0];
    if (c !== 0 && pAll.every(([a, b]) => b - a === c)) claims.push(check(pClaim(c > 0 ? `${B} = ${A} + ${c}` : `${A} = ${B} + ${-c}`, (a, b) => b - a === c)));
    else if (c !== 0 && pAll.every(([a, b]) => Math.abs(b - a) === Math.abs(c))) claims.push(check(pClaim(`|${A} − ${B}| = ${Math.abs(c)}`, (a, b) => Math.abs(b - a) === Math.abs(c))));
  }
  if (found()) return { pAll, pPairs, claims };

  // Beatty pairs: the k-th pair (a ≤ b) has b − a = c·k, the lower piles a Beatty sequence (a-Wythoff: c = a).
  const step = pPairs.length >= 2 ? pPairs[1]![1] - pPairs[1]![0] : 0;
  if (symmetric && step > 0 && pPairs.length >= 12 && pPairs.every(([a, b], k) => b - a === step * k)) {
    const lows = pPairs.map(([a]) => a);
    const times = (k: string) => (step === 1 ? k : `${step}${k}`);
    // The lower and upper piles split the whole numbers between them (each pair's piles are the smallest unused
    // number and it + c·k), which pins α algebraically; the floors are then checked exactly, every one.
    const complementary = complementaryBeatty(step);
    const alpha = lows.every((x, k) => floorTimes(complementary, k) === x) ? complementary : recogniseSlope(lows, 0);
    if (!alpha) {
      const lowSet = new Map(pPairs.map(([a, b]) => [a, b]));
      claims.push(check(pClaim(`pairs with ${B} − ${A} = ${times("k")} for the k-th pair (k = 0, 1, …), either order`, (a, b) => lowSet.get(Math.min(a, b)) === Math.max(a, b))));
      return { pAll, pPairs, claims };
    }
    const lower = new Int32Array(size).fill(-1);
    for (let k = 0; ; k++) {
      const x = floorTimes(alpha, k);
      if (x > N) break;
      lower[x] = x + step * k;
    }
    const name = knownName(alpha);
    const symbol = name ?? "α";
    const text = `${name ? `${name} = ` : "α = "}${formatQuadratic(alpha)}`;
    claims.push(
      check(
        pClaim(
          `pairs (⌊k${symbol}⌋, ⌊k${symbol}⌋ + ${times("k")}), k = 0, 1, 2, …, in either order, with ${text} (Beatty; the larger minus the smaller takes each value ${times("k")} once)`,
          (a, b) => lower[Math.min(a, b)] === Math.max(a, b),
        ),
      ),
    );
    return { pAll, pPairs, claims, beatty: { alpha, ...(name ? { name } : {}), slope: approximate(alpha), step } };
  }

  // Beatty pairs from some k0 on, after up to 3 pairs of their own (misère Wythoff: (0, 1) and (2, 2) in place of
  // (0, 0) and (1, 2)); it read "no simple pattern found".
  const late = symmetric ? lateBeatty(pPairs, N) : undefined;
  if (late) {
    const { alpha, step: c, k0, exceptions, lower } = late;
    const name = knownName(alpha);
    const symbol = name ?? "α";
    const times = c === 1 ? "k" : `${c}k`;
    const own = new Set(exceptions.map(([a, b]) => a * size + b));
    claims.push(
      check(
        pClaim(
          `${exceptions.map(([a, b]) => `(${a}, ${b})`).join(", ")}, and pairs (⌊k${symbol}⌋, ⌊k${symbol}⌋ + ${times}) for k ≥ ${k0}, in either order, with ${name ? `${name} = ` : "α = "}${formatQuadratic(alpha)} (Beatty from k = ${k0} on)`,
          (a, b) => own.has(Math.min(a, b) * size + Math.max(a, b)) || lower[Math.min(a, b)] === Math.max(a, b),
        ),
      ),
    );
    return { pAll, pPairs, claims };
  }

  // Pairs (A_k, A_k + c·k + d), A_k the least number in no earlier pair, when no Beatty α fits (misère a-Wythoff, a ≥ 2:
  // (0, 1), (2, 5), (3, 8), … is d = 1; it read "no simple pattern found").
  const mex = symmetric ? mexPairs(pPairs, N) : undefined;
  if (mex) {
    const { c, d, lower } = mex;
    const term = `${c === 1 ? "k" : `${c}k`}${d ? ` + ${d}` : ""}`;
    claims.push(check(pClaim(`pairs (A_k, A_k + ${term}), k = 0, 1, 2, …, in either order, with A_k the least number in no earlier pair (a mex construction, as in Fraenkel's a-Wythoff games)`, (a, b) => lower[Math.min(a, b)] === Math.max(a, b))));
    return { pAll, pPairs, claims };
  }

  // A cone: P exactly when max(a, b) < α·min(a, b) (Euclid's game: α = φ).
  const cone = findCone(view, value, symmetric, A, B);
  if (cone) claims.push(check(pClaim(cone.statement, cone.predicted)));
  return { pAll, pPairs, claims };
}

/** The pairs (a ≤ b) after the first 1 to 3 are (⌊kα⌋, ⌊kα⌋ + c·k) for k = k0, k0 + 1, … with α the complementary
 * Beatty root for c; the lower piles' table from k0 on. */
function lateBeatty(pPairs: [number, number][], N: number): { alpha: QuadraticIrrational; step: number; k0: number; exceptions: [number, number][]; lower: Int32Array } | undefined {
  for (let skip = 1; skip <= 3; skip++) {
    const rest = pPairs.slice(skip);
    if (rest.length < 12) return undefined;
    const d0 = rest[0]![1] - rest[0]![0];
    const c = rest[1]![1] - rest[1]![0] - d0;
    if (c <= 0 || d0 % c !== 0 || d0 === 0) continue;
    const k0 = d0 / c;
    if (!rest.every(([a, b], i) => b - a === c * (k0 + i))) continue;
    const alpha = complementaryBeatty(c);
    if (!rest.every(([a], i) => floorTimes(alpha, k0 + i) === a)) continue;
    const lower = new Int32Array(N + 1).fill(-1);
    for (let k = k0; ; k++) {
      const x = floorTimes(alpha, k);
      if (x > N) break;
      lower[x] = x + c * k;
    }
    return { alpha, step: c, k0, exceptions: pPairs.slice(0, skip), lower };
  }
  return undefined;
}

/**
 * The pairs (a ≤ b), in order, as (A_k, A_k + c·k + d) with A_k the least number in no earlier pair (c ≥ 1, d ≥ 0 read
 * off the first two), built by that construction to N; the table A_k → its partner, or undefined when they differ.
 */
function mexPairs(pPairs: [number, number][], N: number): { c: number; d: number; lower: Int32Array } | undefined {
  if (pPairs.length < 12) return undefined;
  const d = pPairs[0]![1] - pPairs[0]![0];
  const c = pPairs[1]![1] - pPairs[1]![0] - d;
  if (c < 1 || d < 0) return undefined;
  const lower = new Int32Array(N + 1).fill(-1);
  const used = new Uint8Array(N + 1);
  let low = 0;
  for (let k = 0; ; k++) {
    while (low <= N && used[low]) low++;
    if (low > N) break;
    const high = low + c * k + d;
    used[low] = 1;
    if (high <= N) used[high] = 1;
    lower[low] = high;
  }
  const built = pPairs.every(([a, b]) => lower[a] === b);
  return built ? { c, d, lower } : undefined;
}

/**
 * P-positions with min = m ≥ 1 are exactly max = m..B(m) for every m whose boundary the range shows: B(m) < α·m ≤
 * B(m) + 1. Played down to 0 (Euclid's game where a player may leave 0), the diagonal is N and the axes P: then
 * min = 0, or m < max ≤ B(m) (it read "no simple pattern found").
 */
function findCone(view: View, value: (a: number, b: number) => number, symmetric: boolean, A: string, B: string): { statement: string; predicted: (a: number, b: number) => boolean } | undefined {
  if (!symmetric) return undefined;
  const N = view.range;
  if (N < 1) return undefined;
  const diagonal = value(1, 1) === 0;
  // The axes (a coordinate 0): all P, or all N or no state, else no cone.
  const axis: number[] = [];
  for (let x = 0; x <= N; x++) for (const v of [value(0, x), value(x, 0)]) if (v >= 0) axis.push(v);
  const axisP = axis.length > 0 && axis.every((v) => v === 0);
  if (!axisP && axis.some((v) => v === 0)) return undefined;
  const bounds: number[] = [];
  for (let m = 1; m <= N; m++) {
    if ((value(m, m) === 0) !== diagonal) return undefined;
    let top = diagonal ? m - 1 : m;
    while (top + 1 <= N && value(m, top + 1) === 0) top++;
    if (top < m || top === N) break;
    // No P-position beyond the top, nor below m (min = m means max ≥ m).
    for (let x = top + 1; x <= N; x++) if (value(m, x) === 0) return undefined;
    bounds.push(top);
  }
  if (bounds.length < 12) return undefined;
  const low = diagonal ? "" : `min(${A}, ${B}) < `;
  const axes = axisP ? `min(${A}, ${B}) = 0, or ` : "";
  const above = (a: number, b: number) => (diagonal ? Math.min(a, b) >= 1 : Math.max(a, b) > Math.min(a, b));
  const onAxis = (a: number, b: number) => axisP && Math.min(a, b) === 0;
  const shape = `${diagonal ? "" : ", the diagonal left out"}${axisP ? "" : "; min ≥ 1"}`;
  // max < α·m ⇔ max ≤ ⌈α·m⌉ − 1; for irrational α that is ⌊α·m⌋.
  const alpha = recogniseSlope([0, ...bounds], 0);
  if (alpha) {
    const name = knownName(alpha);
    const symbol = name ?? "α";
    return {
      statement: `${axes}${low}max(${A}, ${B}) < ${symbol}·min(${A}, ${B}), with ${name ? `${name} = ` : "α = "}${formatQuadratic(alpha)} (a cone between slopes 1 and ${symbol}${shape})`,
      predicted: (a, b) => onAxis(a, b) || (Math.min(a, b) >= 1 && above(a, b) && Math.max(a, b) <= floorTimes(alpha, Math.min(a, b))),
    };
  }
  // A rational slope u/v: B(m) = ⌈u·m/v⌉ − 1, i.e. B(m)/m < u/v ≤ (B(m) + 1)/m for every m.
  const fraction = simplestFraction(
    bounds.map((top, i) => ({ num: top, den: i + 1 })),
    bounds.map((top, i) => ({ num: top + 1, den: i + 1 })),
  );
  if (!fraction) return undefined;
  const { num: u, den: v } = fraction;
  const slope = v === 1 ? String(u) : `${u}/${v}`;
  return {
    statement: `${axes}${low}max(${A}, ${B}) < ${slope}·min(${A}, ${B}) (a cone between slopes 1 and ${slope}${shape})`,
    predicted: (a, b) => onAxis(a, b) || (Math.min(a, b) >= 1 && above(a, b) && v * Math.max(a, b) < u * Math.min(a, b)),
  };
}
