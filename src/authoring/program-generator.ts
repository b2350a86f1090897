import { createHash } from "node:crypto";
import { basename } from "node:path";
import { UserError } from "../errors";
import { languagesForFile } from "../languages/registry";
import { displayPath } from "../paths";
import type { TextInputCheck } from "../check/testlib-validator";
import { isInputError } from "../problem-kit/input-reader";
import { generatorProgram } from "./generator-program";
import type { LoadedGenerator, LoadedValidator } from "./problem-tools";

/**
 * A generator written as a program in any language (gen.cpp, gen.py, Gen.java, …), as Polygon's and BAPCtools'
 * generators are: started as `<gen> <seed> <size>` with an empty stdin, it prints one whole input on stdout.
 * - seed: a decimal integer in [0, 2^31), fits an int (atoi, int(sys.argv[1]), Integer.parseInt); the same seed must
 *   give the same input, so a failure replays;
 * - size: `small` (within brute's reach) or `large` (anywhere in the constraints).
 * It runs built and boxed like a solution: 10 s of CPU, 1 GiB, 64 MiB of output, no files, no processes.
 * Where the problem has validate.ts, every input is checked and parsed into instances; with gen.ts beside it, those are
 * shrunk and packed by gen.ts, so a counterexample is as small as with a TypeScript generator. Without gen.ts an input
 * (checked by validate.ts where there is one) is one opaque instance, reported whole.
 */
export interface ProgramGenerator extends Pick<LoadedGenerator, "maxInstancesPerFile" | "format" | "batch" | "shrinkCandidates"> {
  /** The command that made batch b's input, to rerun it by hand. */
  commandOf(seed: string, batch: number, size: string): string;
}

// A generated input beyond brute's reach is drawn again with the next seed, this many times at most.
const MAX_OUT_OF_REACH = 100;

/** Whether a file is a generator program (any language but TypeScript and JavaScript, whose generators are gen.ts modules). */
export function isProgramGenerator(path: string): boolean {
  const language = languagesForFile(path)[0];
  return language !== undefined && language.runtime !== "node";
}

/** The integer seed a program generator gets for a seed text (batch b of seed s is "s/b"): a hash, so every batch differs and replays. */
export function programSeed(text: string): string {
  return String(createHash("sha256").update(text).digest().readUInt32BE(0) & 0x7fffffff);
}

export async function loadProgramGenerator(
  path: string,
  options: { workDir: string; validator?: LoadedValidator; testlib?: TextInputCheck; kit?: Pick<LoadedGenerator, "format" | "shrinkCandidates" | "bruteCanSolve" | "maxInstancesPerFile"> },
): Promise<ProgramGenerator> {
  const generator = await generatorProgram(path, options.workDir);
  const run = (seed: string, size: string): Promise<string> => generator.run([seed, size]);
  const parse = async (input: string, seed: string, size: string): Promise<unknown[]> => {
    if (!options.validator) {
      // A Polygon problem's validator.cpp (no validate.ts): the input is checked whole, and stays one opaque instance.
      const invalid = await options.testlib?.check(input, `the generated input (seed ${seed})`);
      if (invalid !== undefined) throw new UserError(`The generator ${displayPath(path)} made an invalid input with \`${basename(path)} ${seed} ${size}\`: the problem's testlib validator rejects it: ${invalid}`, "fix the generator: its inputs must pass the problem's validator");
      return [input];
    }
    try {
      const instances = await options.validator.parse(input, `the generated input (seed ${seed})`);
      // Without gen.ts nothing can format parsed instances back into an input: the checked input stays whole.
      return options.kit ? instances : [input];
    } catch (error) {
      if (isInputError(error)) throw new UserError(`The generator ${displayPath(path)} made an invalid input with \`${basename(path)} ${seed} ${size}\`: line ${error.line}: ${error.message}`, "fix the generator: its inputs must pass the problem's validator");
      throw error;
    }
  };
  // Instances parsed by the validator are packed and shrunk by gen.ts; an opaque input is itself.
  const kit = options.validator ? options.kit : undefined;
  return {
    ...(kit?.maxInstancesPerFile !== undefined ? { maxInstancesPerFile: kit.maxInstancesPerFile } : {}),
    commandOf: (seed, batch, size) => `${displayPath(path)} ${programSeed(`${seed}/${batch}`)} ${size}`,
    format: async (instances) => (kit ? kit.format(instances) : instances.join("")),
    shrinkCandidates: async (current, bruteSide, signal) => (kit ? kit.shrinkCandidates(current, bruteSide, signal) : { candidates: [] }),
    async batch(request) {
      for (let attempt = 0; ; attempt++) {
        const seed = programSeed(attempt === 0 ? request.seed : `${request.seed}#${attempt}`);
        const input = await run(seed, request.size);
        const instances = await parse(input, seed, request.size);
        if (!request.bruteSide || !kit || (await kit.bruteCanSolve(instances))) return { instances, input };
        if (attempt >= MAX_OUT_OF_REACH) {
          throw new UserError(`The generator ${displayPath(path)} made ${MAX_OUT_OF_REACH} inputs in a row with size small that brute's bruteCanSolve refuses`, "make `small` inputs stay within brute's reach, or stress against second-method with --size large");
        }
      }
    },
  };
}
