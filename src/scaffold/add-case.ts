import { existsSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { problemFiles } from "../authoring/problem-files";
import { loadValidator } from "../authoring/problem-tools";
import { computeReferenceOutput, type SolutionOracle } from "../authoring/reference-output";
import { testlibValidatorPath, validateWithTestlib } from "../check/testlib-validator";
import { UserError } from "../errors";
import { isInputError } from "../problem-kit/input-reader";
import { INPUT_BOM_NOTE } from "../outcome/input-bom-note";
import { displayPath } from "../paths";
import type { Problem } from "../problem/find-problem";
import { startsWithByteOrderMark } from "../util/byte-order-mark";
import { makeTempDir, removeTempDir } from "../util/temp-dir";
import { assertCaseName, existingCaseNames, nextCaseName } from "./case-names";
import { AppearedWhileWriting, writeAllOrNothing } from "./write-plan";
import { forgetUnproven, recordUnproven } from "./unproven-cases";

/** Bytes from a file or stdin, with the name to show in messages ("cases/x/in.txt", "stdin"). */
export interface TextSource {
  bytes: Buffer;
  label: string;
}

export interface AddCaseRequest {
  problem: Problem;
  input: TextSource;
  /** The expected output as given (--out); when absent it comes from the reference solution. */
  expected?: TextSource;
  /** The case name; numbered after the existing cases when absent. */
  name?: string;
  /** --oracle: the solution that computes the expected output, instead of the most trustworthy one that can. */
  oracle?: SolutionOracle;
  /** Take a computed expected output that is empty (refused by default, as an empty --out is). */
  allowEmpty?: boolean;
  /** --force: a case of the name given is replaced (its .in and .out), instead of refused. */
  replace?: boolean;
  /** Called once the input is valid and the reference solution is about to run (it may take a while). */
  onComputing?: () => void;
}

export interface AddCaseResult {
  name: string;
  inputPath: string;
  outputPath: string;
  /** Where the expected output came from, e.g. solutions/hdu2516/brute.ts, or the --out file. */
  outputFrom: string;
  /** Why that source was chosen (only for a computed output). */
  why?: string;
  /** The output came from main.ts itself: the case proves nothing (recorded for verify). */
  fromMain?: true;
  /** The brute force was passed over, its reach unknown (reference-output.ts): --oracle brute would take it. */
  bruteReachUnknown?: true;
  /** The case existed and was replaced (--force). */
  replaced?: true;
  /** False when the problem has no validate.ts, so the input was taken unchecked. */
  validated: boolean;
  /** Cases whose input is byte for byte this one (added anyway; Polygon warns of the same). */
  sameInputAs: string[];
  /** The input starts with a byte-order mark (added anyway, with a warning: no judge's input has one). */
  bom?: true;
  /** The input has CRLF line ends and no validator checked it (added anyway, with a warning). */
  crlf?: true;
}

/** Validates an input, finds its expected output, and writes <name>.in and <name>.out, both or neither. */
export async function addCase(request: AddCaseRequest): Promise<AddCaseResult> {
  const { problem } = request;
  const existing = existingCaseNames(problem.casesDir);
  let name = request.name === undefined ? nextCaseName(existing) : request.name.replace(/\.in$/, "");
  assertCaseName(name);
  const replaced = request.name !== undefined && existing.includes(name);
  if (replaced && !request.replace) {
    const taken = existsSync(join(problem.casesDir, `${name}.in`)) ? `${name}.in` : `${name}.out`;
    throw new UserError(
      `${displayPath(join(problem.casesDir, taken))} already exists; nothing was written`,
      `choose another --name, leave --name out to number the case (next free: ${nextCaseName(existing)}), or add --force to replace case ${name} (its .in and .out)`,
    );
  }
  assertCaseText(request.input, "input");
  const inputText = request.input.bytes.toString("utf8");
  const validated = await validateInput(problem, inputText, request.input.label);
  let outputBytes: Buffer;
  let outputFrom: string;
  let why: string | undefined;
  let bruteReachUnknown = false;
  if (request.expected) {
    assertCaseText(request.expected, "expected output", { allowEmpty: true });
    outputBytes = request.expected.bytes;
    outputFrom = request.expected.label;
  } else {
    // An interactive problem's .out is the answer file its interactor reads: no solution's output can be it (the main
    // was run as a batch program on the interactor's input, and failed on it or printed its first query).
    if (problem.config.interactive) {
      throw new UserError(
        `${problem.id} is interactive: a case's .out is the answer file the interactor reads, not a solution's output, so it cannot be computed; nothing was written`,
        `give it: npm run case -- ${problem.id} --in <file> --out <answer file> (an empty one with --allow-empty, when the interactor needs none)`,
      );
    }
    assertHasReference(problem);
    request.onComputing?.();
    const workDir = makeTempDir("stonebench-case");
    try {
      // main.ts may answer here: such a case is recorded in .from-main, and verify lists it until it is proved.
      const reference = await computeReferenceOutput(problem, inputText, workDir, { allowMain: true, ...(request.oracle ? { oracle: request.oracle } : {}) });
      outputBytes = Buffer.from(reference.output);
      outputFrom = reference.source;
      why = reference.why;
      bruteReachUnknown = reference.bruteReachUnknown === true;
    } finally {
      removeTempDir(workDir);
    }
    // new's main prints nothing until it is written: its empty output as the expected one made that main AC.
    if (outputBytes.length === 0 && !request.allowEmpty) {
      throw new UserError(
        `${outputFrom} printed nothing for this input, so the case would accept a solution that prints nothing; nothing was written`,
        // The input's byte-order mark, not the solution, is then the likely cause ("write main.cpp first" of a written main).
        startsWithByteOrderMark(request.input.bytes)
          ? `${request.input.label}: ${INPUT_BOM_NOTE}`
          : `write ${outputFrom} first (new's main prints nothing until then), give the expected output with --out <file>, or pass --allow-empty if it really is empty`,
      );
    }
  }
  // Two `case` commands at once (a shell loop with &) both numbered theirs 03, and the second failed "03.in already
  // exists … run the command again": a number given by nobody moves on to the next free one instead.
  let inputPath = join(problem.casesDir, `${name}.in`);
  let outputPath = join(problem.casesDir, `${name}.out`);
  for (let attempt = 1; ; attempt++) {
    try {
      writeAllOrNothing(
        [
          { path: inputPath, data: request.input.bytes },
          { path: outputPath, data: outputBytes },
        ],
        { replace: replaced },
      );
      break;
    } catch (error) {
      if (request.name !== undefined || attempt >= 50 || !(error instanceof AppearedWhileWriting)) throw error;
      name = nextCaseName(existingCaseNames(problem.casesDir));
      inputPath = join(problem.casesDir, `${name}.in`);
      outputPath = join(problem.casesDir, `${name}.out`);
    }
  }
  const fromMain = !request.expected && outputFrom === displayPath(problemFiles(problem.id).main);
  if (fromMain) recordUnproven(problem.casesDir, name, outputBytes);
  else forgetUnproven(problem.casesDir, name);
  const sameInputAs = existing.filter((other) => other !== name && sameBytes(join(problem.casesDir, `${other}.in`), request.input.bytes));
  const bom = startsWithByteOrderMark(request.input.bytes) ? { bom: true as const } : {};
  // CRLF that no validator vouched for: a sample saved on Windows, where the judge's own input has LF (a validator
  // that passed it says the format allows CR, as HDU 1846's does).
  const crlf = !validated && request.input.bytes.includes("\r\n") ? { crlf: true as const } : {};
  return { name, inputPath, outputPath, outputFrom, ...(why ? { why } : {}), ...(fromMain ? { fromMain: true as const } : {}), ...(bruteReachUnknown ? { bruteReachUnknown: true as const } : {}), validated, sameInputAs, ...(replaced ? { replaced: true as const } : {}), ...bom, ...crlf };
}

// An input already among the cases tests nothing new: the size first, so only a likely twin is read.
function sameBytes(path: string, bytes: Buffer): boolean {
  try {
    return statSync(path).size === bytes.length && readFileSync(path).equals(bytes);
  } catch {
    return false;
  }
}

/** A case file is text: not empty (for an input) and without NUL bytes. */
function assertCaseText(source: TextSource, what: string, options: { allowEmpty?: boolean } = {}): void {
  if (!options.allowEmpty && source.bytes.length === 0) {
    throw new UserError(`The ${what} from ${source.label} is empty; nothing was written`, "give the input with --in <file>, or pipe it in: npm run case -- <id> < in.txt");
  }
  const nul = source.bytes.indexOf(0);
  if (nul !== -1) {
    throw new UserError(`${source.label}: byte ${nul} is a NUL; a case must be text, nothing was written`, "save the file as plain text (not UTF-16, not binary)");
  }
}

/**
 * Runs problems/<id>/validate.ts, else a testlib validator.cpp (Polygon's), when there is one (false when there is
 * none); a violation names the line (or testlib's message) and writes nothing.
 */
async function validateInput(problem: Problem, text: string, label: string): Promise<boolean> {
  const validator = await loadValidator(problem.id);
  if (!validator && existsSync(testlibValidatorPath(problem.id))) return validateWithTestlibValidator(problem, text, label);
  if (!validator) return false;
  try {
    await validator.parse(text, label);
  } catch (error) {
    if (!isInputError(error)) throw error;
    throw new UserError(`${label}:${error.line}: ${error.message}`, `the input breaks the constraints checked by ${displayPath(problemFiles(problem.id).validator)}; nothing was written`);
  }
  return true;
}

// The input goes through the validator from a file of its own (it reads stdin), removed afterwards.
async function validateWithTestlibValidator(problem: Problem, text: string, label: string): Promise<boolean> {
  const dir = makeTempDir("stonebench-case-input");
  try {
    const path = join(dir, "input.in");
    writeFileSync(path, text);
    const [invalid] = await validateWithTestlib(problem.id, [{ name: label, path }]);
    if (invalid) throw new UserError(`${label}: ${invalid.message}`, `the input breaks the constraints checked by ${displayPath(testlibValidatorPath(problem.id))}; nothing was written`);
    return true;
  } finally {
    removeTempDir(dir);
  }
}

function assertHasReference(problem: Problem): void {
  const files = problemFiles(problem.id);
  if (![files.brute, files.secondMethod, files.main].some((path) => existsSync(path))) {
    throw new UserError(
      `No solution to compute the expected output: ${displayPath(files.main)} does not exist; nothing was written`,
      `write the solution first, or give the expected output: npm run case -- ${problem.id} --in <file> --out <file>`,
    );
  }
}
