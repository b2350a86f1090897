import { UserError } from "../errors";
import type { GameDefinition, State } from "../problem-kit/game-definition";

/**
 * Numbers every state of the explored range so that each move that lowers a coordinate goes to a smaller number:
 * heap n is n; (x1, …, xk) is x1·(N+1)^(k−1) + … + xk. Analysing in this order needs no recursion, and the tables
 * are flat typed arrays.
 */
export interface StateSpace<S extends State = State> {
  shape: "heap" | "pair" | "tuple";
  /** Coordinates per state: 1 for heaps, 2 for pairs, k for tuples. */
  dims: number;
  range: number;
  /** N + 1: the values each coordinate takes. */
  size: number;
  /** The index step of each coordinate (the last is 1). */
  weights: readonly number[];
  count: number;
  /** The state's number, or -1 when it is outside the range (or not a whole-number state of the right length). */
  index(state: S): number;
  state(index: number): S;
  /** The coordinates of a state number, written into `out`. */
  coordinates(index: number, out: number[]): number[];
  format(state: S): string;
}

/** Positions a single analysis may hold (the tables take about 20 bytes each). */
export const MAX_STATES = 30_000_000;

export function dimensionsOf(game: GameDefinition<any>): number {
  if (game.shape === "heap") return 1;
  if (game.shape === "pair") return 2;
  const k = game.piles;
  if (!Number.isInteger(k) || k! < 2 || k! > 12) throw new UserError(`${game.name}: shape "tuple" needs piles, a whole number from 2 to 12 (got ${String(k)})`, "add piles: 3 for three-pile games");
  return k!;
}

export function formatCoordinates(coordinates: readonly number[]): string {
  return coordinates.length === 1 ? String(coordinates[0]) : `(${coordinates.join(", ")})`;
}

export function stateSpace<S extends State>(game: GameDefinition<S>, range: number): StateSpace<S> {
  const dims = dimensionsOf(game);
  const size = range + 1;
  const count = size ** dims;
  if (count > MAX_STATES) {
    throw new UserError(`${game.name}: ${dims} ${dims === 1 ? "coordinate" : "coordinates"} of 0..${range} are ${count.toLocaleString("en")} states, more than one analysis holds (${MAX_STATES.toLocaleString("en")})`, `choose --range ${Math.floor(MAX_STATES ** (1 / dims)) - 1} or less`);
  }
  const weights = Array.from({ length: dims }, (_, j) => size ** (dims - 1 - j));
  const write = game.format ?? ((state: S) => (typeof state === "number" ? String(state) : formatCoordinates(state as readonly number[])));
  const whole = (x: unknown) => Number.isInteger(x) && (x as number) >= 0 && (x as number) <= range;
  if (dims === 1) {
    return {
      shape: "heap",
      dims,
      range,
      size,
      weights,
      count,
      index: (state) => (whole(state) ? (state as number) : -1),
      state: (index) => index as S,
      coordinates: (index, out) => {
        out[0] = index;
        return out;
      },
      format: write,
    };
  }
  return {
    shape: game.shape,
    dims,
    range,
    size,
    weights,
    count,
    index(state) {
      const xs = state as readonly number[];
      if (!Array.isArray(xs) || xs.length !== dims) return -1;
      let at = 0;
      for (let j = 0; j < dims; j++) {
        if (!whole(xs[j])) return -1;
        at = at * size + xs[j]!;
      }
      return at;
    },
    state(index) {
      if (dims === 2) {
        const b = index % size;
        return [(index - b) / size, b] as unknown as S;
      }
      const out: number[] = new Array(dims);
      for (let j = dims - 1; j >= 0; j--) {
        out[j] = index % size;
        index = (index - out[j]!) / size;
      }
      return out as unknown as S;
    },
    coordinates(index, out) {
      for (let j = dims - 1; j >= 0; j--) {
        out[j] = index % size;
        index = (index - out[j]!) / size;
      }
      return out;
    },
    format: write,
  };
}
