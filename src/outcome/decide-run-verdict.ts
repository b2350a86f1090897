import type { RunFacts } from "../run/run-program";
import type { Verdict } from "../verdicts";
import { describeSignal } from "./describe-signal";
import { moduleShadowNote } from "./module-shadow";
import { python2Note } from "./python2-note";
import { pythonNewerNote } from "./python-newer-note";
import { jvmHeapNote, outOfMemoryLine } from "./out-of-memory";
import { refusedCallsNote } from "./refused-calls";

/** launcher.c's SETUP_FAILED: the exit code of a launcher that could not set a run up or see it end. */
const LAUNCHER_SETUP_FAILED = 125;

export interface RunLimits {
  timeLimitMs: number;
  /** The problem's limit, applied to memory above the baseline. */
  memoryLimitMiB: number;
  /** Peak RSS of the language's empty program under the same flags (0 when the whole process counts). */
  baselineKiB: number;
  /** Whose baseline it is, for messages: "Node's", "the JVM's". */
  baselineOf?: string;
  outputLimitBytes: number;
  /** The main thread's stack, for a stack overflow's message. */
  stackMiB?: number;
}

export interface RunVerdict {
  verdict: Verdict;
  message: string;
}

/**
 * The verdict that the run itself earns, in one fixed order: TLE, MLE, OLE, RE.
 * Undefined means a clean run, and only then is the output compared (AC, PE or WA).
 */
export function decideRunVerdict(facts: RunFacts, limits: RunLimits): RunVerdict | undefined {
  if (facts.killedFor === "cpu" || facts.cpuMs > limits.timeLimitMs) {
    return { verdict: "TLE", message: `CPU time ${facts.cpuMs} ms passed the limit of ${limits.timeLimitMs} ms` };
  }
  if (facts.killedFor === "wall") {
    // Little CPU means the solution waited; much CPU means it was starved (an overloaded machine, too many --jobs).
    const why = facts.cpuMs * 4 < facts.wallMs ? "it waits (sleep, a timer, a read that never ends)" : "it did not get the CPU: is the machine overloaded, or --jobs too high?";
    return { verdict: "TLE", message: `still running after ${facts.wallMs} ms of wall time with ${facts.cpuMs} ms of CPU: ${why}` };
  }
  const aboveBaselineKiB = facts.memoryKiB - limits.baselineKiB;
  const overMemory = facts.killedFor === "memory" || facts.heapExhausted || aboveBaselineKiB > limits.memoryLimitMiB * 1024;
  const sanitizer = overMemory ? sanitizerStoppedByMemory(facts, limits) : undefined;
  if (sanitizer) return { verdict: "RE", message: sanitizer };
  if (overMemory) {
    return { verdict: "MLE", message: memoryLimitMessage(facts, limits) };
  }
  if (facts.killedFor === "output" || facts.outputBytes > limits.outputLimitBytes || facts.stderrBytes > limits.outputLimitBytes) {
    const what = facts.stderrBytes > limits.outputLimitBytes && facts.outputBytes <= limits.outputLimitBytes ? "stderr" : "output";
    return { verdict: "OLE", message: `${what} passed the cap of ${mib(limits.outputLimitBytes / 1024)}` };
  }
  if (facts.countLost) {
    // The launcher's own failure (its exit code and line; the program cannot make its init exit so with no record):
    // the machine's fault, said as such, so that nobody hunts a bug in the solution.
    const launcherLine = /^stonebench sandbox launcher: .*$/m.exec(facts.stderrTail)?.[0];
    if (facts.exitCode === LAUNCHER_SETUP_FAILED && launcherLine) {
      return { verdict: "RE", message: `the sandbox failed around the program, not the program (${launcherLine}); judge it again, and report it if it stays` };
    }
    return { verdict: "RE", message: `its CPU time and memory could not be counted: the kernel's count from its launcher is missing (it killed its launcher, or wrote over the count; the launch ended ${facts.signal !== null ? `by ${facts.signal}` : `with exit code ${facts.exitCode}`})${errorLine(facts.stderrTail)}` };
  }
  if (facts.denied) {
    const resource = facts.denied.resource ? ` on ${facts.denied.resource}` : "";
    return {
      verdict: "RE",
      message: `the sandbox denied ${facts.denied.permission}${resource}: solutions may read stdin and write stdout only (no files, processes or workers)`,
    };
  }
  const overflow = stackOverflow(facts, limits.stackMiB);
  if (overflow) return { verdict: "RE", message: overflow };
  const refused = refusedCallsNote(facts.stderrTail, facts.boxed);
  if (facts.signal !== null) return { verdict: "RE", message: `${describeSignal(facts.signal, facts, limits.outputLimitBytes)}${errorLine(facts.stderrTail)}${refused}` };
  if (facts.exitCode !== 0) return { verdict: "RE", message: `exit code ${facts.exitCode}${errorLine(facts.stderrTail)}${moduleShadowNote(facts.stderrTail)}${python2Note(facts.stderrTail)}${pythonNewerNote(facts.stderrTail)}${refused}` };
  return undefined;
}

