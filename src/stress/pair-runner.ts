import { rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { buildRunnable } from "../authoring/run-on-input";
import { sourceFromText } from "../check/chunk-source";
import { compareOutputs, type CompareMode } from "../check/compare-output";
import type { RunLimits } from "../outcome/decide-run-verdict";
import { displayPath } from "../paths";
import { runForOutput } from "../outcome/run-for-output";
import { rightOutputNote } from "../outcome/exit-code-note";

export interface SideOutcome {
  /** The solution's output, or undefined when the run itself failed. */
  output?: string;
  /** e.g. "RE: exit code 1: Error: boom". */
  failure?: string;
  /** What a run that failed on its exit code alone printed (run-for-output.ts). */
  exitedWith?: string;
}

export interface PairOutcome {
  differs: boolean;
  /** Why they differ: the first difference, or which run failed. */
  reason: string;
  a: SideOutcome;
  b: SideOutcome;
}

/** Runs two solutions on the same input, side by side, and says whether they disagree. */
export interface PairRunner {
  run(input: string): Promise<PairOutcome>;
  /** How many pair runs so far (each is two process starts). */
  readonly runs: number;
}

export async function createPairRunner(options: {
  solutionA: string;
  solutionB: string;
  workDir: string;
  timeLimitMs: number;
  mode: CompareMode;
  tolerance: number;
  /** Ctrl-C or SIGTERM: the running pair is stopped at once, and a stopped pair never counts as a difference. */
  signal?: AbortSignal;
}): Promise<PairRunner> {
  // Each side in its own language (build/build-program.ts), with its own language's memory baseline.
  const programs: Awaited<ReturnType<typeof buildRunnable>>[] = [];
  for (const path of [options.solutionA, options.solutionB]) programs.push(await buildRunnable(path, { workDir: options.workDir, fix: "fix it before stress testing", ...(options.signal ? { signal: options.signal } : {}) }));
  let runs = 0;
  const runOne = async (side: Awaited<ReturnType<typeof buildRunnable>>, inputPath: string, label: string): Promise<SideOutcome> => {
    const limits: RunLimits = { timeLimitMs: options.timeLimitMs, memoryLimitMiB: 1024, baselineKiB: side.baselineKiB, outputLimitBytes: 256 << 20 };
    const result = await runForOutput({ program: side.program, inputPath, workDir: options.workDir, label, limits, ...(options.signal ? { signal: options.signal } : {}) });
    if (!result.failure) return { output: result.output };
    return { failure: `${result.failure.verdict}: ${result.failure.message}`, ...(result.exitedWith !== undefined ? { exitedWith: result.exitedWith } : {}) };
  };
  return {
    get runs() {
      return runs;
    },
    async run(input) {
      const label = `pair-${runs++}`;
      const inputPath = join(options.workDir, `${label}.in`);
      writeFileSync(inputPath, input);
      const [a, b] = await Promise.all([runOne(programs[0]!, inputPath, `${label}-a`), runOne(programs[1]!, inputPath, `${label}-b`)]).finally(() => rmSync(inputPath, { force: true }));
      if (options.signal?.aborted) return { differs: false, reason: "stopped", a, b };
      // A side that failed on its exit code alone, its output the other's: said so, as the judge says it.
      const same = (failed: SideOutcome, other: SideOutcome) => failed.exitedWith !== undefined && other.output !== undefined && compareOutputs(sourceFromText(other.output), sourceFromText(failed.exitedWith), { mode: options.mode, tolerance: options.tolerance }).verdict === "AC";
      if (same(a, b)) a.failure += rightOutputNote(`its output was ${displayPath(options.solutionB)}'s`);
      if (same(b, a)) b.failure += rightOutputNote(`its output was ${displayPath(options.solutionA)}'s`);
      if (a.failure || b.failure) {
        const who = [a.failure && `${displayPath(options.solutionA)} ${a.failure}`, b.failure && `${displayPath(options.solutionB)} ${b.failure}`].filter(Boolean).join("; ");
        return { differs: true, reason: who, a, b };
      }
      const result = compareOutputs(sourceFromText(b.output!), sourceFromText(a.output!), { mode: options.mode, tolerance: options.tolerance });
      return result.verdict === "AC" ? { differs: false, reason: "", a, b } : { differs: true, reason: `${result.verdict}: ${result.message}`, a, b };
    },
  };
}
