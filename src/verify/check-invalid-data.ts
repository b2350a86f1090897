import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { basename, extname, join } from "node:path";
import { loadValidator } from "../authoring/problem-tools";
import { checkCaseOutput, type OutputCheck } from "../batch/check-case-output";
import { prepareOutputValidator } from "../check/output-validator";
import { prepareTestlibChecker } from "../check/run-testlib-checker";
import { describeError, InvalidInputError } from "../errors";
import { displayPath, problemsDir } from "../paths";
import { findProblem } from "../problem/find-problem";
import { packageLimits } from "../check/package-limits";
import { GROUP_SETTINGS, groupArgs, parseGroupSettings, type GroupSettings } from "../problem/test-group-settings";
import { sortNaturally } from "../problem/find-cases";
import { makeTempDir, removeTempDir } from "../util/temp-dir";
import { openPackageInputValidators } from "./package-input-validators";
import type { VerifyCheck } from "./verify-check";

/**
 * The package format's validator test data (2023-07-draft "Invalid Test Cases", BAPCtools' invalid_answer), kept
 * where import keeps every other file of a package's data/: problems/<id>/kattis/data/<folder>/.
 */
export const VALIDATOR_DATA_FOLDERS = ["invalid_input", "invalid_answer", "invalid_output", "valid_output"] as const;
type Folder = (typeof VALIDATOR_DATA_FOLDERS)[number];


/** Where a problem's validator test data lives: the data/ folder import keeps from its package. */
export function validatorDataRoot(id: string): string {
  return join(problemsDir(), id, "kattis", "data");
}

interface DataCase {
  folder: Folder;
  /** data/<folder>/…/name, without the ending: as the package names it. */
  name: string;
  stem: string;
  /** The settings in force: the folder chain's testdata.yaml / test_group.yaml, then the case's own .yaml (each replaces). */
  settings: Record<string, unknown>;
}

/**
 * Checks the validators against the package's validator test data: every invalid input is rejected by at least one
 * input validator (our validate.ts and the package's own input_validators/, boxed), every invalid output and invalid
 * answer is rejected by the output validator (the .ans of an invalid output and every valid output accepted), each
 * run with the arguments its test group settings give. Undefined when the problem has none of these folders.
 */
