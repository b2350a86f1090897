import { performance } from "node:perf_hooks";
import { UserError } from "../errors";
import type { GameDefinition } from "../problem-kit/game-definition";
import { withinCallBound } from "./call-watch";
import { badSplitRest, MOVE_LIST_HINT, notAMoveList, notAStateOfShape, shapeHint } from "./move-target";
import { OctalTracker, type OctalCheck } from "./octal-code";
import { BLOCK, HeapMex } from "./split-mex";
import { AnalysisStopped } from "./stopped";

// Heap games (one number per state, every move to a smaller heap or a split into smaller heaps): each heap's moves,
// its splits in bulk and its splits written out, with the octal code read off them as they come.

export interface HeapRun {
  range: number;
  misere: boolean;
  signal?: AbortSignal;
  onProgress?: (done: number, total: number) => void;
}

const NONE: readonly number[] = [];
/** How long the computation runs between two looks at the event loop (progress, Ctrl-C), in ms. */
const SLICE_MS = 100;

export async function analyseHeaps(game: GameDefinition<number>, run: HeapRun): Promise<{ grundy: Int32Array; octal: OctalCheck; scanned: number }> {
  const { range } = run;
  const heaps = new HeapValues(game, range, run.misere);
  if (run.signal?.aborted) throw new AnalysisStopped(0, range + 1);
  let n0 = withinCallBound(() => heaps.computeFor(0, SLICE_MS));
  while (n0 <= range) {
    run.onProgress?.(n0, range + 1);
    await new Promise((resolve) => setImmediate(resolve));
    if (run.signal?.aborted) throw new AnalysisStopped(n0, range + 1);
    const from = n0;
    n0 = withinCallBound(() => heaps.computeFor(from, SLICE_MS));
  }
  run.onProgress?.(range + 1, range + 1);
  return { grundy: heaps.grundy, octal: heaps.tracker.result(), scanned: heaps.mex.scanned };
}

/**
 * The values themselves, synchronously, a slice at a time: apart from the async loop above so that V8 optimises this
 * hot code once, instead of again each time the loop first reaches a path it had not run (the yield, the progress
 * call, the abort check: each cost a new compile of the whole loop). Officers to 10^5, a first run in a process:
 * 416–470 ms against 495–566 before; a warm run still takes about a third less (V8's first optimisations).
 */
class HeapValues {
  readonly grundy: Int32Array;
  readonly mex: HeapMex;
  readonly tracker: OctalTracker;
  private readonly unequal: boolean;
  // One block of heaps at a time (see split-mex.ts): each heap's moves, rests and splits are read and checked in
  // order before any of the block's values is computed, since none of them depends on a value.
  private readonly targetsOf: (readonly number[])[] = new Array(BLOCK).fill(NONE);
  private readonly writtenOf: (readonly (readonly number[])[] | undefined)[] = new Array(BLOCK).fill(undefined);
  private readonly optionsOf = new Int32Array(BLOCK);
  private readonly restCounts = new Int32Array(BLOCK);
  private restStride = 4;
  private rests = new Int32Array(BLOCK * 4);

  constructor(
    private readonly game: GameDefinition<number>,
    private readonly range: number,
    private readonly misere: boolean,
  ) {
    this.grundy = new Int32Array(range + 1);
    this.mex = new HeapMex(this.grundy, range);
    this.tracker = new OctalTracker(game, range);
    this.unequal = game.unequalSplits === true;
  }

  /** Blocks from heap n0 on for about `ms` milliseconds (or to the end): the next heap to compute. */
  computeFor(n0: number, ms: number): number {
    const until = performance.now() + ms;
    let nextCheck = n0 + 1024;
    while (n0 <= this.range) {
      if (n0 >= nextCheck) {
        if (performance.now() > until) return n0;
        nextCheck = n0 + 1024;
      }
      const width = this.mex.startBlock(n0, this.range);
      this.readBlock(n0, width);
      this.valueBlock(n0, width);
      n0 += width;
    }
    return n0;
  }

