import { accessSync, constants, existsSync, mkdirSync, readdirSync, readFileSync, rmdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";

// A judge and everything it starts share one pids cgroup, where the machine lets it make one (root, with cgroup v1's
// pids hierarchy or v2's pids controller): RLIMIT_NPROC binds no program of a judge running as root, and a box allows
// threads, so one solution could otherwise take every PID of the machine (a helper's made 10,000 threads).
export const TASK_LIMIT = 4096;

const V1 = "/sys/fs/cgroup/pids";
const V2 = "/sys/fs/cgroup";
const PREFIX = "stonebench-";

let confined = false;

/**
 * Moves this process (so every process it starts from now on) into a pids cgroup of its own, once. Best effort:
 * where none can be made, nothing changes (whyNoTaskLimit says why).
 */
export function confineTasks(): void {
  if (confined) return;
  confined = true;
  const parent = hierarchy();
  if (!parent) return;
  sweep(parent);
  const path = join(parent, `${PREFIX}${process.pid}`);
  try {
    mkdirSync(path);
    writeFileSync(join(path, "pids.max"), String(TASK_LIMIT));
    writeFileSync(join(path, "cgroup.procs"), String(process.pid));
  } catch {
    try {
      rmdirSync(path);
    } catch {
      // Not made, or not empty.
    }
  }
}

/** Why this machine gives a judge no pids cgroup, or undefined when it does (checked without moving anything). */
export function whyNoTaskLimit(): string | undefined {
  const parent = hierarchy();
  if (!parent) return "no pids cgroup hierarchy here (cgroup v1's pids, or v2 with the pids controller)";
  try {
    accessSync(parent, constants.W_OK);
    return undefined;
  } catch {
    return `${parent} is not writable by this user`;
  }
}

// The folder of this process's own pids cgroup: the new one goes below it (never beside it, which would leave a
// limit a container or a CI runner set).
function hierarchy(): string | undefined {
  let lines: string[];
  try {
    lines = readFileSync("/proc/self/cgroup", "utf8").split("\n");
  } catch {
    return undefined;
  }
  const v1 = lines.find((line) => line.split(":")[1]?.split(",").includes("pids"));
  if (v1 && existsSync(join(V1, "cgroup.procs"))) return join(V1, v1.split(":").slice(2).join(":"));
  const v2 = lines.find((line) => line.startsWith("0::"));
  if (!v2) return undefined;
  const own = join(V2, v2.slice(3));
  try {
    const delegated = readFileSync(join(own, "cgroup.subtree_control"), "utf8").split(/\s+/);
    if (delegated.includes("pids")) return own;
  } catch {
    // No v2 cgroup with pids given to its children.
  }
  return undefined;
}

// Folders of judges that are gone: a cgroup is removable only once empty, so a live judge's stays.
function sweep(parent: string): void {
  let names: string[];
  try {
    names = readdirSync(parent).filter((name) => name.startsWith(PREFIX));
  } catch {
    return;
  }
  for (const name of names) {
    // A judge started by a judge (a test runner's) made its own below: those go first.
    sweep(join(parent, name));
    try {
      rmdirSync(join(parent, name));
    } catch {
      // In use, or not ours to remove.
    }
  }
}
