import type { Position } from "../../problem-kit/game-definition";
import { gridIndex, gridPositions, settledCells, gridWhere, type View } from "../view";
import { checkClaim, outcomeName, type CheckedClaim } from "./claims";
import { findPeriod } from "./periodicity";

// A game of two or more piles that plays as the sum of its piles, each a heap game of its own (three heaps of
// "take 1 to 3": P exactly when (x1 mod 4) xor (x2 mod 4) xor (x3 mod 4) = 0, which no xor, column or sum rule
// states): G(x1, …, xk) = g1(x1) xor … xor gk(xk), gj(x) being the value of x on pile j alone. Guessed from the
// piles alone, then checked at every settled state; normal play only (misère values do not combine by xor).

export function findPileSum(view: View): CheckedClaim[] {
  const k = view.dims;
  const size = view.range + 1;
  const names = view.names;
  const piles: Int32Array[] = [];
  for (let j = 0; j < k; j++) {
    const stride = size ** (k - 1 - j);
    const pile = new Int32Array(size);
    for (let x = 0; x < size; x++) pile[x] = view.values[x * stride]!;
    // A pile alone that is no state (isState) or unsettled gives no value to combine.
    if (pile.some((value) => value < 0)) return [];
    piles.push(pile);
  }
  const combined = (xs: readonly number[]) => xs.reduce((x, v, j) => x ^ piles[j]![v]!, 0);
  // Only a rule that holds everywhere is stated: one counterexample and the guess is dropped unsaid.
  for (const [xs, value] of gridPositions(view)) if (value >= 0 && combined(xs) !== value) return [];
  // The xor of the piles themselves (Nim) is said by the xor rule already.
  if (piles.every((pile) => pile.every((value, x) => value === x))) return [];
  const same = piles.every((pile) => pile.every((value, x) => value === piles[0]![x]));
  const g = (j: number) => (same ? "g" : `g${j + 1}`);
  const terms = names.map((name, j) => `${g(j)}(${name})`).join(" xor ");
  const rules = (same ? [0] : piles.map((_, j) => j)).map((j) => describePile(piles[j]!, g(j))).join("; ");
  const what = same ? "the value of a pile alone" : "the value of pile j alone";
  const cells = () => settledCells(view);
  const at = (position: Position) => view.values[gridIndex(view, position as readonly number[])]!;
  const where = gridWhere(view);
  return [
    checkClaim(
      { subject: "P-positions", statement: `${terms} = 0, with ${rules} (${what}: the game plays as the sum of its piles)`, predicted: (p) => combined(p as readonly number[]) === 0, actual: (p) => at(p) === 0, describe: outcomeName },
      cells(),
      view.format,
      where,
    ),
    checkClaim({ subject: "Grundy values", statement: `G(${names.join(", ")}) = ${terms} (a sum of its piles)`, predicted: (p) => combined(p as readonly number[]), actual: at }, cells(), view.format, where),
  ];
}

/** One pile's values in words: x mod p, a periodic table, or the values themselves. */
function describePile(values: Int32Array, g: string): string {
  const last = values.length - 1;
  const found = findPeriod(values, 0, last);
  if (found) {
    const { preperiod: n0, period: p } = found;
    const table = Array.from({ length: p }, (_, r) => values[n0 + ((((r - n0) % p) + p) % p)]!);
    const below = n0 > 0 ? `, ${g}(0..${n0 - 1}) = ${Array.from(values.subarray(0, n0)).join(" ")}` : "";
    if (n0 === 0 && table.every((value, r) => value === r)) return `${g}(x) = x mod ${p}`;
    return `${g}(x) = f(x mod ${p}) for x ≥ ${n0}, f(0..${p - 1}) = ${table.join(" ")}${below}`;
  }
  const shown = Array.from(values.subarray(0, Math.min(values.length, 16))).join(" ");
  return `${g}(0..${last}) = ${shown}${values.length > 16 ? " …" : ""}`;
}
