import { performance } from "node:perf_hooks";
import { UserError } from "../errors";
import type { GameDefinition, State } from "../problem-kit/game-definition";
import { stateSpace, type StateSpace } from "./state-space";

// Retrograde analysis: every state's Sprague–Grundy value, in increasing state order, iteratively (no recursion).

export interface AnalyseOptions {
  range: number;
  misere?: boolean;
  signal?: AbortSignal;
  /** Called about every 100 ms on long runs, with states done and in all. */
  onProgress?: (done: number, total: number) => void;
}

export interface Analysis<S extends State = State> {
  game: GameDefinition<S>;
  space: StateSpace<S>;
  misere: boolean;
  /**
   * Per state number: the Grundy value (misère: the misère Grundy value, 1 at a state with no move, else the mex),
   * -1 for states skipped by isState. A state is a P-position exactly when its value is 0.
   */
  grundy: Int32Array;
  seconds: number;
}

const NO_MOVES: never[] = [];

/** A clean stop (Ctrl-C): how far the analysis got. */
export class AnalysisStopped extends Error {
  constructor(readonly done: number, readonly total: number) {
    super(`stopped after ${done} of ${total} states`);
  }
}

export async function analyse<S extends State>(game: GameDefinition<S>, options: AnalyseOptions): Promise<Analysis<S>> {
  const started = performance.now();
  const misere = options.misere === true;
  if (misere && game.splits) {
    throw new UserError(`${game.name} splits heaps into sums, and misère sums do not combine by xor`, "explore it in normal play, or write the split positions as single states");
  }
  const space = stateSpace(game, options.range);
  const grundy = new Int32Array(space.count).fill(-1);
  const slides = game.slides ? slideTables(game, space) : undefined;
  let mark = new Int32Array(64).fill(-1);
  let lastYield = performance.now();
  // The state being analysed, its number and how many options it has: shared with the two helpers below, which
  // are made once (closures made per state cost more than the work on a 10^6-heap run).
  let i = 0;
  let state = space.state(0);
  let optionCount = 0;
  const see = (value: number) => {
    if (value >= mark.length) {
      const grown = new Int32Array(Math.max(value + 1, mark.length * 2)).fill(-1);
      grown.set(mark);
      mark = grown;
    }
    mark[value] = i;
    optionCount++;
  };
  const valueOf = (target: S): number => {
    const j = space.index(target);
    if (j < 0 || j >= i) {
      const where = j < 0 ? "outside the explored range" : "not smaller";
      throw new UserError(`${game.name}: the move from ${space.format(state)} to ${space.format(target)} leads to a state ${where}`, "every move must lead to a smaller state (a smaller heap, or a smaller first coordinate, or the same first and a smaller second)");
    }
    if (grundy[j]! < 0) throw new UserError(`${game.name}: the move from ${space.format(state)} leads to ${space.format(target)}, which isState() rules out`, "make isState accept every state a move can reach");
    return grundy[j]!;
  };
  const slidesOnly = slides !== undefined && !game.extraMoves && !game.isState && !game.splits;
  if (options.signal?.aborted) throw new AnalysisStopped(0, space.count);
  for (i = 0; i < space.count; i++) {
    if ((i & 1023) === 0 && performance.now() - lastYield > 100) {
      options.onProgress?.(i, space.count);
      await new Promise((resolve) => setImmediate(resolve));
      if (options.signal?.aborted) throw new AnalysisStopped(i, space.count);
      lastYield = performance.now();
    }
    // Pure slide games (Wythoff, Nim) never look at the state itself: skip making a tuple per state.
    if (!slidesOnly) state = space.state(i);
    if (game.isState && !game.isState(state)) continue;
    const stamp = i;
    optionCount = 0;
    if (!slidesOnly) {
      const explicit = slides ? (game.extraMoves?.(state) ?? NO_MOVES) : game.moves(state);
      for (const target of explicit) see(valueOf(target));
    }
    if (game.splits) {
      for (const parts of game.splits(state)) {
        let x = 0;
        for (const part of parts) x ^= valueOf(part);
        see(x);
      }
    }
    let value: number;
    if (slides) {
      const extras = optionCount > 0;
      if (slides.hasMove(i)) optionCount++;
      value = slides.mexAt(i, mark, stamp, extras);
    } else {
      value = 0;
      while (value < mark.length && mark[value] === stamp) value++;
    }
    if (misere && optionCount === 0) value = 1;
    grundy[i] = value;
    slides?.record(i, value);
  }
  options.onProgress?.(space.count, space.count);
  return { game, space, misere, grundy, seconds: (performance.now() - started) / 1000 };
}

