import type { PairOutcome, PairRunner } from "./pair-runner";
import type { LoadedGenerator } from "../authoring/problem-tools";
import type { ShrinkCut } from "../problem-kit/shrink-offer";

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
  /** The whole failing input's text, as it ran. */
  originalInput?: string;
}

export interface Shrunk {
  instances: unknown[];
  /** The input as it ran: a stop kills the tool host, which then cannot format it again. */
  input: string;
  outcome: PairOutcome;
  steps: number;
  /** The last step ended with no failing candidate among those taken, and shrink had offered more (shrink-offer.ts). */
  cut?: ShrinkCut;
  /** Shrinking's time ran out while shrink() had not answered (the tool host was stopped: an endless loop?). */
  shrinkUnanswered?: true;
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
  // The smallest input confirmed to fail so far: what a stop (Ctrl-C kills the tool host and the runs) leaves.
  let best: Shrunk | undefined;
  try {
    const isolated = await isolateFailure(failing, context);
    const input = await context.generator.format(isolated);
    const outcome = await context.runner.run(input);
    // Stopped before the isolated input was confirmed: the whole failing input, as it failed.
    if (!outcome.differs) return { instances: failing, input: context.originalInput ?? (await context.generator.format(failing)), outcome: context.original ?? outcome, steps: 0 };
    best = { instances: isolated, input, outcome, steps: 0 };
    return await shrinkFurther(best, context);
  } catch (error) {
    if (!context.signal?.aborted) throw error;
    return best ?? { instances: failing, input: context.originalInput ?? "", outcome: context.original ?? { differs: true, reason: "stopped", a: {}, b: {} }, steps: 0 };
  }
}

// Greedy steps from `best`, updated in place: a stop thrown from a step leaves it at the last confirmed failure.
// Every loop looks at the signal (Ctrl-C, shrinking's time): a stopped run says nothing, and nothing more is started.
async function shrinkFurther(best: Shrunk, context: ShrinkContext): Promise<Shrunk> {
  const perFile = context.generator.maxInstancesPerFile ?? 512;
  const stopped = () => context.signal?.aborted === true;
  // A bound in case a generator's shrink is not well-founded (it keeps offering bigger or equal instances).
  for (let guard = 0; guard < MAX_STEPS && !stopped(); guard++) {
    const current = best.instances;
    let offer: Awaited<ReturnType<ShrinkContext["generator"]["shrinkCandidates"]>>;
    try {
      offer = await context.generator.shrinkCandidates(current, context.bruteSide, context.signal);
    } catch (error) {
      if (!stopped()) throw error;
      best.shrinkUnanswered = true;
      return best;
    }
    const { candidates } = offer;
    let next: unknown[] | undefined;
    if (current.length === 1) {
      // Every candidate is one instance: pack them, and bisect to the leftmost (most aggressive) that fails.
      for (let start = 0; start < candidates.length && !next && !stopped(); start += perFile) {
        const group = candidates.slice(start, start + perFile).map((candidate) => candidate[0]!);
        if ((await context.runner.run(await context.generator.format(group))).differs) next = await isolateFailure(group, context);
      }
    } else {
      for (const candidate of candidates) {
        if (stopped()) break;
        if ((await context.runner.run(await context.generator.format(candidate))).differs) {
          next = candidate;
          break;
        }
      }
    }
    if (stopped()) break;
    if (!next) {
      if (offer.cut) best.cut = offer.cut;
      break;
    }
    // Confirm alone: a packed failure must also fail as its own input.
    const input = await context.generator.format(next);
    const confirmed = await context.runner.run(input);
    if (!confirmed.differs) break;
    Object.assign(best, { instances: next, input, outcome: confirmed, steps: best.steps + 1 });
    context.onStep?.(next);
  }
  return best;
}
