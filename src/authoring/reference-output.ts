import { existsSync } from "node:fs";
import type { Problem } from "../problem/find-problem";
import { displayPath } from "../paths";
import { runSolutionOnInput } from "./run-on-input";
import { problemFiles } from "./problem-files";
import { loadGenerator, loadValidator } from "./problem-tools";

export interface ReferenceOutput {
  output: string;
  /** Which solution produced it, e.g. solutions/hdu2516/brute.ts. */
  source: string;
  why: string;
}

/**
 * The expected output for an input, from the most trustworthy solution that can answer it:
 * brute.ts (exhaustive search) where every instance is within its reach, else second-method.ts
 * (written independently of main.ts), else main.ts itself.
 */
export async function computeReferenceOutput(problem: Problem, input: string, workDir: string): Promise<ReferenceOutput> {
  const files = problemFiles(problem.id);
  const validator = await loadValidator(problem.id);
  const generator = await loadGenerator(problem.id);
  const instances = await validator?.parse(input);
  const limits = { timeLimitMs: problem.config.timeLimitMs * 10, memoryLimitMiB: 1024, workDir };
  if (existsSync(files.brute) && instances && generator && (await generator.bruteCanSolve(instances))) {
    return { output: await runSolutionOnInput(files.brute, input, limits), source: displayPath(files.brute), why: "every instance is small enough for the exhaustive search" };
  }
  const reason = !existsSync(files.brute) ? "there is no brute.ts" : "some instance is beyond brute.ts's reach";
  if (existsSync(files.secondMethod)) {
    return { output: await runSolutionOnInput(files.secondMethod, input, limits), source: displayPath(files.secondMethod), why: reason };
  }
  return { output: await runSolutionOnInput(files.main, input, limits), source: displayPath(files.main), why: `${reason}, and there is no second-method.ts` };
}
