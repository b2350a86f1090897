import { judgeProgramLaunch, type JudgeProgram } from "../build/judge-program";
import type { CaseJob } from "../outcome/case-job";
import { withCrashWarning } from "../outcome/crash-warning-note";
import { flushNote } from "../outcome/flush-note";
import type { CaseResult } from "../outcome/case-result";
import { readySandbox } from "../sandbox/sandboxed-argv";
import { decideInteractiveVerdict, solutionHadTheTurn } from "./decide-interactive-verdict";
import { runInteractive } from "./run-interactive";

/** Lines of the exchange a failing case shows without --transcript. */
export const TRANSCRIPT_TAIL_LINES = 12;
/** The interactor is the problem's code: generous limits of its own, so only a real fault trips them. */
const INTERACTOR_CPU_MS = 20_000;
const INTERACTOR_MEMORY_KIB = 2 << 20;
/** The output limit is the solution's; the interactor may send a case as large as import takes one file (1 GiB). */
const INTERACTOR_OUTPUT_BYTES = 1 << 30;

/** The bounds of one interactive case, from the problem's time limit. */
export function interactiveBounds(timeLimitMs: number): { idleLimitMs: number; wallLimitMs: number } {
  // Idleness is a wall bound on "nothing moved and no CPU was used", so a slow move never trips it; a loaded machine might, so not too tight.
  return { idleLimitMs: Math.max(2000, timeLimitMs), wallLimitMs: 4 * timeLimitMs + INTERACTOR_CPU_MS };
}

/**
 * Judges one case of an interactive problem, the peer of batch/judge-batch-case.ts: run both sides, then decide.
 * The transcript goes into the details.
 */
export async function judgeInteractiveCase(job: CaseJob, interactor: JudgeProgram): Promise<CaseResult | undefined> {
  const { testCase, limits } = job;
  const interactorLaunch = await judgeProgramLaunch(interactor, { readable: ["/dev/fd/3", "/dev/fd/4", "/dev/fd/5"], feedbackDir: "/dev/fd/5", sandbox: job.sandbox, workDir: job.workDir });
  const facts = await runInteractive({
    solutionLaunch: job.solution.launch,
    interactorLaunch,
    inputPath: testCase.inputPath,
    answerPath: testCase.answerPath,
    workDir: job.workDir,
    label: `case-${job.index}`,
    solution: { timeLimitMs: limits.timeLimitMs, memoryKillKiB: limits.baselineKiB + limits.memoryLimitMiB * 1024, outputLimitBytes: limits.outputLimitBytes },
    interactor: { timeLimitMs: INTERACTOR_CPU_MS, memoryKillKiB: INTERACTOR_MEMORY_KIB, outputLimitBytes: Math.max(limits.outputLimitBytes, INTERACTOR_OUTPUT_BYTES) },
    ...interactiveBounds(limits.timeLimitMs),
    transcriptBytes: job.transcript ? 1 << 20 : 64 * 1024,
    sandboxLevel: await readySandbox(job.sandbox),
    ...(job.casesAtOnce ? { casesAtOnce: job.casesAtOnce } : {}),
    ...(job.signal ? { signal: job.signal } : {}),
  });
  if (facts.solution.killedFor === "interrupt") return undefined;
  const decided = decideInteractiveVerdict(facts, limits);
  const show = job.transcript ? facts.transcript.format() : decided.verdict === "AC" ? [] : facts.transcript.format(TRANSCRIPT_TAIL_LINES);
  return {
    name: testCase.name,
    verdict: decided.verdict,
    message: `${withCrashWarning(job.solution.nameInStderr(decided.message), decided.verdict, job.solution.crashWarning, job.solution.runNote)}${decided.verdict === "ILE" && solutionHadTheTurn(facts) ? flushNote(job.solution.language?.id, job.solution.language?.name ?? "") : ""}`,
    wallMs: facts.wallMs,
    cpuMs: facts.solution.cpuMs,
    memoryKiB: facts.solution.memoryKiB,
    details: {
      notes: [],
      ...(decided.verdict === "RE" && facts.solution.stderrTail ? { stderrTail: job.solution.nameInStderr(facts.solution.stderrTail).trim() } : {}),
      ...(show.length ? { transcript: show } : {}),
    },
  };
}
