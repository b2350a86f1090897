import { readFileSync } from "node:fs";
import { isVerdict, type Verdict } from "../verdicts";
import type { SolutionLabel } from "../verify/solution-label";

/** The submissions/ folders of a Kattis package that we read and write. */
export const KATTIS_SUBMISSION_FOLDERS = ["accepted", "wrong_answer", "time_limit_exceeded", "run_time_error", "brute_force", "rejected"] as const;
export type KattisSubmissionFolder = (typeof KATTIS_SUBMISSION_FOLDERS)[number];

/**
 * Where a wrong solution labelled with our verdict goes. Kattis has no PE (its validator says WA), counts
 * memory as a run-time error, and has only "rejected" for the rest.
 */
export function folderForVerdict(verdict: Verdict | undefined): KattisSubmissionFolder {
  switch (verdict) {
    case "AC":
      return "accepted";
    case "WA":
    case "PE":
      return "wrong_answer";
    case "TLE":
      return "time_limit_exceeded";
    case "RE":
    case "MLE":
      return "run_time_error";
    default:
      return "rejected";
  }
}

/** The label a wrong solution from a Kattis folder gets when its first line has none. */
export function verdictForFolder(folder: KattisSubmissionFolder): Verdict {
  const verdicts: Record<KattisSubmissionFolder, Verdict> = {
    accepted: "AC",
    wrong_answer: "WA",
    time_limit_exceeded: "TLE",
    run_time_error: "RE",
    brute_force: "TLE",
    rejected: "WA",
  };
  return verdicts[folder];
}

const LABEL = /^\/\/\s*expect:\s*([A-Z]+)\b/;

/** The verdict on a solution's first line (`// expect: WA (why)`), if it has one. */
export function labelOf(source: string): Verdict | undefined {
  const verdict = LABEL.exec((source.split("\n", 1)[0] ?? "").trim())?.[1];
  return verdict !== undefined && isVerdict(verdict) ? verdict : undefined;
}

export function readLabel(path: string): Verdict | undefined {
  return labelOf(readFileSync(path, "utf8"));
}

/** The extensions the judge runs (src/build/build-solution.ts). */
export const RUNNABLE_EXTENSIONS = [".ts", ".js", ".mjs", ".cjs"];

/** Where a labelled solution goes: an exact single verdict by its folder, "rejected" and several verdicts to rejected/. */
export function folderForLabel(label: SolutionLabel | undefined): KattisSubmissionFolder {
  if (!label || label.kind !== "exact") return "rejected";
  return label.verdicts.length === 1 ? folderForVerdict(label.verdict) : "rejected";
}
