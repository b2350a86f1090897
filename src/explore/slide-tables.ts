import { UserError } from "../errors";
import type { GameDefinition, State } from "../problem-kit/game-definition";
import type { StateSpace } from "./state-space";

/**
 * Per slide vector, one bitset per line of the grid: the Grundy values already seen on that line. A state's slide
 * moves reach exactly the earlier states on its lines, so the mex is an OR of a few bitsets, not a walk along them.
 * The bitsets start wide enough for the slides alone; extraMoves can raise values past that (a move that resets a
 * coordinate), and then they grow, refilled from the values already found: a size is the engine's, never the game's.
 */
export function slideTables<S extends State>(game: GameDefinition<S>, space: StateSpace<S>, grundy: Int32Array) {
  const { dims, size, count, weights } = space;
  const vectors = game.slides!.map((vector) => Array.from({ length: dims }, (_, j) => vector[j]));
  for (const vector of vectors) {
    if (vector.some((x) => !Number.isInteger(x) || (x as number) < 0) || vector.every((x) => x === 0)) {
      throw new UserError(`${game.name}: slide (${vector.join(", ")}) must have ${dims} whole, non-negative parts, not all 0`, "a slide takes k·vector for every k ≥ 1");
    }
  }
  const steps = vectors.map((vector) => vector.reduce<number>((sum, x, j) => sum + (x as number) * weights[j]!, 0));
  let words = Math.ceil((vectors.length * size + 2048) / 32);
  /** Per vector and state: the number of the state's line (its bitset starts at line·words). */
  const lineOf = vectors.map(() => new Int32Array(count));
  const hasBack = vectors.map(() => new Uint8Array(count));
  const lines = new Int32Array(vectors.length);
  const coordinates = new Array<number>(dims).fill(0);
  vectors.forEach((vector, v) => {
    let next = 0;
    coordinates.fill(0);
    for (let i = 0; i < count; i++) {
      let back = true;
      for (let j = 0; j < dims; j++) if (coordinates[j]! < (vector[j] as number)) back = false;
      if (!back) lineOf[v]![i] = next++;
      else {
        lineOf[v]![i] = lineOf[v]![i - steps[v]!]!;
        hasBack[v]![i] = 1;
      }
      for (let j = dims - 1; j >= 0; j--) {
        if (++coordinates[j]! < size) break;
        coordinates[j] = 0;
      }
    }
    lines[v] = next;
  });
  let bits = vectors.map((_, v) => new Uint32Array(lines[v]! * words));
  const vectorCount = vectors.length;
  const offsets = new Int32Array(vectorCount);
  const set = (i: number, value: number) => {
    for (let v = 0; v < vectorCount; v++) {
      const table = bits[v]!;
      const at = lineOf[v]![i]! * words + (value >>> 5);
      table[at] = table[at]! | (1 << (value & 31));
    }
  };
  /** Room for `value`: wider bitsets, refilled from every state before i that has a value (states go in order). */
  const grow = (value: number, i: number) => {
    words = Math.max(2 * words, Math.ceil((value + 1) / 32));
    bits = vectors.map((_, v) => new Uint32Array(lines[v]! * words));
    for (let j = 0; j < i; j++) if (grundy[j]! >= 0) set(j, grundy[j]!);
  };
  return {
    hasMove(i: number): boolean {
      for (let v = 0; v < vectorCount; v++) if (hasBack[v]![i] === 1) return true;
      return false;
    },
    mexAt(i: number, mark: Int32Array, stamp: number, extras: boolean): number {
      for (let v = 0; v < vectorCount; v++) offsets[v] = lineOf[v]![i]! * words;
      for (let w = 0; w < words; w++) {
        let word = 0;
        for (let v = 0; v < vectorCount; v++) word |= bits[v]![offsets[v]! + w]!;
        if (extras) {
          for (let bit = 0; bit < 32; bit++) {
            const value = w * 32 + bit;
            if (value < mark.length && mark[value] === stamp) word |= 1 << bit;
          }
        }
        if (word !== -1) {
          const free = ~word & (word + 1);
          return w * 32 + (31 - Math.clz32(free));
        }
      }
      // Every value the bitsets hold is taken: the mex lies past them, among the extra moves' values (or just past).
      let value = words * 32;
      while (extras && value < mark.length && mark[value] === stamp) value++;
      return value;
    },
    record(i: number, value: number): void {
      if (value >= words * 32) grow(value, i);
      set(i, value);
    },
  };
}
