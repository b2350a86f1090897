import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { buildSolution } from "../build/build-solution";
import { UserError } from "../errors";
import { decideRunVerdict } from "../judge/decide-verdict";
import { displayPath } from "../paths";
import { measureMemoryBaseline } from "../run/memory-baseline";
import { runProgram } from "../run/run-program";

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
  const outputLimitBytes = 1 << 30;
  const facts = await runProgram({
    program: built.program.runnablePath,
    inputPath,
    workDir: options.workDir,
    label,
    timeLimitMs: options.timeLimitMs,
    wallLimitMs: 2 * options.timeLimitMs + 1000,
    memoryKillKiB: baselineKiB + options.memoryLimitMiB * 1024,
    outputLimitBytes,
    sandbox: true,
  });
  const verdict = decideRunVerdict(facts, { timeLimitMs: options.timeLimitMs, memoryLimitMiB: options.memoryLimitMiB, baselineKiB, outputLimitBytes });
  if (verdict) throw new UserError(`${displayPath(solutionPath)} got ${verdict.verdict}: ${verdict.message}`, "it cannot give the expected output for this input");
  return readFileSync(facts.stdoutPath, "utf8");
}
