import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { buildSolution } from "../build/build-solution";
import { UserError } from "../errors";
import { displayPath } from "../paths";
import { measureMemoryBaseline } from "../run/memory-baseline";
import { runForOutput } from "../outcome/run-for-output";

export interface RunOnInputOptions {
  timeLimitMs: number;
  memoryLimitMiB: number;
  workDir: string;
  label?: string;
}

/** Builds a solution and runs it on one input, sandboxed; returns its stdout, or a UserError naming the verdict. */
export async function runSolutionOnInput(solutionPath: string, input: string, options: RunOnInputOptions): Promise<string> {
  const built = await buildSolution(solutionPath);
  if (!built.ok) throw new UserError(`${displayPath(solutionPath)} does not build:\n${built.message}`, "fix the solution first");
  const label = options.label ?? "reference";
  const inputPath = join(options.workDir, `${label}.in`);
  writeFileSync(inputPath, input);
  const baselineKiB = await measureMemoryBaseline({ sandbox: true, workDir: options.workDir });
  const limits = { timeLimitMs: options.timeLimitMs, memoryLimitMiB: options.memoryLimitMiB, baselineKiB, outputLimitBytes: 1 << 30 };
  const result = await runForOutput({ program: built.program.runnablePath, inputPath, workDir: options.workDir, label, limits });
  if (result.failure) throw new UserError(`${displayPath(solutionPath)} got ${result.failure.verdict}: ${result.failure.message}`, "it cannot give the expected output for this input");
  return result.output;
}
