import { UserError } from "../errors";
import type { Analysis } from "./analyse";
import type { Position, State } from "../problem-kit/game-definition";

/**
 * The positions the question is about, with their Grundy values: n = first..N for heap games and for games that
 * start from a state (Fibonacci Nim), every (a, b) for pair games. Value -1 marks positions the question skips.
 */
export interface View {
  dims: 1 | 2;
  first: number;
  range: number;
  /** 1-D: values[n]; 2-D: values[a·(N+1) + b]. */
  values: Int32Array;
  format(position: Position): string;
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
    return { dims: 1, first, range, values, format: (position) => String(position) };
  }
  if (space.shape === "heap") {
    const values = analysis.grundy.slice();
    values.fill(-1, 0, Math.min(first, values.length));
    return { dims: 1, first, range, values, format: (position) => String(position) };
  }
  return { dims: 2, first: 0, range, values: analysis.grundy, format: (position) => space.format(position as unknown as State) };
}

/** The P-positions of a 1-D view, in order. */
export function heapPPositions(view: View): number[] {
  const out: number[] = [];
  for (let n = view.first; n <= view.range; n++) if (view.values[n] === 0) out.push(n);
  return out;
}
