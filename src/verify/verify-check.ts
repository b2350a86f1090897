import type { Verdict } from "../verdicts";
import type { SolutionLabel } from "./solution-label";

/** One thing verify checked, and whether it held. */
export interface VerifyCheck {
  /** What kind of check: the problem's parts, where its expected outputs came from, or one solution judged. */
  kind: "complete" | "provenance" | "accepted" | "oracle" | "wrong";
  ok: boolean;
  /** What was checked, e.g. "wrong/float.ts: WA as labelled, killed by 2+ cases (03-…, 05-…)". */
  summary: string;
  /** The failures behind a failed check: problem, solution, case and verdict. */
  failures: string[];
  /** What holds but is weak: a wrong solution only one case kills. They do not fail verify. */
  warnings: string[];
  /** The solution judged (solutions/<id>/…), for checks of kind accepted, oracle and wrong. */
  solution?: string;
  /** Its label, for wrong/ solutions. */
  label?: SolutionLabel;
  /** For wrong/ solutions: the cases that gave a labelled verdict; complete when every case was judged. */
  kills?: { count: number; cases: string[]; complete: boolean };
  /** Every case judged, with its verdict (in the order judged): the raw facts behind the summary. */
  results?: { name: string; verdict: Verdict; cpuMs: number; wallMs: number; memoryKiB: number }[];
  /**
   * The package submission it was imported from (submissions/…): its label is the package's claim, so a verdict that
   * contradicts it fails verify even in a draft (a draft excuses what is unfinished, not a contradiction).
   */
  packageSubmission?: string;
  /** Not judged, and why (a language whose toolchain is not installed): listed, never dropped, not a failure. */
  notJudged?: string;
}

/**
 * Whether a failed check is a draft's unfinished work (shown ○, not failing the run): in a draft, every failure but
 * a package submission's contradiction of its own label, which is the package's claim and not unfinished work.
 */
export function excusedInDraft(check: VerifyCheck, draft: boolean): boolean {
  return draft && check.packageSubmission === undefined;
}
