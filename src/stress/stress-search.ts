import { performance } from "node:perf_hooks";
import type { LoadedGenerator } from "../authoring/problem-tools";
import type { PairOutcome, PairRunner } from "./pair-runner";
import type { ShrinkCut } from "../problem-kit/shrink-offer";
import { shrinkFailure, type Shrunk } from "./shrink-failure";

/** What the search asks of the problem's tools: the sandboxed tool host's generator (src/authoring/problem-tools.ts). */
// Shrinking a difference takes tens of pair runs (a second or two; more on a loaded machine): its least budget.
const SHRINK_SECONDS = 30;

export type StressTools = Pick<LoadedGenerator, "maxInstancesPerFile" | "format" | "batch" | "shrinkCandidates">;

export interface StressPlan {
  generator: StressTools;
  runner: PairRunner;
  seed: string;
  size: "small" | "large";
  /** Stop after this many instances, or after timeSeconds, whichever is set. */
  count?: number;
  timeSeconds?: number;
  /** brute.ts is a side: every instance used must be within its reach (bruteCanSolve). */
  bruteSide: boolean;
  /** Pack past the format's per-file limit for speed; a difference that needs the excess is set aside, not reported. */
  overpack?: boolean;
  onNote?: (note: string) => void;
  onProgress?: (progress: { instances: number; perSecond: number }) => void;
  onShrinkStep?: (instances: unknown[]) => void;
  signal?: AbortSignal;
  /** Stop at once, unshrunk, when the reference (side b) fails: a brute force given inputs beyond its reach. */
  stopOnReferenceFailure?: boolean;
  /** The least time shrinking gets (default SHRINK_SECONDS; a test's is short). */
  shrinkSeconds?: number;
}

export interface StressResult {
  /** The search: instances drawn and run, its pair runs, its seconds (shrinking's excluded) and its rate. */
  instances: number;
  runs: number;
  seconds: number;
  perSecond: number;
  /** Shrinking, when there was any (a difference, also one set aside): its pair runs, seconds, and how many it shrank. */
  shrinking?: ShrinkingPhase;
  /** The batch that failed (for the replay command) and the shrunk failure. */
  failure?: { batch: number; original: PairOutcome; shrunk: Shrunk };
  /** The reference itself failed (TLE, MLE, RE) on this batch: it cannot judge these inputs, and nothing is shrunk. */
  referenceFailed?: { batch: number; outcome: PairOutcome };
}

/** The shrinking phase, timed and counted apart from the search. */
export interface ShrinkingPhase {
  runs: number;
  seconds: number;
  differences: number;
}

/** How many instances go into one input file: many, so two process starts cover thousands of games. */
export function batchSize(generator: Pick<StressTools, "maxInstancesPerFile">, overpack = false): number {
  return overpack ? DEFAULT_BATCH : Math.min(generator.maxInstancesPerFile ?? DEFAULT_BATCH, DEFAULT_BATCH);
}
const DEFAULT_BATCH = 2000;
const MAX_BATCH_BYTES = 4 << 20;

/**
 * Generates seeded batches of random instances, packs each batch into one input, and runs both solutions on
 * it. Batch b of seed s is always the same input, so a failure replays exactly. The first difference is shrunk.
 */
