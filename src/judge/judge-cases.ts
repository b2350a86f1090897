import { existsSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import type { CompileLimits } from "../build/build-program";
import type { ValidatorLimits } from "../check/package-limits";
import { judgeBatchCase, batchRunRequest, settled, type CaseInFlight } from "../batch/judge-batch-case";
import type { OutputCheck } from "../batch/check-case-output";
import { buildProgram, describeProgram, programLaunch, type BuiltProgram } from "../build/build-program";
import { nameUserFiles } from "../build/compile-messages";
import { stackTraceMapper } from "../build/map-stack-trace";
import { languageBaselineKiB } from "../build/language-baseline";
import { ToolImportError } from "../build/build-tool";
import type { JudgeProgram } from "../build/judge-program";
import { prepareOutputValidator, type PreparedValidator } from "../check/output-validator";
import { prepareTestlibChecker } from "../check/run-testlib-checker";
import { InternalError, UserError } from "../errors";
import { prepareInteractor, type InteractorSource } from "../interactive/interactor-program";
import { judgeInteractiveCase } from "../interactive/judge-interactive-case";
import type { LanguageTools } from "../languages/launch";
import { readSourceFolder } from "../languages/source-folder";
import { languageOf } from "../languages/registry";
import { includedFiles } from "./package-includes";
import type { CaseJob } from "../outcome/case-job";
import type { CaseResult } from "../outcome/case-result";
import { summarize, type JudgeObserver, type JudgeReport, type LanguageReport } from "../outcome/judge-report";
import { defaultStackMiB } from "../outcome/run-for-output";
import type { CheckerMode } from "../problem/problem-config";
import type { TestCase } from "../problem/find-cases";
import { startProgram, type StartedProgram } from "../run/run-program";
import { describeSandbox, type SandboxLevel } from "../sandbox/sandbox-level";
import { boxAvailable, readySandbox } from "../sandbox/sandboxed-argv";
import { forkServerOff } from "../sandbox/fork-server";
import { makeRunDir, removeTempDir } from "../util/temp-dir";
import { checkMemoryFloor } from "./memory-floor";
import { plural } from "../util/plural";

export type { CaseDetails, CaseResult } from "../outcome/case-result";
export type { JudgeObserver, JudgeReport, LanguageReport, StartInfo } from "../outcome/judge-report";
export { summarize } from "../outcome/judge-report";

export interface JudgeRequest {
  problemId: string;
  /** As shown in reports, e.g. solutions/hdu2516/main.ts. */
  solutionLabel: string;
  solutionPath: string;
  /**
   * How compile errors and stack traces name the solution's file, where solutionPath is a copy of it (submit judges a
   * copy of the text it hands over); default solutionLabel, which is then the path.
   */
  solutionShownAs?: string;
  /** The folders a lone solution file must lie in, links followed: the project, for one the judge found there itself. */
  solutionWithin?: string[];
  /** A Kattis package's include/ (problems/<id>/kattis/include/): files added to every submission of a language. */
  includeDir?: string;
  /** --lang: the solution's language by id or alias, instead of its extension. */
  lang?: string;
  cases: TestCase[];
  timeLimitMs: number;
  memoryLimitMiB: number;
  outputLimitMiB: number;
  /** The stack in MiB (problem.yaml's stackLimitMiB); else the language's setting, else the memory limit. */
  stackMiB?: number;
  checker: CheckerMode;
  tolerance: number;
  /** The kattis checker's flags, or arguments for a custom output validator. */
  validatorFlags?: string[];
  /** whole-process: memoryLimitMiB counts the whole process (Kattis packages); default: above the language's baseline. */
  memoryLimitScope?: "above-baseline" | "whole-process";
  /** problems/<id>/checker.ts (or a package's output_validator/), for the custom checker; checker.cpp for testlib. */
  checkerPath: string;
  jobs: number;
  bail: boolean;
  /** Stop starting new cases once a result satisfies this (verify stops a wrong solution at its labelled verdict). */
  stopWhen?: (result: CaseResult) => boolean;
  sandbox: boolean;
  signal?: AbortSignal;
  /** Interactive problems: the solution plays against this interactor instead of writing an output to compare. */
  interactor?: InteractorSource;
  /** A Kattis package's limits for the programs around the solution (validation_*) and every build (compilation_*). */
  packageLimits?: { validator: ValidatorLimits; compile?: CompileLimits };
  /** Keep and show the whole exchange of each interactive case (--transcript), not only a failing case's last lines. */
  transcript?: boolean;
  /** --show: keep up to this many bytes of a failing case's output, for the report to print. */
  showBytes?: number;
  /** judge --in: keep the output of every case, AC too (the user asked to see it). */
  showAlways?: boolean;
}

const sandboxNoted = new Set<string>();

// A file, or a folder of sources (a Kattis multi-file submission): its entry point and every file build together.
function solutionSource(path: string): { path: string; files?: { root: string; paths: string[] } } {
  if (!existsSync(path) || !statSync(path).isDirectory()) return { path };
  const folder = readSourceFolder(path);
  if (!folder.ok) throw new UserError(`The solution folder ${path} cannot be built: ${folder.reason}`, "give one file, or a folder of one language's sources with its entry point");
  return { path: folder.main, files: folder.files };
}

/**
 * The judge: builds the solution once (any language, by its executor), prepares the problem's own judges (an output
 * validator, an interactor), then hands each case to the peer that judges its kind, batch (run, decide, then compare
 * only a clean run) or interactive, and reports each result in case order.
 */
export async function judgeCases(request: JudgeRequest, observer: JudgeObserver = {}): Promise<JudgeReport> {
  // The sandbox's holder starts while the solution builds, so their times overlap; a build error waits for the sandbox.
  const sandbox = readySandbox(request.sandbox);
  const source = solutionSource(request.solutionPath);
  // A Kattis package's include/<language>/ goes into every submission of that language.
  const included = request.includeDir ? includedFiles(request.includeDir, languageOf(source.path, request.lang)) : { files: [] };
  if (included.note) observer.onNote?.(included.note);
  const within = request.solutionWithin && !source.files ? { within: request.solutionWithin } : {};
  const building = buildProgram({ ...source, ...within, ...(request.solutionShownAs && !source.files ? { shownAs: request.solutionShownAs } : {}), role: "solution", sandbox: request.sandbox, ...(request.lang ? { lang: request.lang } : {}), ...(included.files.length ? { extraFiles: included.files } : {}), ...(request.packageLimits?.compile ? { compileLimits: request.packageLimits.compile } : {}), ...(request.signal ? { signal: request.signal } : {}) });
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
  // Once per reason: the fork server is off, so each case forks the judge's process (more CPU per case, same sandbox).
  const serverOff = report.sandbox === "namespaces" ? forkServerOff() : undefined;
  if (serverOff && !sandboxNoted.has(`fork-server:${serverOff}`)) {
    sandboxNoted.add(`fork-server:${serverOff}`);
    observer.onNote?.(`note: each case is spawned from the judge's own process (${serverOff}): the same sandbox, more CPU per case`);
  }
  const built = await building;
  const known = built.ok ? built.program : built;
  report.language = languageReport(known.language, known.tools);
  // Stopped while it compiled: interrupted, not CE (the compile was killed, nothing kept).
  if (!built.ok && request.signal?.aborted) {
    report.interrupted = true;
    report.summary = { total: request.cases.length, passed: 0, verdict: "IE", message: `interrupted after 0 of ${plural(request.cases.length, "case")}` };
    observer.onEnd?.(report);
    return report;
  }
  if (!built.ok) {
    report.summary = { total: request.cases.length, passed: 0, verdict: "CE", message: built.message.trim() };
    observer.onEnd?.(report);
    return report;
  }
  const program = built.program;
  // Once per process and language: a language without Node's permission model that gets no box here is held less.
  const noted = `${report.sandbox}:${program.language.id}`;
  if (request.sandbox && program.language.runtime === "box" && !sandboxNoted.has(noted)) {
    sandboxNoted.add(noted);
    observer.onNote?.(
      (await boxAvailable(true))
        ? `sandbox: ${program.language.name} is ${program.language.compile ? "compiled and run" : "run"} in a box: only the system's and its toolchain's folders, read-only, no network, no new processes`
        : `note: ${program.language.name} gets no box at this level (it needs user namespaces and the compiled launcher): its compiler runs with the kernel limits only, and the program ${report.sandbox === "namespaces" ? "in the read-only view of the whole machine" : "with the kernel limits only"}, reading what your user can (docs/sandbox.md)`,
    );
  }
  if (program.repairedCache) observer.onNote?.(`note: the build cache entry for ${request.solutionLabel} was damaged; rebuilt it`);
  // A custom checker is an output validator (Kattis protocol), built once; one that cannot run here stops the judge.
  let validator: PreparedValidator | undefined;
  try {
    validator = request.checker === "custom" ? await prepareOutputValidator(request.checkerPath, request.sandbox, request.packageLimits ?? {}) : request.checker === "testlib" ? await prepareTestlibChecker(request.checkerPath, request.sandbox, request.packageLimits ?? {}) : undefined;
  } catch (error) {
    // A checker that imports files from outside its problem is refused before anything runs: CE, naming the import.
    if (!(error instanceof ToolImportError)) throw error;
    report.summary = { total: request.cases.length, passed: 0, verdict: "CE", message: error.message };
    observer.onEnd?.(report);
    return report;
  }
  const interactor: JudgeProgram | undefined = request.interactor ? await prepareInteractor(request.interactor, request.sandbox, request.packageLimits?.compile) : undefined;
  const workDir = makeRunDir("stonebench-judge");
  try {
    // Measured for a whole-process limit too: one below the runtime's own size is refused before any case runs.
    const languageBaselineKiB = await measureBaselineOrFail(program, request.sandbox, workDir);
    const baselineKiB = request.memoryLimitScope === "whole-process" ? 0 : languageBaselineKiB;
    const stackMiB = request.stackMiB ?? program.language.stackMiB ?? defaultStackMiB(request.memoryLimitMiB);
    const baselineOf = baselineName(program);
    const floorNote = checkMemoryFloor({ problemId: request.problemId, memoryLimitMiB: request.memoryLimitMiB, scope: request.memoryLimitScope, languageBaselineKiB, baselineOf, languageName: program.language.name });
    if (floorNote) observer.onNote?.(floorNote);
    observer.onStart?.({
      problemId: request.problemId,
      solutionLabel: request.solutionLabel,
      cases: request.cases,
      timeLimitMs: request.timeLimitMs,
      memoryLimitMiB: request.memoryLimitMiB,
      stackMiB,
      ...(request.memoryLimitScope ? { memoryLimitScope: request.memoryLimitScope } : {}),
      baselineKiB,
      baselineOf,
      checker: request.interactor ? "interactive" : request.checker,
      interactive: request.interactor !== undefined,
      sandbox: request.sandbox,
      jobs: request.jobs,
      cached: program.cached,
      language: report.language,
    });
    const launch = await programLaunch(program, { memoryLimitMiB: request.memoryLimitMiB, stackMiB, workDir, sandbox: request.sandbox });
    const solution = { label: request.solutionLabel, path: request.solutionPath, launch, nameInStderr: stderrNamer(program, request, source), ...(program.crashWarning ? { crashWarning: program.crashWarning } : {}), ...(program.runNote ? { runNote: program.runNote } : {}), ...(program.inputLineLimit ? { inputLineLimit: program.inputLineLimit } : {}), ...(program.noOutputNote ? { noOutputNote: program.noOutputNote } : {}), ...(program.slowIoIdioms ? { slowIoIdioms: program.slowIoIdioms } : {}), language: { id: program.language.id, name: program.language.name } };
    const limits = { timeLimitMs: request.timeLimitMs, memoryLimitMiB: request.memoryLimitMiB, baselineKiB, baselineOf, outputLimitBytes: request.outputLimitMiB * 1024 * 1024, stackMiB };
    const jobOf = (testCase: TestCase, index: number): CaseJob => ({
      testCase,
      index,
      workDir,
      limits,
      solution,
      sandbox: request.sandbox,
      casesAtOnce: Math.max(1, Math.min(request.jobs, request.cases.length)),
      ...(request.signal ? { signal: request.signal } : {}),
      ...(request.showBytes !== undefined ? { showBytes: request.showBytes } : {}),
      ...(request.showAlways ? { showAlways: true } : {}),
      ...(request.transcript ? { transcript: true } : {}),
    });
    const check: OutputCheck = { mode: request.checker, tolerance: request.tolerance, flags: request.validatorFlags ?? [], sandbox: request.sandbox, ...(validator ? { validator } : {}) };
    let closed = false;
    // Cases a worker has taken: a pre-start deferred past that moment must not start a second run of one (its input
    // view and output files have the case's name).
    const taken = new Set<number>();
    // Case i+1 starts while case i runs (up to --jobs, at least 2, ahead): a Node one boots to its go gate, each still a
    // fresh process (docs/verdicts.md, TLE); a command starts at go.
    const prestarted = new Map<number, StartedProgram>();
    const prestart = (index: number): void => {
      const testCase = request.cases[index];
      if (!testCase || interactor || prestarted.has(index) || taken.has(index) || request.signal?.aborted) return;
      prestarted.set(index, startProgram(batchRunRequest(jobOf(testCase, index))));
    };
    const judgeOne = (testCase: TestCase, index: number, upcoming: number[]): CaseInFlight => {
      taken.add(index);
      const job = jobOf(testCase, index);
      if (interactor) {
        const result = judgeInteractiveCase(job, interactor);
        return { ran: settled(result), result };
      }
      const started = prestarted.get(index) ?? startProgram(batchRunRequest(job));
      prestarted.delete(index);
      const inFlight = judgeBatchCase(job, check, started);
      // After this case's go has gone out (setImmediate runs after the promise jobs that send it).
      setImmediate(() => {
        if (!closed) for (const later of upcoming) prestart(later);
      });
      return inFlight;
    };
    // A case's output is compared while the next one runs, except where the next case's start depends on this one's
    // verdict (--bail, verify's early stop) or the comparison is a program of its own (a validator would share the
    // machine with the solution being timed).
    const overlap = !interactor && !validator && !request.bail && !request.stopWhen;
    try {
      await runInOrder(request, judgeOne, overlap, (result) => {
        report.cases.push(result);
        observer.onCase?.(result);
      });
    } finally {
      closed = true;
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
    report.summary = { ...report.summary, verdict: "IE", message: `interrupted after ${report.cases.length} of ${plural(request.cases.length, "case")}` };
  }
  observer.onEnd?.(report);
  return report;
}

/** The report's and the JSON's account of the language: its name, what compiled and what ran it, with versions. */
export function languageReport(language: BuiltProgram["language"], tools: LanguageTools): LanguageReport {
  const tool = (found: LanguageTools["compiler"]) => (found ? { name: found.name, path: found.path, version: found.version } : undefined);
  const compiler = tool(tools.compiler);
  // What ran the program, also where it is the compiler (pypy3 checks a .py's syntax and runs it): a tool reading the
  // report finds Python's interpreter under runtime, as Java's JVM, not only under compiler.
  const runtime = tool(tools.runner);
  const changed = language.changedIn;
  const settings = changed ? { file: changed.file, ...(language.compile ? { compile: language.compile } : {}), run: language.run, ...(changed.keys.includes("env") ? { env: language.env } : {}) } : undefined;
  return { id: language.id, name: language.name, description: describeProgram({ language, tools }), ...(compiler ? { compiler } : {}), ...(runtime ? { runtime } : {}), baseline: language.baseline, ...(settings ? { settings } : {}) };
}

function baselineName(program: BuiltProgram): string {
  if (program.language.runtime === "node") return "Node's";
  const runner = program.tools.runner?.name ?? program.language.name;
  return /^(java|kotlin)$/.test(program.language.id) ? "the JVM's" : `${runner}'s`;
}

// Stack frames and tracebacks name the build (the cached .mjs, /box/main.py); name the user's file instead.
function stderrNamer(program: BuiltProgram, request: JudgeRequest, source: ReturnType<typeof solutionSource>): (text: string) => string {
  const shown = request.solutionShownAs ?? request.solutionLabel;
  if (program.nodeProgram) {
    const node = program.nodeProgram;
    // A JavaScript solution runs as written (build-solution.ts): its frames' lines are the user's own.
    const built = program.language.id === "javascript" ? shown : `${shown} (built)`;
    // The run had no --enable-source-maps: its frames are mapped back to the .ts here, only when it printed some.
    const mapTrace = stackTraceMapper(node);
    return (text) =>
      mapTrace(text)
        .split(`file://${node}`)
        .join(built)
        .split(node)
        .join(built)
        .split(`file://${request.solutionPath}`)
        .join(shown)
        .split(request.solutionPath)
        .join(shown)
        // Node's "file:line / code / ^" header names the built file's line; the mapped stack below names the .ts one.
        .replace(/^[^\n]*\(built\):\d+\n[^\n]*\n[ \t]*\^+[ \t]*\n\n?/m, "");
  }
  // A folder's files keep their names relative to it in the box: each is named inside the folder, the entry point too.
  const inFolder = (path: string): string => (source.files ? join(shown, relative(source.files.root, path)) : shown);
  const names = new Map([...(source.files?.paths ?? []).map((path): [string, string] => [relative(source.files!.root, path), inFolder(path)]), [program.main, inFolder(source.path)]]);
  if (program.dir === undefined) return (text) => nameUserFiles(text, names);
  // Without a box the compile ran in its staging folder, programs/<key>.XXXXXX (build-program.ts), renamed to
  // program.dir once built: Go writes that absolute path into the binary for a panic's frames.
  const built = new RegExp(`${program.dir.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?:\\.[A-Za-z0-9]{6})?/`, "g");
  return (text) => nameUserFiles(text.replace(built, "/box/"), names);
}

async function measureBaselineOrFail(program: BuiltProgram, sandbox: boolean, workDir: string): Promise<number> {
  try {
    return await languageBaselineKiB(program, { sandbox, workDir });
  } catch (error) {
    if (error instanceof UserError || error instanceof InternalError) throw error;
    throw new InternalError(`cannot measure ${program.language.name}'s memory baseline: ${(error as Error).message}`, "check that its toolchain runs from this shell");
  }
}

// At --jobs 1, two cases boot ahead: a Node boot takes longer than a small case runs, so one booting case at a time
// left the second core idle between them (40 small cases on 2 cores: 6% less time quiet, 12-19% under load; CPU
// still counts from go).
const PRESTART_DEPTH = 2;

/**
 * Judges up to `jobs` cases at once but hands results over in case order, so the report reads the same
 * at any --jobs. With --bail, no new case starts after the first non-AC one. With `overlap`, a worker takes its next
 * case once its program has ended, and the output is compared meanwhile.
 */
async function runInOrder(
  request: JudgeRequest,
  judgeOne: (testCase: TestCase, index: number, upcoming: number[]) => CaseInFlight,
  overlap: boolean,
  deliver: (result: CaseResult) => void,
): Promise<void> {
  // One slot per case; a case judged ahead of an earlier one waits in its slot until the earlier one is delivered.
  type Slot = { state: "waiting" } | { state: "judged"; result: CaseResult } | { state: "dropped" };
  const slots: Slot[] = request.cases.map(() => ({ state: "waiting" }));
  const jobs = Math.max(1, Math.min(request.jobs, request.cases.length));
  let next = 0;
  let delivered = 0;
  let stop = false;
  let failure: { error: unknown } | undefined;
  const judging: Promise<void>[] = [];
  const flush = (): void => {
    for (let slot = slots[delivered]; slot && slot.state !== "waiting"; slot = slots[++delivered]) {
      if (slot.state === "judged") deliver(slot.result);
    }
  };
  const worker = async (): Promise<void> => {
    // The worker's previous case's judgment: at most one comparison in flight behind its current run, so outputs never
    // pile up in the work folder when comparing is the slower half.
    let behind: Promise<void> = Promise.resolve();
    while (!stop && next < request.cases.length && !request.signal?.aborted) {
      const index = next++;
      // The cases the workers take next, for pre-starting; none once the run is to stop.
      const upcoming = Array.from({ length: Math.max(jobs, PRESTART_DEPTH) }, (_, ahead) => next + ahead).filter((later) => later < request.cases.length && !stop);
      const { ran, result } = judgeOne(request.cases[index]!, index, upcoming);
      const judged = result.then(
        (verdict) => {
          // undefined: the run was interrupted, so the case was not judged.
          slots[index] = verdict ? { state: "judged", result: verdict } : { state: "dropped" };
          if (verdict && ((request.bail && verdict.verdict !== "AC") || request.stopWhen?.(verdict))) stop = true;
          flush();
        },
        (error: unknown) => {
          failure ??= { error };
          stop = true;
        },
      );
      judging.push(judged);
      await (overlap ? Promise.all([ran, behind]) : judged);
      behind = judged;
    }
  };
  await Promise.all(Array.from({ length: jobs }, worker));
  await Promise.all(judging);
  if (failure) throw failure.error;
  // Cases after a --bail stop or an interrupt were never started; drop them and deliver what waited behind them.
  for (const [index, slot] of slots.entries()) if (slot.state === "waiting") slots[index] = { state: "dropped" };
  flush();
}
