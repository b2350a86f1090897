import { loadValidator } from "../authoring/problem-tools";
import { describeError, UserError } from "../errors";
import type { TestCase } from "../problem/find-cases";

export interface ValidationFailure {
  caseName: string;
  /** e.g. "cases/hdu2176/07.in:3: pile size 1000001 exceeds 1000000". */
  message: string;
}

/** Runs the problem's validator on every case input; undefined when the problem has no validator. */
export async function validateCases(problemId: string, cases: TestCase[]): Promise<ValidationFailure[] | undefined> {
  const validator = await loadValidator(problemId);
  if (!validator) return undefined;
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