/**
 * A sanitizer that had found an error and was writing its report (symbolizing takes memory) when the memory limit
 * stopped it: the program's error is the verdict (RE), as the sanitizer would have aborted, and MLE hid it behind the
 * report's memory. Its message, or undefined (its own out-of-memory reports are the memory's: MLE still).
 */
export function sanitizerStoppedByMemory(facts: { memoryKiB: number; stderrTail: string }, limits: Pick<RunLimits, "baselineKiB" | "baselineOf" | "memoryLimitMiB">): string | undefined {
  const sanitizer = SANITIZER_ERROR.exec(facts.stderrTail)?.[0];
  if (!sanitizer || /out of memory|allocation-size-too-big|rss-limit-exceeded|calloc-overflow/.test(sanitizer)) return undefined;
  return `${sanitizer.replace(/^==\d+==/, "")}; the sanitizer's report was then stopped by the memory limit (${describeMemory(facts.memoryKiB, limits)}): judge a sanitized build with a larger --ml, e.g. --ml 512`;
}

/**
 * An MLE's message, for a batch run and an interactive solution alike: the runtime's own out-of-memory line when it
 * said so (a JVM's OutOfMemoryError comes with a peak below the limit), else the peak against the limit.
 */
export function memoryLimitMessage(
  facts: { killedFor: string | null; heapExhausted: boolean; memoryKiB: number; stderrTail: string; signal: string | null; exitCode: number | null },
  limits: RunLimits,
): string {
  const message = facts.heapExhausted && facts.killedFor !== "memory" ? ranOutOfMemory(facts.stderrTail, limits.memoryLimitMiB) : describeMemory(facts.memoryKiB, limits);
  // A stack as large as the limit (the default) fills the memory the limit counts before it runs out: say so.
  const overflow = facts.killedFor === "memory" ? undefined : stackOverflow(facts, limits.stackMiB);
  return overflow ? `${message}; it also ended as a stack overflow does (${overflow.replace(/: .*$/s, "")}): a recursion this deep uses that memory` : message;
}

/** "the runtime ran out of memory: <the line where it says so>", with why a JVM's heap is smaller than the limit. */
function ranOutOfMemory(stderr: string, memoryLimitMiB: number): string {
  const line = outOfMemoryLine(stderr);
  return line ? `the runtime ran out of memory: ${line}${jvmHeapNote(line, memoryLimitMiB)}` : `the runtime ran out of memory${errorLine(stderr)}`;
}

/** "peak memory 80.0 MiB is 41.0 MiB above Node's baseline of 39.0 MiB; the limit is 32 MiB", or the whole-process form. */
export function describeMemory(memoryKiB: number, limits: Pick<RunLimits, "baselineKiB" | "baselineOf" | "memoryLimitMiB">): string {
  if (limits.baselineKiB <= 0) return `peak memory ${mib(memoryKiB)}; the limit is ${limits.memoryLimitMiB} MiB (the whole process)`;
  return `peak memory ${mib(memoryKiB)} is ${mib(memoryKiB - limits.baselineKiB)} above ${limits.baselineOf ?? "the language's"} baseline of ${mib(limits.baselineKiB)}; the limit is ${limits.memoryLimitMiB} MiB`;
}

