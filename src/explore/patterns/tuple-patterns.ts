import type { Position } from "../../problem-kit/game-definition";
import { gridIndex, gridPositions, settledCells, gridWhere, type View } from "../view";
import { checkClaim, outcomeName, type Claim, type CheckedClaim } from "./claims";
import { findPairPatterns } from "./pair-patterns";
import { misereMooreRule, misereMooreStatement, misereNimRule, misereNimStatement, mooreRule } from "./misere-nim";

// Patterns of a k-pile question (tuples of any length): the xor of all piles or of some of them (Nim; Staircase
// Nim's odd steps), misère Nim's rule on all piles or on some (misère Staircase Nim's odd steps), each binary column's count of ones modulo m (Moore's Nim_k: m = k + 1, in
// normal and misère play), and the sum modulo m.
// Each is checked at every settled state. When none holds, the slices with the first pile fixed are explored as
// pair games and reported as observed: a slice's pattern is never a claim about the whole game.

export interface TupleFindings {
  pCount: number;
  /** The first P-positions, in index order. */
  pFirst: number[][];
  claims: CheckedClaim[];
}

const name = (j: number) => `x${j + 1}`;

export function findTuplePatterns(view: View): TupleFindings {
  const k = view.dims;
  const P: number[][] = [];
  for (const [xs, value] of gridPositions(view)) if (value === 0) P.push(xs);
  const cells = () => settledCells(view);
  const where = gridWhere(view, `x1, …, x${k}`);
  const isP = (position: Position) => view.values[gridIndex(view, position as readonly number[])] === 0;
  const pClaim = (statement: string, predicted: (xs: readonly number[]) => boolean): Claim => ({ subject: "P-positions", statement, predicted: (p) => predicted(p as readonly number[]), actual: isP, describe: outcomeName });
  const check = (claim: Claim) => checkClaim(claim, cells(), view.format, where);
  const claims: CheckedClaim[] = [];
  const findings = (): TupleFindings => ({ pCount: P.length, pFirst: P.slice(0, 12), claims });
  // A few N-positions to rule candidates out quickly before the full check.
  const sampleN: number[][] = [];
  for (const xs of cells()) {
    if (!isP(xs)) sampleN.push(xs);
    if (sampleN.length >= 400) break;
  }
  const consistent = (predicted: (xs: readonly number[]) => boolean) => P.every(predicted) && !sampleN.some(predicted);

  // The xor of a subset of the piles (all of them: Nim; the odd steps: Staircase Nim).
  if (k <= 12) {
    for (let size = 1; size <= k; size++) {
      let done = false;
      for (let subset = 1; subset < 1 << k && !done; subset++) {
        if (popcount(subset) !== size) continue;
        const predicted = (xs: readonly number[]) => xs.reduce((x, v, j) => (subset & (1 << j) ? x ^ v : x), 0) === 0;
        if (!consistent(predicted)) continue;
        const members = Array.from({ length: k }, (_, j) => j).filter((j) => subset & (1 << j));
        const text =
          size === 1
            ? `${name(members[0]!)} = 0`
            : `${members.map(name).join(" xor ")} = 0${size === k ? " (the xor of all piles)" : members.every((j) => j % 2 === 0) && members.length === Math.ceil(k / 2) ? " (the piles at odd places)" : ""}`;
        const claim = check(pClaim(text, predicted));
        claims.push(claim);
        done = claim.holds;
      }
      if (done) return findings();
    }
  }

  // The xor of every pile counted one or two more (Welter's game on three coins, squares 0, 1, …: P exactly when
  // (x1 + 1) xor (x2 + 1) xor (x3 + 1) = 0, a phantom coin below square 0 making the count even); it read "no simple
  // pattern found".
  for (const shift of [1, 2]) {
    const predicted = (xs: readonly number[]) => xs.reduce((x, v) => x ^ (v + shift), 0) === 0;
    if (!consistent(predicted)) continue;
    const claim = check(pClaim(`${Array.from({ length: k }, (_, j) => `(${name(j)} + ${shift})`).join(" xor ")} = 0 (the xor of all piles, each counted ${shift} more)`, predicted));
    claims.push(claim);
    if (claim.holds) return findings();
  }

  // Misère Nim (Bouton): the xor of all piles is 0 while some pile holds 2 or more, and 1 when none does.
  if (consistent(misereNimRule)) {
    const claim = check(pClaim(misereNimStatement(Array.from({ length: k }, (_, j) => name(j))), misereNimRule));
    claims.push(claim);
    if (claim.holds) return findings();
  }

  // Misère Nim on some of the piles: misère Staircase Nim is misère Nim on its odd steps (two steps: P exactly when
  // x1 = 1), and read "no simple pattern found" (three steps: only a slice's pattern, observed).
  if (k <= 12) {
    for (let size = 1; size < k; size++) {
      let done = false;
      for (let subset = 1; subset < 1 << k && !done; subset++) {
        if (popcount(subset) !== size) continue;
        const members = Array.from({ length: k }, (_, j) => j).filter((j) => subset & (1 << j));
        const predicted = (xs: readonly number[]) => misereNimRule(members.map((j) => xs[j]!));
        if (!consistent(predicted)) continue;
        const odd = members.every((j) => j % 2 === 0) && members.length === Math.ceil(k / 2);
        const on = odd ? "the piles at odd places: misère Staircase Nim" : size === 1 ? `${name(members[0]!)} alone` : "those piles";
        const xor = members.map(name).join(" xor ");
        const text =
          size === 1
            ? `${name(members[0]!)} = 1 (Bouton's misère Nim on ${on})`
            : `${xor} = 0 when one of ${members.map(name).join(", ")} holds 2 or more, and ${xor} = 1 (an odd number of 1s) when none does (Bouton's misère Nim on ${on})`;
        const claim = check(pClaim(text, predicted));
        claims.push(claim);
        done = claim.holds;
      }
      if (done) return findings();
    }
  }

  // Every binary column's count of ones a multiple of m (Moore's Nim_k, m = k + 1); m = 2 is the xor above. Only
  // m ≤ k: with m > k every column is 0, P only at (0, …, 0), and a game "take from one pile, or clear the table" was
  // called "Moore's Nim_3: take from up to 3 piles" (few-positions.ts says "only (0, 0, 0)").
  for (let m = 3; m <= k; m++) {
    const predicted = mooreRule(m);
    if (consistent(predicted)) {
      const claim = check(pClaim(`in every binary column, the number of piles with a 1 there is a multiple of ${m} (Moore's Nim_${m - 1}: take from up to ${m - 1} piles)`, predicted));
      claims.push(claim);
      if (claim.holds) return findings();
    }
    // Misère play of the same game (three piles of misère Nim_2 were "no simple pattern found").
    const misere = misereMooreRule(m);
    if (!consistent(misere)) continue;
    const claim = check(pClaim(misereMooreStatement(m), misere));
    claims.push(claim);
    if (claim.holds) return findings();
  }

  // The sum modulo m.
  for (let m = 2; m <= 16; m++) {
    const predicted = (xs: readonly number[]) => xs.reduce((s, x) => s + x, 0) % m === 0;
    if (!consistent(predicted)) continue;
    const claim = check(pClaim(`${Array.from({ length: k }, (_, j) => name(j)).join(" + ")} ≡ 0 (mod ${m})`, predicted));
    claims.push(claim);
    if (claim.holds) return findings();
  }

  // Nothing for the whole game: the slices x1 = 0, 1, 2 of a three-pile game, as pair games, observed only.
  if (k === 3) {
    const size = view.range + 1;
    for (let first = 0; first <= Math.min(2, view.range); first++) {
      const slice: View = { ...view, dims: 2, names: [view.names[1]!, view.names[2]!], values: view.values.subarray(first * size * size, (first + 1) * size * size), format: (p) => view.format([first, ...(p as number[])]) };
      for (const claim of findPairPatterns(slice).claims) {
        if (!claim.holds) continue;
        claims.push({ ...claim, status: "observed", statement: `on the slice x1 = ${first}: ${claim.statement}`, upTo: `${claim.upTo.replace(/^every /, "every ")} with x1 = ${first}` });
      }
    }
  }
  return findings();
}

function popcount(x: number): number {
  let count = 0;
  for (; x; x &= x - 1) count++;
  return count;
}
