import { readFileSync } from "node:fs";
import { programLaunch, type BuiltProgram } from "../build/build-program";
import { removeRunFiles, runProgram } from "../run/run-program";
import { decideRunVerdict, type RunLimits, type RunVerdict } from "./decide-run-verdict";
import { failedOnExitCodeAlone } from "./exit-code-note";

/** interrupted: the run was stopped with the command (Ctrl-C), so its failure says nothing of the program. */
export type OutputOrFailure = { output: string; failure?: undefined; interrupted?: undefined } | { output?: undefined; failure: RunVerdict; interrupted?: true; exitedWith?: string };

/**
 * Runs a program sandboxed under the limits and returns its stdout, or the verdict of a run that went wrong. `program`
 * is a built program of any language (build/build-program.ts), or a built Node .mjs by its path.
 */
export async function runForOutput(options: { program: string | BuiltProgram; inputPath: string; workDir: string; label: string; limits: RunLimits; args?: string[]; signal?: AbortSignal }): Promise<OutputOrFailure> {
  const { limits } = options;
  const stackMiB = limits.stackMiB ?? defaultStackMiB(limits.memoryLimitMiB);
  const launch =
    typeof options.program === "string"
      ? { kind: "node" as const, program: options.program, stackBytes: stackMiB << 20 }
      : await programLaunch(options.program, { memoryLimitMiB: limits.memoryLimitMiB, stackMiB, workDir: options.workDir, sandbox: true });
  const facts = await runProgram({
    launch,
    inputPath: options.inputPath,
    workDir: options.workDir,
    label: options.label,
    timeLimitMs: limits.timeLimitMs,
    wallLimitMs: 2 * limits.timeLimitMs + 1000,
    memoryKillKiB: limits.baselineKiB + limits.memoryLimitMiB * 1024,
    outputLimitBytes: limits.outputLimitBytes,
    sandbox: true,
    ...(options.args ? { args: options.args } : {}),
    ...(options.signal ? { signal: options.signal } : {}),
  });
  try {
    const failure = decideRunVerdict(facts, { ...limits, stackMiB });
    if (facts.killedFor === "interrupt") return { failure: failure ?? { verdict: "IE", message: "stopped with the command" }, interrupted: true };
    // An RE for the exit code alone keeps what it printed (exitedWith): stress says when that was right (exit-code-note.ts).
    if (failure) return failure.verdict === "RE" && failedOnExitCodeAlone(facts) ? { failure, exitedWith: readFileSync(facts.stdoutPath, "utf8") } : { failure };
    return { output: readFileSync(facts.stdoutPath, "utf8") };
  } finally {
    removeRunFiles(options.workDir, options.label);
  }
}

/** The stack when nothing sets one: as large as the memory limit, as Codeforces and Kattis give, at most 1 GiB. */
export function defaultStackMiB(memoryLimitMiB: number): number {
  return Math.max(8, Math.min(1024, memoryLimitMiB));
}
