import { mkdirSync, rmSync } from "node:fs";
import { join } from "node:path";
import { judgeProgramLaunch } from "../build/judge-program";
import type { CompileLimits } from "../build/build-program";
import { removeRunFiles, runProgram } from "../run/run-program";
import { prepareOutputValidator, type PreparedValidator } from "./output-validator";
import { DEFAULT_VALIDATOR_LIMITS, validatorKillReason, type ValidatorLimits } from "./package-limits";
import { runLimits, type CustomCheck } from "./run-custom-checker";
import { testlibVerdict } from "./testlib-exit";
import { testlibHeaderFiles } from "./testlib-header";

const MESSAGE_CHARS = 2000;
// What testlib's messages name by path ("… (/dev/fd/7)"): the files as the sandbox passed them, said as what they are.
const FILE_NAMES = ["input", "output", "answer"];

/**
 * Builds (or finds in the cache) a testlib checker, problems/<id>/checker.cpp, by the C++ executor in a box, with
 * testlib.h beside it: the problem folder's own when it has one, else the vendored one (vendor/testlib/).
 */
export function prepareTestlibChecker(path: string, sandbox: boolean, limits: { validator?: ValidatorLimits; compile?: CompileLimits } = {}): Promise<PreparedValidator> {
  return prepareOutputValidator(path, sandbox, { ...limits, role: "testlib checker", extraFiles: testlibHeaderFiles(path) });
}

/**
 * Runs a testlib checker the Polygon way, `checker <input> <output> <answer>`, in the box an output validator runs in;
 * its exit is the verdict (check/testlib-exit.ts) and what it printed on stderr is the case's message. A checker that
 * FAILs, crashes, hangs or exits with a code testlib does not give is IE, and the next case is judged.
 */
export async function runTestlibChecker(options: {
  validator: PreparedValidator;
  inputPath: string;
  answerPath: string;
  outputPath: string;
  workDir: string;
  label: string;
  sandbox?: boolean;
}): Promise<CustomCheck> {
  const sandbox = options.sandbox ?? true;
  const limits = options.validator.limits ?? DEFAULT_VALIDATOR_LIMITS;
  const label = `${options.label}.checker`;
  // A Node program's scratch folder in the launch's terms; a built checker (C++) has none and writes nothing.
  const scratch = join(options.workDir, `${options.label}.testlib`);
  mkdirSync(scratch, { recursive: true });
  try {
    // Passed as open files (/dev/fd/5, 6, 7: the sandbox hides the temp folder); the input and the answer, the
    // problem's own files, through the sandbox's read-only view, the output as it is.
    const files = [options.inputPath, options.outputPath, options.answerPath];
    const asFds = files.map((_, index) => `/dev/fd/${index + 5}`);
    const launch = await judgeProgramLaunch(options.validator.judge, { readable: asFds, feedbackDir: scratch, sandbox, workDir: options.workDir });
    const facts = await runProgram({ launch, args: asFds, passFiles: files, ownFiles: [1], inputPath: "/dev/null", workDir: options.workDir, label, ...runLimits(limits), sandbox });
    removeRunFiles(options.workDir, label);
    if (facts.killedFor === "interrupt") return { verdict: "IE", message: "the testlib checker was stopped with the command", interrupted: true };
    const said = cut(facts.stderrTail.trim()).replace(/\/dev\/fd\/([567])\b/g, (_, fd: string) => FILE_NAMES[Number(fd) - 5]!);
    const mapped = facts.killedFor === null && facts.signal === null ? testlibVerdict(facts.exitCode) : undefined;
    if (mapped?.points) return { verdict: "WA", message: `${said} (testlib points: only quitf(_ok) is AC here, docs/judge.md)` };
    if (mapped) return { verdict: mapped.verdict, message: said || (mapped.verdict === "AC" ? "" : "the testlib checker rejected the output") };
    const why = facts.killedFor ? `was stopped: ${validatorKillReason(facts.killedFor, limits)}` : facts.signal ? `died of ${facts.signal}` : facts.exitCode === 3 ? "FAILed (exit 3)" : `exited ${facts.exitCode}`;
    return { verdict: "IE", message: `the testlib checker ${options.validator.source} ${why}; exit 0 (ok), 1 (wa), 2 (pe) or 7 (points) expected. ${said}`.trim() };
  } catch (error) {
    // The checker's fault or the machine's: this case is IE, and the next case is judged.
    return { verdict: "IE", message: `the testlib checker ${options.validator.source} could not be run: ${(error as Error).message}` };
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

// testlib's message is one line; a checker that prints a lot keeps its last characters.
function cut(text: string): string {
  return text.length > MESSAGE_CHARS ? `…${text.slice(-MESSAGE_CHARS)}` : text;
}
