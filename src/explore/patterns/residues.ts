import type { Position } from "../../problem-kit/game-definition";
import { gridIndex, gridPositions, settledCells, gridWhere, type View } from "../view";
import { checkClaim, outcomeName, type CheckedClaim } from "./claims";

// P-positions of a pair or tuple game that depend only on each coordinate modulo m (Ferguson's Empty and Divide: P
// exactly when both boxes are odd), the smallest such m, with every residue seen at least three times on each
// coordinate. Guessed from every settled state, then stated as a checked claim like every other pattern.

export function findResidueRule(view: View): CheckedClaim[] {
  const k = view.dims;
  const size = view.range + 1;
  const names = view.names;
  const largest = k === 2 ? 12 : k === 3 ? 6 : 4;
  for (let m = 2; m <= largest && 3 * m <= size; m++) {
    const classOf = (xs: readonly number[]) => xs.reduce((c, x) => c * m + (x % m), 0);
    // Per class: -1 no settled state, 1 every state P, 0 every state N; a class with both ends this m.
    const kind = new Int8Array(m ** k).fill(-1);
    let consistent = true;
    for (const [xs, value] of gridPositions(view)) {
      if (value < 0) continue;
      const c = classOf(xs);
      const p = value === 0 ? 1 : 0;
      if (kind[c] === -1) kind[c] = p;
      else if (kind[c] !== p) {
        consistent = false;
        break;
      }
    }
    if (!consistent || !kind.includes(1) || !kind.includes(0)) continue;
    const statement = describe(kind, m, k, names);
    if (statement === undefined) continue;
    const where = gridWhere(view);
    const isP = (position: Position) => view.values[gridIndex(view, position as readonly number[])] === 0;
    const cells = () => settledCells(view);
    return [checkClaim({ subject: "P-positions", statement, predicted: (p) => kind[classOf(p as readonly number[])] === 1, actual: isP, describe: outcomeName }, cells(), view.format, where)];
  }
  return [];
}

/** The P classes in words: a condition per coordinate when they are a product (classes no state falls in are free), else their list. */
function describe(kind: Int8Array, m: number, k: number, names: readonly string[]): string | undefined {
  const digits = (c: number) => Array.from({ length: k }, (_, j) => Math.floor(c / m ** (k - 1 - j)) % m);
  const pClasses = [...kind.keys()].filter((c) => kind[c] === 1).map(digits);
  const projections = Array.from({ length: k }, (_, j) => [...new Set(pClasses.map((r) => r[j]!))].sort((x, y) => x - y));
  const product = [...kind.keys()].every((c) => kind[c] === -1 || (kind[c] === 1) === digits(c).every((r, j) => projections[j]!.includes(r)));
  if (product) {
    const conditions = projections.flatMap((rs, j) => (rs.length === m ? [] : [rs.length === 1 ? `${names[j]} ≡ ${rs[0]} (mod ${m})` : `${names[j]} mod ${m} ∈ {${rs.join(", ")}}`]));
    return `${conditions.join(" and ")} (a rule of the residues modulo ${m})`;
  }
  if (pClasses.length > 16) return undefined;
  return `(${names.map((name) => `${name} mod ${m}`).join(", ")}) is one of ${pClasses.map((r) => `(${r.join(", ")})`).join(", ")}`;
}