export async function searchForDifference(plan: StressPlan): Promise<StressResult> {
  const started = performance.now();
  const limit = plan.generator.maxInstancesPerFile;
  let perBatch = batchSize(plan.generator, plan.overpack);
  let instances = 0;
  // The two phases apart: the rate line once put shrinking's pair runs beside the search's seconds, and a difference
  // set aside (shrunk, then ignored) put its seconds into the search's rate and took them from its --time.
  const shrinking: ShrinkingPhase = { runs: 0, seconds: 0, differences: 0 };
  const searchSeconds = () => (performance.now() - started) / 1000 - shrinking.seconds;
  const rateOver = (seconds: number) => (seconds > 0 ? instances / seconds : 0);
  const measured = () => {
    const seconds = searchSeconds();
    return {
      instances,
      runs: plan.runner.runs - shrinking.runs,
      seconds,
      perSecond: rateOver(seconds),
      ...(shrinking.differences > 0 ? { shrinking: { ...shrinking } } : {}),
    };
  };
  // The whole batch is one request to the tool host: it draws, checks and packs the instances next to the tools. The
  // next batch is asked for while this one runs (the host is a process of its own); batch b of seed s is the same either way.
  const request = (batch: number, count: number) => ({ batch, count, made: plan.generator.batch({ seed: `${plan.seed}/${batch}`, size: plan.size, count, maxBytes: MAX_BATCH_BYTES, bruteSide: plan.bruteSide }) });
  let ahead: ReturnType<typeof request> | undefined;
  for (let batch = 0; ; batch++) {
    if (plan.signal?.aborted) break;
    if (plan.count !== undefined && instances >= plan.count) break;
    if (plan.timeSeconds !== undefined && searchSeconds() >= plan.timeSeconds) break;
    const size = plan.count !== undefined ? Math.min(perBatch, plan.count - instances) : perBatch;
    const current = ahead && ahead.batch === batch && ahead.count === size ? ahead : request(batch, size);
    if (current !== ahead) ahead?.made.catch(() => undefined);
    let generated: Awaited<typeof current.made>;
    try {
      generated = await current.made;
    } catch (error) {
      // Stopped (Ctrl-C) while the generator worked: its box was killed with the command, and that is no fault of it.
      if (plan.signal?.aborted) break;
      throw error;
    }
    const nextSize = plan.count !== undefined ? Math.min(perBatch, plan.count - instances - generated.instances.length) : perBatch;
    ahead = nextSize > 0 ? request(batch + 1, nextSize) : undefined;
    ahead?.made.catch(() => undefined);
    const outcome = await plan.runner.run(generated.input);
    instances += generated.instances.length;
    plan.onProgress?.({ instances, perSecond: rateOver(searchSeconds()) });
    if (outcome.differs && plan.stopOnReferenceFailure && outcome.b.failure !== undefined) {
      return { ...measured(), referenceFailed: { batch, outcome } };
    }
    if (outcome.differs) {
      // Shrinking gets as long again as the search had (SHRINK_SECONDS at least), then keeps the smallest failing input:
      // a solution that hangs costs a whole run limit per step, and --time 3 ran past 40 s before.
      const shrinkSeconds = Math.max(plan.timeSeconds ?? 10, plan.shrinkSeconds ?? SHRINK_SECONDS);
      const budget = AbortSignal.timeout(shrinkSeconds * 1000);
      const stopShrinking = plan.signal ? AbortSignal.any([plan.signal, budget]) : budget;
      const shrinkStarted = performance.now();
      const runsBefore = plan.runner.runs;
      const shrunk = await shrinkFailure(generated.instances, { generator: plan.generator, runner: plan.runner, bruteSide: plan.bruteSide, original: outcome, originalInput: generated.input, ...(plan.onShrinkStep ? { onStep: plan.onShrinkStep } : {}), signal: stopShrinking });
      shrinking.seconds += (performance.now() - shrinkStarted) / 1000;
      shrinking.runs += plan.runner.runs - runsBefore;
      shrinking.differences++;
      if (budget.aborted && !plan.signal?.aborted) {
        // A shrink() that never answered was stopped with the tool host when the time ran out.
        const unanswered = shrunk.shrinkUnanswered ? "; the generator's shrink() had not answered by then (an endless loop?), and the tool host was stopped" : "";
        plan.onNote?.(`shrinking stopped after ${shrinkSeconds} s (as long as the search, ${plan.shrinkSeconds ?? SHRINK_SECONDS} s at least)${unanswered}: the input below is the smallest failing one found so far`);
      }
      if (shrunk.cut && !stopShrinking.aborted) plan.onNote?.(describeCut(shrunk.cut));
      if (limit !== undefined && shrunk.instances.length > limit && !stopShrinking.aborted) {
        // No valid input (at most `limit` instances) shows it, so it is not a counterexample: keep to the limit from here.
        plan.onNote?.(
          `batch ${batch}: the solutions differ only on inputs with more than ${limit} instances (the smallest such had ${shrunk.instances.length}), ` +
            `which the format does not allow; ignored, and from now on each input keeps to ${limit}`,
        );
        perBatch = batchSize(plan.generator, false);
        continue;
      }
      return { ...measured(), failure: { batch, original: outcome, shrunk } };
    }
  }
  return measured();
}

// Shrinking ended with none of the candidates taken failing, while shrink() offered more (src/problem-kit/shrink-offer.ts).
function describeCut(cut: ShrinkCut): string {
  const taken = cut.taken.toLocaleString("en");
  const offered = cut.offered !== undefined ? cut.offered.toLocaleString("en") : `more than ${taken}`;
  const what =
    cut.from === "one shrink call"
      ? `the generator's shrink() offered ${offered} candidates in one call; only the first ${taken} were tried (shrink() should give the most aggressive first)`
      : `one shrinking step had more candidates than the ${taken} it looks at; the first ${taken} were tried`;
  return `${what}, and none of them failed: the input below is the smallest failing one among those tried, and a smaller one may lie among the rest`;
}
