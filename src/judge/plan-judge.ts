import { existsSync, readdirSync, statSync } from "node:fs";
import { packageLimits } from "../check/package-limits";
import { languageOf, languagesForFile } from "../languages/registry";
import { join } from "node:path";
import { UserError } from "../errors";
import { displayPath, projectRoot, resolveUserPath } from "../paths";
import { findCases } from "../problem/find-cases";
import { checkerPathFor, findProblem } from "../problem/find-problem";
import { solutionNotFound } from "../problem/solution-not-found";
import type { CheckerMode } from "../problem/problem-config";
import type { TestCase } from "../problem/find-cases";
import type { JudgeRequest } from "./judge-cases";
import { refuseFolderOfSolutions } from "./folder-of-solutions";

export interface JudgeOptions {
  solution?: string;
  /** The solution's language by id or alias (--lang), instead of its extension. */
  lang?: string;
  cases?: string;
  case?: string;
  tl?: number;
  ml?: number;
  jobs?: number;
  bail?: boolean;
  checker?: CheckerMode;
  sandbox?: boolean;
  signal?: AbortSignal;
  transcript?: boolean;
  /** judge: a .in without .out is run and shown (verdict NO) instead of refusing the folder. */
  allowMissingAnswers?: boolean;
  /** judge --in: this one case instead of the problem's (src/judge/custom-input.ts). */
  customCase?: TestCase;
  /** verify: plan without main (a package may have none); solutionPath is then main's absent path, and each judge names its own. */
  withoutMain?: boolean;
}

// interactor.<ext> for an extension some language claims (interactor.py, interactor.cpp, …).
function interactorInAnyLanguage(dir: string): string | undefined {
  const names = existsSync(dir) ? readdirSync(dir).filter((name) => name.startsWith("interactor.")) : [];
  return names.map((name) => join(dir, name)).find((path) => statSync(path).isFile() && languagesForFile(path).length > 0);
}

/** The problem's interactor: interactor.ts (or interactor.<ext> in any language), or a folder of sources kept from a Kattis package. */
export function problemInteractor(dir: string): { kind: "file"; path: string } | { kind: "dir"; dir: string } | undefined {
  const interactorPath = join(dir, "interactor.ts");
  const interactorDir = join(dir, "interactor");
  const interactorFile = existsSync(interactorPath) ? interactorPath : interactorInAnyLanguage(dir);
  return interactorFile ? { kind: "file", path: interactorFile } : existsSync(interactorDir) ? { kind: "dir", dir: interactorDir } : undefined;
}

/** Turns a problem name and the command-line options into a complete judge request, or a UserError. */
export function planJudge(problemName: string, options: JudgeOptions): JudgeRequest {
  const problem = findProblem(problemName);
  const solutionPath = options.solution ? resolveUserPath(options.solution) : problem.mainSolution;
  // A folder is a multi-file submission (a Kattis package's): its entry point is found when it builds.
  const isFolder = existsSync(solutionPath) && statSync(solutionPath).isDirectory();
  const absentMain = options.withoutMain === true && !options.solution && !existsSync(solutionPath);
  if (!absentMain && (!existsSync(solutionPath) || (!isFolder && !statSync(solutionPath).isFile()))) {
    throw solutionNotFound(problem, solutionPath, options.solution !== undefined);
  }
  if (isFolder && options.solution) refuseFolderOfSolutions(solutionPath, problem.id);
  // The language is known before anything runs: an unknown ending or --lang is exit 2 with the list of languages.
  if (!isFolder && !absentMain) languageOf(solutionPath, options.lang);
  const casesDir = options.cases ? resolveUserPath(options.cases) : problem.casesDir;
  const cases = options.customCase ? [options.customCase] : findCases(casesDir, { problemId: problem.id, ...(options.case !== undefined ? { only: options.case } : {}), ...(options.allowMissingAnswers ? { allowMissingAnswers: true } : {}) });
  const checker = options.checker ?? problem.config.checker;
  const checkerPath = checkerPathFor(problem.dir, checker);
  if (checker === "testlib" && !existsSync(checkerPath)) {
    throw new UserError(`The checker is "testlib" but ${displayPath(checkerPath)} does not exist`, "write the testlib checker (checker <input> <output> <answer>, registerTestlibCmd; testlib.h is supplied unless the problem folder has its own), or choose hdu, tokens, float, kattis or custom");
  }
  if (checker === "custom" && !existsSync(problem.checkerPath)) {
    throw new UserError(`The checker is "custom" but ${displayPath(problem.checkerPath)} does not exist`, "write the checker (in any language: checker.ts, checker.py, checker.cpp, …; Kattis protocol: checker <input> <answer> <feedback_dir> [flags] < output, exit 42 AC, 43 WA), or choose hdu, tokens, float or kattis");
  }
  const interactorPath = join(problem.dir, "interactor.ts");
  const interactor = problemInteractor(problem.dir);
  if (problem.config.interactive && !interactor) {
    throw new UserError(`${displayPath(join(problem.dir, "problem.yaml"))} says "interactive: true" but ${displayPath(interactorPath)} does not exist`, "write the interactor (see src/problem-kit/interactor.ts), or remove the key");
  }
  return {
    problemId: problem.id,
    solutionLabel: displayPath(solutionPath),
    solutionPath,
    // The project's own solution (and verify's, which judges each in its place) is read inside the project only.
    ...(options.solution ? {} : { solutionWithin: [projectRoot()] }),
    ...(options.lang ? { lang: options.lang } : {}),
    cases,
    timeLimitMs: options.tl ?? problem.config.timeLimitMs,
    memoryLimitMiB: options.ml ?? problem.config.memoryLimitMiB,
    outputLimitMiB: problem.config.outputLimitMiB,
    ...(problem.config.stackLimitMiB ? { stackMiB: problem.config.stackLimitMiB } : {}),
    checker,
    tolerance: problem.config.tolerance,
    validatorFlags: problem.config.validatorFlags,
    memoryLimitScope: problem.config.memoryLimitScope,
    checkerPath,
    jobs: options.jobs ?? 1,
    bail: options.bail ?? false,
    sandbox: options.sandbox ?? true,
    ...(options.signal ? { signal: options.signal } : {}),
    ...(problem.config.interactive && interactor ? { interactor } : {}),
    ...(options.transcript ? { transcript: true } : {}),
    ...(options.customCase ? { showAlways: true } : {}),
    ...(existsSync(join(problem.dir, "kattis", "include")) ? { includeDir: join(problem.dir, "kattis", "include") } : {}),
    ...(existsSync(join(problem.dir, "kattis", "problem.yaml")) ? { packageLimits: packageLimits(problem.id) } : {}),
  };
}
