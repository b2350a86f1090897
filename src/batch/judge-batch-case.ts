import { statSync } from "node:fs";
import { InternalError } from "../errors";
import type { CaseJob } from "../outcome/case-job";
import type { CaseDetails, CaseResult } from "../outcome/case-result";
import { withCrashWarning } from "../outcome/crash-warning-note";
import { decideRunVerdict, type RunLimits } from "../outcome/decide-run-verdict";
import { failedOnExitCodeAlone, rightOutputNote } from "../outcome/exit-code-note";
import { failingCaseNotes } from "../outcome/failing-case-notes";
import { removeRunFiles, type RunFacts, type RunRequest, type StartedProgram } from "../run/run-program";
import { readHead } from "../util/read-head";
import type { Verdict } from "../verdicts";
import { checkCaseOutput, type OutputCheck } from "./check-case-output";

// Each case's answer size, read once (the limits are worked out when its run starts and again when it is judged).
const answerSizes = new WeakMap<CaseJob["testCase"], number>();

/** The case's limits: the cap always leaves room for twice the expected output, so a big right answer is never OLE. */
export function batchLimits(job: CaseJob): RunLimits {
  let answerBytes = job.testCase.noAnswer ? 0 : answerSizes.get(job.testCase);
  if (answerBytes === undefined) answerSizes.set(job.testCase, (answerBytes = statSync(job.testCase.answerPath).size));
  return { ...job.limits, outputLimitBytes: Math.max(job.limits.outputLimitBytes, 2 * answerBytes + (1 << 20)) };
}

/** How the solution runs on this case (the orchestrator starts it ahead, up to its go gate). */
export function batchRunRequest(job: CaseJob): RunRequest {
  const limits = batchLimits(job);
  return {
    launch: job.solution.launch,
    inputPath: job.testCase.inputPath,
    workDir: job.workDir,
    label: `case-${job.index}`,
    timeLimitMs: limits.timeLimitMs,
    wallLimitMs: 2 * limits.timeLimitMs + 1000,
    memoryKillKiB: limits.baselineKiB + limits.memoryLimitMiB * 1024,
    outputLimitBytes: limits.outputLimitBytes,
    sandbox: job.sandbox,
    // The judge pre-starts the next case: a boxed program's setup overlaps the case before (run-program.ts).
    gateCommand: true,
    ...(job.signal ? { signal: job.signal } : {}),
  };
}

/** A case under way: `ran` settles once its program has ended (the next case may start), `result` once it is judged. */
export interface CaseInFlight {
  ran: Promise<void>;
  result: Promise<CaseResult | undefined>;
}

/**
 * Judges one batch case, the peer of interactive/judge-interactive-case.ts: run (from its go), decide the run's
 * verdict, and only for a clean run check the output. The result is undefined when the run was interrupted.
 */
export function judgeBatchCase(job: CaseJob, check: OutputCheck, started: StartedProgram): CaseInFlight {
  const facts = started.go().catch((error: Error) => {
    throw new InternalError(`cannot start the solution for case ${job.testCase.name}: ${error.message}`, "check that its language's toolchain runs from this shell");
  });
  // Settled before the verdict is worked out (registered first, and the verdict waits a turn of the event loop), so
  // the judge can send the next case its go before it compares this one's output.
  const ran = settled(facts);
  return { ran, result: facts.then(async (done) => judgeFacts(job, check, await nextTurn(done))) };
}

/** Resolves when the promise settles, either way: a case has run whether or not its run failed. */
export const settled = (promise: Promise<unknown>): Promise<void> =>
  promise.then(
    () => undefined,
    () => undefined,
  );

const nextTurn = <T>(value: T): Promise<T> => new Promise((resolve) => setImmediate(() => resolve(value)));

async function judgeFacts(job: CaseJob, check: OutputCheck, facts: RunFacts): Promise<CaseResult | undefined> {
  const { testCase, workDir } = job;
  const label = `case-${job.index}`;
  try {
    if (facts.killedFor === "interrupt") return undefined;
    const limits = batchLimits(job);
    const measured = { name: testCase.name, wallMs: facts.wallMs, cpuMs: facts.cpuMs, memoryKiB: facts.memoryKiB };
    const runVerdict = decideRunVerdict(facts, limits);
    const stderrTail = job.solution.nameInStderr(facts.stderrTail).trim();
    // Every case keeps its stderr tail (debugging prints); the report shows it under non-AC cases, or all with --stderr.
    const extra = (verdict: Verdict): Partial<CaseDetails> => ({
      ...(stderrTail ? { stderrTail } : {}),
      ...(job.showBytes !== undefined && (verdict !== "AC" || job.showAlways) ? { outputHead: readHead(facts.stdoutPath, job.showBytes) } : {}),
    });
    // The one-line message quotes stderr (an assert's or a panic's place): named as the tail below names it.
    // A crash the compiler warned of: its warning says where (a non-void function without return), the signal does not.
    // A failing case's notes from the source with the run (a Go Scanner's 64 KiB line, a freopen that left no output).
    const sourceNotes = (verdict: Verdict): string => failingCaseNotes(verdict, job, facts.outputBytes);
    if (runVerdict) {
      // RE for the exit code alone: its output is checked too, and a right one is said (exit-code-note.ts).
      const right = runVerdict.verdict === "RE" && failedOnExitCodeAlone(facts) && !testCase.noAnswer && (await checkCaseOutput(check, { testCase, workDir, label: `${label}.exit` }, facts.stdoutPath)).verdict === "AC";
      const rightNote = right ? rightOutputNote("its output was right") : "";
      return { ...measured, ...runVerdict, message: `${withCrashWarning(job.solution.nameInStderr(runVerdict.message), runVerdict.verdict, job.solution.crashWarning, job.solution.runNote)}${rightNote}${sourceNotes(runVerdict.verdict)}`, details: { notes: [], ...extra(runVerdict.verdict) } };
    }
    const checked = await checkCaseOutput(check, { testCase, workDir, label }, facts.stdoutPath);
    // Its validator stopped with the command (Ctrl-C): the case was not judged, as when its run was interrupted.
    if (checked.interrupted) return undefined;
    return { ...measured, ...checked, message: `${checked.message}${sourceNotes(checked.verdict)}`, details: { ...checked.details, ...extra(checked.verdict) } };
  } finally {
    removeRunFiles(workDir, label);
    if (check.validator) {
      removeRunFiles(workDir, `${label}.checker`);
      removeRunFiles(workDir, `${label}.exit.checker`);
    }
  }
}
