import { closeSync, fstatSync, openSync, readSync, statSync } from "node:fs";
import { buildSolution } from "../build/build-solution";
import { ToolImportError } from "../build/build-tool";
import { filesIdentical, sourceFromFile } from "../check/chunk-source";
import { compareOutputs, type SideView } from "../check/compare-output";
import { prepareOutputValidator, type PreparedValidator } from "../check/output-validator";
import { runCustomChecker } from "../check/run-custom-checker";
import { InternalError, UserError } from "../errors";
import type { CheckerMode } from "../problem/problem-config";
import type { TestCase } from "../problem/find-cases";
import { measureMemoryBaseline } from "../run/memory-baseline";
import { removeRunFiles, startProgram, type RunRequest, type StartedProgram } from "../run/run-program";
import { describeSandbox, type SandboxLevel } from "../sandbox/sandbox-level";
import { readySandbox } from "../sandbox/sandboxed-argv";
import { makeTempDir, removeTempDir } from "../util/temp-dir";
import { interactorArgv, type InteractorSource } from "../interactive/interactor-program";
import { judgeInteractiveCase } from "../interactive/judge-interactive-case";
import type { Verdict } from "../verdicts";
import { decideRunVerdict, type RunLimits } from "./decide-verdict";

export interface JudgeRequest {
  problemId: string;
  /** As shown in reports, e.g. solutions/hdu2516/main.ts. */
  solutionLabel: string;
  solutionPath: string;
  cases: TestCase[];
  timeLimitMs: number;
  memoryLimitMiB: number;
  outputLimitMiB: number;
  checker: CheckerMode;
  tolerance: number;
  /** The kattis checker's flags, or arguments for a custom output validator. */
  validatorFlags?: string[];
  /** whole-process: memoryLimitMiB includes Node's baseline (Kattis packages); default above-baseline. */
  memoryLimitScope?: "above-baseline" | "whole-process";
  /** problems/<id>/checker.ts, for the custom checker. */
  checkerPath: string;
  jobs: number;
  bail: boolean;
  /** Stop starting new cases once a result satisfies this (verify stops a wrong solution at its labelled verdict). */
  stopWhen?: (result: CaseResult) => boolean;
  sandbox: boolean;
  signal?: AbortSignal;
  /** Interactive problems: the solution plays against this interactor instead of writing an output to compare. */
  interactor?: InteractorSource;
  /** Keep and show the whole exchange of each interactive case (--transcript), not only a failing case's last lines. */
  transcript?: boolean;
  /** --show: keep up to this many bytes of a failing case's output, for the report to print. */
  showBytes?: number;
}

