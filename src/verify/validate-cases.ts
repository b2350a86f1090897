import { existsSync } from "node:fs";
import { loadValidator } from "../authoring/problem-tools";
import { testlibValidatorPath, validateWithTestlib } from "../check/testlib-validator";
import { describeError, InvalidInputError } from "../errors";
import { displayPath } from "../paths";
import type { TestCase } from "../problem/find-cases";

export interface ValidationFailure {
  caseName: string;
  /** e.g. "cases/hdu2176/07.in:3: pile size 1000001 exceeds 1000000". */
  message: string;
  /** The validator broke (or refused the input unread) instead of judging it: the tool's fault, not the input's. */
  broken?: true;
}

/** Runs the problem's validator on every case input; undefined when the problem has no validator. */
export async function validateCases(problemId: string, cases: TestCase[]): Promise<ValidationFailure[] | undefined> {
  const validator = await loadValidator(problemId);
  if (!validator) {
    if (!existsSync(testlibValidatorPath(problemId))) return undefined;
    const invalid = await validateWithTestlib(problemId, cases.map((testCase) => ({ name: testCase.name, path: testCase.inputPath })));
    return invalid.map(({ name, message }) => ({ caseName: name, message: `${displayPath(cases.find((testCase) => testCase.name === name)!.inputPath)}: ${message}` }));
  }
  const failures: ValidationFailure[] = [];
  for (const testCase of cases) {
    try {
      await validator.parseFile(testCase.inputPath);
    } catch (error) {
      if (error instanceof InvalidInputError) failures.push({ caseName: testCase.name, message: error.message });
      else failures.push({ caseName: testCase.name, message: describeError(error), broken: true });
    }
  }
  return failures;
}
