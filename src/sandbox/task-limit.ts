import { accessSync, constants, existsSync, mkdirSync, readdirSync, readFileSync, rmdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";

// A judge and everything it starts share one pids cgroup, where the machine lets it make one (root, with cgroup v1's
// pids hierarchy or v2's pids controller): RLIMIT_NPROC binds no program of a judge running as root, and a box allows
// threads, so one solution could otherwise take every PID of the machine (a helper's made 10,000 threads).
export const TASK_LIMIT = 4096;

const V1 = "/sys/fs/cgroup/pids";
const V2 = "/sys/fs/cgroup";
const PREFIX = "stonebench-";
/** The leaf the judge itself (and what it starts unboxed) lives in; launches with budgets of their own sit beside it. */
const JUDGE_LEAF = "judge";

let confined = false;
let group: string | undefined;
let childBudgets = false;

/**
 * Moves this process (so every process it starts from now on) into a pids cgroup of its own, once: `<group>/judge`,
 * below `<group>` with its TASK_LIMIT, so that launches can get budgets of their own beside it (side-tasks.ts; cgroup
 * v2 gives a controller only to the children of a cgroup without processes). Best effort: where none can be made,
 * nothing changes (whyNoTaskLimit says why).
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
    mkdirSync(join(path, JUDGE_LEAF));
    writeFileSync(join(path, JUDGE_LEAF, "cgroup.procs"), String(process.pid));
    group = path;
  } catch {
    removeGroup(path);
    return;
  }
  try {
    // v2 only (v1 has no such file, and every cgroup there has the controller).
    if (existsSync(join(path, "cgroup.subtree_control"))) writeFileSync(join(path, "cgroup.subtree_control"), "+pids");
    childBudgets = true;
  } catch {
    // The judge's budget stays shared by everything it starts.
  }
}

/** The judge's own pids cgroup, where launches may get budgets of their own below it; undefined where there is none. */
export function taskGroupForLaunches(): string | undefined {
  return childBudgets ? group : undefined;
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

// Folders of judges that are gone: a cgroup is removable only once empty, and a live judge's (its leaf holds its
// process) is left whole: a launch's budget made a moment ago is empty until the launch joins it.
function sweep(parent: string): void {
  let names: string[];
  try {
    names = readdirSync(parent).filter((name) => name.startsWith(PREFIX));
  } catch {
    return;
  }
  for (const name of names) {
    const path = join(parent, name);
    // A judge started by a judge (a test runner's) made its own below (below its leaf): those go first.
    sweep(path);
    sweep(join(path, JUDGE_LEAF));
    if (holdsProcesses(path) || holdsProcesses(join(path, JUDGE_LEAF))) continue;
    removeGroup(path);
  }
}

function holdsProcesses(path: string): boolean {
  try {
    return readFileSync(join(path, "cgroup.procs"), "utf8").trim() !== "";
  } catch {
    return false;
  }
}

// A cgroup and the cgroups below it, deepest first; what is in use (or not ours) stays, and so does a judge's below
// it (sweep looks at each judge's for itself: a live one's launch budgets are not to go).
function removeGroup(path: string): void {
  let children: string[] = [];
  try {
    children = readdirSync(path, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && !entry.name.startsWith(PREFIX))
      .map((entry) => entry.name);
  } catch {
    // Not there.
  }
  for (const child of children) removeGroup(join(path, child));
  try {
    rmdirSync(path);
  } catch {
    // Not made, not empty, or in use.
  }
}
