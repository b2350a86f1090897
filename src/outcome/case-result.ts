import type { SideView } from "../check/compare-result";
import type { Verdict } from "../verdicts";

// One case's outcome, whichever kind of case it was (batch or interactive): what the judge hands the reporters.

export interface CaseDetails {
  expected?: SideView;
  actual?: SideView;
  stderrTail?: string;
  notes: string[];
  /** Interactive problems: the exchange, as printable lines (see interactive/transcript.ts). */
  transcript?: string[];
  /** The start of the output (up to the --show limit) of a case that is not AC, and the output's full size. */
  outputHead?: { text: string; bytes: number };
}

export interface CaseResult {
  name: string;
  verdict: Verdict;
  wallMs: number;
  cpuMs: number;
  memoryKiB: number;
  message: string;
  details: CaseDetails;
}
