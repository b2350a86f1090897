import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { runProgram } from "../run/run-program";
import type { Verdict } from "../verdicts";
import { validatorCommand, type PreparedValidator } from "./output-validator";

export interface CustomCheck {
  verdict: Verdict;
  message: string;
}

const CHECKER_TIME_LIMIT_MS = 10_000;
/** The Kattis output validator protocol's exit codes. */
export const VALIDATOR_AC = 42;
export const VALIDATOR_WA = 43;

/**
 * Runs an output validator the Kattis way: `validator input judge_answer feedback_dir [flags] < team_output`.
 * Exit 42 is AC and 43 WA, with the message from feedback_dir/judgemessage.txt. Anything else is the
 * validator's fault: IE, never a verdict on the solution.
 */
export async function runCustomChecker(options: {
  validator: PreparedValidator;
  inputPath: string;
  answerPath: string;
  outputPath: string;
  flags: string[];
  workDir: string;
  label: string;
  /** Default true: validators run in the same sandbox as solutions. */
  sandbox?: boolean;
}): Promise<CustomCheck> {
  const feedbackDir = join(options.workDir, `${options.label}.feedback`);
  rmSync(feedbackDir, { recursive: true, force: true });
  mkdirSync(feedbackDir);
  try {
    // Passed as open files (/dev/fd/5, 6, 7): the sandbox hides the temp folder. feedback_dir is an open folder, so
    // the validator creates judgemessage.txt through it while every mount it can see stays read-only.
    const files = [options.inputPath, options.answerPath, feedbackDir];
    const asFds = files.map((_, index) => `/dev/fd/${index + 5}`);
    const command = validatorCommand(options.validator, asFds.slice(0, 2), asFds[2]!);
    const facts = await runProgram({
      program: command[command.length - 1]!,
      command,
      args: [asFds[0]!, asFds[1]!, `${asFds[2]}/`, ...options.flags],
      passFiles: files,
      // A validator without Node's permission model (C++, Python) writes into a private folder, copied into this one.
      ...(command[0] === process.execPath ? {} : { feedbackFile: 2 }),
      inputPath: options.outputPath,
      workDir: options.workDir,
      label: `${options.label}.checker`,
      timeLimitMs: CHECKER_TIME_LIMIT_MS,
      wallLimitMs: 2 * CHECKER_TIME_LIMIT_MS,
      memoryKillKiB: 4 << 20,
      outputLimitBytes: 1 << 20,
      sandbox: options.sandbox ?? true,
    });
    const messagePath = join(feedbackDir, "judgemessage.txt");
    const said = existsSync(messagePath) ? readFileSync(messagePath, "utf8").trim().slice(0, 2000) : "";
    if (facts.killedFor === null && facts.signal === null) {
      if (facts.exitCode === VALIDATOR_AC) return { verdict: "AC", message: said };
      if (facts.exitCode === VALIDATOR_WA) return { verdict: "WA", message: said || "the output validator rejected the output" };
    }
    const why = facts.killedFor ? `was killed (${facts.killedFor})` : facts.signal ? `died of ${facts.signal}` : `exited ${facts.exitCode}`;
    const tail = facts.stderrTail.trim().split("\n").slice(-3).join(" | ");
    return { verdict: "IE", message: `the output validator ${options.validator.source} ${why}; exit 42 (AC) or 43 (WA) expected. ${said || tail}`.trim() };
  } finally {
    rmSync(feedbackDir, { recursive: true, force: true });
  }
}
