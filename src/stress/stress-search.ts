import { performance } from "node:perf_hooks";
import { UserError } from "../errors";
import type { ProblemGenerator } from "../problem-kit/generator";
import { Random } from "../problem-kit/random";
import type { PairOutcome, PairRunner } from "./pair-runner";
import { shrinkFailure, type Shrunk } from "./shrink-failure";

export interface StressPlan<Instance> {
  generator: ProblemGenerator<Instance>;
  runner: PairRunner;
  seed: string;
  size: "small" | "large";
  /** Stop after this many instances, or after timeSeconds, whichever is set. */
  count?: number;
  timeSeconds?: number;
  allowed: (instances: Instance[]) => boolean;
  /** Pack past the format's per-file limit for speed; a difference that needs the excess is set aside, not reported. */
  overpack?: boolean;
  onNote?: (note: string) => void;
  onProgress?: (progress: { instances: number; perSecond: number }) => void;
  onShrinkStep?: (instances: Instance[]) => void;
  signal?: AbortSignal;
}

export interface StressResult<Instance> {
  instances: number;
  seconds: number;
  perSecond: number;
  /** The batch that failed (for the replay command) and the shrunk failure. */
  failure?: { batch: number; original: PairOutcome; shrunk: Shrunk<Instance> };
}

/** How many instances go into one input file: many, so two process starts cover thousands of games. */
export function batchSize(generator: ProblemGenerator<unknown>, overpack = false): number {
  return overpack ? DEFAULT_BATCH : Math.min(generator.maxInstancesPerFile ?? DEFAULT_BATCH, DEFAULT_BATCH);
}
const DEFAULT_BATCH = 2000;
const MAX_BATCH_BYTES = 4 << 20;
const MAX_REFUSED_IN_A_ROW = 10_000;

/**
 * Generates seeded batches of random instances, packs each batch into one input, and runs both solutions on
 * it. Batch b of seed s is always the same input, so a failure replays exactly. The first difference is shrunk.
 */
export async function searchForDifference<Instance>(plan: StressPlan<Instance>): Promise<StressResult<Instance>> {
  const started = performance.now();
  const limit = plan.generator.maxInstancesPerFile;
  let perBatch = batchSize(plan.generator as ProblemGenerator<unknown>, plan.overpack);
  let instances = 0;
  const elapsed = () => (performance.now() - started) / 1000;
  const rate = () => (elapsed() > 0 ? instances / elapsed() : 0);
  for (let batch = 0; ; batch++) {
    if (plan.signal?.aborted) break;
    if (plan.count !== undefined && instances >= plan.count) break;
    if (plan.timeSeconds !== undefined && elapsed() >= plan.timeSeconds) break;
    const size = plan.count !== undefined ? Math.min(perBatch, plan.count - instances) : perBatch;
    const rng = new Random(`${plan.seed}/${batch}`);
    const generated: Instance[] = [];
    let bytes = 0;
    // Also cap a batch by size, so large instances (200,000 piles each) do not make a huge input.
    let refusedInARow = 0;
    while (generated.length < size && bytes < MAX_BATCH_BYTES) {
      const instance = plan.generator.random(rng, plan.size);
      if (!plan.allowed([instance])) {
        if (++refusedInARow > MAX_REFUSED_IN_A_ROW) {
          throw new UserError(
            `The generator made ${MAX_REFUSED_IN_A_ROW} instances in a row that are invalid or beyond brute.ts's reach`,
            `check generator.random(rng, "${plan.size}") against the validator and bruteCanSolve, or choose --size`,
          );
        }
        continue;
      }
      refusedInARow = 0;
      generated.push(instance);
      bytes += plan.generator.format([instance]).length;
    }
    const outcome = await plan.runner.run(plan.generator.format(generated));
    instances += generated.length;
    plan.onProgress?.({ instances, perSecond: rate() });
    if (outcome.differs) {
      const measured = { instances, seconds: elapsed(), perSecond: rate() };
      const shrunk = await shrinkFailure(generated, { generator: plan.generator, runner: plan.runner, allowed: plan.allowed, ...(plan.onShrinkStep ? { onStep: plan.onShrinkStep } : {}), ...(plan.signal ? { signal: plan.signal } : {}) });
      if (limit !== undefined && shrunk.instances.length > limit && !plan.signal?.aborted) {
        // No valid input (at most `limit` instances) shows it, so it is not a counterexample: keep to the limit from here.
        plan.onNote?.(
          `batch ${batch}: the solutions differ only on inputs with more than ${limit} instances (the smallest such had ${shrunk.instances.length}), ` +
            `which the format does not allow; ignored, and from now on each input keeps to ${limit}`,
        );
        perBatch = batchSize(plan.generator as ProblemGenerator<unknown>, false);
        continue;
      }
      return { ...measured, failure: { batch, original: outcome, shrunk } };
    }
  }
  return { instances, seconds: elapsed(), perSecond: rate() };
}
