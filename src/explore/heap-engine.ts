import { performance } from "node:perf_hooks";
import { UserError } from "../errors";
import type { GameDefinition } from "../problem-kit/game-definition";
import { OctalTracker, type OctalCheck } from "./octal-code";
import { HeapMex } from "./split-mex";
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
  let restBuffer = new Int32Array(16);
  let lastYield = performance.now();
  const outside = (n: number, what: string, target: unknown, hint: string): never => {
    throw new UserError(`${game.name}: ${what} from ${n} ${target}`, hint);
  };
  const smaller = "every move must lead to a smaller state (a smaller heap, or a split into smaller heaps)";
  for (let n = 0; n <= range; n++) {
    if ((n & 1023) === 0 && performance.now() - lastYield > 100) {
      run.onProgress?.(n, range + 1);
      await new Promise((resolve) => setImmediate(resolve));
      if (run.signal?.aborted) throw new AnalysisStopped(n, range + 1);
      lastYield = performance.now();
    }
    if (n === 0 && run.signal?.aborted) throw new AnalysisStopped(0, range + 1);
    mex.begin(n);
    const targets = game.moves(n) ?? NONE;
    let options = 0;
    for (let i = 0; i < targets.length; i++) {
      const m = targets[i]!;
      if (!(Number.isInteger(m) && m >= 0 && m < n)) {
        outside(n, "the move", `to ${String(m)} leads to a state ${Number.isInteger(m) && m >= n && m <= range ? "not smaller" : "outside the explored range"}`, smaller);
      }
      mex.add(grundy[m]!);
      options++;
    }
    let restCount = 0;
    const given = game.splitRests?.(n);
    if (given) {
      if (given.length > restBuffer.length) restBuffer = new Int32Array(2 * given.length);
      for (let i = 0; i < given.length; i++) {
        const r = given[i]!;
        if (!(Number.isInteger(r) && r >= 0 && r <= n)) outside(n, "the split rest", `${String(r)} is not a whole number of tokens the heap holds`, "splitRests(n) lists rests r with 2 ≤ r ≤ n");
        if (r < 2 || (game.unequalSplits && r === 2)) continue;
        restBuffer[restCount++] = r;
      }
      options += restCount;
    }
    const written = game.splits?.(n);
    if (written) {
      for (const parts of written) {
        let x = 0;
        for (const part of parts) {
          if (!(Number.isInteger(part) && part >= 0 && part < n)) outside(n, "a split", `leaves ${String(part)}, not a smaller heap`, smaller);
          x ^= grundy[part]!;
        }
        mex.add(x);
        options++;
      }
    }
    if (n === 0) tracker.observeZero(options);
    else if (tracker.active) tracker.observe(n, targets, targets.length, restBuffer, restCount, written as readonly (readonly number[])[] | undefined);
    let value = mex.mexWithRests(restBuffer, restCount, game.unequalSplits === true);
    if (misere && options === 0) value = 1;
    grundy[n] = value;
    mex.record(n, value);
  }
  run.onProgress?.(range + 1, range + 1);
  return { grundy, octal: tracker.result(), scanned: mex.scanned };
}
