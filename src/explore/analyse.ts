import { performance } from "node:perf_hooks";
import { UserError } from "../errors";
import type { GameDefinition, State } from "../problem-kit/game-definition";
import { withinCallBound } from "./call-watch";
import { analyseHeaps } from "./heap-engine";
import { MisereMultisets } from "./misere-multisets";
import { badSplitRest, MOVE_LIST_HINT, notAMoveList, notAStateOfShape, shapeHint } from "./move-target";
import { moveTable, moveVisitor } from "./move-visitor";
import type { OctalCheck } from "./octal-code";
import { slideTables } from "./slide-tables";
import { stateSpace, type StateSpace } from "./state-space";
import { AnalysisStopped } from "./stopped";

// Retrograde analysis: every state's Sprague–Grundy value, in increasing state order (or increasing potential),
// iteratively (no recursion). Heap games go to the heap engine (splits in bulk, the octal code read off the moves);
// misère games that split heaps to a direct search over multisets of heaps; everything else to the grid below.

export { AnalysisStopped } from "./stopped";

export interface AnalyseOptions {
  range: number;
  misere?: boolean;
  signal?: AbortSignal;
  /** Called about every 100 ms on long runs, with states done and in all. */
  onProgress?: (done: number, total: number) => void;
}

/** Values in `grundy` that are not Grundy values. */
export const NOT_A_STATE = -1;
export const UNSETTLED = -2;

export interface Analysis<S extends State = State> {
  game: GameDefinition<S>;
  space: StateSpace<S>;
  misere: boolean;
  /**
   * Per state number: the Grundy value (misère: the misère Grundy value, 1 at a state with no move, else the mex),
   * NOT_A_STATE for states isState rules out, UNSETTLED for states with a move out of the range (games with a
   * potential). A state is a P-position exactly when its value is 0.
   */
  grundy: Int32Array;
  seconds: number;
  /** Heap games: the octal code the moves follow, checked at every heap (see octal-code.ts). */
  octal?: OctalCheck;
  /** Misère games that split heaps: the direct search, for sums asked about later. */
  multisets?: MisereMultisets;
  /** How many states are unsettled (a move leaves the range). */
  unsettled: number;
}

export async function analyse<S extends State>(game: GameDefinition<S>, options: AnalyseOptions): Promise<Analysis<S>> {
  const started = performance.now();
  const misere = options.misere === true;
  const space = stateSpace(game, options.range);
  const splitting = Boolean(game.splits || game.splitRests);
  if (splitting && space.dims !== 1) throw new UserError(`${game.name}: splits are for heap games`, "a pair or tuple game's moves go to one state each");
  const plainHeaps = space.dims === 1 && !game.slides && !game.isState && !game.start && !game.potential && !game.forEachMove;
  const done = (grundy: Int32Array, extra: Partial<Analysis<S>> = {}): Analysis<S> => ({
    game,
    space,
    misere,
    grundy,
    seconds: (performance.now() - started) / 1000,
    unsettled: grundy.reduce((total, value) => total + (value === UNSETTLED ? 1 : 0), 0),
    ...extra,
  });
  if (misere && splitting) {
    if (!plainHeaps) {
      // Name what the module gives: the refusal listed four fields, the module had one of five (forEachMove unlisted).
      const given = (["isState", "start", "slides", "potential", "forEachMove"] as const).filter((field) => game[field] !== undefined);
      throw new UserError(`${game.name}: misère play of a game that splits heaps is searched over plain heaps only, and this game gives ${given.join(" and ")}`, `leave out ${given.join(" and ")}, or explore it in normal play`);
    }
    const multisets = new MisereMultisets(game as GameDefinition<number>);
    const grundy = new Int32Array(space.count);
    for (let n = 0; n <= options.range; n++) {
      if (options.signal?.aborted) throw new AnalysisStopped(n, space.count);
      grundy[n] = withinCallBound(() => multisets.value([n]));
      options.onProgress?.(n + 1, space.count);
      if ((n & 3) === 3) await new Promise((resolve) => setImmediate(resolve));
    }
    return done(grundy, { multisets });
  }
  if (plainHeaps) {
    const result = await analyseHeaps(game as GameDefinition<number>, { range: options.range, misere, ...(options.signal ? { signal: options.signal } : {}), ...(options.onProgress ? { onProgress: options.onProgress } : {}) });
    return done(result.grundy, { octal: result.octal });
  }
  return done(await analyseGrid(game, space, misere, options));
}

const NO_MOVES: never[] = [];

