import { closeSync, constants, mkdirSync, openSync, rmdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { TASK_LIMIT, taskGroupForLaunches } from "./task-limit";

// The two sides of an interactive case run at once: in the judge's one budget of PIDs, an interactor that took every
// PID it could left the solution none for a thread (RE, "can't start new thread"), and a solution that did the same
// left the interactor's launcher none to fork (IE). Each side gets a budget of its own below the judge's instead.

/** PIDs each side may hold when one case runs at a time. */
export const SIDE_TASK_LIMIT = 1024;
/** PIDs no side may take: the judge's own threads, its next launchers, an unboxed helper. */
const JUDGE_SHARE = 512;
/** A side's least budget, whatever --jobs: a JVM or a Go runtime starts a few dozen threads. */
const SIDE_TASK_FLOOR = 64;

/**
 * Each side's budget when `casesAtOnce` interactive cases run together (--jobs): their sides divide what the judge's
 * share leaves (at --jobs 4, four sides of 1024 had taken all 4096, and an interactor could not start a thread: IE).
 * Past --jobs 28 the floor wins and the judge's own 4096 is the only bound left.
 */
export function sideTaskLimit(casesAtOnce: number): number {
  const sides = 2 * Math.max(1, casesAtOnce);
  return Math.max(SIDE_TASK_FLOOR, Math.min(SIDE_TASK_LIMIT, Math.floor((TASK_LIMIT - JUDGE_SHARE) / sides)));
}

export interface SideTasks {
  /** cgroup.procs of the side's cgroup, open for writing: the compiled launcher moves the launch there (--tasks). */
  procsFd: number;
  /** Closes the fd and removes the cgroup once its processes are gone (tried again for a few seconds). */
  release(): void;
}

let made = 0;

/** A pids cgroup of sideTaskLimit(casesAtOnce) for one side, below the judge's; undefined where the judge has none to give. */
export function sideTasks(side: string, casesAtOnce = 1): SideTasks | undefined {
  const parent = taskGroupForLaunches();
  if (!parent) return undefined;
  const path = join(parent, `${side}-${++made}`);
  let procsFd: number;
  try {
    mkdirSync(path);
    writeFileSync(join(path, "pids.max"), String(sideTaskLimit(casesAtOnce)));
    procsFd = openSync(join(path, "cgroup.procs"), constants.O_WRONLY);
  } catch {
    removeWhenEmpty(path, 0);
    return undefined;
  }
  let released = false;
  return {
    procsFd,
    release: () => {
      if (released) return;
      released = true;
      closeSync(procsFd);
      removeWhenEmpty(path, 0);
    },
  };
}

// A cgroup is removable once its last process has been reaped; the next judge's sweep removes what is left here.
function removeWhenEmpty(path: string, tries: number): void {
  try {
    rmdirSync(path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "EBUSY" && tries < 20) setTimeout(() => removeWhenEmpty(path, tries + 1), 100).unref();
  }
}
