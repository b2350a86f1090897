import { existsSync } from "node:fs";
import { judgeProgramFiles, prepareJudgeProgram, type JudgeProgram } from "../build/judge-program";
import { UserError } from "../errors";
import { displayPath } from "../paths";
import type { CompileLimits } from "../build/build-program";
import type { ValidatorLimits } from "./package-limits";

/**
 * An output validator that speaks the Kattis protocol, ready to run:
 * `<program> input judge_answer feedback_dir [flags] < team_output`, exit 42 AC, 43 WA.
 */
export interface PreparedValidator {
  judge: JudgeProgram;
  /** The language's name (C++, Python 3, TypeScript, …). */
  language: string;
  source: string;
  /** Its run limits (a package's validation_*); default DEFAULT_VALIDATOR_LIMITS. */
  limits?: ValidatorLimits;
}

/** Which language a validator (one file, or a package's output_validator/ folder) is in, or why it cannot run here. */
export function validatorLanguage(path: string): { language: string; files: string[] } | { error: string } {
  const found = judgeProgramFiles(path);
  return "error" in found ? found : { language: found.language.name, files: found.files };
}

/** Builds (or finds in the cache) the validator; a UserError names the file and why it cannot run here. */
export async function prepareOutputValidator(path: string, sandbox: boolean, limits: { validator?: ValidatorLimits; compile?: CompileLimits; extraFiles?: { name: string; path: string }[]; role?: string } = {}): Promise<PreparedValidator> {
  const role = limits.role ?? "output validator";
  if (!existsSync(path)) throw new UserError(`The ${role} ${displayPath(path)} does not exist`, "write it, or choose another checker");
  // extraFiles: files added beside its sources in the build (testlib.h for a testlib checker).
  const judge = await prepareJudgeProgram(path, role, sandbox, limits.compile, limits.extraFiles);
  return { judge, language: judge.language, source: judge.source, ...(limits.validator ? { limits: limits.validator } : {}) };
}