export interface CaseDetails {
  expected?: SideView;
  actual?: SideView;
  stderrTail?: string;
  notes: string[];
  /** Interactive problems: the exchange, as printable lines (see interactive/transcript.ts). */
  transcript?: string[];
  /** The start of the output (up to request.showBytes) of a case that is not AC, and the output's full size. */
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

export interface JudgeReport {
  problem: string;
  solution: string;
  cases: CaseResult[];
  summary: { total: number; passed: number; verdict: Verdict; message: string; unanswered?: number };
  /** Set when Ctrl-C or SIGTERM stopped the run: the cases are those judged so far. */
  interrupted: boolean;
  /** How the solution was sandboxed (sandbox/sandbox-level.ts). */
  sandbox: SandboxLevel;
}

/** Observers print or collect; they never decide anything (see report/). */
export interface JudgeObserver {
  onStart?(info: { request: JudgeRequest; baselineKiB: number; cached: boolean }): void;
  /** Something worth a line on stderr that is not a verdict, e.g. a damaged build cache entry that was rebuilt. */
  onNote?(message: string): void;
  onCase?(result: CaseResult): void;
  onEnd?(report: JudgeReport): void;
}

const sandboxNoted = new Set<SandboxLevel>();

/** Builds the solution once, then judges every case: run, decide the run's verdict, compare only a clean run. */
export async function judgeCases(request: JudgeRequest, observer: JudgeObserver = {}): Promise<JudgeReport> {
  // The sandbox's holder starts while the solution builds, so their times overlap; a build error waits for the sandbox.
  const sandbox = readySandbox(request.sandbox);
  const building = buildSolution(request.solutionPath);
  building.catch(() => undefined); // awaited below; this only keeps a failure during the sandbox's wait from going unhandled
  const report: JudgeReport = {
    problem: request.problemId,
    solution: request.solutionLabel,
    cases: [],
    summary: { total: request.cases.length, passed: 0, verdict: "AC", message: "" },
    interrupted: false,
    sandbox: await sandbox,
  };
  // Once per process (verify judges many solutions): what the sandbox holds on this machine.
  if (!sandboxNoted.has(report.sandbox)) {
    sandboxNoted.add(report.sandbox);
    observer.onNote?.(describeSandbox(report.sandbox));
  }
  const built = await building;
  if (!built.ok) {
    report.summary = { total: request.cases.length, passed: 0, verdict: "CE", message: built.message };
    observer.onEnd?.(report);
    return report;
  }
  if (built.program.repairedCache) observer.onNote?.(`note: the build cache entry for ${request.solutionLabel} was damaged; rebuilt it`);
  // A custom checker is an output validator (Kattis protocol), built once; one that cannot run here stops the judge.
  let checker: PreparedValidator | undefined;
  try {
    checker = request.checker === "custom" ? await prepareOutputValidator(request.checkerPath, request.sandbox) : undefined;
  } catch (error) {
    // A checker that imports files from outside its problem is refused before anything runs: CE, naming the import.
    if (!(error instanceof ToolImportError)) throw error;
    report.summary = { total: request.cases.length, passed: 0, verdict: "CE", message: error.message };
    observer.onEnd?.(report);
    return report;
  }
  const interactor = request.interactor ? await interactorArgv(request.interactor) : undefined;
  const workDir = makeTempDir("stonebench-judge");
  try {
    const baselineKiB = await measureBaselineOrFail(request.sandbox, workDir);
    observer.onStart?.({ request, baselineKiB, cached: built.program.cached });
    const context = { request, program: built.program.runnablePath, checker, workDir, baselineKiB };
    // Case i+1 boots while case i runs (up to --jobs, at least 2, ahead), each still a fresh process: see docs/verdicts.md, TLE.
    const prestarted = new Map<number, StartedProgram>();
    const prestart = (index: number): void => {
      const testCase = request.cases[index];
      if (!testCase || interactor || prestarted.has(index) || request.signal?.aborted) return;
      prestarted.set(index, startProgram(runRequestFor({ ...context, testCase, index })));
    };
    const judgeOne = (testCase: TestCase, index: number, upcoming: number[]): Promise<CaseResult | undefined> => {
      // Interactive cases start both sides together when their turn comes; nothing to boot ahead.
      if (interactor) return judgeInteractiveCase({ request, testCase, index, program: built.program.runnablePath, interactorArgv: interactor, workDir, baselineKiB });
      const started = prestarted.get(index) ?? startProgram(runRequestFor({ ...context, testCase, index }));
      prestarted.delete(index);
      for (const later of upcoming) prestart(later);
      return judgeCase({ ...context, testCase, index, started });
    };
    try {
      await runInOrder(request, judgeOne, (result) => {
        report.cases.push(result);
        observer.onCase?.(result);
      });
    } finally {
      for (const started of prestarted.values()) started.cancel();
    }
  } finally {
    removeTempDir(workDir);
  }
  report.interrupted = request.signal?.aborted ?? false;
  report.summary = summarize(report.cases, request.cases.length);
  // An interrupted run is never AC: cases went unjudged (and under the permission-model level a solution can send
  // the judge its SIGINT, so an early stop must not read as a pass).
  if (report.interrupted && report.summary.verdict === "AC") {
    report.summary = { ...report.summary, verdict: "IE", message: `interrupted after ${report.cases.length} of ${request.cases.length} cases` };
  }
  observer.onEnd?.(report);
  return report;
}

async function measureBaselineOrFail(sandbox: boolean, workDir: string): Promise<number> {
  try {
    return await measureMemoryBaseline({ sandbox, workDir });
  } catch (error) {
    if (error instanceof UserError) throw error;
    throw new InternalError(`cannot measure Node's memory baseline: ${(error as Error).message}`, "check that node runs from this shell");
  }
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

// At --jobs 1, two cases boot ahead: a Node boot takes longer than a small case runs, so one booting case at a time
// left the second core idle between them (40 small cases on 2 cores: 6% less time quiet, 12-19% under load; CPU
// still counts from go).
const PRESTART_DEPTH = 2;

/**
 * Judges up to `jobs` cases at once but hands results over in case order, so the report reads the same
 * at any --jobs. With --bail, no new case starts after the first non-AC one.
 */
async function runInOrder(
  request: JudgeRequest,
  judgeOne: (testCase: TestCase, index: number, upcoming: number[]) => Promise<CaseResult | undefined>,
  deliver: (result: CaseResult) => void,
): Promise<void> {
  // One slot per case; a case judged ahead of an earlier one waits in its slot until the earlier one is delivered.
  type Slot = { state: "waiting" } | { state: "judged"; result: CaseResult } | { state: "dropped" };
  const slots: Slot[] = request.cases.map(() => ({ state: "waiting" }));
  const jobs = Math.max(1, Math.min(request.jobs, request.cases.length));
  let next = 0;
  let delivered = 0;
  let stop = false;
  const flush = (): void => {
    for (let slot = slots[delivered]; slot && slot.state !== "waiting"; slot = slots[++delivered]) {
      if (slot.state === "judged") deliver(slot.result);
    }
  };
  const worker = async (): Promise<void> => {
    while (!stop && next < request.cases.length && !request.signal?.aborted) {
      const index = next++;
      // The cases the workers take next, for pre-starting; none once the run is to stop.
      const upcoming = Array.from({ length: Math.max(jobs, PRESTART_DEPTH) }, (_, ahead) => next + ahead).filter((later) => later < request.cases.length && !stop);
      const result = await judgeOne(request.cases[index]!, index, upcoming);
      // undefined: the run was interrupted, so the case was not judged.
      slots[index] = result ? { state: "judged", result } : { state: "dropped" };
      if (result && ((request.bail && result.verdict !== "AC") || request.stopWhen?.(result))) stop = true;
      flush();
    }
  };
  await Promise.all(Array.from({ length: jobs }, worker));
  // Cases after a --bail stop or an interrupt were never started; drop them and deliver what waited behind them.
  for (const [index, slot] of slots.entries()) if (slot.state === "waiting") slots[index] = { state: "dropped" };
  flush();
}

interface CaseContext {
  request: JudgeRequest;
  testCase: TestCase;
  index: number;
  program: string;
  checker: PreparedValidator | undefined;
  workDir: string;
  baselineKiB: number;
}

function limitsFor(context: CaseContext): RunLimits {
  return {
    timeLimitMs: context.request.timeLimitMs,
    memoryLimitMiB: context.request.memoryLimitMiB,
    // A whole-process limit (a Kattis package's) already counts Node's own memory.
    baselineKiB: context.request.memoryLimitScope === "whole-process" ? 0 : context.baselineKiB,
    // The cap always leaves room for twice the expected output, so a big right answer is never OLE.
    outputLimitBytes: Math.max(context.request.outputLimitMiB * 1024 * 1024, context.testCase.noAnswer ? 0 : 2 * statSync(context.testCase.answerPath).size + (1 << 20)),
  };
}

function runRequestFor(context: CaseContext): RunRequest {
  const limits = limitsFor(context);
  return {
    program: context.program,
    inputPath: context.testCase.inputPath,
    workDir: context.workDir,
    label: `case-${context.index}`,
    timeLimitMs: limits.timeLimitMs,
    wallLimitMs: 2 * limits.timeLimitMs + 1000,
    memoryKillKiB: limits.baselineKiB + limits.memoryLimitMiB * 1024,
    outputLimitBytes: limits.outputLimitBytes,
    sandbox: context.request.sandbox,
    signal: context.request.signal,
  };
}

async function judgeCase(context: CaseContext & { started: StartedProgram }): Promise<CaseResult | undefined> {
  const { request, testCase, workDir } = context;
  const label = `case-${context.index}`;
  const limits = limitsFor(context);
  const facts = await context.started.go().catch((error: Error) => {
    throw new InternalError(`cannot start node for case ${testCase.name}: ${error.message}`, "check that node runs from this shell");
  });
  try {
    if (facts.killedFor === "interrupt") return undefined;
    const measured = { name: testCase.name, wallMs: facts.wallMs, cpuMs: facts.cpuMs, memoryKiB: facts.memoryKiB };
    const runVerdict = decideRunVerdict(facts, limits);
    // Stack frames name the cached build; name the solution instead (line numbers are the built file's).
    const built = `${request.solutionLabel} (built)`;
    const stderrTail = facts.stderrTail
      .split(`file://${context.program}`)
      .join(built)
      .split(context.program)
      .join(built)
      .split(`file://${request.solutionPath}`)
      .join(request.solutionLabel)
      .split(request.solutionPath)
      .join(request.solutionLabel)
      // Node's "file:line / code / ^" header names the built file's line; the source-mapped stack below names the .ts one.
      .replace(/^[^\n]*\(built\):\d+\n[^\n]*\n[ \t]*\^+[ \t]*\n\n?/m, "")
      .trim();
    // Every case keeps its stderr tail (console.error debugging); the report shows it under non-AC cases, or all with --stderr.
    const extra = (verdict: Verdict): Partial<CaseDetails> => ({
      ...(stderrTail ? { stderrTail } : {}),
      ...(request.showBytes !== undefined && verdict !== "AC" ? { outputHead: readHead(facts.stdoutPath, request.showBytes) } : {}),
    });
    if (runVerdict) return { ...measured, ...runVerdict, details: { notes: [], ...extra(runVerdict.verdict) } };
    const checked = await checkOutput(context, facts.stdoutPath, label);
    return { ...measured, ...checked, details: { ...checked.details, ...extra(checked.verdict) } };
  } finally {
    removeRunFiles(workDir, label);
    removeRunFiles(workDir, `${label}.checker`);
  }
}

async function checkOutput(
  context: { request: JudgeRequest; testCase: TestCase; checker: PreparedValidator | undefined; workDir: string },
  outputPath: string,
  label: string,
): Promise<{ verdict: Verdict; message: string; details: CaseDetails }> {
  const { request, testCase } = context;
  // Nothing to compare with: the case was run cleanly; its output is shown (oj test and cph do the same).
  if (testCase.noAnswer) {
    return { verdict: "NO", message: `no expected output (no ${testCase.name}.out or .ans); the output is below`, details: { notes: [], outputHead: readHead(outputPath, 4096) } };
  }
  if (context.checker) {
    const result = await runCustomChecker({
      validator: context.checker,
      inputPath: testCase.inputPath,
      answerPath: testCase.answerPath,
      outputPath,
      flags: request.validatorFlags ?? [],
      workDir: context.workDir,
      label,
      sandbox: request.sandbox,
    });
    return { ...result, details: { notes: [] } };
  }
  if (filesIdentical(testCase.answerPath, outputPath)) return { verdict: "AC", message: "", details: { notes: [] } };
  const expected = sourceFromFile(testCase.answerPath);
  const actual = sourceFromFile(outputPath);
  try {
    // A custom checker returned above; this only narrows the type for compareOutputs.
    const mode = request.checker === "custom" ? "hdu" : request.checker;
    const result = compareOutputs(expected, actual, { mode, tolerance: request.tolerance, flags: request.validatorFlags ?? [] });
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

/** Names what a reader cannot see in a diff: a missing final newline, trailing spaces, CR line endings. */
export function noticeInvisibleProblems(expected: SideView, actual: SideView, outputPath: string): string[] {
  const notes: string[] = [];
  if (endsWithoutNewline(outputPath)) notes.push("the output does not end with a newline");
  if (expected.line === 1 && expected.lineText?.startsWith("\uFEFF")) notes.push("the expected output starts with a <BOM>");
  if (actual.line === 1 && actual.lineText?.startsWith("\uFEFF")) notes.push("the output starts with a <BOM>");
  if (actual.lineText && /[ \t]$/.test(actual.lineText.replace(/\r$/, ""))) notes.push(`actual line ${actual.line} has trailing spaces`);
  if (actual.lineText?.includes("\r") && !expected.lineText?.includes("\r")) notes.push(`actual line ${actual.line} holds a CR (\\r)`);
  if (expected.lineText?.includes("\r") && !actual.lineText?.includes("\r")) notes.push(`expected line ${expected.line} holds a CR (\\r)`);
  return notes;
}

/** The first `limit` bytes of a file as text, and its size. */
export function readHead(path: string, limit: number): { text: string; bytes: number } {
  const fd = openSync(path, "r");
  try {
    const bytes = fstatSync(fd).size;
    const buffer = Buffer.alloc(Math.min(bytes, limit));
    const read = readSync(fd, buffer, 0, buffer.length, 0);
    return { text: buffer.toString("utf8", 0, read), bytes };
  } finally {
    closeSync(fd);
  }
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
