import { dirname, join } from "node:path";

/**
 * What `judge --watch` watches: the solution, the cases' folder, problem.yaml, the checker this run uses (by its mode:
 * a testlib checker.cpp with the problem's own testlib.h, not checker.ts) and the project's languages.yaml.
 */
export function judgeWatchList(run: { solutionPath: string; firstInput: string | undefined; checker: string; checkerPath: string }, problem: { dir: string; casesDir: string }, settingsPath: string): string[] {
  const checker = run.checker === "testlib" ? [run.checkerPath, join(problem.dir, "testlib.h")] : [run.checkerPath];
  return [run.solutionPath, run.firstInput ? dirname(run.firstInput) : problem.casesDir, join(problem.dir, "problem.yaml"), ...checker, settingsPath];
}
