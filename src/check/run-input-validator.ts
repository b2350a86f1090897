import { mkdirSync, rmSync } from "node:fs";
import { join } from "node:path";
import { judgeProgramLaunch, type JudgeProgram } from "../build/judge-program";
import { removeRunFiles, runProgram } from "../run/run-program";
import { VALIDATOR_AC, VALIDATOR_RUN_LIMITS } from "./run-custom-checker";

/** A package's input validator's answer on one input: valid (exit 42), invalid (any other exit), or it failed. */
export type InputVerdict = { valid: true } | { valid: false; message: string } | { failed: string };

/**
 * Runs a package's input validator the Kattis way, `<validator> [args] < input`, in the same box as an output
 * validator (built by its language's executor, Node under its permission model). Exit 42 is valid; problemtools
 * takes any other exit as a rejection (a Python assert exits 1), so that is "invalid" here too. A validator killed
 * by a limit or a signal said nothing about the input: that is a failure of the validator, never a rejection.
 */
export async function runInputValidator(options: { judge: JudgeProgram; inputPath: string; args: string[]; workDir: string; label: string; sandbox?: boolean }): Promise<InputVerdict> {
  const sandbox = options.sandbox ?? true;
  // Node's permission model wants a folder it may write: an empty one, removed after the run.
  const scratch = join(options.workDir, `${options.label}.scratch`);
  mkdirSync(scratch, { recursive: true });
  try {
    const launch = await judgeProgramLaunch(options.judge, { readable: [], feedbackDir: scratch, sandbox, workDir: options.workDir });
    const facts = await runProgram({
      launch,
      args: options.args,
      inputPath: options.inputPath,
      workDir: options.workDir,
      label: `${options.label}.input-validator`,
      ...VALIDATOR_RUN_LIMITS,
      sandbox,
    });
    removeRunFiles(options.workDir, `${options.label}.input-validator`);
    if (facts.killedFor !== null || facts.signal !== null) return { failed: `the input validator ${options.judge.source} ${facts.killedFor ? `was killed (${facts.killedFor})` : `died of ${facts.signal}`}` };
    if (facts.exitCode === VALIDATOR_AC) return { valid: true };
    const said = facts.stderrTail.trim().split("\n").slice(-2).join(" | ");
    return { valid: false, message: `exit ${facts.exitCode}${said ? `: ${said}` : ""}` };
  } catch (error) {
    return { failed: `the input validator ${options.judge.source} could not be run: ${(error as Error).message.split("\n")[0]}` };
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}
