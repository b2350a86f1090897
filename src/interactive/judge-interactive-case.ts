import { readySandbox } from "../sandbox/sandboxed-argv";
import type { CaseResult, JudgeRequest } from "../judge/judge-cases";
import type { RunLimits } from "../judge/decide-verdict";
import type { TestCase } from "../problem/find-cases";
import { decideInteractiveVerdict } from "./decide-interactive-verdict";
import { runInteractive } from "./run-interactive";
import { solutionArgv } from "./solution-argv";

/** Lines of the exchange a failing case shows without --transcript. */
export const TRANSCRIPT_TAIL_LINES = 12;
/** The interactor is the problem's code: generous limits of its own, so only a real fault trips them. */
const INTERACTOR_CPU_MS = 20_000;
const INTERACTOR_MEMORY_KIB = 2 << 20;

/** The bounds of one interactive case, from the problem's time limit. */
export function interactiveBounds(timeLimitMs: number): { idleLimitMs: number; wallLimitMs: number } {
  // Idleness is a wall bound on "nothing moved and no CPU was used", so a slow move never trips it; a loaded machine might, so not too tight.
  return { idleLimitMs: Math.max(2000, timeLimitMs), wallLimitMs: 4 * timeLimitMs + INTERACTOR_CPU_MS };
}

/** Judges one case of an interactive problem: run both sides, then decide. The transcript goes into the details. */
export async function judgeInteractiveCase(context: {
  request: JudgeRequest;
  testCase: TestCase;
  index: number;
  program: string;
  interactorArgv: string[];
  workDir: string;
  baselineKiB: number;
}): Promise<CaseResult | undefined> {
  const { request, testCase } = context;
  const limits: RunLimits = {
    timeLimitMs: request.timeLimitMs,
    memoryLimitMiB: request.memoryLimitMiB,
    baselineKiB: context.baselineKiB,
    outputLimitBytes: request.outputLimitMiB * 1024 * 1024,
  };
  const facts = await runInteractive({
    solutionArgv: solutionArgv(context.program, request.sandbox),
    interactorArgv: context.interactorArgv,
    solutionReportsOnFd3: true,
    inputPath: testCase.inputPath,
    answerPath: testCase.answerPath,
    workDir: context.workDir,
    label: `case-${context.index}`,
    solution: { timeLimitMs: limits.timeLimitMs, memoryKillKiB: limits.baselineKiB + limits.memoryLimitMiB * 1024, outputLimitBytes: limits.outputLimitBytes },
    interactor: { timeLimitMs: INTERACTOR_CPU_MS, memoryKillKiB: INTERACTOR_MEMORY_KIB, outputLimitBytes: limits.outputLimitBytes },
    ...interactiveBounds(limits.timeLimitMs),
    transcriptBytes: request.transcript ? 1 << 20 : 64 * 1024,
    sandboxLevel: await readySandbox(request.sandbox),
    ...(request.signal ? { signal: request.signal } : {}),
  });
  if (facts.solution.killedFor === "interrupt") return undefined;
  const decided = decideInteractiveVerdict(facts, limits);
  const show = request.transcript ? facts.transcript.format() : decided.verdict === "AC" ? [] : facts.transcript.format(TRANSCRIPT_TAIL_LINES);
  return {
    name: testCase.name,
    verdict: decided.verdict,
    message: decided.message,
    wallMs: facts.wallMs,
    cpuMs: facts.solution.cpuMs,
    memoryKiB: facts.solution.memoryKiB,
    details: {
      notes: [],
      ...(decided.verdict === "RE" && facts.solution.stderrTail ? { stderrTail: facts.solution.stderrTail.trim() } : {}),
      ...(show.length ? { transcript: show } : {}),
    },
  };
}
