import { mkdirSync, rmSync } from "node:fs";
import { join } from "node:path";
import { judgeProgramLaunch } from "../build/judge-program";
import { removeRunFiles, runProgram } from "../run/run-program";
import type { Verdict } from "../verdicts";
import { readMessageFile } from "../util/read-plain";
import { DEFAULT_VALIDATOR_LIMITS, validatorKillReason } from "./package-limits";
import type { PreparedValidator } from "./output-validator";

export interface CustomCheck {
  verdict: Verdict;
  message: string;
  /** The command was stopped (Ctrl-C) while the validator ran: nothing was decided, the case goes unjudged. */
  interrupted?: true;
}

/** The Kattis validator protocol's exit codes (an input validator's "valid" is 42 too). */
export const VALIDATOR_AC = 42;
export const VALIDATOR_WA = 43;
const MESSAGE_BYTES = 2000;

/**
 * Runs an output validator the Kattis way: `validator input judge_answer feedback_dir [flags] < team_output`.
 * Exit 42 is AC and 43 WA, with the message from feedback_dir/judgemessage.txt. Anything else is the
 * validator's fault: IE, never a verdict on the solution, and the run goes on with the next case.
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
  const sandbox = options.sandbox ?? true;
  const limits = options.validator.limits ?? DEFAULT_VALIDATOR_LIMITS;
  try {
    // Passed as open files (/dev/fd/5, 6, 7): the sandbox hides the temp folder. Every validator, in any language, gets
    // a private feedback folder where the compiled launcher runs it (fd 7 named in its arguments or its Node flags
    // becomes /run/feedback/: 8 MiB, 256 inodes, copied back at its exit, at most 64 regular files, of a longer one
    // its first 1 MiB and its length).
    const files = [options.inputPath, options.answerPath, feedbackDir];
    const asFds = files.map((_, index) => `/dev/fd/${index + 5}`);
    const launch = await judgeProgramLaunch(options.validator.judge, { readable: asFds.slice(0, 2), feedbackDir: asFds[2]!, sandbox, workDir: options.workDir });
    const facts = await runProgram({
      launch,
      args: [asFds[0]!, asFds[1]!, `${asFds[2]}/`, ...options.flags],
      passFiles: files,
      feedbackFile: 2,
      inputPath: options.outputPath,
      workDir: options.workDir,
      label: `${options.label}.checker`,
      ...runLimits(limits),
      sandbox,
    });
    removeRunFiles(options.workDir, `${options.label}.checker`);
    if (facts.killedFor === "interrupt") return { verdict: "IE", message: "the output validator was stopped with the command", interrupted: true };
    const said = readMessage(join(feedbackDir, "judgemessage.txt"));
    if (facts.killedFor === null && facts.signal === null) {
      if (facts.exitCode === VALIDATOR_AC) return { verdict: "AC", message: said };
      if (facts.exitCode === VALIDATOR_WA) return { verdict: "WA", message: said || "the output validator rejected the output" };
    }
    const why = facts.killedFor ? `was stopped: ${validatorKillReason(facts.killedFor, limits)}` : facts.signal ? `died of ${facts.signal}` : `exited ${facts.exitCode}`;
    const tail = facts.stderrTail.trim().split("\n").slice(-3).join(" | ");
    return { verdict: "IE", message: `the output validator ${options.validator.source} ${why}; exit 42 (AC) or 43 (WA) expected. ${said || tail}`.trim() };
  } catch (error) {
    // The validator's fault or the folder it left behind: this case is IE, and the next case is judged.
    return { verdict: "IE", message: `the output validator ${options.validator.source} could not be run: ${(error as Error).message}` };
  } finally {
    rmSync(feedbackDir, { recursive: true, force: true });
  }
}

/** The run limits alone (without where each came from), as runProgram takes them. */
export function runLimits(limits: typeof DEFAULT_VALIDATOR_LIMITS): { timeLimitMs: number; wallLimitMs: number; memoryKillKiB: number; outputLimitBytes: number } {
  return { timeLimitMs: limits.timeLimitMs, wallLimitMs: limits.wallLimitMs, memoryKillKiB: limits.memoryKillKiB, outputLimitBytes: limits.outputLimitBytes };
}

/** judgemessage.txt, cut to a message's size; nothing when it is missing or is not a regular file (a folder, a link). */
export function readMessage(path: string): string {
  return readMessageFile(path, MESSAGE_BYTES);
}
