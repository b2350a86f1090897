import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { buildProgram, type BuiltProgram } from "../build/build-program";
import { languageBaselineKiB } from "../build/language-baseline";
import { UserError } from "../errors";
import { displayPath } from "../paths";
import { runForOutput } from "../outcome/run-for-output";
import { boxesStoppedBy } from "../run/stop-every-box";
import { StoppedBySignal } from "../run/stopped-by-signal";

export interface RunOnInputOptions {
  timeLimitMs: number;
  memoryLimitMiB: number;
  workDir: string;
  label?: string;
  /** --lang: the solution's language when its ending does not say. */
  lang?: string;
}

/** A solution of any language built by its executor (build/build-program.ts), with its memory baseline; a CE is a UserError. */
export async function buildRunnable(solutionPath: string, options: { workDir: string; lang?: string; role?: string; fix?: string; extraFiles?: { name: string; path: string }[]; signal?: AbortSignal }): Promise<{ program: BuiltProgram; baselineKiB: number }> {
  let built: Awaited<ReturnType<typeof buildProgram>>;
  try {
    built = await buildProgram({ path: solutionPath, role: options.role ?? "solution", ...(options.lang ? { lang: options.lang } : {}), ...(options.extraFiles?.length ? { extraFiles: options.extraFiles } : {}), ...(options.signal ? { signal: options.signal } : {}) });
  } catch (error) {
    // The stop can also reach the build as a throw (its box stopped before the compile's exit was read): a fresh
    // clone under load said "stopped … before stress had a result to report" instead of naming the compile.
    if (options.signal?.aborted) throw new StoppedWhileBuilding(solutionPath);
    throw error;
  }
  // Stopped (Ctrl-C) mid-compile: the compile was killed, which is no fault of the source.
  if (!built.ok && options.signal?.aborted) throw new StoppedWhileBuilding(solutionPath);
  if (!built.ok) throw new UserError(`${displayPath(solutionPath)} does not build (${built.language.name}):\n${built.message}`, options.fix ?? "fix the solution first");
  const baselineKiB = await languageBaselineKiB(built.program, { sandbox: true, workDir: options.workDir });
  return { program: built.program, baselineKiB };
}

/** A compile killed because the command was stopped: the command reports the stop, never a CE. */
export class StoppedWhileBuilding extends Error {
  constructor(readonly path: string) {
    super(`stopped while ${displayPath(path)} was compiled`);
  }
}

/** Builds a solution (any language) and runs it on one input, sandboxed; returns its stdout, or a UserError naming the verdict. */
export async function runSolutionOnInput(solutionPath: string, input: string, options: RunOnInputOptions): Promise<string> {
  const { program, baselineKiB } = await buildRunnable(solutionPath, options);
  const label = options.label ?? "reference";
  const inputPath = join(options.workDir, `${label}.in`);
  writeFileSync(inputPath, input);
  const limits = { timeLimitMs: options.timeLimitMs, memoryLimitMiB: options.memoryLimitMiB, baselineKiB, outputLimitBytes: 1 << 30 };
  const result = await runForOutput({ program, inputPath, workDir: options.workDir, label, limits });
  if (result.interrupted) throw new StoppedBySignal(boxesStoppedBy() ?? "SIGINT", `${displayPath(solutionPath)} ran`);
  if (result.failure) throw new UserError(`${displayPath(solutionPath)} got ${result.failure.verdict}: ${result.failure.message}`, "it cannot give the expected output for this input");
  return result.output;
}
