import { readFileSync } from "node:fs";
import { decideRunVerdict, type RunLimits, type RunVerdict } from "../judge/decide-verdict";
import { removeRunFiles, runProgram } from "./run-program";

export type OutputOrFailure = { output: string; failure?: undefined } | { output?: undefined; failure: RunVerdict };

/** Runs a built program sandboxed under the limits and returns its stdout, or the verdict of a run that went wrong. */
export async function runForOutput(options: { program: string; inputPath: string; workDir: string; label: string; limits: RunLimits }): Promise<OutputOrFailure> {
  const { limits } = options;
  const facts = await runProgram({
    program: options.program,
    inputPath: options.inputPath,
    workDir: options.workDir,
    label: options.label,
    timeLimitMs: limits.timeLimitMs,
    wallLimitMs: 2 * limits.timeLimitMs + 1000,
    memoryKillKiB: limits.baselineKiB + limits.memoryLimitMiB * 1024,
    outputLimitBytes: limits.outputLimitBytes,
    sandbox: true,
  });
  try {
    const failure = decideRunVerdict(facts, limits);
    return failure ? { failure } : { output: readFileSync(facts.stdoutPath, "utf8") };
  } finally {
    removeRunFiles(options.workDir, options.label);
  }
}
