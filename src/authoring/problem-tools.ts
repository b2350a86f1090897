import { existsSync, readFileSync } from "node:fs";
import { UserError } from "../errors";
import { displayPath } from "../paths";
import type { ProblemGenerator, ParseInput } from "../problem-kit/generator";
import { InputReader, isInputError } from "../problem-kit/input-reader";
import { importProblemModule } from "../problem-kit/load-module";
import { problemFiles } from "./problem-files";

/** A problem's validator, loaded: parses an input into instances or reports the first violation with its line. */
export interface LoadedValidator {
  /** Throws an InputError for a violation, a UserError when the validator itself breaks. */
  parse(text: string, label?: string): unknown[];
  /** Parses a file; a violation becomes "cases/x/07.in:3: pile size 1000001 exceeds 1000000". */
  parseFile(path: string): unknown[];
}

export async function loadValidator(id: string): Promise<LoadedValidator | undefined> {
  const path = problemFiles(id).validator;
  if (!existsSync(path)) return undefined;
  const module = await importProblemModule<{ parseInput?: ParseInput<unknown> }>(path, "validator");
  const parseInput = module.parseInput;
  if (typeof parseInput !== "function") {
    throw new UserError(`${displayPath(path)} does not export parseInput`, "export function parseInput(reader: InputReader): Instance[]");
  }
  // An InputError is the input's fault; anything else the validator throws is a bug in the validator, which is
  // the problem author's to fix, never the judge's: say so, with the input it failed on.
  const parse = (text: string, label = "the input"): unknown[] => {
    try {
      return parseInput(new InputReader(text));
    } catch (error) {
      if (isInputError(error)) throw error;
      const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
      throw new UserError(`The validator ${displayPath(path)} failed on ${label}: ${message}`, "fix the validator: it should accept the input or throw an InputError naming the line");
    }
  };
  return {
    parse,
    parseFile(file) {
      try {
        return parse(readFileSync(file, "utf8"), displayPath(file));
      } catch (error) {
        if (isInputError(error)) throw new UserError(`${displayPath(file)}:${error.line}: ${error.message}`, `the input breaks the constraints checked by ${displayPath(path)}`);
        throw error;
      }
    },
  };
}

export async function loadGenerator(id: string, path = problemFiles(id).generator): Promise<ProblemGenerator<unknown> | undefined> {
  if (!existsSync(path)) return undefined;
  const module = await importProblemModule<{ generator?: ProblemGenerator<unknown> }>(path, "generator");
  const generator = module.generator;
  if (!generator || typeof generator.random !== "function" || typeof generator.format !== "function") {
    throw new UserError(`${displayPath(path)} does not export a generator`, "export const generator: ProblemGenerator<Instance> = { random, format, shrink, bruteCanSolve }");
  }
  return generator;
}
