import type { Position } from "../../problem-kit/game-definition";
import { gridIndex, gridPositions, settledCells, gridWhere, type View } from "../view";
import { checkClaim, outcomeName, type CheckedClaim } from "./claims";

// A pair or tuple game with only a few P-positions in its range (every other state can move to the empty table): the
// P-positions listed, as "only 0" is said of a heap game, rather than "no simple pattern" or a rule that fits them by
// accident (every binary column's ones a multiple of 4, with three piles, holds only at (0, 0, 0)).

export function findFewPositions(view: View): CheckedClaim[] {
  const pKeys = new Set<string>();
  const shown: string[] = [];
  let settled = 0;
  for (const [xs, value] of gridPositions(view)) {
    if (value < 0) continue;
    settled++;
    if (value !== 0) continue;
    if (pKeys.size === 3) return [];
    pKeys.add(xs.join(","));
    shown.push(view.format(xs));
  }
  if (pKeys.size === 0 || settled < 4 * pKeys.size) return [];
  const where = gridWhere(view);
  const isP = (position: Position) => view.values[gridIndex(view, position as readonly number[])] === 0;
  const cells = () => settledCells(view);
  return [checkClaim({ subject: "P-positions", statement: `only ${shown.join(", ")}`, predicted: (p) => pKeys.has((p as readonly number[]).join(",")), actual: isP, describe: outcomeName }, cells(), view.format, where)];
}
