import { existsSync, readdirSync, statSync } from "node:fs";
import { basename, extname, join } from "node:path";
import { ctdScriptOf, prepareCtdProgram } from "../build/ctd-program";
import { judgeProgramFiles, prepareJudgeProgram } from "../build/judge-program";
import { openInputValidator, type InputVerdict } from "../check/run-input-validator";
import { describeError } from "../errors";
import { problemsDir } from "../paths";
import { packageLimits } from "../check/package-limits";
import { inputValidatorFolders } from "./input-validator-folders";

/** Where import keeps a package's input validators: problems/<id>/kattis/, in the folders input-validator-folders.ts names. */
function keptFolders(id: string): string[] {
  return inputValidatorFolders((folder) => existsSync(join(problemsDir(), id, "kattis", folder)));
}
// Header files beside a package's input validators are not validators of their own.
const NOT_A_VALIDATOR = /\.(h|hh|hpp|hxx|inc|md|txt)$/i;

export interface PackageInputValidator {
  /** As the package names it: input_validators/validate.py, input_validators/checker/ (a folder), input_format_validators/v.py, input_validator. */
  name: string;
  /** The key of input_validator_args' map: the file's or folder's name without its ending. */
  argsKey: string;
  run(inputPath: string, args: string[], label: string): Promise<InputVerdict>;
}

export interface PackageInputValidators {
  validators: PackageInputValidator[];
  /** Validators that cannot run here (VIVA, a build that fails, a .ctd that does not parse), each with why. */
  notRun: string[];
  close(): void;
}

/** Whether the problem came with input validators of its package. */
export function hasPackageInputValidators(id: string): boolean {
  return keptFolders(id).length > 0;
}

/**
 * Each of the package's input validators this machine can run, built once (cached) and opened once, boxed with the
 * validator limits: a run per input then costs one process. close() removes what the opened validators keep.
 */
export async function openPackageInputValidators(id: string, options: { sandbox: boolean; workDir: string }): Promise<PackageInputValidators> {
  const validators: PackageInputValidator[] = [];
  const closers: (() => void)[] = [];
  const notRun: string[] = [];
  const limits = packageLimits(id);
  for (const folder of keptFolders(id)) {
    const dir = join(problemsDir(), id, "kattis", folder);
    // input_validators/ (or input_format_validators/) holds one validator per entry; 2025-09's input_validator/ is one.
    const entries = statSync(dir).isDirectory() && folder !== "input_validator" ? readdirSync(dir).sort().map((name) => join(dir, name)) : [dir];
    for (const path of entries) {
      if (NOT_A_VALIDATOR.test(path)) continue;
      const name = path === dir ? folder : `${folder}/${basename(path)}`;
      // A checktestdata script runs on our own interpreter (src/checktestdata/), boxed with the limits as any validator.
      const ctd = ctdScriptOf(path);
      const found = ctd ? undefined : judgeProgramFiles(path);
      if (found && "error" in found) {
        notRun.push(`${name} not run (${found.error})`);
        continue;
      }
      try {
        const judge = ctd ? await prepareCtdProgram(ctd, "input validator") : await prepareJudgeProgram(path, "input validator", options.sandbox, limits.compile);
        const opened = await openInputValidator({ judge, workDir: options.workDir, sandbox: options.sandbox, label: `input-validator-${validators.length + 1}`, limits: limits.validator });
        closers.push(() => opened.close());
        validators.push({ name, argsKey: basename(path, extname(path)), run: (inputPath, args, label) => opened.run(inputPath, args, label) });
      } catch (error) {
        notRun.push(`${name} not run: ${describeError(error)}`);
      }
    }
  }
  return { validators, notRun, close: () => closers.forEach((close) => close()) };
}
