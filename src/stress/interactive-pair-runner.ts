import { rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { buildProgram, programLaunch } from "../build/build-program";
import { StoppedWhileBuilding } from "../authoring/run-on-input";
import { judgeProgramLaunch } from "../build/judge-program";
import { languageBaselineKiB } from "../build/language-baseline";
import { UserError } from "../errors";
import { defaultStackMiB } from "../outcome/run-for-output";
import { displayPath } from "../paths";
import { readySandbox } from "../sandbox/sandboxed-argv";
import type { PairRunner } from "./pair-runner";
import { decideInteractiveVerdict, solutionHadTheTurn } from "../interactive/decide-interactive-verdict";
import { flushNote } from "../outcome/flush-note";
import { prepareInteractor, type InteractorSource } from "../interactive/interactor-program";
import { interactiveBounds, TRANSCRIPT_TAIL_LINES } from "../interactive/judge-interactive-case";
import { runInteractive } from "../interactive/run-interactive";

/**
 * Stress for interactive problems: the "pair" is the solution (any language) and the interactor. Each generated input
 * is played (with an empty answer file, so the interactor relies on its own theory); anything but AC is a failure,
 * which stress-search.ts then shrinks like a difference between two solutions.
 */
export async function createInteractiveRunner(options: { solution: string; lang?: string; interactor: InteractorSource; workDir: string; timeLimitMs: number; memoryLimitMiB: number; signal?: AbortSignal }): Promise<PairRunner> {
  const built = await buildProgram({ path: options.solution, role: "solution", ...(options.lang ? { lang: options.lang } : {}), ...(options.signal ? { signal: options.signal } : {}) });
  if (!built.ok && options.signal?.aborted) throw new StoppedWhileBuilding(options.solution);
  if (!built.ok) throw new UserError(`${displayPath(options.solution)} does not build:\n${built.message}`, "fix it before stress testing");
  const interactor = await prepareInteractor(options.interactor);
  const baselineKiB = await languageBaselineKiB(built.program, { sandbox: true, workDir: options.workDir });
  const sandboxLevel = await readySandbox(true);
  const stackMiB = defaultStackMiB(options.memoryLimitMiB);
  const limits = { timeLimitMs: options.timeLimitMs, memoryLimitMiB: options.memoryLimitMiB, baselineKiB, outputLimitBytes: 64 << 20, stackMiB };
  const solutionLaunch = await programLaunch(built.program, { memoryLimitMiB: options.memoryLimitMiB, stackMiB, workDir: options.workDir, sandbox: true });
  const interactorLaunch = await judgeProgramLaunch(interactor, { readable: ["/dev/fd/3", "/dev/fd/4", "/dev/fd/5"], feedbackDir: "/dev/fd/5", sandbox: true, workDir: options.workDir });
  let runs = 0;
  return {
    get runs() {
      return runs;
    },
    async run(input) {
      const label = `play-${runs++}`;
      const inputPath = join(options.workDir, `${label}.in`);
      const answerPath = join(options.workDir, `${label}.ans`);
      writeFileSync(inputPath, input);
      writeFileSync(answerPath, "");
      try {
        const facts = await runInteractive({
          solutionLaunch,
          interactorLaunch,
          inputPath,
          answerPath,
          workDir: options.workDir,
          label,
          solution: { timeLimitMs: limits.timeLimitMs, memoryKillKiB: baselineKiB + limits.memoryLimitMiB * 1024, outputLimitBytes: limits.outputLimitBytes },
          interactor: { timeLimitMs: 60_000, memoryKillKiB: 2 << 20, outputLimitBytes: limits.outputLimitBytes },
          ...interactiveBounds(limits.timeLimitMs),
          sandboxLevel,
        });
        const decided = decideInteractiveVerdict(facts, limits);
        const exchange = facts.transcript.format(TRANSCRIPT_TAIL_LINES).join("\n");
        if (decided.verdict === "AC") return { differs: false, reason: "", a: { output: exchange }, b: { output: "(the interactor accepted)" } };
        // As the judge says it: the solution's language's flush where it had the turn (outcome/flush-note.ts).
        const message = `${decided.message}${decided.verdict === "ILE" && solutionHadTheTurn(facts) ? flushNote(built.program.language.id, built.program.language.name) : ""}`;
        // An interactor stopped by the judge (idleness) has no exit code: "exit null" said nothing.
        const { interactor: ended } = facts;
        const interactorEnd = ended.judgeMessage || (ended.exitCode !== null ? `exit ${ended.exitCode}` : `stopped by the judge${ended.killedFor ? ` (${ended.killedFor})` : ended.signal ? ` (${ended.signal})` : ""}`);
        return { differs: true, reason: `${decided.verdict}: ${message}`, a: { failure: `${decided.verdict}: ${message}\n${exchange}` }, b: { output: `(the interactor: ${interactorEnd})` } };
      } finally {
        rmSync(inputPath, { force: true });
        rmSync(answerPath, { force: true });
      }
    },
  };
}
