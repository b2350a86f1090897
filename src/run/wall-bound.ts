import { readdirSync } from "node:fs";
import { readProcFile } from "./proc-file";

/**
 * The wall bound only stops a program that waits (sleeps, blocks on a read that never ends); its verdict's limit is
 * CPU time. So the wall it is held to is the time it could have run: elapsed time less the time it sat runnable on a
 * busy machine's run queue (the kernel's count, /proc/<pid>/schedstat), so load alone never turns AC into TLE, as on
 * Kattis and DOMjudge. A hard cap of WALL_CAP_FACTOR × the bound holds even then, so every run ends.
 */
export const WALL_CAP_FACTOR = 8;

/** Past the bound: waited longer than the bound allows, or ran into the hard cap. */
export function pastWallBound(elapsedMs: number, queuedMs: number, wallLimitMs: number): boolean {
  return elapsedMs - queuedMs > wallLimitMs || elapsedMs > WALL_CAP_FACTOR * wallLimitMs;
}

/**
 * How long the process has waited, runnable, for a CPU since it started (ms), from the kernel's scheduler statistics:
 * the most any one of its threads waited (/proc/<pid>/task/<tid>/schedstat), since the thread that does the work need not
 * be the first: the JVM's first thread only starts the one that runs main() and waits for it, so a Java solution
 * starved by load read as never queued and was TLE. "self" is the judge's own main thread. 0 where the kernel keeps no
 * such statistics (then the bound is plain wall time).
 */
export function queuedMs(pid: number | "self"): number {
  if (pid === "self") return threadQueuedMs("/proc/self/schedstat");
  let tids: string[];
  try {
    tids = readdirSync(`/proc/${pid}/task`);
  } catch {
    return 0;
  }
  let most = 0;
  for (const tid of tids) most = Math.max(most, threadQueuedMs(`/proc/${pid}/task/${tid}/schedstat`));
  return most;
}

/** One thread's wait for a CPU (ms): schedstat's second field; 0 when the thread is gone or the file is missing. */
function threadQueuedMs(path: string): number {
  try {
    const waited = Number(readProcFile(path).split(" ")[1]);
    return Number.isFinite(waited) ? waited / 1e6 : 0;
  } catch {
    return 0;
  }
}

/**
 * Whether the launched process has ended (a zombie, or reaped by another parent) though its exit is not read yet. The
 * judge compares a case's output while the next case runs, synchronously: after a comparison of seconds, the loop's
 * timers (the wall watch) run before the exit that came meanwhile is polled, and a 150 ms AC was TLE, "still running
 * after 3608 ms". Such a run is over: the exit decides it, not the wall bound.
 */
export function launchEnded(pid: number): boolean {
  try {
    const stat = readProcFile(`/proc/${pid}/stat`);
    const state = stat.slice(stat.lastIndexOf(")") + 2, stat.lastIndexOf(")") + 3);
    return state === "Z" || state === "X";
  } catch {
    return true;
  }
}
