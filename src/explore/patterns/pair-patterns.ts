import type { Position } from "../../problem-kit/game-definition";
import type { View } from "../view";
import { checkClaim, outcomeName, type Claim, type CheckedClaim } from "./claims";
import { approximate, formatQuadratic, floorTimes, knownName, recogniseSlope, type QuadraticIrrational } from "./quadratic-irrational";

// Patterns of a 2-D question (two piles): the diagonal, and Wythoff's structure (pairs with b − a = k, Beatty slopes).

export interface PairFindings {
  /** P-positions (a, b) with a ≤ b, by increasing a. */
  pPairs: [number, number][];
  claims: CheckedClaim[];
  /** When the lower piles are ⌊k·α⌋ and b − a = k: α, for drawing the rays. */
  beatty?: { alpha: QuadraticIrrational; name?: string; slope: number };
}

export function findPairPatterns(view: View): PairFindings {
  const N = view.range;
  const size = N + 1;
  const isP = (position: Position) => {
    const [a, b] = position as readonly number[];
    return view.values[a! * size + b!] === 0;
  };
  const cells = function* () {
    for (let a = 0; a <= N; a++) for (let b = 0; b <= N; b++) yield [a, b] as const;
  };
  const check = (claim: Claim) => checkClaim(claim, cells(), view.format, `every (a, b) with 0 ≤ a, b ≤ ${N}`);
  const pClaim = (statement: string, predicted: (a: number, b: number) => boolean): Claim => ({
    subject: "P-positions",
    statement,
    predicted: (position) => predicted((position as readonly number[])[0]!, (position as readonly number[])[1]!),
    actual: isP,
    describe: outcomeName,
  });
  const pPairs: [number, number][] = [];
  for (let a = 0; a <= N; a++) for (let b = a; b <= N; b++) if (view.values[a * size + b] === 0) pPairs.push([a, b]);
  const claims: CheckedClaim[] = [];

  // The diagonal (two-pile Nim: a xor b = 0).
  if (pPairs.length > 3 && pPairs.slice(0, 8).every(([a, b]) => a === b)) {
    claims.push(check(pClaim("a = b (a xor b = 0)", (a, b) => a === b)));
    return { pPairs, claims };
  }

  // Wythoff's structure: the k-th pair has b − a = k, and the lower piles form a Beatty sequence.
  const differencesAreK = pPairs.length >= 12 && pPairs.every(([a, b], k) => b - a === k);
  if (!differencesAreK) return { pPairs, claims };
  const lows = pPairs.map(([a]) => a);
  // Every lower pile found feeds the estimate; the claim is then checked at every cell, P and N alike.
  const alpha = recogniseSlope(lows, 0);
  if (!alpha) {
    claims.push(check(pClaim(`pairs with b − a = k for the k-th pair (k = 0, 1, …), either order`, (a, b) => pPairs.some(([x, y]) => x === Math.min(a, b) && y === Math.max(a, b)))));
    return { pPairs, claims };
  }
  const lower = new Int32Array(size).fill(-1);
  for (let k = 0; ; k++) {
    const x = floorTimes(alpha, k);
    if (x + k > N) break;
    lower[x] = x + k;
  }
  const name = knownName(alpha);
  const text = `${name ? `${name} = ` : "α = "}${formatQuadratic(alpha)}`;
  const symbol = name ?? "α";
  claims.push(
    check(
      pClaim(
        `pairs (⌊k${symbol}⌋, ⌊k${symbol}⌋ + k), k = 0, 1, 2, …, in either order, with ${text} (Beatty; b − a takes each value k once)`,
        (a, b) => lower[Math.min(a, b)] === Math.max(a, b),
      ),
    ),
  );
  return { pPairs, claims, beatty: { alpha, ...(name ? { name } : {}), slope: approximate(alpha) } };
}

