import { errorLine, memoryLimitMessage, mib, sanitizerStoppedByMemory, stackOverflow, type RunLimits } from "../outcome/decide-run-verdict";
import { describeSignal } from "../outcome/describe-signal";
import { refusedCallsNote } from "../outcome/refused-calls";
import { failedOnExitCodeAlone, rightOutputNote } from "../outcome/exit-code-note";
import type { Verdict } from "../verdicts";
import type { InteractiveFacts, Side } from "./run-interactive";

export interface InteractiveVerdict {
  verdict: Verdict;
  message: string;
  /** Whose fault: the solution's, or the problem's (a broken interactor is never the solution's verdict). */
  blame: "solution" | "problem" | "none";
}

/** Kattis's output-validator protocol: 42 accepts, 43 rejects; anything else is the interactor failing. */
export const KATTIS_ACCEPT = 42;
export const KATTIS_REJECT = 43;

/**
 * The verdict of an interactive run, in one fixed order:
 *   0. the interactor rejected (43) before the solution ended: WA (a crash or overrun after that is its consequence)
 *   1. TLE: the solution's CPU time passed the limit
 *   2. ILE: idleness, both sides waiting on each other (or the solution neither answering nor exiting) past the idle
 *      wall bound; TLE when the exchange is still moving at the overall wall bound
 *   3. MLE, then OLE, of the solution
 *   4. RE: the solution crashed, exited non-zero, or did what the sandbox denies
 *   5. IE: the interactor crashed, overran its own limits, hung, or exited with neither 42 nor 43 (the problem's fault)
 *   6. WA with the interactor's message (an early exit of the solution arrives here: the interactor reads EOF)
 *   7. AC: 42 and a clean exit of the solution
 */
export function decideInteractiveVerdict(facts: InteractiveFacts, limits: RunLimits): InteractiveVerdict {
  const { solution, interactor } = facts;
  const message = interactor.judgeMessage || "(the interactor wrote no judgemessage.txt)";
  const rejectedFirst = interactor.exitCode === KATTIS_REJECT && interactor.killedFor === null && facts.firstToEnd === "interactor";
  if (rejectedFirst) return { verdict: "WA", message: `the interactor rejected: ${message}`, blame: "solution" };
  if (solution.killedFor === "cpu" || solution.cpuMs > limits.timeLimitMs) {
    return { verdict: "TLE", message: `CPU time ${solution.cpuMs} ms passed the limit of ${limits.timeLimitMs} ms`, blame: "solution" };
  }
  if (facts.idle && solution.killedFor === "idle") return { verdict: "ILE", message: describeIdleness(facts), blame: "solution" };
  if (solution.killedFor === "wall") {
    // Bytes kept moving (else idleness would have stopped it first): a long exchange, not a wait.
    return { verdict: "TLE", message: `the exchange was still going at the wall bound (${facts.wallMs} ms; the solution used ${solution.cpuMs} ms of CPU): too many moves, or a starved machine`, blame: "solution" };
  }
  const aboveBaselineKiB = solution.memoryKiB - limits.baselineKiB;
  if (solution.killedFor === "memory" || solution.heapExhausted || aboveBaselineKiB > limits.memoryLimitMiB * 1024) {
    // A sanitizer's report that passed the limit: the error it found is the verdict, as in the batch judge.
    const sanitizer = sanitizerStoppedByMemory(solution, limits);
    if (sanitizer) return { verdict: "RE", message: sanitizer, blame: "solution" };
    // The batch judge's wording: a JVM's OutOfMemoryError (its peak below the limit) quotes the runtime's line.
    return { verdict: "MLE", message: memoryLimitMessage(solution, limits), blame: "solution" };
  }
  if (solution.killedFor === "output" || solution.bytesWritten > limits.outputLimitBytes || solution.stderrBytes > limits.outputLimitBytes) {
    // Say which stream, as the batch judge does: debugging prints to stderr were reported as the solution's output.
    const stream = solution.stderrBytes > limits.outputLimitBytes && solution.bytesWritten <= limits.outputLimitBytes ? "stderr" : "output";
    return { verdict: "OLE", message: `the solution's ${stream} passed the cap of ${mib(limits.outputLimitBytes / 1024)}`, blame: "solution" };
  }
  const interactorEndedFirst = facts.firstToEnd === "interactor";
  const interactorBroke = interactor.killedFor !== null || interactor.signal !== null || (interactor.exitCode !== KATTIS_ACCEPT && interactor.exitCode !== KATTIS_REJECT);
  // A solution that crashes because a broken interactor hung up on it is not at fault; one that crashes on its own is.
  if (!(interactorEndedFirst && interactorBroke)) {
    if (solution.denied) return { verdict: "RE", message: `the sandbox denied ${solution.denied.permission}${solution.denied.resource ? ` on ${solution.denied.resource}` : ""}`, blame: "solution" };
    const overflow = solution.killedFor === null ? stackOverflow(solution, limits.stackMiB) : undefined;
    if (overflow) return { verdict: "RE", message: overflow, blame: "solution" };
    // As in the batch judge: an EPERM from the box's filter (a socket, a fork) is named as the box's, not the code's.
    const refused = refusedCallsNote(solution.stderrTail, solution.boxed);
    if (solution.signal !== null && solution.killedFor === null) return { verdict: "RE", message: `${describeSignal(solution.signal, { outputBytes: solution.bytesWritten, stderrBytes: solution.stderrBytes }, limits.outputLimitBytes)}${errorLine(solution.stderrTail)}${refused}`, blame: "solution" };
    // The interactor accepted every game, and only the exit code is wrong: said so (exit-code-note.ts).
    const accepted = interactor.exitCode === KATTIS_ACCEPT && failedOnExitCodeAlone(solution) ? rightOutputNote("the interactor accepted the games") : "";
    if (solution.exitCode !== 0 && solution.killedFor === null) return { verdict: "RE", message: `exit code ${solution.exitCode}${errorLine(solution.stderrTail)}${refused}${accepted}`, blame: "solution" };
  }
  if (interactorBroke) return { verdict: "IE", message: `judge error, the problem's fault, not the solution's: ${describeInteractorFailure(facts)}`, blame: "problem" };
  if (interactor.exitCode === KATTIS_REJECT) {
    const early = facts.firstToEnd === "solution" ? `the solution exited at ${solution.endedAtMs} ms while the interactor still expected input: ` : "";
    return { verdict: "WA", message: `${early}${message}`, blame: "solution" };
  }
  const late = facts.lateBytes > 0 ? ` (the solution wrote ${facts.lateBytes} bytes after the interactor finished; ignored)` : "";
  return { verdict: "AC", message: late ? `accepted${late}` : "", blame: "none" };
}

