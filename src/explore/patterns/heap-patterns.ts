import { UNSETTLED, type Analysis } from "../analyse";
import type { Position, State } from "../../problem-kit/game-definition";
import { heapPPositions, type View } from "../view";
import { winningTakes } from "../winning-moves";
import { checkClaim, outcomeName, sampleList, type Claim, type CheckedClaim } from "./claims";
import { findGrundyPatterns } from "./grundy-patterns";
import { consecutiveFibonacci, extendRecurrence, findRecurrenceFrom, hSequence, zeckendorf } from "./linear-recurrence";
import { findPeriod, proveGrundyPeriod, proveOutcomePeriod, type Periodicity } from "./periodicity";
import { approximate, formatQuadratic, floorTimes, knownName, recogniseSlope } from "./quadratic-irrational";

// Patterns of a 1-D question (a heap n): each is guessed from the first half of the P-positions, then checked on all.

export interface HeapFindings {
  grundyPeriod?: Periodicity;
  outcomePeriod?: Periodicity;
  pPositions: number[];
  claims: CheckedClaim[];
}

export function findHeapPatterns(analysis: Analysis<State>, view: View): HeapFindings {
  const { first, range, values } = view;
  // Only states: a heap isState rules out (-1) or left unsettled (-2) is no P- or N-position, so no claim counts it.
  const positions = function* () {
    for (let n = first; n <= range; n++) if (values[n]! >= 0) yield n;
  };
  // No settled state at all (every heap unsettled or ruled out): a pattern would be checked at 0 positions, vacuously.
  let settled = false;
  for (let n = first; n <= range && !settled; n++) settled = values[n]! >= 0;
  if (!settled) return { pPositions: [], claims: [] };
  const upTo = `n = ${first}..${range}`;
  const isP = (n: Position) => values[n as number] === 0;
  const check = (claim: Claim) => checkClaim(claim, positions(), String, upTo);
  const pClaim = (statement: string, predicted: (n: number) => boolean, proof?: string): Claim => ({
    subject: "P-positions",
    statement,
    predicted: (n) => predicted(n as number),
    actual: isP,
    describe: outcomeName,
    ...(proof ? { proof } : {}),
  });

  // A proof needs the octal code the moves were checked against (never for games with history: their heap is a start).
  const octal = analysis.game.start ? undefined : analysis.octal;
  // Heaps at the end of the range left unsettled (a move leaves it: take 2 or add 1 to a multiple of 3, at --range 60)
  // ended every period ("no period found" beside an obvious period 9): periods are sought up to the last settled heap.
  let end = range;
  while (end > first && values[end] === UNSETTLED) end--;
  const grundyFound = findPeriod(values, first, end);
  const grundyPeriod = grundyFound && proveGrundyPeriod(grundyFound, octal, analysis.misere);
  const outcomes = Int32Array.from(values, (value) => (value < 0 ? -1 : value === 0 ? 1 : 0));
  const outcomeFound = findPeriod(outcomes, first, end);
  const outcomePeriod = outcomeFound && (grundyPeriod ? proveOutcomePeriod(outcomeFound, grundyPeriod) : { ...outcomeFound, status: "observed" as const });

  const L = heapPPositions(view);
  const half = L.slice(0, Math.max(8, Math.ceil(L.length / 2)));
  const claims: CheckedClaim[] = [];
  let kind: "progression" | "periodic" | "fibonacci" | undefined;
  let step = 0;

  // An arithmetic progression: multiples of d, or n ≡ r (mod d) from the first P-position on.
  const d = L.length >= 3 ? L[1]! - L[0]! : 0;
  // A few P-positions that stop well inside the range (0, 1, 2 of all-but-{1,2}) are no progression: the data refutes
  // the guess before it is made, and its ✗ line was noise above the true "only 0, 1, 2".
  const stopsEarly = half.length === L.length && L.at(-1)! + d <= end;
  if (d > 0 && !stopsEarly && half.every((x, i) => x === L[0]! + i * d)) {
    const start = L[0]!;
    // "multiples of 3" for misère Grundy's game, whose P-positions are 3, 6, 9, …: heap 0 is a multiple of 3, and N.
    const firstMultiple = Math.ceil(first / d) * d;
    // Step 1 is every heap: misère 0.51 (P at every n ≥ 1) read "multiples of 1 from 1".
    const statement =
      d === 1 ? (start === first ? "every n (no N-position)" : `every n ≥ ${start}`) : start % d !== 0 ? `n ≡ ${start % d} (mod ${d}), from ${start}` : start === firstMultiple ? `multiples of ${d}` : `multiples of ${d} from ${start}`;
    const proof = outcomePeriod?.status === "proved" && outcomePeriod.period === d ? outcomePeriod.provedBy : undefined;
    const checked = check(pClaim(statement, (n) => n >= start && (n - start) % d === 0, proof));
    claims.push(checked);
    if (checked.holds) [kind, step] = ["progression", d];
  }

  // Periodic outcomes with residues (subtraction games), when no simpler statement held.
  if (!kind && outcomePeriod) {
    const { preperiod, period } = outcomePeriod;
    const residues = [...new Set(L.filter((n) => n >= preperiod && n < preperiod + period).map((n) => n % period))].sort((x, y) => x - y);
    const early = L.filter((n) => n < preperiod);
    const statement = residues.length
      ? `n ≡ ${residues.join(", ")} (mod ${period}) for n ≥ ${preperiod}` + (preperiod > first ? `; below that: ${early.length ? early.join(", ") : "none"}` : "")
      : early.length ? `only ${early.join(", ")}` : "none (every position is an N-position)";
    const residueSet = new Set(residues);
    const earlySet = new Set(early);
    const checked = check(pClaim(statement, (n) => (n >= preperiod ? residueSet.has(n % period) : earlySet.has(n)), outcomePeriod.status === "proved" ? outcomePeriod.provedBy : undefined));
    claims.push(checked);
    if (checked.holds) kind = "periodic";
  }

  // A linear recurrence of order ≤ 8 (Fibonacci numbers, powers, generalised Fibonacci Nim), perhaps after a few
  // irregular first terms, unless the progression already says it.
  const recurrence = kind ? undefined : findRecurrenceFrom(L, 4);
  if (recurrence) {
    const { coefficients, offset } = recurrence;
    const order = coefficients.length;
    const seeds = L.slice(offset, offset + order);
    const members = new Set([...L.slice(0, offset), ...extendRecurrence(coefficients, seeds, range)]);
    const list = [...members].sort((x, y) => x - y);
    let statement: string;
    const fibonacci = offset === 0 && order === 2 && coefficients[0] === 1 && coefficients[1] === 1 && consecutiveFibonacci(L[0]!, L[1]!);
    if (fibonacci) statement = `Fibonacci numbers (F(k) = F(k−1) + F(k−2)): ${sampleList(list)}`;
    else if (order === 1 && offset === 0) statement = `${L[0]}·${coefficients[0]}^k: ${sampleList(list)}`;
    else {
      // A coefficient −2 read "+ -2·x_{k−2}" (only −1 was written with the minus sign the replace looks for).
      const rule = coefficients.flatMap((c, i) => (c === 0 ? [] : [`${c < 0 ? "−" : ""}${Math.abs(c) === 1 ? "" : `${Math.abs(c)}·`}x_{k−${i + 1}}`])).join(" + ").replace(/\+ −/g, "− ");
      statement = `x_k = ${rule} (order ${order}) from ${seeds.join(", ")}${offset ? ` (after ${L.slice(0, offset).join(", ")})` : ""}: ${sampleList(list)}`;
    }
    const checked = check(pClaim(statement, (n) => members.has(n)));
    claims.push(checked);
    if (checked.holds && fibonacci) kind = "fibonacci";
  }

  // Take-at-most-k-times-the-last games: H(j+1) = H(j) + H(m), m least with k·H(m) ≥ H(j) (k = 2: Fibonacci).
  if (!kind && L.length >= 5) {
    for (let k = 1; k <= 16; k++) {
      if (k === 2 && recurrence) continue;
      const terms = hSequence(k, range).filter((x) => x >= first);
      if (terms.length !== L.length || !terms.every((x, i) => x === L[i])) continue;
      const members = new Set(terms);
      const all = hSequence(k, range);
      // k = 1 read "1·H(m)" and "take at most 1 times the last take".
      const times = k === 1 ? "" : `${k}·`;
      const rule = k === 1 ? "take at most the last take" : `take at most ${k} times the last take`;
      claims.push(check(pClaim(`H(j+1) = H(j) + H(m), m the least index with ${times}H(m) ≥ H(j), from H(0) = 1 (${rule}): ${sampleList(all)}`, (n) => members.has(n))));
      break;
    }
  }

  // A Beatty sequence ⌊k·α⌋ with α a quadratic irrational, recognised from the first half, checked on all.
  if (!kind && !recurrence && L.length >= 12) {
    for (const offset of [0, 1]) {
      const alpha = recogniseSlope(half, offset);
      if (!alpha) continue;
      const members = new Set<number>();
      for (let k = offset; ; k++) {
        const x = floorTimes(alpha, k);
        if (x > range) break;
        members.add(x);
      }
      const name = knownName(alpha);
      const text = `${name ? `${name} = ` : ""}${formatQuadratic(alpha)} ≈ ${approximate(alpha).toFixed(6)}`;
      claims.push(check(pClaim(`Beatty sequence ⌊k·α⌋ for k ≥ ${offset}, α = ${text}`, (n) => members.has(n))));
      break;
    }
  }

  claims.push(...findGrundyPatterns(view, grundyPeriod, analysis.misere));

  // The winning first move, when the P-positions suggest one.
  const misereSplits = analysis.misere && Boolean(analysis.game.splits || analysis.game.splitRests);
  // Only with an N-position to check it at: 0.4 at --range 2 (every heap P) had "✓ winning first move: … n mod 1 —
  // checked exactly at every N-position (0 positions)", a rule stated on nothing.
  let anyN = false;
  for (let n = first; n <= range && !anyN; n++) anyN = values[n]! > 0;
  if (!misereSplits && anyN && (kind === "fibonacci" || (kind === "progression" && L[0]! % step === 0))) {
    const statement =
      kind === "fibonacci"
        ? "the smallest winning take is the smallest term of n's Zeckendorf representation (n as a sum of non-consecutive Fibonacci numbers)"
        : `the smallest winning take is n mod ${step}`;
    const candidate = (n: number) => (kind === "fibonacci" ? zeckendorf(n).at(-1)! : n % step);
    const nPositions = function* () {
      for (let n = first; n <= range; n++) if (values[n]! > 0) yield n;
    };
    claims.push(
      checkClaim(
        { subject: "winning first move", statement, predicted: (n) => candidate(n as number), actual: (n) => winningTakes(analysis, n as number)[0], describe: (take) => `take ${take}` },
        nPositions(),
        String,
        `every N-position n = ${first}..${range}`,
      ),
    );
  }
  return { ...(grundyPeriod ? { grundyPeriod } : {}), ...(outcomePeriod ? { outcomePeriod } : {}), pPositions: L, claims };
}
