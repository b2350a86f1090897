import type { InputReader } from "./input-reader";
import type { Random } from "./random";

/**
 * What the workbench knows about one problem's input, so it can validate cases, generate random ones,
 * pack many instances into one file for fast stress testing, and shrink a failing one.
 * problems/<id>/validate.ts exports `parseInput`; problems/<id>/gen.ts exports `generator`.
 */
export type ParseInput<Instance> = (reader: InputReader) => Instance[];

export interface ProblemGenerator<Instance> {
  /** One random instance. "small" stays where brute.ts can reach; "large" spans the full constraints. */
  random(rng: Random, size: "small" | "large"): Instance;
  /** A whole input file holding these instances (with any count line and terminator). */
  format(instances: readonly Instance[]): string;
  /**
   * Simpler instances to try when this one fails: fewer piles, smaller numbers. Most aggressive first: stress takes at
   * most 10,000 of them. An array, or any iterable: a generator function (`*shrink(n) { yield ... }`) is read only as
   * far as stress needs, so a long list never sits in memory.
   */
  shrink(instance: Instance): Iterable<Instance>;
  /** Whether brute.ts can answer this instance quickly (exhaustive search is only feasible when small). */
  bruteCanSolve(instance: Instance): boolean;
  /** The most instances one input file may hold (e.g. HDU 1846 allows C ≤ 100); unlimited when absent. */
  maxInstancesPerFile?: number;
}
