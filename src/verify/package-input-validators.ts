import { existsSync, readdirSync, statSync } from "node:fs";
import { basename, extname, join } from "node:path";
import { judgeProgramFiles, prepareJudgeProgram } from "../build/judge-program";
import { openInputValidator, type InputVerdict } from "../check/run-input-validator";
import { describeError } from "../errors";
import { problemsDir } from "../paths";
import { packageLimits } from "../check/package-limits";

/** Where import keeps a package's input validators: problems/<id>/kattis/input_validators/ (or the 2025-09 input_validator/). */
export const INPUT_VALIDATOR_FOLDERS = ["input_validators", "input_validator"] as const;
// Header files beside a package's input validators are not validators of their own.
const NOT_A_VALIDATOR = /\.(h|hh|hpp|hxx|inc|md|txt)$/i;

export interface PackageInputValidator {
  /** As the package names it: input_validators/validate.py, input_validators/checker/ (a folder), input_validator. */
  name: string;
  /** The key of input_validator_args' map: the file's or folder's name without its ending. */
  argsKey: string;
  run(inputPath: string, args: string[], label: string): Promise<InputVerdict>;
}

export interface PackageInputValidators {
  validators: PackageInputValidator[];
  /** Validators that cannot run here (checktestdata, VIVA, a build that fails), each with why. */
  notRun: string[];
  close(): void;
}

/** Whether the problem came with input validators of its package. */
export function hasPackageInputValidators(id: string): boolean {
  return INPUT_VALIDATOR_FOLDERS.some((folder) => existsSync(join(problemsDir(), id, "kattis", folder)));
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
  for (const folder of INPUT_VALIDATOR_FOLDERS) {
    const dir = join(problemsDir(), id, "kattis", folder);
    if (!existsSync(dir)) continue;
    const entries = statSync(dir).isDirectory() && folder === "input_validators" ? readdirSync(dir).sort().map((name) => join(dir, name)) : [dir];
    for (const path of entries) {
      if (NOT_A_VALIDATOR.test(path)) continue;
      const name = path === dir ? folder : `${folder}/${basename(path)}`;
      const found = judgeProgramFiles(path);
      if ("error" in found) {
        notRun.push(`${name} not run (${found.error})`);
        continue;
      }
      try {
        const judge = await prepareJudgeProgram(path, "input validator", options.sandbox, limits.compile);
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
