import type { PairOutcome, PairRunner } from "./pair-runner";
import type { LoadedGenerator } from "../authoring/problem-tools";

const MAX_STEPS = 500;

export interface ShrinkContext {
  // The generator's side that shrinking needs, named from its source (not stress-search.ts, which imports this file).
  generator: Pick<LoadedGenerator, "maxInstancesPerFile" | "format" | "shrinkCandidates">;
  runner: PairRunner;
  /** brute.ts is a side: candidates must stay within its reach (the host offers only valid, allowed candidates). */
  bruteSide: boolean;
  onStep?: (instances: unknown[]) => void;
  /** Ctrl-C: stop shrinking and keep the smallest failing input found so far. */
  signal?: AbortSignal;
  /** The outcome of the whole failing input, kept when a stop comes before anything smaller is confirmed. */
  original?: PairOutcome;
}

export interface Shrunk {
  instances: unknown[];
  outcome: PairOutcome;
  steps: number;
}

/**
 * Bisects a failing batch down to the instance that fails (preferring the leftmost), so a batch of
 * thousands costs only about log2(n) extra pair runs. Keeps the whole list when no half fails alone.
 */
export async function isolateFailure(instances: unknown[], context: ShrinkContext): Promise<unknown[]> {
  let current = instances;
  while (current.length > 1) {
    const middle = Math.ceil(current.length / 2);
    const left = current.slice(0, middle);
    const leftFails = (await context.runner.run(await context.generator.format(left))).differs;
    // A stopped run says nothing: keep what is known to fail.
    if (context.signal?.aborted) break;
    if (leftFails) {
      current = left;
      continue;
    }
    const right = current.slice(middle);
    const rightFails = (await context.runner.run(await context.generator.format(right))).differs;
    if (context.signal?.aborted) break;
    if (rightFails) {
      current = right;
      continue;
    }
    break;
  }
  return current;
}

/**
 * Shrinks a failing input greedily: fewer instances, then simpler ones (smaller numbers, fewer piles),
 * until no candidate fails. Single-instance candidates are tested many at a time in one packed input
 * and bisected, so each step costs a handful of pair runs, not one per candidate.
 */
export async function shrinkFailure(failing: unknown[], context: ShrinkContext): Promise<Shrunk> {
  let current = await isolateFailure(failing, context);
  let outcome = await context.runner.run(await context.generator.format(current));
  // Stopped before the isolated input was confirmed: the whole failing input, as it failed.
  if (!outcome.differs) return { instances: failing, outcome: context.original ?? outcome, steps: 0 };
  let steps = 0;
  const perFile = context.generator.maxInstancesPerFile ?? 512;
  // A bound in case a generator's shrink is not well-founded (it keeps offering bigger or equal instances).
  for (let guard = 0; guard < MAX_STEPS && !context.signal?.aborted; guard++) {
    const candidates = await context.generator.shrinkCandidates(current, context.bruteSide);
    let next: unknown[] | undefined;
    if (current.length === 1) {
      // Every candidate is one instance: pack them, and bisect to the leftmost (most aggressive) that fails.
      for (let start = 0; start < candidates.length && !next; start += perFile) {
        const group = candidates.slice(start, start + perFile).map((candidate) => candidate[0]!);
        if ((await context.runner.run(await context.generator.format(group))).differs) next = await isolateFailure(group, context);
      }
    } else {
      for (const candidate of candidates) {
        if ((await context.runner.run(await context.generator.format(candidate))).differs) {
          next = candidate;
          break;
        }
      }
    }
    if (!next) break;
    // Confirm alone: a packed failure must also fail as its own input.
    const confirmed = await context.runner.run(await context.generator.format(next));
    if (!confirmed.differs) break;
    current = next;
    outcome = confirmed;
    steps++;
    context.onStep?.(current);
  }
  return { instances: current, outcome, steps };
}
