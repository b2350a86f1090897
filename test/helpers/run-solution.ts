import { rmSync } from "node:fs";
import { runSolutionOnInput } from "../../src/authoring/run-on-input";
import { makeTempDir } from "../../src/util/temp-dir";

/** Runs a solution file on one input through the real build and sandbox; returns its stdout. */
export async function runSolution(solutionPath: string, input: string, options: { timeLimitMs?: number; memoryLimitMiB?: number } = {}): Promise<string> {
  const workDir = makeTempDir("stonebench-test-run");
  try {
    return await runSolutionOnInput(solutionPath, input, {
      timeLimitMs: options.timeLimitMs ?? 20_000,
      memoryLimitMiB: options.memoryLimitMiB ?? 2048,
      workDir,
    });
  } finally {
    rmSync(workDir, { recursive: true, force: true });
  }
}