/** An idleness where both sides waited and the solution had the turn: its last line most likely sits in its buffer. */
export function solutionHadTheTurn(facts: InteractiveFacts): boolean {
  const idle = facts.idle;
  return idle !== null && facts.solution.killedFor === "idle" && facts.interactor.killedFor !== null && idle.heldBack === null && idle.lastWriter !== "solution";
}

function describeIdleness(facts: InteractiveFacts): string {
  const idle = facts.idle!;
  const name = (side: Side): string => side;
  const { solution, interactor } = facts;
  if (solution.killedFor === "idle" && interactor.killedFor === null) {
    return `idleness: the interactor finished at ${interactor.endedAtMs} ms (exit ${interactor.exitCode}), but the solution neither wrote nor exited for ${idle.idleMs} ms`;
  }
  if (idle.heldBack) {
    const reader = idle.heldBack === "interactor" ? "solution" : "interactor";
    return `idleness: the ${idle.heldBack} was held back from writing for ${idle.idleMs} ms: the ${reader} did not read what it was sent (${idle.heldBack === "interactor" ? facts.interactor.bytesWritten : facts.solution.bytesWritten} bytes written so far)`;
  }
  const turn = idle.lastWriter === null ? "nothing was written at all" : `the last bytes came from the ${name(idle.lastWriter)} at ${idle.lastWriteAtMs} ms, so the ${idle.lastWriter === "interactor" ? "solution" : "interactor"} had the turn`;
  const who = idle.waiting.length === 2 ? "both the solution and the interactor were waiting to read" : idle.waiting.length === 1 ? `the ${idle.waiting[0]} was waiting` : "neither side made progress";
  return `idleness: ${who} for ${idle.idleMs} ms; ${turn} (a missing flush, or a read of more than was sent)`;
}

function describeInteractorFailure(facts: InteractiveFacts): string {
  const { interactor } = facts;
  const stderr = errorLine(interactor.stderrTail);
  switch (interactor.killedFor) {
    case "cpu": return `the interactor used ${interactor.cpuMs} ms of CPU, past its own limit`;
    case "memory": return `the interactor passed its memory limit (${mib(interactor.memoryKiB)})`;
    case "output": return "the interactor wrote past its output cap";
    case "idle": return `the interactor did not finish: it hung for ${facts.idle?.idleMs ?? "?"} ms after the solution ${facts.firstToEnd === "solution" ? "exited" : "went quiet"}`;
    case "wall": return `the interactor was still running at the wall bound (${facts.wallMs} ms)`;
    default: break;
  }
  if (interactor.signal) return `the interactor was killed by ${interactor.signal}${stderr}`;
  return `the interactor exited with ${interactor.exitCode}, not 42 (accept) or 43 (reject)${stderr}${tracebackPlace(interactor.stderrTail)}`;
}

// An interactor.py's own bug was "IndexError: list index out of range" alone (its stderr is not shown as a solution's
// is): the innermost frame of a Python traceback names the line, "(interactor.py, line 3)".
function tracebackPlace(stderr: string): string {
  const frames = [...stderr.matchAll(/^\s*File "([^"\n]*)", line (\d+)/gm)];
  const last = frames.at(-1);
  if (!last) return "";
  const file = last[1]!.slice(last[1]!.lastIndexOf("/") + 1);
  return ` (${file}, line ${last[2]})`;
}