/**
 * Per slide vector, one bitset per line of the grid: the Grundy values already seen on that line. A state's slide
 * moves reach exactly the earlier states on its lines, so the mex is an OR of a few bitsets, not a walk along them.
 */
function slideTables<S extends State>(game: GameDefinition<S>, space: StateSpace<S>) {
  const vectors = game.slides!.map((vector) => (space.shape === "heap" ? [0, vector[0]!] : [vector[0]!, vector[1]!]) as [number, number]);
  for (const [dr, dc] of vectors) {
    if (dr < 0 || dc < 0 || dr + dc === 0 || !Number.isInteger(dr) || !Number.isInteger(dc)) throw new UserError(`${game.name}: slide (${dr}, ${dc}) must have whole, non-negative parts, not both 0`, "a slide takes k·vector for every k ≥ 1");
  }
  const { rows, cols, count } = space;
  const words = Math.ceil((vectors.length * Math.max(rows, cols) + 2048) / 32);
  const lineOf = vectors.map(() => new Int32Array(count));
  const bits = vectors.map(([dr, dc]) => {
    const starts = count - Math.max(0, rows - dr) * Math.max(0, cols - dc);
    return new Uint32Array(starts * words);
  });
  const steps = vectors.map(() => new Uint8Array(count));
  vectors.forEach(([dr, dc], v) => {
    let next = 0;
    for (let i = 0; i < count; i++) {
      const r = Math.floor(i / cols);
      const c = i - r * cols;
      const back = r >= dr && c >= dc ? i - dr * cols - dc : -1;
      if (back < 0) lineOf[v]![i] = next++ * words;
      else {
        lineOf[v]![i] = lineOf[v]![back]!;
        steps[v]![i] = 1;
      }
    }
  });
  const count_ = vectors.length;
  const offsets = new Int32Array(count_);
  return {
    hasMove(i: number): boolean {
      for (let v = 0; v < count_; v++) if (steps[v]![i] === 1) return true;
      return false;
    },
    mexAt(i: number, mark: Int32Array, stamp: number, extras: boolean): number {
      for (let v = 0; v < count_; v++) offsets[v] = lineOf[v]![i]!;
      for (let w = 0; w < words; w++) {
        let word = 0;
        for (let v = 0; v < count_; v++) word |= bits[v]![offsets[v]! + w]!;
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
      throw new Error("slide bitsets too small");
    },
    record(i: number, value: number): void {
      if (value >= words * 32) throw new Error("slide bitsets too small");
      for (let v = 0; v < vectors.length; v++) {
        const table = bits[v]!;
        const at = lineOf[v]![i]! + (value >>> 5);
        table[at] = table[at]! | (1 << (value & 31));
      }
    },
  };
}

/** True when the state is a P-position (the player to move loses). */
export function isP<S extends State>(analysis: Analysis<S>, state: S): boolean {
  const j = analysis.space.index(state);
  if (j < 0) throw new RangeError(`${analysis.space.format(state)} is outside the explored range 0..${analysis.space.range}`);
  return analysis.grundy[j] === 0;
}

export function grundyOf<S extends State>(analysis: Analysis<S>, state: S): number {
  const j = analysis.space.index(state);
  if (j < 0) throw new RangeError(`${analysis.space.format(state)} is outside the explored range 0..${analysis.space.range}`);
  return analysis.grundy[j]!;
}