// The first line of an AddressSanitizer (or another sanitizer's) error report, with its pid.
const SANITIZER_ERROR = /^(==\d+==)?ERROR: \w*Sanitizer: [^\n]*?(?= on address| at pc|$)/m;

// What each runtime says when its stack runs out (a C or C++ program just gets SIGSEGV, which may be anything).
const OVERFLOWS: [RegExp, string][] = [
  [/Maximum call stack size exceeded/, "stack overflow (Node's RangeError)"],
  [/java\.lang\.StackOverflowError/, "stack overflow (StackOverflowError)"],
  [/has overflowed its stack/, "stack overflow (Rust)"],
  [/goroutine stack exceeds/, "stack overflow (a Go goroutine's stack passed its maximum)"],
];
const SETTING = "stackLimitMiB in problem.yaml, or stackMiB of the language in languages.yaml";

/** A run that ended in a stack overflow, said so, with the stack's size and the setting that raises it. */
export function stackOverflow(facts: Pick<RunFacts, "signal" | "exitCode" | "stderrTail">, stackMiB: number | undefined): string | undefined {
  const size = stackMiB ? `the stack is ${stackMiB} MiB` : "the stack";
  if (/RecursionError: maximum recursion depth exceeded/.test(facts.stderrTail)) {
    return `Python's recursion limit was reached (sys.setrecursionlimit raises it; ${size}: ${SETTING})${errorLine(facts.stderrTail)}`;
  }
  // Go's goroutine stacks grow to Go's own maximum (1 GB; debug.SetMaxStack changes it), not the stack setting.
  if (/goroutine stack exceeds/.test(facts.stderrTail) && (facts.exitCode !== 0 || facts.signal !== null)) return `${OVERFLOWS[3]![1]}: Go's maximum, 1 GB unless debug.SetMaxStack changes it (the stack setting does not apply to goroutines)`;
  for (const [pattern, what] of OVERFLOWS) {
    if (pattern.test(facts.stderrTail) && (facts.exitCode !== 0 || facts.signal !== null)) return `${what}: ${size}; raise it with ${SETTING}`;
  }
  if (facts.signal === "SIGSEGV") return `killed by SIGSEGV: an invalid memory access, or a stack overflow (${size}; raise it with ${SETTING})${errorLine(facts.stderrTail)}`;
  return undefined;
}

// Lines that name an error: a runtime's exception, a Rust panic (thread 'main' (2) panicked at … in recent versions),
// a Go panic, C++'s terminate, a failed assert, and a sanitizer's report (AddressSanitizer's first line, UBSan's).
const NAMES_THE_ERROR =
  /^[A-Za-z.]*(Error|Exception)\b|^Uncaught\b|^Exception in thread|^thread '.*'.* panicked|^panic:|^terminate called after|: Assertion .* failed\.?$|^(==\d+==)?ERROR: \w*Sanitizer|: runtime error: /;

/** The line of stderr that names the error, e.g. "Error: boom" (else the last line), for a one-line message. */
export function errorLine(stderr: string): string {
  const lines = stderr.split("\n").map((line) => line.trim());
  const at = lines.findIndex((text) => NAMES_THE_ERROR.test(text));
  let line = at >= 0 ? lines[at] : lines.filter(Boolean).at(-1);
  // Rust since 1.73 puts the panic's reason on the line after "panicked at file:line:col:": the place alone said nothing.
  if (at >= 0 && /panicked at .*:$/.test(line!) && lines[at + 1]) line = `${line} ${lines[at + 1]}`;
  return line ? `: ${line.length > 200 ? `${line.slice(0, 200)}…` : line}` : "";
}

export function mib(kib: number): string {
  return `${(kib / 1024).toFixed(1)} MiB`;
}
