import type { ProblemGenerator, ParseInput } from "./generator";
import { InputReader, isInputError } from "./input-reader";
import { Random } from "./random";
import { boundedCandidates, type ShrinkOffer } from "./shrink-offer";

/**
 * What stress, make-cases and verify ask of a problem's tools, done next to the tools: inside the sandboxed tool
 * host (src/tool-host), bundled with each tool, so a batch of thousands of instances is one request, not thousands.
 */

/** Whether instances may be used: within brute.ts's reach when it is a side, and accepted by the validator. */
export function allowedInstances<Instance>(generator: ProblemGenerator<Instance>, parseInput: ParseInput<unknown> | undefined, instances: Instance[], bruteSide: boolean): boolean {
  return refusal(generator, parseInput, instances, bruteSide) === undefined;
}

/** Why instances may not be used (beyond brute.ts's reach, or the validator's error on their input), or undefined. */
function refusal<Instance>(generator: ProblemGenerator<Instance>, parseInput: ParseInput<unknown> | undefined, instances: Instance[], bruteSide: boolean): string | undefined {
  if (bruteSide && !instances.every((instance) => generator.bruteCanSolve(instance))) return "bruteCanSolve says it is beyond the brute force's reach";
  if (!parseInput) return undefined;
  try {
    parseInput(new InputReader(generator.format(instances)));
    return undefined;
  } catch (error) {
    // An invalid candidate is skipped; a validator that breaks is reported, not looped on.
    if (isInputError(error)) return `the validator refused its input: line ${error.line}: ${error.message}`;
    throw new ToolBroke("validator", error);
  }
}

/** An instance as a message shows it: JSON (a bigint as 13n), cut at 200 characters. */
function shown(instance: unknown): string {
  const text = JSON.stringify(instance, (_key, value: unknown) => (typeof value === "bigint" ? `${value}n` : value)) ?? String(instance);
  return text.length > 200 ? `${text.slice(0, 200)}…` : text;
}

export interface BatchRequest {
  seed: string;
  size: "small" | "large";
  count: number;
  maxBytes: number;
  bruteSide: boolean;
  maxRefusedInARow: number;
}

/** One seeded batch of allowed instances (the same seed always gives the same batch), packed into one input. */
export function generateBatch<Instance>(generator: ProblemGenerator<Instance>, parseInput: ParseInput<unknown> | undefined, request: BatchRequest): { instances: Instance[]; input: string } | { refusedInARow: number; last: string } {
  const rng = new Random(request.seed);
  const instances: Instance[] = [];
  let bytes = 0;
  let refusedInARow = 0;
  // Also capped by size, so large instances (200,000 piles each) do not make a huge input.
  while (instances.length < request.count && bytes < request.maxBytes) {
    const instance = generator.random(rng, request.size);
    const why = refusal(generator, parseInput, [instance], request.bruteSide);
    if (why !== undefined) {
      // The last one's reason goes with the refusal: "invalid or beyond reach" left the author guessing which.
      if (++refusedInARow > request.maxRefusedInARow) return { refusedInARow, last: `${shown(instance)}: ${why}` };
      continue;
    }
    refusedInARow = 0;
    instances.push(instance);
    bytes += generator.format([instance]).length;
  }
  return { instances, input: generator.format(instances) };
}

/**
 * Simpler inputs to try for a failing one (fewer instances, then simpler ones), most aggressive first, each allowed;
 * bounded (shrink-offer.ts), with the cut said when shrink offered more than was taken.
 */
export function shrinkCandidates<Instance>(generator: ProblemGenerator<Instance>, parseInput: ParseInput<unknown> | undefined, current: Instance[], bruteSide: boolean): ShrinkOffer<Instance> {
  return boundedCandidates(generator, current, (candidate) => allowedInstances(generator, parseInput, candidate, bruteSide));
}

/** A tool threw something other than an InputError: the tool's bug, named, never a verdict. */
export class ToolBroke extends Error {
  override readonly name = "ToolBroke";
  constructor(
    readonly tool: string,
    cause: unknown,
  ) {
    super(cause instanceof Error ? `${cause.name}: ${cause.message}` : String(cause));
  }
}