async function analyseGrid<S extends State>(game: GameDefinition<S>, space: StateSpace<S>, misere: boolean, options: AnalyseOptions): Promise<Int32Array> {
  const { count, size, range } = space;
  const grundy = new Int32Array(count).fill(NOT_A_STATE);
  if (game.potential && game.slides) throw new UserError(`${game.name}: slides need the state order, and a potential changes it`, "write the moves with moves() (or forEachMove) when a coordinate may increase");
  const slides = game.slides ? slideTables(game, space, grundy) : undefined;
  const potential = game.potential ? withinCallBound(() => potentials(game, space)) : undefined;
  const order = potential ? orderBy(potential) : undefined;
  let mark = new Int32Array(64).fill(-1);
  let lastYield = performance.now();
  // The state being analysed and what its options have shown: shared with the helpers below, which are made once
  // (closures made per state cost more than the work on a 10^6-heap run).
  let i = 0;
  let state = space.state(0);
  let optionCount = 0;
  let settled = true;
  const see = (value: number) => {
    if (value >= mark.length) {
      const grown = new Int32Array(Math.max(value + 1, mark.length * 2)).fill(-1);
      grown.set(mark);
      mark = grown;
    }
    mark[value] = i;
    optionCount++;
  };
  const smaller = space.dims === 1 ? "every move must lead to a smaller state (a smaller heap)" : "every move must lead to a smaller state (a smaller first coordinate, or the same first and a smaller second, and so on), unless the game declares a potential";
  const notAState = (target: S): never => {
    throw new UserError(`${game.name}: the move from ${space.format(state)} leads to ${space.format(target)}, which isState() rules out`, "make isState accept every state a move can reach");
  };
  /** The value at state number j reached from the current state, checked; -1 when the move leaves a potential game's range. */
  const valueAt = (j: number, target: S): number => {
    if (potential) {
      if (j < 0) {
        const problem = notAStateOfShape(target, space.dims);
        if (problem) throw new UserError(`${game.name}: the move from ${space.format(state)} leads to ${problem}`, shapeHint(space.dims));
        settled = false;
        return -1;
      }
      if (!(potential[j]! < potential[i]!)) throw new UserError(`${game.name}: the move from ${space.format(state)} to ${space.format(target)} does not lower the potential (${potential[i]} to ${potential[j]})`, "every move must lower potential(state)");
      const value = grundy[j]!;
      if (value === UNSETTLED) settled = false;
      else if (value < 0) notAState(target);
      return value;
    }
    if (j < 0) {
      const problem = notAStateOfShape(target, space.dims);
      if (problem) throw new UserError(`${game.name}: the move from ${space.format(state)} leads to ${problem}`, shapeHint(space.dims));
    }
    // A pair or tuple move that lowers the first coordinate may raise another past the range: smaller in the order, yet
    // outside the box analysed (the hint said "must lead to a smaller state", which it did).
    if (j < 0 && space.dims > 1) {
      throw new UserError(
        `${game.name}: the move from ${space.format(state)} to ${space.format(target)} leads to a state outside the explored range (every coordinate 0..${range})`,
        "a move that may raise a coordinate needs potential(state), a number every move lowers: states with a move past the range are then left unsettled",
      );
    }
    if (j < 0 || j >= i) {
      const where = j < 0 ? "outside the explored range" : "not smaller";
      throw new UserError(`${game.name}: the move from ${space.format(state)} to ${space.format(target)} leads to a state ${where}`, smaller);
    }
    const value = grundy[j]!;
    if (value < 0) notAState(target);
    return value;
  };
  const seeTarget = (target: S) => {
    const value = valueAt(space.index(target), target);
    if (value >= 0) see(value);
  };
  // forEachMove: coordinates without an array per move (games with history make millions of moves). The common
  // case (in range, smaller, a state) stays inline; anything else goes the checked way above.
  const visit =
    space.dims === 1
      ? (a: number) => {
          const j = Number.isInteger(a) && a >= 0 && a <= range ? a : -1;
          const value = valueAt(j, a as S);
          if (value >= 0) see(value);
        }
      : (a: number, b: number) => {
          const j = (a | 0) === a && (b | 0) === b && a >= 0 && b >= 0 && a <= range && b <= range ? a * size + b : -1;
          const value = valueAt(j, [a, b] as unknown as S);
          if (value >= 0) see(value);
        };
  // forEachMove's common case (a whole move to a state done) is marked by the one visitor every caller shares
  // (move-visitor.ts), inline in the game's loop; every other move is recorded, then goes the checked way above, in
  // order. With a potential every move is checked (a state done may have the same potential).
  const unequal = game.unequalSplits === true;
  const splitsOfRests = (rests: readonly number[], n: number) => {
    for (const r of rests) {
      if (!(Number.isInteger(r) && r >= 0 && r <= n)) throw badSplitRest(game.name, n, r);
      for (let a = 1; unequal ? a < r - a : a <= r - a; a++) {
        const x = valueAt(a, a as S);
        const y = valueAt(r - a, (r - a) as S);
        if (x >= 0 && y >= 0) see(x ^ y);
      }
    }
  };
  const table = moveTable(space.dims === 2, space.dims === 2 ? size : 1, potential ? -1 : range, grundy, mark);
  const visitFast = moveVisitor(table);
  if (game.forEachMove && space.dims > 2) throw new UserError(`${game.name}: forEachMove is for heap and pair games`, "give a tuple game's moves with moves()");
  const slidesOnly = slides !== undefined && !game.extraMoves && !game.isState && !game.splits;
  if (options.signal?.aborted) throw new AnalysisStopped(0, count);
  // The states in runs of 1024 by a synchronous function, the yields between runs: the game's loop (forEachMove with
  // the visitor inlined) is then compiled inside a plain loop, not inside the async function's try-block.
  const runSteps = (from: number, to: number): void => {
    for (let step = from; step < to; step++) {
      i = order ? order[step]! : step;
      // Pure slide games (Wythoff, Nim) never look at the state itself: skip making a tuple per state.
      if (!slidesOnly) state = space.state(i);
      if (game.isState && !game.isState(state)) continue;
      const stamp = i;
      let value: number;
      for (;;) {
        optionCount = 0;
        settled = true;
        if (!slidesOnly) {
          if (slides) for (const target of game.extraMoves?.(state) ?? NO_MOVES) seeTarget(target);
          else if (game.forEachMove) {
            table.mark = mark;
            table.stamp = stamp;
            table.recorded.length = 0;
            game.forEachMove(state, visitFast);
            const recorded = table.recorded;
            for (let t = 0; t < recorded.length; t += 2) visit(recorded[t] as number, recorded[t + 1] as number);
          }
          else {
            const targets = game.moves(state);
            const notAList = notAMoveList(targets);
            if (notAList) throw new UserError(`${game.name}: moves(${space.format(state)}) ${notAList}`, MOVE_LIST_HINT);
            for (const target of targets) seeTarget(target);
          }
        }
        if (game.splits) {
          for (const parts of game.splits(state)) {
            let x = 0;
            for (const part of parts) {
              const value = valueAt(space.index(part), part);
              if (value >= 0) x ^= value;
            }
            see(x);
          }
        }
        // Heap games that also need this path (isState, start, forEachMove, a potential): each rest r stands for
        // every split (a, r − a), as in the heap engine.
        if (game.splitRests) splitsOfRests(game.splitRests(state as number), state as number);
        if (!settled) break;
        if (slides) {
          const extras = optionCount > 0;
          if (slides.hasMove(i)) optionCount++;
          value = slides.mexAt(i, mark, stamp, extras);
          break;
        }
        value = 0;
        while (value < mark.length && mark[value] === stamp) value++;
        if (value < mark.length) break;
        // Every slot was marked: a larger value may have been dropped; look again with room for it.
        const grown = new Int32Array(mark.length * 2).fill(-1);
        grown.set(mark);
        mark = grown;
      }
      if (!settled) {
        grundy[i] = UNSETTLED;
        continue;
      }
      if (misere && optionCount === 0 && !anyMarked(mark, stamp)) value = 1;
      grundy[i] = value!;
      slides?.record(i, value!);
    }
  };
  // About 100 ms of runs between yields, each such stretch under call-watch.ts's bound (a call that never returns).
  const runFor = (from: number): number => {
    let step = from;
    do {
      runSteps(step, Math.min(count, step + 1024));
      step += 1024;
    } while (step < count && performance.now() - lastYield <= 100);
    return step;
  };
  for (let step = 0; step < count; ) {
    if (performance.now() - lastYield > 100) {
      options.onProgress?.(step, count);
      await new Promise((resolve) => setImmediate(resolve));
      if (options.signal?.aborted) throw new AnalysisStopped(step, count);
      lastYield = performance.now();
    }
    const from = step;
    step = withinCallBound(() => runFor(from));
  }
  options.onProgress?.(count, count);
  return grundy;
}

