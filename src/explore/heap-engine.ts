import { performance } from "node:perf_hooks";
import { UserError } from "../errors";
import type { GameDefinition } from "../problem-kit/game-definition";
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

export async function analyseHeaps(game: GameDefinition<number>, run: HeapRun): Promise<{ grundy: Int32Array; octal: OctalCheck; scanned: number }> {
  const { range, misere } = run;
  const grundy = new Int32Array(range + 1);
  const mex = new HeapMex(grundy, range);
  const tracker = new OctalTracker(game, range);
  const unequal = game.unequalSplits === true;
  // One block of heaps at a time (see split-mex.ts): each heap's moves, rests and splits are read and checked in
  // order before any of the block's values is computed, since none of them depends on a value.
  const targetsOf: (readonly number[])[] = new Array(BLOCK).fill(NONE);
  const writtenOf: (readonly (readonly number[])[] | undefined)[] = new Array(BLOCK).fill(undefined);
  const optionsOf = new Int32Array(BLOCK);
  const restCounts = new Int32Array(BLOCK);
  let restStride = 4;
  let rests = new Int32Array(BLOCK * restStride);
  let lastYield = performance.now();
  let nextYieldCheck = 0;
  const outside = (n: number, what: string, target: unknown, hint: string): never => {
    throw new UserError(`${game.name}: ${what} from ${n} ${target}`, hint);
  };
  const smaller = "every move must lead to a smaller state (a smaller heap, or a split into smaller heaps)";
  for (let n0 = 0; n0 <= range; ) {
    if (n0 >= nextYieldCheck) {
      nextYieldCheck = n0 + 1024;
      if (performance.now() - lastYield > 100) {
        run.onProgress?.(n0, range + 1);
        await new Promise((resolve) => setImmediate(resolve));
        if (run.signal?.aborted) throw new AnalysisStopped(n0, range + 1);
        lastYield = performance.now();
      }
    }
    if (n0 === 0 && run.signal?.aborted) throw new AnalysisStopped(0, range + 1);
    const width = mex.startBlock(n0, range);
    for (let k = 0; k < width; k++) {
      const n = n0 + k;
      const targets = game.moves(n) ?? NONE;
      let options = 0;
      for (let i = 0; i < targets.length; i++) {
        const m = targets[i]!;
        if (!(Number.isInteger(m) && m >= 0 && m < n)) {
          outside(n, "the move", `to ${String(m)} leads to a state ${Number.isInteger(m) && m >= n && m <= range ? "not smaller" : "outside the explored range"}`, smaller);
        }
        options++;
      }
      let restCount = 0;
      const given = game.splitRests?.(n);
      if (given) {
        if (given.length > restStride) {
          const stride = 2 * given.length;
          const wider = new Int32Array(BLOCK * stride);
          for (let before = 0; before < k; before++) wider.set(rests.subarray(before * restStride, before * restStride + restCounts[before]!), before * stride);
          [rests, restStride] = [wider, stride];
        }
        for (let i = 0; i < given.length; i++) {
          const r = given[i]!;
          if (!(Number.isInteger(r) && r >= 0 && r <= n)) outside(n, "the split rest", `${String(r)} is not a whole number of tokens the heap holds`, "splitRests(n) lists rests r with 2 ≤ r ≤ n");
          if (r < 2 || (unequal && r === 2)) continue;
          rests[k * restStride + restCount++] = r;
        }
        options += restCount;
      }
      restCounts[k] = restCount;
      const written = game.splits?.(n);
      if (written) {
        for (const parts of written) {
          for (const part of parts) {
            if (!(Number.isInteger(part) && part >= 0 && part < n)) outside(n, "a split", `leaves ${String(part)}, not a smaller heap`, smaller);
          }
          options++;
        }
      }
      if (n === 0) tracker.observeZero(options);
      else if (tracker.active) tracker.observe(n, targets, targets.length, rests, k * restStride, restCount, written as readonly (readonly number[])[] | undefined);
      targetsOf[k] = targets;
      writtenOf[k] = written;
      optionsOf[k] = options;
    }
    mex.bulk(width, rests, restStride, restCounts, unequal);
    for (let k = 0; k < width; k++) {
      const n = n0 + k;
      mex.begin(n);
      const targets = targetsOf[k]!;
      for (let i = 0; i < targets.length; i++) mex.add(grundy[targets[i]!]!);
      const written = writtenOf[k];
      if (written) {
        for (const parts of written) {
          let x = 0;
          for (const part of parts) x ^= grundy[part]!;
          mex.add(x);
        }
      }
      let value = mex.mexWithRests(rests, k * restStride, restCounts[k]!, unequal);
      if (misere && optionsOf[k] === 0) value = 1;
      grundy[n] = value;
      mex.record(n, value);
    }
    n0 += width;
  }
  run.onProgress?.(range + 1, range + 1);
  return { grundy, octal: tracker.result(), scanned: mex.scanned };
}
