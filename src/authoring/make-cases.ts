import { existsSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { sourceFromText } from "../check/chunk-source";
import { compareOutputs } from "../check/compare-output";
import { openTestlibTextCheck, testlibValidatorPath, type TextInputCheck } from "../check/testlib-validator";
import { UserError } from "../errors";
import { displayPath } from "../paths";
import { mergeIntoManifest, readManifest, sameStamp, stampOf, type CaseEntry, type CaseManifest } from "../problem/case-manifest";
import type { Problem } from "../problem/find-problem";
import { generatedCasePaths } from "../problem/generated-cases";
import { isInputError } from "../problem-kit/input-reader";
import { writeFileAtomic } from "../util/atomic-write";
import { makeTempDir, removeTempDir } from "../util/temp-dir";
import { problemFiles } from "./problem-files";
import { loadCaseRecipes, loadValidator, type MadeCase } from "./problem-tools";
import { computeReferenceOutput, type SolutionOracle } from "./reference-output";

export interface MakeCasesOptions {
  /** Only these recipes (by name). */
  only?: string[];
  /** Replace cases whose content changed. */
  force?: boolean;
  /** The solution that computes expected outputs; "main" is refused unless asked for here. */
  oracle?: SolutionOracle;
  /** Only the generated cases the manifest records: made again into the cache, and checked against its hashes. */
  generatedOnly?: boolean;
  print: (line: string) => void;
}

export interface MakeCasesResult {
  written: number;
  unchanged: number;
  /** Cases left as they were because they changed and --force was not given. */
  refused: number;
}

/**
 * Writes a problem's cases from problems/<id>/cases.ts: committed cases into cases/<id>/, generated ones into the
 * generated-case cache, and cases/<id>/manifest.json with the oracle and hashes of each. Expected outputs come from
 * brute.ts or second-method.ts (or the recipe, which knows them); never from main.ts unless options.oracle is "main".
 */
export async function makeCases(problem: Problem, options: MakeCasesOptions): Promise<MakeCasesResult> {
  const files = problemFiles(problem.id);
  const recipeTool = await loadCaseRecipes(problem.id);
  if (!recipeTool) {
    throw new UserError(
      `${displayPath(files.caseRecipes)} does not exist: make-cases writes the cases from its recipes`,
      `write it (export const caseRecipes: CaseRecipe[] = [...]; npm run new -- <id> --example writes a worked one; see problems/hdu2516/cases.ts), or add cases one by one: npm run case -- ${problem.id} --in <file> --out <file>`,
    );
  }
  const manifest: CaseManifest = readManifest(problem.casesDir) ?? { cases: {} };
  const unknown = (options.only ?? []).filter((name) => !recipeTool.names.includes(name));
  if (unknown.length > 0) throw new UserError(`No case recipe named ${unknown.map((name) => `"${name}"`).join(", ")}`, `recipes: ${recipeTool.names.join(", ")}`);
  let names = options.only ?? recipeTool.names;
  if (options.generatedOnly) {
    const notGenerated = names.filter((name) => options.only && !manifest.cases[name]?.generated);
    if (notGenerated.length > 0) throw new UserError(`${notGenerated.join(", ")}: not a generated case in ${displayPath(join(problem.casesDir, "manifest.json"))}`, `run npm run make-cases -- ${problem.id} to make every case and record the generated ones`);
    names = names.filter((name) => manifest.cases[name]?.generated);
  }
  const validator = await loadValidator(problem.id);
  const result: MakeCasesResult = { written: 0, unchanged: 0, refused: 0 };
  const madeNow: Record<string, CaseEntry> = {};
  const workDir = makeTempDir("stonebench-make-cases");
  // Without validate.ts, a Polygon validator.cpp checks each recipe's input, as validate and verify do.
  let testlib: TextInputCheck | undefined;
  try {
    testlib = validator ? undefined : await openTestlibTextCheck(problem.id, workDir);
    for (const name of names) {
      const made = await recipeTool.make(name, `${problem.id}/${name}`);
      try {
        await validator?.parse(made.input, `case recipe ${name}`);
      } catch (error) {
        if (isInputError(error)) throw new UserError(`case recipe ${name}: line ${error.line}: ${error.message}`, `fix the recipe in ${displayPath(files.caseRecipes)}`);
        throw error;
      }
      const invalid = await testlib?.check(made.input, `case recipe ${name}`);
      if (invalid !== undefined) throw new UserError(`case recipe ${name}: ${displayPath(testlibValidatorPath(problem.id))} rejects its input: ${invalid}`, `fix the recipe in ${displayPath(files.caseRecipes)}`);
      const recorded = manifest.cases[name];
      const outcome = made.generated
        ? await makeGenerated(problem, name, made, recorded, workDir, options)
        : await makeCommitted(problem, name, made, recorded, workDir, options);
      if (outcome.entry) {
        manifest.cases[name] = outcome.entry;
        madeNow[name] = outcome.entry;
      }
      result[outcome.kind]++;
      options.print(`  ${name}: ${outcome.said}`);
    }
  } finally {
    testlib?.close();
    removeTempDir(workDir);
    // What was made is recorded even when a later recipe fails, into the manifest as it is now: another make-cases
    // may have recorded its cases since this one read it.
    if (!options.generatedOnly) mergeIntoManifest(problem.casesDir, madeNow, (merged) => dropVanished(problem.casesDir, merged, recipeTool.names));
  }
  return result;
}

type Outcome = { kind: keyof MakeCasesResult; said: string; entry?: CaseEntry };

async function makeCommitted(problem: Problem, name: string, made: MadeCase, recorded: CaseEntry | undefined, workDir: string, options: MakeCasesOptions): Promise<Outcome> {
  const reference = await expectedOutput(problem, name, made, workDir, options);
  const inputPath = join(problem.casesDir, `${name}.in`);
  const outputPath = join(problem.casesDir, `${name}.out`);
  const entry: CaseEntry = { oracle: reference.oracle, why: reference.why, input: stampOf(made.input), output: stampOf(reference.output) };
  const same = (path: string, text: string) => existsSync(path) && readFileSync(path, "utf8") === text;
  if (same(inputPath, made.input) && same(outputPath, reference.output)) {
    // Unchanged files keep the oracle they were recorded with, unless none was recorded or this one is better.
    const keep = recorded && !recorded.generated && sameStamp(recorded.output, entry.output) && recorded.oracle !== "main" ? recorded : entry;
    // The oracle's file as found in this run (brute.py, not brute.ts) when it is the one on record.
    const source = keep.oracle === reference.oracle ? reference.source : describeOracle(keep);
    return { kind: "unchanged", said: `unchanged (expected output from ${source})`, entry: keep };
  }
  if ((existsSync(inputPath) || existsSync(outputPath)) && !options.force) {
    return { kind: "refused", said: "differs from the committed case; left as it is (--force replaces it)" };
  }
  writeFileAtomic(inputPath, made.input);
  writeFileAtomic(outputPath, reference.output);
  return { kind: "written", said: `written (${size(made.input.length)} in; expected output from ${reference.source}: ${reference.why})`, entry };
}

async function makeGenerated(problem: Problem, name: string, made: MadeCase, recorded: CaseEntry | undefined, workDir: string, options: MakeCasesOptions): Promise<Outcome> {
  const input = stampOf(made.input);
  const committed = [".in", ".out"].map((end) => join(problem.casesDir, `${name}${end}`)).filter((path) => existsSync(path));
  if (committed.length > 0 && !options.force) {
    return { kind: "refused", said: `the recipe is generated now, but ${committed.map(displayPath).join(" and ")} are committed; left as they are (--force removes them)` };
  }
  if (recorded?.generated && !sameStamp(recorded.input, input) && !options.force) {
    const what = options.generatedOnly ? "cannot be made again bit for bit" : "differs from the one recorded";
    throw new UserError(
      `generated case ${name}: the recipe's input (sha256 ${input.sha256.slice(0, 12)}…, ${input.bytes} bytes) ${what} (${recorded.input.sha256.slice(0, 12)}…, ${recorded.input.bytes} bytes)`,
      `a recipe must be deterministic; if it was changed on purpose, record the new case: npm run make-cases -- ${problem.id} --case ${name} --force`,
    );
  }
  // Made again for a case on record: the same oracle as recorded, and it must give the recorded output.
  const again = recorded?.generated && sameStamp(recorded.input, input) ? recorded : undefined;
  const reference = await expectedOutput(problem, name, made, workDir, { ...options, ...(again && again.oracle !== "recipe" && again.oracle !== "by hand" ? { oracle: again.oracle } : {}) });
  const why = again?.why ?? reference.why;
  const entry: CaseEntry = { oracle: reference.oracle, why, input, output: stampOf(reference.output), generated: true };
  if (again && !sameStamp(again.output, entry.output)) {
    throw new UserError(
      `generated case ${name}: ${reference.source} now gives an expected output (sha256 ${entry.output.sha256.slice(0, 12)}…) other than the one recorded (${again.output.sha256.slice(0, 12)}…)`,
      `the oracle changed its answer: find out which is right; to record the new output: npm run make-cases -- ${problem.id} --case ${name} --force`,
    );
  }
  const paths = generatedCasePaths(problem.id, name, entry);
  writeFileAtomic(paths.inputPath, made.input);
  writeFileAtomic(paths.answerPath, reference.output);
  for (const path of committed) rmSync(path);
  const status = again ? "made again, bit for bit as recorded" : recorded?.generated ? "recorded anew" : "recorded";
  return { kind: again ? "unchanged" : "written", said: `generated, ${status} (${size(input.bytes)} in, ${size(entry.output.bytes)} out; expected output from ${reference.source}: ${why}); not committed, cached in ${displayPath(paths.inputPath)}`, entry };
}

interface Expected {
  output: string;
  oracle: CaseEntry["oracle"];
  source: string;
  why: string;
}

/** The expected output: from an independent solution, checked against what the recipe knows; or the recipe's own. */
async function expectedOutput(problem: Problem, name: string, made: MadeCase, workDir: string, options: Pick<MakeCasesOptions, "oracle">): Promise<Expected> {
  const files = problemFiles(problem.id);
  if (problem.config.interactive) {
    // The answer file the interactor reads: the recipe's, from the problem's own oracle, not a solution's output.
    if (made.expected === undefined) throw new UserError(`case recipe ${name}: an interactive problem's recipe must give "expected" (the answer file the interactor reads)`, "compute it in cases.ts from an independent oracle");
    return { output: made.expected, oracle: "recipe", source: displayPath(files.caseRecipes), why: "interactive: the answer file the interactor reads, from the recipe's oracle" };
  }
  let reference;
  try {
    reference = await computeReferenceOutput(problem, made.input, workDir, { ...(options.oracle ? { oracle: options.oracle } : {}), allowMain: options.oracle === "main" });
  } catch (error) {
    // A recipe that knows its output (an official sample) stands on its own where no solution can check it.
    if (made.expected !== undefined && options.oracle === undefined && error instanceof UserError && error.message.startsWith("No independent oracle")) {
      return { output: made.expected, oracle: "recipe", source: displayPath(files.caseRecipes), why: "the recipe's known output (no independent solution reaches this input)" };
    }
    if (error instanceof UserError) throw new UserError(`case recipe ${name}: ${error.message}`, error.hint);
    throw error;
  }
  if (made.expected !== undefined) {
    const agreement = compareOutputs(sourceFromText(made.expected), sourceFromText(reference.output), { mode: "hdu" });
    if (agreement.verdict !== "AC") throw new UserError(`case ${name}: ${reference.source} disagrees with the recipe's known output: ${agreement.message}`, "the reference solution or the recipe is wrong");
  }
  return reference;
}

export function describeOracle(entry: Pick<CaseEntry, "oracle">): string {
  return entry.oracle === "by hand" || entry.oracle === "recipe" ? `the ${entry.oracle === "recipe" ? "recipe" : "author, by hand"}` : `${entry.oracle} (as recorded)`;
}

/** Entries whose case is gone (no recipe, no committed files) are dropped; cases added by hand keep theirs. */
function dropVanished(casesDir: string, manifest: CaseManifest, recipes: string[]): CaseManifest {
  const kept = Object.entries(manifest.cases).filter(([name]) => recipes.includes(name) || existsSync(join(casesDir, `${name}.in`)));
  return { cases: Object.fromEntries(kept) };
}

const size = (bytes: number): string => (bytes >= 1e6 ? `${(bytes / 1e6).toFixed(1)} MB` : bytes >= 1e3 ? `${(bytes / 1e3).toFixed(1)} kB` : `${bytes} bytes`);