export async function checkInvalidData(id: string, options: { sandbox?: boolean } = {}): Promise<VerifyCheck | undefined> {
  const root = validatorDataRoot(id);
  const cases = VALIDATOR_DATA_FOLDERS.flatMap((folder) => (existsSync(join(root, folder)) ? collect(root, folder, readSettings(root)) : []));
  if (cases.length === 0) return undefined;
  const sandbox = options.sandbox ?? true;
  const failures: string[] = [];
  const warnings: string[] = [];
  const counts = new Map<Folder, number>();
  const workDir = makeTempDir("stonebench-invalid-data");
  const closers: (() => void)[] = [];
  try {
    const inputValidators = await prepareInputValidators(id, sandbox, workDir, warnings, closers);
    const problem = findProblem(id);
    const interactive = problem.config.interactive === true;
    let outputCheck: OutputCheck | undefined;
    let label = 0;
    const outputVerdict = async (testCase: DataCase, outputPath: string): Promise<{ verdict: string; message: string }> => {
      if (!outputCheck) {
        const validator = problem.config.checker === "custom" ? await prepareOutputValidator(problem.checkerPath, sandbox, packageLimits(id)) : problem.config.checker === "testlib" ? await prepareTestlibChecker(problem.checkerPath, sandbox, packageLimits(id)) : undefined;
        outputCheck = { mode: problem.config.checker, tolerance: problem.config.tolerance, flags: problem.config.validatorFlags, sandbox, ...(validator ? { validator } : {}) };
      }
      const args = groupArgs(testCase.settings, "output_validator");
      const check = args ? { ...outputCheck, flags: args } : outputCheck;
      const inputPath = `${testCase.stem}.in`;
      return checkCaseOutput(check, { testCase: { name: testCase.name, inputPath, answerPath: `${testCase.stem}.ans` }, workDir, label: `case-${++label}` }, outputPath);
    };
    for (const testCase of cases) {
      counts.set(testCase.folder, (counts.get(testCase.folder) ?? 0) + 1);
      const shown = `data/${testCase.name}`;
      const missing = requiredFiles(testCase.folder).filter((ending) => !existsSync(`${testCase.stem}${ending}`));
      if (missing.length) {
        failures.push(`${id}: ${shown} has no ${missing.map((ending) => basename(testCase.stem) + ending).join(" or ")}; ${testCase.folder} cases are ${requiredFiles(testCase.folder).join(" + ")}`);
        continue;
      }
      if (testCase.folder === "invalid_input") {
        if (inputValidators.length === 0) continue;
        const accepted: string[] = [];
        let rejected = false;
        for (const validator of inputValidators) {
          const said = await validator.run(`${testCase.stem}.in`, testCase.settings, `case-${++label}`);
          if (said === "invalid") rejected = true;
          else if (said === "valid") accepted.push(validator.name);
          else failures.push(`${id}: ${shown}.in: ${said}`);
        }
        if (!rejected && accepted.length === inputValidators.length) failures.push(`${id}: ${shown}.in is accepted by every input validator (${accepted.join(", ")}); an invalid input must be rejected by at least one`);
        continue;
      }
      if (interactive) {
        warnings.push(`${id}: ${shown} not checked: ${testCase.folder} is for non-interactive problems (the interactor has no output to read)`);
        continue;
      }
      try {
        const ans = await outputVerdict(testCase, `${testCase.stem}.ans`);
        if (testCase.folder === "invalid_answer") {
          // The answer given as the team's output: a validator that accepts it takes a broken answer for a right one.
          // Its own error exit on a broken answer (problemtools' judge_error aborts) is a rejection; a limit's kill says nothing.
          if (ans.verdict === "AC") failures.push(`${id}: ${shown}.ans is accepted by the output validator (given as the output for its own answer); an invalid answer must be rejected`);
          else if (/was killed|could not be run/.test(ans.message)) failures.push(`${id}: ${shown}.ans: the output validator failed: ${ans.message}`);
          continue;
        }
        if (ans.verdict !== "AC") {
          failures.push(`${id}: ${shown}.ans is not accepted as the output for itself (${ans.verdict}: ${ans.message}); the answer of a ${testCase.folder} case must pass`);
          continue;
        }
        const out = await outputVerdict(testCase, `${testCase.stem}.out`);
        if (testCase.folder === "invalid_output" && out.verdict === "AC") failures.push(`${id}: ${shown}.out is accepted by the output validator; an invalid output must be rejected`);
        else if (testCase.folder === "invalid_output" && out.verdict !== "WA") failures.push(`${id}: ${shown}.out: the output validator failed (${out.verdict}: ${out.message})`);
        else if (testCase.folder === "valid_output" && out.verdict !== "AC") failures.push(`${id}: ${shown}.out is rejected by the output validator (${out.verdict}: ${out.message}); a valid output must be accepted`);
      } catch (error) {
        failures.push(`${id}: ${shown}: ${describeError(error)}`);
      }
    }
  } catch (error) {
    failures.push(`${id}: ${describeError(error)}`);
  } finally {
    for (const close of closers) close();
    removeTempDir(workDir);
  }
  const summary = `validator test data: ${[...counts].map(([folder, count]) => `${count} ${folder}`).join(", ")}${failures.length ? "" : folderWords(counts)}`;
  return { kind: "complete", ok: failures.length === 0, summary, failures, warnings };
}

function folderWords(counts: Map<Folder, number>): string {
  const said: string[] = [];
  if (counts.has("invalid_input")) said.push("invalid inputs rejected");
  if (counts.has("invalid_answer") || counts.has("invalid_output")) said.push("invalid answers and outputs rejected");
  if (counts.has("valid_output")) said.push("valid outputs accepted");
  return said.length ? ` (${said.join(", ")})` : "";
}

