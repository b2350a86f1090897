import type { Verdict } from "../verdicts";
import type { CaseJob } from "./case-job";
import { INPUT_BOM_NOTE, startsWithBom } from "./input-bom-note";
import { longLineNote } from "./long-line-note";
import { slowIoNotes } from "./slow-io-scale";
import { unflushedOutputNote } from "./unflushed-output-note";

// A batch case that failed (RE, WA, PE) gets what its build saw in the source and the run's facts show together: a
// program that reads lines of a bounded length (Go's default bufio.Scanner) on an input with a longer one, and one
// that wrote nothing where the source says why it may (a C/C++ freopen to a file), else how its language loses output;
// a TLE gets the source's slow I/O idioms (endl, cin tied to stdio, Scanner, fmt.Scan) where the case is large enough
// for them to cost.

/** "; note: …" for each that applies, or "". */
export function failingCaseNotes(verdict: Verdict, job: CaseJob, outputBytes: number): string {
  if (verdict === "TLE") return slowIoNotes(job.solution.slowIoIdioms, job.testCase);
  if (verdict !== "RE" && verdict !== "WA" && verdict !== "PE") return "";
  // A run that failed (RE) is explained by its failure; a clean run with no output, by how its language loses it.
  // An input that starts with a byte-order mark is the likelier fault than any of the program's (read only on failure).
  const bom = startsWithBom(job.testCase.inputPath) ? `; note: ${INPUT_BOM_NOTE}` : "";
  const unflushed = verdict === "RE" ? "" : unflushedOutputNote(job.solution.language?.id ?? "");
  const why = job.solution.noOutputNote ?? (unflushed ? `note: ${unflushed}` : "");
  const noOutput = outputBytes === 0 && why && !bom ? `; ${why}` : "";
  return `${longLineNote(job.testCase.inputPath, job.solution.inputLineLimit)}${bom}${noOutput}`;
}
