import { closeSync, constants, mkdirSync, openSync, rmdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { taskGroupForLaunches } from "./task-limit";

// The two sides of an interactive case run at once: in the judge's one budget of PIDs, an interactor that took every
// PID it could left the solution none for a thread (RE, "can't start new thread"), and a solution that did the same
// left the interactor's launcher none to fork (IE). Each side gets a budget of its own below the judge's instead.

/** PIDs each side may hold: the other side and the judge keep the rest of TASK_LIMIT (4096), even at --jobs 2. */
export const SIDE_TASK_LIMIT = 1024;

export interface SideTasks {
  /** cgroup.procs of the side's cgroup, open for writing: the compiled launcher moves the launch there (--tasks). */
  procsFd: number;
  /** Closes the fd and removes the cgroup once its processes are gone (tried again for a few seconds). */
  release(): void;
}

let made = 0;

/** A pids cgroup of SIDE_TASK_LIMIT for one side, below the judge's; undefined where the judge has none to give. */
export function sideTasks(side: string): SideTasks | undefined {
  const parent = taskGroupForLaunches();
  if (!parent) return undefined;
  const path = join(parent, `${side}-${++made}`);
  let procsFd: number;
  try {
    mkdirSync(path);
    writeFileSync(join(path, "pids.max"), String(SIDE_TASK_LIMIT));
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
