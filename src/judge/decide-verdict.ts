import type { RunFacts } from "../run/run-program";
import type { Verdict } from "../verdicts";

export interface RunLimits {
  timeLimitMs: number;
  /** The problem's limit, applied to memory above Node's baseline. */
  memoryLimitMiB: number;
  /** Peak RSS of an empty Node program under the same flags. */
  baselineKiB: number;
  outputLimitBytes: number;
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
  if (facts.killedFor === "memory" || facts.heapExhausted || aboveBaselineKiB > limits.memoryLimitMiB * 1024) {
    return {
      verdict: "MLE",
      message: facts.heapExhausted && facts.killedFor !== "memory"
        ? "V8 ran out of heap"
        : `peak memory ${mib(facts.memoryKiB)} is ${mib(aboveBaselineKiB)} above Node's baseline of ${mib(limits.baselineKiB)}; the limit is ${limits.memoryLimitMiB} MiB`,
    };
  }
  if (facts.killedFor === "output" || facts.outputBytes > limits.outputLimitBytes || facts.stderrBytes > limits.outputLimitBytes) {
    const what = facts.stderrBytes > limits.outputLimitBytes && facts.outputBytes <= limits.outputLimitBytes ? "stderr" : "output";
    return { verdict: "OLE", message: `${what} passed the cap of ${mib(limits.outputLimitBytes / 1024)}` };
  }
  if (facts.denied) {
    const resource = facts.denied.resource ? ` on ${facts.denied.resource}` : "";
    return {
      verdict: "RE",
      message: `the sandbox denied ${facts.denied.permission}${resource}: solutions may read stdin and write stdout only (no files, processes or workers)`,
    };
  }
  if (facts.signal !== null) return { verdict: "RE", message: `killed by ${facts.signal}${errorLine(facts.stderrTail)}` };
  if (facts.exitCode !== 0) return { verdict: "RE", message: `exit code ${facts.exitCode}${errorLine(facts.stderrTail)}` };
  return undefined;
}

/** The line of stderr that names the error, e.g. "Error: boom" (else the last line), for a one-line message. */
function errorLine(stderr: string): string {
  const lines = stderr.split("\n").map((line) => line.trim());
  const line = lines.find((text) => /^[A-Za-z]*(Error|Exception)\b|^Uncaught\b/.test(text)) ?? lines.filter(Boolean).at(-1);
  return line ? `: ${line.length > 200 ? `${line.slice(0, 200)}…` : line}` : "";
}

export function mib(kib: number): string {
  return `${(kib / 1024).toFixed(1)} MiB`;
}