function requiredFiles(folder: Folder): string[] {
  return folder === "invalid_input" ? [".in"] : folder === "invalid_answer" ? [".in", ".ans"] : [".in", ".ans", ".out"];
}

// Every .in under a folder, in natural order, each with the settings in force at it.
function collect(root: string, folder: Folder, inherited: Record<string, unknown>, sub = ""): DataCase[] {
  const dir = join(root, folder, sub);
  const settings = { ...inherited, ...readSettings(dir) };
  const names = sortNaturally(readdirSync(dir), (name) => name);
  const cases: DataCase[] = [];
  for (const name of names) {
    const path = join(dir, name);
    const relative = sub ? `${sub}/${name}` : name;
    if (statSync(path).isDirectory()) {
      if (!name.endsWith(".files")) cases.push(...collect(root, folder, settings, relative));
      continue;
    }
    if (extname(name) !== ".in") continue;
    const stem = path.slice(0, -3);
    cases.push({ folder, name: `${folder}/${relative.slice(0, -3)}`, stem, settings: { ...settings, ...readYaml(`${stem}.yaml`) } });
  }
  return cases;
}

/**
 * The test group settings in force at a case of data/ ("secret/group1/01"): data/'s testdata.yaml (or test_group.yaml),
 * then each folder's down to the case's, then the case's own .yaml, each replacing what it sets (data/'s alone without a stem).
 */
export function settingsAtCase(root: string, stem: string | undefined): Record<string, unknown> {
  if (stem === undefined) return readSettings(root);
  const folders = stem.split("/").slice(0, -1);
  const chain = folders.map((_, index) => readSettings(join(root, ...folders.slice(0, index + 1))));
  return Object.assign({}, readSettings(root), ...chain, readYaml(join(root, `${stem}.yaml`)));
}

function readSettings(dir: string): Record<string, unknown> {
  return Object.assign({}, ...GROUP_SETTINGS.map((name) => readYaml(join(dir, name))));
}

function readYaml(path: string): GroupSettings {
  return existsSync(path) ? parseGroupSettings(readFileSync(path, "utf8"), displayPath(path)) : {};
}

interface InputValidator {
  name: string;
  run(inputPath: string, settings: Record<string, unknown>, label: string): Promise<"valid" | "invalid" | string>;
}

// Our validate.ts, then each of the package's input validators this machine can run (a .ctd on our checktestdata; VIVA files are named, not run).
async function prepareInputValidators(id: string, sandbox: boolean, workDir: string, warnings: string[], closers: (() => void)[]): Promise<InputValidator[]> {
  const validators: InputValidator[] = [];
  const own = await loadValidator(id);
  if (own) {
    validators.push({
      name: "validate.ts",
      async run(inputPath) {
        try {
          await own.parseFile(inputPath);
          return "valid";
        } catch (error) {
          // Only a rejection counts: a validator that breaks on the input has not judged it.
          if (error instanceof InvalidInputError) return "invalid";
          return `validate.ts failed: ${describeError(error)}`;
        }
      },
    });
  }
  const opened = await openPackageInputValidators(id, { sandbox, workDir });
  closers.push(opened.close);
  warnings.push(...opened.notRun.map((line) => `${id}: ${line}`));
  for (const validator of opened.validators) {
    validators.push({
      name: validator.name,
      async run(inputPath, settings, label) {
        const said = await validator.run(inputPath, groupArgs(settings, "input_validator", validator.argsKey) ?? [], label);
        return "failed" in said ? said.failed : said.valid ? "valid" : "invalid";
      },
    });
  }
  if (validators.length === 0) warnings.push(`${id}: no input validator runs here, so data/invalid_input was not checked; write ${displayPath(join(problemsDir(), id, "validate.ts"))}`);
  return validators;
}
