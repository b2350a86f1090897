import { closeSync, fstatSync, openSync, readSync, statSync } from "node:fs";
import { filesIdentical, sourceFromFile } from "../check/chunk-source";
import { compareOutputs, type SideView } from "../check/compare-output";
import type { PreparedValidator } from "../check/output-validator";
import { runCustomChecker } from "../check/run-custom-checker";
import { runTestlibChecker } from "../check/run-testlib-checker";
import type { CaseDetails } from "../outcome/case-result";
import type { CheckerMode } from "../problem/problem-config";
import type { TestCase } from "../problem/find-cases";
import { readHead } from "../util/read-head";
import type { Verdict } from "../verdicts";

/** How a batch case's output is checked: a built-in comparison, or the problem's output validator. */
export interface OutputCheck {
  mode: CheckerMode;
  tolerance: number;
  /** The kattis checker's flags, or arguments for a custom output validator. */
  flags: string[];
  /** The custom checker (Kattis protocol) or the testlib checker (mode testlib), built. */
  validator?: PreparedValidator;
  sandbox: boolean;
}

/** Checks the output of a clean run against the case's answer (never called after a run that went wrong). */
export async function checkCaseOutput(
  check: OutputCheck,
  context: { testCase: TestCase; workDir: string; label: string },
  outputPath: string,
): Promise<{ verdict: Verdict; message: string; details: CaseDetails; interrupted?: true }> {
  const { testCase } = context;
  // Nothing to compare with: the case was run cleanly; its output is shown (oj test and cph do the same).
  if (testCase.noAnswer) {
    return { verdict: "NO", message: testCase.custom ? "no expected output (--out <file> gives one); the output is below" : `no expected output (no ${testCase.name}.out or .ans); the output is below`, details: { notes: [], outputHead: readHead(outputPath, 4096) } };
  }
  if (check.validator && check.mode === "testlib") {
    const result = await runTestlibChecker({ validator: check.validator, inputPath: testCase.inputPath, answerPath: testCase.answerPath, outputPath, workDir: context.workDir, label: context.label, sandbox: check.sandbox });
    return { ...result, details: { notes: [] } };
  }
  if (check.validator) {
    const result = await runCustomChecker({
      validator: check.validator,
      inputPath: testCase.inputPath,
      answerPath: testCase.answerPath,
      outputPath,
      flags: check.flags,
      workDir: context.workDir,
      label: context.label,
      sandbox: check.sandbox,
    });
    return { ...result, details: { notes: [] } };
  }
  if (filesIdentical(testCase.answerPath, outputPath)) return { verdict: "AC", message: "", details: { notes: [] } };
  const expected = sourceFromFile(testCase.answerPath);
  const actual = sourceFromFile(outputPath);
  try {
    // A custom or testlib checker returned above; this only narrows the type for compareOutputs.
    const mode = check.mode === "custom" || check.mode === "testlib" ? "hdu" : check.mode;
    const result = compareOutputs(expected, actual, { mode, tolerance: check.tolerance, flags: check.flags });
    if (result.verdict === "AC") return { verdict: "AC", message: "", details: { notes: [] } };
    const notes = noticeInvisibleProblems(result.expected, result.actual, outputPath);
    // A byte order mark is invisible in a terminal: name it.
    const message = (notes.length ? `${result.message} (${notes.join("; ")})` : result.message).replace(/\uFEFF/g, "<BOM>");
    return { verdict: result.verdict, message, details: { expected: result.expected, actual: result.actual, notes } };
  } finally {
    expected.close();
    actual.close();
  }
}

// Why, for the program's language, is the case's note (outcome/unflushed-output-note.ts): this check sees no language.
export const EMPTY_OUTPUT = "the program wrote nothing to stdout";

/** Names what a reader cannot see in a diff: a missing final newline, trailing spaces, CR line endings. */
export function noticeInvisibleProblems(expected: SideView, actual: SideView, outputPath: string): string[] {
  const notes: string[] = [];
  // A program that ended cleanly with nothing on stdout: the WA said only "output ends early at line 1".
  if (statSync(outputPath).size === 0) notes.push(EMPTY_OUTPUT);
  if (endsWithoutNewline(outputPath)) notes.push("the output does not end with a newline");
  if (expected.line === 1 && expected.lineText?.startsWith("\uFEFF")) notes.push("the expected output starts with a <BOM>");
  if (actual.line === 1 && actual.lineText?.startsWith("\uFEFF")) notes.push("the output starts with a <BOM>");
  if (actual.lineText && /[ \t]$/.test(actual.lineText.replace(/\r$/, ""))) notes.push(`actual line ${actual.line} has trailing spaces`);
  if (actual.lineText?.includes("\r") && !expected.lineText?.includes("\r")) notes.push(`actual line ${actual.line} holds a CR (\\r)`);
  if (expected.lineText?.includes("\r") && !actual.lineText?.includes("\r")) notes.push(`expected line ${expected.line} holds a CR (\\r)`);
  return notes;
}

function endsWithoutNewline(path: string): boolean {
  const fd = openSync(path, "r");
  try {
    const size = fstatSync(fd).size;
    if (size === 0) return false;
    const last = Buffer.alloc(1);
    readSync(fd, last, 0, 1, size - 1);
    return last[0] !== 10;
  } finally {
    closeSync(fd);
  }
}
