import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { computeReferenceOutput } from "../src/authoring/reference-output";
import { problemFiles } from "../src/authoring/problem-files";
import { loadCaseRecipes, loadValidator } from "../src/authoring/problem-tools";
import { sourceFromText } from "../src/check/chunk-source";
import { compareOutputs } from "../src/check/compare-output";
import { type CommandSpec, type ParsedCommandLine } from "../src/cli/parse-args";
import { runCommand } from "../src/cli/run-cli";
import { EXIT, UserError } from "../src/errors";
import { displayPath } from "../src/paths";
import { findProblem } from "../src/problem/find-problem";
import { isInputError } from "../src/problem-kit/input-reader";
import { writeFileAtomic } from "../src/util/atomic-write";
import { makeTempDir, removeTempDir } from "../src/util/temp-dir";

const spec: CommandSpec = {
  name: "make-cases",
  summary: "Write a problem's cases from problems/<id>/cases.ts, with expected outputs from the reference (brute.ts, else second-method.ts).",
  positionals: ["<id>"],
  options: [
    { name: "case", type: "string", value: "<name>", help: "make only this case", writes: true },
    { name: "only", type: "string", value: "<name>", help: "the same as --case (only after --: npm keeps a --only written before -- without a trace)", writes: true, npmHides: true },
    { name: "force", type: "boolean", help: "replace cases whose content changed (never done without it)", writes: true },
  ],
  examples: ["npm run make-cases hdu2516", "npm run make-cases -- hdu1527 --case 05-float-traps --force"],
};

async function main({ positionals, values }: ParsedCommandLine): Promise<number> {
  const problem = findProblem(positionals[0]!);
  const files = problemFiles(problem.id);
  if (!existsSync(files.caseRecipes)) throw new UserError(`${displayPath(files.caseRecipes)} does not exist: make-cases writes the cases from its recipes`, `write it (export const caseRecipes: CaseRecipe[] = [...]; npm run new -- <id> --example writes a worked one; see problems/hdu2516/cases.ts), or add cases one by one: npm run case -- ${problem.id} --in <file> --out <file>`);
  // The recipes run in the sandboxed tool host, as the validator does: only their inputs and outputs come out.
  const recipeTool = await loadCaseRecipes(problem.id);
  if (!recipeTool) throw new UserError(`${displayPath(files.caseRecipes)} does not exist: make-cases writes the cases from its recipes`, `write it (export const caseRecipes: CaseRecipe[] = [...]; npm run new -- <id> --example writes a worked one; see problems/hdu2516/cases.ts), or add cases one by one: npm run case -- ${problem.id} --in <file> --out <file>`);
  const caseRecipes = recipeTool.names.map((name) => ({ name }));
  const validator = await loadValidator(problem.id);
  const only = (values.case ?? values.only) as string | undefined;
  if (values.case !== undefined && values.only !== undefined && values.case !== values.only) throw new UserError("Give --case or --only, not both", "they are the same option");
  const recipes = only !== undefined ? caseRecipes.filter((recipe) => recipe.name === only) : caseRecipes;
  if (recipes.length === 0) throw new UserError(`No case recipe named "${only}"`, `recipes: ${caseRecipes.map((recipe) => recipe.name).join(", ")}`);
  const workDir = makeTempDir("stonebench-make-cases");
  let refused = 0;
  try {
    for (const recipe of recipes) {
      const { input, expected } = await recipeTool.make(recipe.name, `${problem.id}/${recipe.name}`);
      try {
        await validator?.parse(input);
      } catch (error) {
        if (isInputError(error)) throw new UserError(`case recipe ${recipe.name}: line ${error.line}: ${error.message}`, `fix the recipe in ${displayPath(files.caseRecipes)}`);
        throw error;
      }
      // Interactive problems: the answer file is what the interactor reads (the recipe's own, from an oracle), not a solution's output.
      const reference = problem.config.interactive ? interactiveAnswer(recipe.name, expected) : await computeReferenceOutput(problem, input, workDir);
      if (expected !== undefined) {
        const agreement = compareOutputs(sourceFromText(expected), sourceFromText(reference.output), { mode: "hdu" });
        if (agreement.verdict !== "AC") {
          throw new UserError(`case ${recipe.name}: ${reference.source} disagrees with the recipe's known output: ${agreement.message}`, "the reference solution or the recipe is wrong");
        }
      }
      const inputPath = join(problem.casesDir, `${recipe.name}.in`);
      const outputPath = join(problem.casesDir, `${recipe.name}.out`);
      const same = (path: string, text: string) => existsSync(path) && readFileSync(path, "utf8") === text;
      const exists = existsSync(inputPath) || existsSync(outputPath);
      if (same(inputPath, input) && same(outputPath, reference.output)) {
        process.stdout.write(`  ${recipe.name}: unchanged\n`);
        continue;
      }
      if (exists && !values.force) {
        process.stdout.write(`  ${recipe.name}: differs from the committed case; left as it is (--force replaces it)\n`);
        refused++;
        continue;
      }
      writeFileAtomic(inputPath, input);
      writeFileAtomic(outputPath, reference.output);
      process.stdout.write(`  ${recipe.name}: written (${input.length} bytes in; expected output from ${reference.source}: ${reference.why})\n`);
    }
  } finally {
    removeTempDir(workDir);
  }
  return refused > 0 ? EXIT.failed : EXIT.ok;
}

function interactiveAnswer(name: string, expected: string | undefined): { output: string; source: string; why: string } {
  if (expected === undefined) throw new UserError(`case recipe ${name}: an interactive problem's recipe must give "expected" (the answer file the interactor reads)`, "compute it in cases.ts from an independent oracle");
  return { output: expected, source: "the recipe", why: "interactive: the answer file the interactor reads" };
}

runCommand(spec, main);
