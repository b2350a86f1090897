import { prepareJudgeProgram } from "../build/judge-program";
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
