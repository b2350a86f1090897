import { readFileSync } from "node:fs";
import { runProgram } from "../run/run-program";
import type { Verdict } from "../verdicts";

export interface CustomCheck {
  verdict: Verdict;
  message: string;
}

const CHECKER_TIME_LIMIT_MS = 10_000;

/**
 * Runs a problem's checker.ts as `checker <input> <expected> <actual>`, sandboxed to read those files.
 * Exit 0 is AC, 1 WA, 2 PE; its stdout is the message. Anything else is the checker's fault: IE.
 */
export async function runCustomChecker(options: {
  checker: string;
  inputPath: string;
  answerPath: string;
  outputPath: string;
  workDir: string;
  label: string;
  sandbox: boolean;
}): Promise<CustomCheck> {
  // Passed as open files (/dev/fd/5, 6, 7): the sandbox hides the temp folder that holds the output.
  const files = [options.inputPath, options.answerPath, options.outputPath];
  const asFds = files.map((_, index) => `/dev/fd/${index + 5}`);
  const facts = await runProgram({
    program: options.checker,
    args: asFds,
    passFiles: files,
    inputPath: "/dev/null",
    workDir: options.workDir,
    label: `${options.label}.checker`,
    timeLimitMs: CHECKER_TIME_LIMIT_MS,
    wallLimitMs: 2 * CHECKER_TIME_LIMIT_MS,
    memoryKillKiB: 4 << 20,
    outputLimitBytes: 1 << 20,
    sandbox: options.sandbox,
    readable: asFds,
  });
  const said = readFileSync(facts.stdoutPath, "utf8").trim().slice(0, 2000);
  if (facts.killedFor === null && facts.signal === null) {
    if (facts.exitCode === 0) return { verdict: "AC", message: said };
    if (facts.exitCode === 1) return { verdict: "WA", message: said || "the checker rejected the output" };
    if (facts.exitCode === 2) return { verdict: "PE", message: said || "the checker reported a presentation error" };
  }
  const why = facts.killedFor ? `was killed (${facts.killedFor})` : facts.signal ? `died of ${facts.signal}` : `exited ${facts.exitCode}`;
  return { verdict: "IE", message: `the checker ${why}; exit 0, 1 or 2 expected. ${facts.stderrTail.trim().split("\n").slice(-3).join(" | ")}`.trim() };
}
