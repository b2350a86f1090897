import { mkdirSync, rmSync } from "node:fs";
import { join } from "node:path";
import { judgeProgramLaunch, type JudgeProgram } from "../build/judge-program";
import type { CommandLaunch } from "../languages/launch";
import { removeRunFiles, runFiles, runProgram } from "../run/run-program";
import { DEFAULT_VALIDATOR_LIMITS, validatorKillReason, type ValidatorLimits } from "./package-limits";
import { runLimits, VALIDATOR_AC } from "./run-custom-checker";
import { readHeadText } from "../util/read-head";

/** A package's input validator's answer on one input: valid (exit 42), invalid (any other exit), or it failed. */
export type InputVerdict = { valid: true } | { valid: false; message: string } | { failed: string };

const MESSAGE_LINES = 2;

/**
 * An input validator ready for many inputs: its launch is made once (a run of every real input pays only for the
 * process), its scratch folder (Node's permission model wants one it may write) made once and removed by close().
 */
export interface OpenInputValidator {
  run(inputPath: string, args: string[], label: string): Promise<InputVerdict>;
  close(): void;
}

/**
 * Runs a package's input validator the Kattis way, `<validator> [args] < input`, in the same box as an output
 * validator (built by its language's executor, Node under its permission model). Exit 42 is valid; problemtools
 * takes any other exit as a rejection (a Python assert exits 1), so that is "invalid" here too. A validator killed
 * by a limit or a signal said nothing about the input: that is a failure of the validator, never a rejection.
 */
export async function openInputValidator(options: { judge: JudgeProgram; workDir: string; sandbox?: boolean; label: string; limits?: ValidatorLimits; validExit?: number; role?: string }): Promise<OpenInputValidator> {
  // Kattis: exit 42 is valid; a testlib validator (registerValidation) exits 0.
  const validExit = options.validExit ?? VALIDATOR_AC;
  const role = options.role ?? "input validator";
  const sandbox = options.sandbox ?? true;
  const limits = options.limits ?? DEFAULT_VALIDATOR_LIMITS;
  const scratch = join(options.workDir, `${options.label}.scratch`);
  mkdirSync(scratch, { recursive: true });
  let launch: CommandLaunch;
  try {
    launch = await judgeProgramLaunch(options.judge, { readable: [], feedbackDir: scratch, sandbox, workDir: options.workDir });
  } catch (error) {
    rmSync(scratch, { recursive: true, force: true });
    const why = `the ${role} ${options.judge.source} could not be run: ${(error as Error).message.split("\n")[0]}`;
    return { run: async () => ({ failed: why }), close: () => undefined };
  }
  return {
    async run(inputPath, args, label) {
      const runLabel = `${label}.input-validator`;
      try {
        const facts = await runProgram({ launch, args, inputPath, workDir: options.workDir, label: runLabel, ...runLimits(limits), sandbox });
        if (facts.killedFor !== null || facts.signal !== null) return { failed: `the ${role} ${options.judge.source} ${facts.killedFor ? `was stopped: ${validatorKillReason(facts.killedFor, limits)}` : `died of ${facts.signal}`}` };
        if (facts.exitCode === validExit) return { valid: true };
        const errorExit = options.judge.kind === "node" ? options.judge.errorExit : undefined;
        if (errorExit !== undefined && facts.exitCode === errorExit) return { failed: `the ${role} ${options.judge.source} failed: ${lastLines(facts.stderrTail, 1) || `exit ${errorExit}`}` };
        // problemtools shows what the validator wrote on either stream; the last lines say why.
        // A checktestdata script's last line says where and why (the lines above it only show the spot).
        const lines = errorExit !== undefined ? 1 : MESSAGE_LINES;
        const said = lastLines(facts.stderrTail, lines) || lastLines(readHeadText(runFiles(options.workDir, runLabel).stdoutPath, 4096), lines);
        // A validator written to exit 0 when it likes the input (COMP 321's validate.py: sys.exit(1) on an error, else 0)
        // rejected every input with "exit 0" and nothing more: the protocol's valid exit is said beside it.
        const protocol = facts.exitCode === 0 && validExit !== 0 ? `, where "valid" is exit ${validExit} (problemtools counts 0 as a rejection)` : "";
        return { valid: false, message: `exit ${facts.exitCode}${protocol}${said ? `: ${said}` : ""}` };
      } catch (error) {
        return { failed: `the ${role} ${options.judge.source} could not be run: ${(error as Error).message.split("\n")[0]}` };
      } finally {
        removeRunFiles(options.workDir, runLabel);
      }
    },
    close() {
      rmSync(scratch, { recursive: true, force: true });
    },
  };
}

/** One input, one run: openInputValidator for a single input. */
export async function runInputValidator(options: { judge: JudgeProgram; inputPath: string; args: string[]; workDir: string; label: string; sandbox?: boolean; limits?: ValidatorLimits }): Promise<InputVerdict> {
  const validator = await openInputValidator(options);
  try {
    return await validator.run(options.inputPath, options.args, options.label);
  } finally {
    validator.close();
  }
}

function lastLines(text: string, count = MESSAGE_LINES): string {
  return text.trim().split("\n").slice(-count).join(" | ").slice(0, 500);
}