  /** Each heap's moves, rests and written splits, checked. */
  private readBlock(n0: number, width: number): void {
    const { game, unequal, tracker } = this;
    for (let k = 0; k < width; k++) {
      const n = n0 + k;
      const targets = game.moves(n);
      const notAList = notAMoveList(targets);
      if (notAList) throw new UserError(`${game.name}: moves(${n}) ${notAList}`, MOVE_LIST_HINT);
      let options = 0;
      for (let i = 0; i < targets.length; i++) {
        const m = targets[i]!;
        if (!(Number.isInteger(m) && m >= 0 && m < n)) this.badMove(n, m);
        options++;
      }
      let restCount = 0;
      const given = game.splitRests?.(n);
      if (given) {
        if (given.length > this.restStride) this.widenRests(k, given.length);
        const { rests, restStride } = this;
        for (let i = 0; i < given.length; i++) {
          const r = given[i]!;
          if (!(Number.isInteger(r) && r >= 0 && r <= n)) this.badRest(n, r);
          if (r < 2 || (unequal && r === 2)) continue;
          rests[k * restStride + restCount++] = r;
        }
        options += restCount;
      }
      this.restCounts[k] = restCount;
      const written = game.splits?.(n);
      if (written) {
        for (const parts of written) {
          for (const part of parts) {
            if (!(Number.isInteger(part) && part >= 0 && part < n)) this.badSplit(n, part);
          }
          options++;
        }
      }
      if (n === 0) tracker.observeZero(options);
      else if (tracker.active) tracker.observe(n, targets, targets.length, this.rests, k * this.restStride, restCount, written as readonly (readonly number[])[] | undefined);
      this.targetsOf[k] = targets;
      this.writtenOf[k] = written;
      this.optionsOf[k] = options;
    }
  }

  /** The block's values, heap by heap (each may split into heaps of the block before it). */
  private valueBlock(n0: number, width: number): void {
    const { mex, grundy, rests, restStride, restCounts, unequal } = this;
    mex.bulk(width, rests, restStride, restCounts, unequal);
    for (let k = 0; k < width; k++) {
      const n = n0 + k;
      mex.begin(n);
      const targets = this.targetsOf[k]!;
      for (let i = 0; i < targets.length; i++) mex.add(grundy[targets[i]!]!);
      const written = this.writtenOf[k];
      if (written) {
        for (const parts of written) {
          let x = 0;
          for (const part of parts) x ^= grundy[part]!;
          mex.add(x);
        }
      }
      let value = mex.mexWithRests(rests, k * restStride, restCounts[k]!, unequal);
      if (this.misere && this.optionsOf[k] === 0) value = 1;
      grundy[n] = value;
      mex.record(n, value);
    }
  }

  private widenRests(k: number, length: number): void {
    const stride = 2 * length;
    const wider = new Int32Array(BLOCK * stride);
    for (let before = 0; before < k; before++) wider.set(this.rests.subarray(before * this.restStride, before * this.restStride + this.restCounts[before]!), before * stride);
    [this.rests, this.restStride] = [wider, stride];
  }

  private badMove(n: number, m: unknown): never {
    const problem = notAStateOfShape(m, 1);
    if (problem) throw new UserError(`${this.game.name}: the move from ${n} leads to ${problem}`, shapeHint(1));
    const target = `to ${String(m)} leads to a state ${(m as number) >= n && (m as number) <= this.range ? "not smaller" : "outside the explored range"}`;
    throw new UserError(`${this.game.name}: the move from ${n} ${target}`, SMALLER);
  }

  private badRest(n: number, r: unknown): never {
    throw badSplitRest(this.game.name, n, r);
  }

  private badSplit(n: number, part: unknown): never {
    const problem = notAStateOfShape(part, 1);
    if (problem) throw new UserError(`${this.game.name}: a split from ${n} leaves ${problem}`, shapeHint(1));
    throw new UserError(`${this.game.name}: a split from ${n} leaves ${String(part)}, not a smaller heap`, SMALLER);
  }
}

const SMALLER = "every move must lead to a smaller state (a smaller heap, or a split into smaller heaps)";
