import { existsSync } from "node:fs";
import { join } from "node:path";
import { loadValidator } from "../authoring/problem-tools";
import { openTestlibValidator } from "../check/testlib-validator";
import { describeError, UserError } from "../errors";
import { displayPath, problemsDir } from "../paths";
import type { TestCase } from "../problem/find-cases";
import { makeTempDir, removeTempDir } from "../util/temp-dir";

export interface ValidationFailure {
  caseName: string;
  /** e.g. "cases/hdu2176/07.in:3: pile size 1000001 exceeds 1000000". */
  message: string;
}

/** problems/<id>/validator.cpp: a Polygon (testlib) input validator, used when the problem has no validate.ts. */
export function testlibValidatorPath(problemId: string): string {
  return join(problemsDir(), problemId, "validator.cpp");
}

/** Runs the problem's validator on every case input; undefined when the problem has no validator. */
export async function validateCases(problemId: string, cases: TestCase[]): Promise<ValidationFailure[] | undefined> {
  const validator = await loadValidator(problemId);
  if (!validator) return existsSync(testlibValidatorPath(problemId)) ? validateWithTestlib(problemId, cases) : undefined;
  const failures: ValidationFailure[] = [];
  for (const testCase of cases) {
    try {
      await validator.parseFile(testCase.inputPath);
    } catch (error) {
      failures.push({ caseName: testCase.name, message: error instanceof UserError ? error.message : describeError(error) });
    }
  }
  return failures;
}

// Each input through the testlib validator, built once; one it cannot judge (a crash, a limit) stops with a UserError.
async function validateWithTestlib(problemId: string, cases: TestCase[]): Promise<ValidationFailure[]> {
  const workDir = makeTempDir("stonebench-validate");
  try {
    const validator = await openTestlibValidator(testlibValidatorPath(problemId), { sandbox: true, workDir });
    const failures: ValidationFailure[] = [];
    try {
      for (const [index, testCase] of cases.entries()) {
        const verdict = await validator.run(testCase.inputPath, [], `input-${index}`);
        if ("failed" in verdict) throw new UserError(`${displayPath(testCase.inputPath)}: ${verdict.failed}`, `fix ${displayPath(testlibValidatorPath(problemId))}`);
        if (!verdict.valid) failures.push({ caseName: testCase.name, message: `${displayPath(testCase.inputPath)}: ${verdict.message}` });
      }
    } finally {
      validator.close();
    }
    return failures;
  } finally {
    removeTempDir(workDir);
  }
}
