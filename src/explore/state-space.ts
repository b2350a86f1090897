import type { GameDefinition, Pair, State } from "../problem-kit/game-definition";

/**
 * Numbers every state of the explored range so that each move goes to a smaller number: heap n is n; pair (a, b)
 * is a·(N+1) + b. Analysing in this order needs no recursion, and the tables are flat typed arrays.
 */
export interface StateSpace<S extends State = State> {
  shape: "heap" | "pair";
  range: number;
  /** Grid rows and columns: a heap game is one row of N+1 cells. */
  rows: number;
  cols: number;
  count: number;
  /** The state's number, or -1 when it is outside the range (or not a whole-number state). */
  index(state: S): number;
  state(index: number): S;
  format(state: S): string;
}

export function stateSpace<S extends State>(game: GameDefinition<S>, range: number): StateSpace<S> {
  const size = range + 1;
  const write = game.format ?? ((state: S) => (typeof state === "number" ? String(state) : `(${(state as Pair)[0]}, ${(state as Pair)[1]})`));
  if (game.shape === "heap") {
    return {
      shape: "heap",
      range,
      rows: 1,
      cols: size,
      count: size,
      index: (state) => (Number.isInteger(state) && (state as number) >= 0 && (state as number) <= range ? (state as number) : -1),
      state: (index) => index as S,
      format: write,
    };
  }
  return {
    shape: "pair",
    range,
    rows: size,
    cols: size,
    count: size * size,
    index(state) {
      const [a, b] = state as Pair;
      if (!Number.isInteger(a) || !Number.isInteger(b) || a < 0 || b < 0 || a > range || b > range) return -1;
      return a * size + b;
    },
    state: (index) => [Math.floor(index / size), index % size] as unknown as S,
    format: write,
  };
}