/** Whether the fast path marked a move of this state (it counts none: every value done is below mark's length). */
function anyMarked(mark: Int32Array, stamp: number): boolean {
  for (let v = 0; v < mark.length; v++) if (mark[v] === stamp) return true;
  return false;
}

/** Every state's potential, checked to be a finite number. */
function potentials<S extends State>(game: GameDefinition<S>, space: StateSpace<S>): Float64Array {
  const out = new Float64Array(space.count);
  for (let i = 0; i < space.count; i++) {
    const p = game.potential!(space.state(i));
    if (typeof p !== "number" || !Number.isFinite(p)) throw new UserError(`${game.name}: potential(${space.format(space.state(i))}) is ${String(p)}, not a number`, "potential(state) must return a finite number that every move lowers");
    out[i] = p;
  }
  return out;
}

function orderBy(potential: Float64Array): Int32Array {
  const order = Int32Array.from({ length: potential.length }, (_, i) => i);
  return order.sort((x, y) => potential[x]! - potential[y]! || x - y);
}

/** True when the state is a P-position (the player to move loses). */
export function isP<S extends State>(analysis: Analysis<S>, state: S): boolean {
  return grundyOf(analysis, state) === 0;
}

export function grundyOf<S extends State>(analysis: Analysis<S>, state: S): number {
  const j = analysis.space.index(state);
  if (j < 0) throw new RangeError(`${analysis.space.format(state)} is outside the explored range 0..${analysis.space.range}`);
  return analysis.grundy[j]!;
}
