import { existsSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { prepareJudgeProgram } from "../build/judge-program";
import { UserError } from "../errors";
import { displayPath, problemsDir } from "../paths";
import { makeTempDir, removeTempDir } from "../util/temp-dir";
import { openInputValidator, type OpenInputValidator } from "./run-input-validator";
import { testlibHeaderFiles } from "./testlib-header";

/**
 * A Polygon input validator (problems/<id>/validator.cpp, registerValidation): built by the C++ executor with testlib.h
 * beside it (the folder's own, else the vendored one), run boxed as `validator < input`; exit 0 is valid, any other
 * exit invalid with testlib's message (its stderr), a crash or a limit a failure of the validator.
 */
export async function openTestlibValidator(path: string, options: { sandbox: boolean; workDir: string }): Promise<OpenInputValidator> {
  const judge = await prepareJudgeProgram(path, "testlib validator", options.sandbox, undefined, testlibHeaderFiles(path));
  return openInputValidator({ judge, workDir: options.workDir, sandbox: options.sandbox, label: "testlib-validator", validExit: 0, role: "testlib validator" });
}

/** problems/<id>/validator.cpp: a Polygon (testlib) input validator, used when the problem has no validate.ts. */
export function testlibValidatorPath(problemId: string): string {
  return join(problemsDir(), problemId, "validator.cpp");
}

/**
 * Each input through the problem's testlib validator, built once: the invalid ones with testlib's message; one it
 * cannot judge (a crash, a limit) stops with a UserError naming the validator.
 */
export async function validateWithTestlib(problemId: string, inputs: { name: string; path: string }[]): Promise<{ name: string; message: string }[]> {
  const workDir = makeTempDir("stonebench-validate");
  try {
    const check = await openTestlibTextCheck(problemId, workDir);
    if (!check) throw new UserError(`${displayPath(testlibValidatorPath(problemId))} does not exist`, "write it, or validate with problems/<id>/validate.ts");
    const failures: { name: string; message: string }[] = [];
    try {
      for (const input of inputs) {
        const message = await check.checkFile(input.path, displayPath(input.path));
        if (message !== undefined) failures.push({ name: input.name, message });
      }
    } finally {
      check.close();
    }
    return failures;
  } finally {
    removeTempDir(workDir);
  }
}

/** A problem's testlib validator opened once for inputs held as text: the message of an invalid one, else undefined. */
export interface TextInputCheck {
  check(input: string, what: string): Promise<string | undefined>;
  /** The same for an input already in a file. */
  checkFile(path: string, what: string): Promise<string | undefined>;
  close(): void;
}

/**
 * problems/<id>/validator.cpp opened for inputs that are not files yet (make-cases' recipes, a generator program's
 * output in stress), or undefined when the problem has none. A validator that cannot judge an input stops with a
 * UserError naming it; `what` says which input in that message.
 */
export async function openTestlibTextCheck(problemId: string, workDir: string): Promise<TextInputCheck | undefined> {
  const path = testlibValidatorPath(problemId);
  if (!existsSync(path)) return undefined;
  const validator = await openTestlibValidator(path, { sandbox: true, workDir });
  let count = 0;
  const checkFile = async (file: string, what: string): Promise<string | undefined> => {
    const verdict = await validator.run(file, [], `checked-${count++}`);
    if ("failed" in verdict) throw new UserError(`${what}: ${verdict.failed}`, `fix ${displayPath(path)}`);
    return verdict.valid ? undefined : verdict.message;
  };
  return {
    checkFile,
    async check(input, what) {
      const file = join(workDir, `text-${count}.in`);
      writeFileSync(file, input);
      try {
        return await checkFile(file, what);
      } finally {
        rmSync(file, { force: true });
      }
    },
    close: () => validator.close(),
  };
}
