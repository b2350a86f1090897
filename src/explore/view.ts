import { UserError } from "../errors";
import type { Analysis } from "./analyse";
import type { Position, State } from "../problem-kit/game-definition";

/**
 * The positions the question is about, with their Grundy values: n = first..N for heap games and for games that
 * start from a state (Fibonacci Nim), every (a, b) for pair games, every (x1, …, xk) for tuple games. Value -1
 * marks positions the question skips (below the first, or ruled out by isState), -2 positions left unsettled.
 */
export interface View {
  dims: number;
  first: number;
  range: number;
  /** 1-D: values[n]; k-D: values[x1·(N+1)^(k−1) + … + xk]. */
  values: Int32Array;
  format(position: Position): string;
  /** Why a 1-D value is -1: "not asked" (below the first position) or "not a state" (isState). */
  skipped: "not asked" | "not a state";
  /** The coordinates' names in statements: n; a, b for pairs; x1, …, xk for tuples (the steps of a staircase). */
  names: string[];
}

export function questionView(analysis: Analysis<State>): View {
  const { game, space } = analysis;
  const range = space.range;
  const first = game.firstPosition ?? 0;
  if (game.start) {
    const values = new Int32Array(range + 1).fill(-1);
    for (let n = first; n <= range; n++) {
      const j = space.index(game.start(n));
      if (j < 0) throw new UserError(`${game.name}: start(${n}) = ${space.format(game.start(n))} is outside the explored states`, "start(n) must stay within 0..n in every coordinate");
      values[n] = analysis.grundy[j]!;
    }
    return { dims: 1, first, range, values, format: (position) => String(position), skipped: "not asked", names: ["n"] };
  }
  if (space.dims === 1) {
    const values = analysis.grundy.slice();
    values.fill(-1, 0, Math.min(first, values.length));
    return { dims: 1, first, range, values, format: (position) => String(position), skipped: game.isState ? "not a state" : "not asked", names: ["n"] };
  }
  const names = game.shape === "pair" ? ["a", "b"] : Array.from({ length: space.dims }, (_, j) => `x${j + 1}`);
  return { dims: space.dims, first: 0, range, values: analysis.grundy, format: (position) => space.format(position as unknown as State), skipped: "not a state", names };
}

/** The P-positions of a 1-D view, in order. */
export function heapPPositions(view: View): number[] {
  const out: number[] = [];
  for (let n = view.first; n <= view.range; n++) if (view.values[n] === 0) out.push(n);
  return out;
}

/** Every position of a k-D view (k ≥ 2) in index order, as coordinates with its value. */
export function* gridPositions(view: View): Generator<[number[], number]> {
  const size = view.range + 1;
  const coordinates = new Array<number>(view.dims).fill(0);
  for (let i = 0; i < view.values.length; i++) {
    yield [coordinates.slice(), view.values[i]!];
    for (let j = view.dims - 1; j >= 0; j--) {
      if (++coordinates[j]! < size) break;
      coordinates[j] = 0;
    }
  }
}

/** The index of coordinates in a k-D view. */
export function gridIndex(view: View, coordinates: readonly number[]): number {
  let at = 0;
  for (const x of coordinates) at = at * (view.range + 1) + x;
  return at;
}

/** The settled positions of a k-D view (k ≥ 2), as coordinates: where a pattern's claim is checked. */
export function* settledCells(view: View): Generator<number[]> {
  for (const [xs, value] of gridPositions(view)) if (value >= 0) yield xs;
}

/** Where a claim on a k-D view is checked, as the report says it: every state of its box, or every settled one. */
export function gridWhere(view: View, names = view.names.join(", ")): string {
  const settled = view.values.every((value) => value >= 0);
  return `every ${settled ? "" : "settled "}state with 0 ≤ ${names} ≤ ${view.range}`;
}
