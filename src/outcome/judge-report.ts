import type { SandboxLevel } from "../sandbox/sandbox-level";
import type { Verdict } from "../verdicts";
import type { CaseResult } from "./case-result";

/** The language a run judged, and what built and ran it (the report's header, the JSON's `language`). */
export interface LanguageReport {
  id: string;
  name: string;
  /** "C++ · g++ 12.2.0": the language with its compiler's and runtime's versions. */
  description: string;
  compiler?: { name: string; path: string; version: string };
  runtime?: { name: string; path: string; version: string };
  /** What the memory limit is measured against (languages/language.ts, BaselinePolicy). */
  baseline: "none" | "measured";
  /** The commands languages.yaml set (a sanitizer's flags, python3 for pypy3): the header names them, so no run is misread. */
  settings?: { file: string; compile?: string; run: string; env?: Record<string, string> };
}

export interface JudgeReport {
  problem: string;
  solution: string;
  cases: CaseResult[];
  summary: { total: number; passed: number; verdict: Verdict; message: string; unanswered?: number };
  /** Set when Ctrl-C or SIGTERM stopped the run: the cases are those judged so far. */
  interrupted: boolean;
  /** How the solution was sandboxed (sandbox/sandbox-level.ts). */
  sandbox: SandboxLevel;
  /** The solution's language, once it was known (a missing toolchain stops the run before). */
  language?: LanguageReport;
}

/** What a reporter's header needs, once the solution is built and the limits known. */
export interface StartInfo {
  problemId: string;
  solutionLabel: string;
  cases: { name: string; inputPath: string }[];
  timeLimitMs: number;
  memoryLimitMiB: number;
  stackMiB: number;
  memoryLimitScope?: "above-baseline" | "whole-process";
  /** The baseline subtracted, in KiB (0 when the whole process counts), and whose it is. */
  baselineKiB: number;
  baselineOf: string;
  checker: string;
  interactive: boolean;
  sandbox: boolean;
  jobs: number;
  cached: boolean;
  language: LanguageReport;
}

/** Observers print or collect; they never decide anything (see report/). */
export interface JudgeObserver {
  onStart?(info: StartInfo): void;
  /** Something worth a line on stderr that is not a verdict, e.g. a damaged build cache entry that was rebuilt. */
  onNote?(message: string): void;
  onCase?(result: CaseResult): void;
  onEnd?(report: JudgeReport): void;
}

export function summarize(cases: CaseResult[], total: number): JudgeReport["summary"] {
  // NO (no expected output) is neither AC nor a failure: it leaves the run's verdict as the other cases make it.
  const firstFailure = cases.find((result) => result.verdict !== "AC" && result.verdict !== "NO");
  return {
    total,
    passed: cases.filter((result) => result.verdict === "AC").length,
    ...(cases.some((result) => result.verdict === "NO") ? { unanswered: cases.filter((result) => result.verdict === "NO").length } : {}),
    verdict: firstFailure?.verdict ?? "AC",
    message: firstFailure ? `${firstFailure.verdict} on ${firstFailure.name}` : "",
  };
}
