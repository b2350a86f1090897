import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, statSync } from "node:fs";
import { resolve, sep } from "node:path";
import { cacheDir, projectRoot, toolRoot } from "../paths";
import { setTimeout as sleep } from "node:timers/promises";
import { holderCommand } from "./holder-setup";
import { confineTasks } from "./task-limit";

/**
 * The namespaces every sandboxed process of this judge joins: one user, mount, network and IPC namespace, set up once
 * (every mount read-only, no network), and a PID namespace whose init is the holder itself. Each process then gets a
 * fresh PID namespace of its own below it (sandboxed-argv.ts), so setting up costs one nsenter per process, not a
 * remount of every mount.
 */
export interface Holder {
  /** The holder's PID in the judge's PID namespace: nsenter --target. */
  pid: number;
  /** The inode of its user namespace: the launcher joins nothing else, should the PID be reused. */
  userNamespace: number;
}

let holder: Promise<Holder> | undefined;
let holderProcess: ChildProcess | undefined;

/** The judge's holder, started on first use and reused by every later run of this process. */
export function sharedHolder(): Promise<Holder> {
  holder ??= startHolder().catch((error: Error) => {
    holder = undefined;
    throw error;
  });
  return holder;
}

export async function startHolder(): Promise<Holder> {
  try {
    // The cache must exist to be kept visible; one that cannot be made is reported when the build writes to it.
    mkdirSync(cacheDir, { recursive: true });
  } catch {
    // Not kept then.
  }
  // Every process this judge starts from here on shares one budget of PIDs, where the machine allows (task-limit.ts).
  confineTasks();
  const [file, ...args] = holderCommand(foldersToKeep());
  // A process group of its own: a Ctrl-C at the terminal goes to the judge's group, and the holder (its PID namespace's
  // init) would die of it and take every sandboxed process with it by SIGKILL, stress's tool host among them, before
  // the judge could stop them and report what it had. It goes when the judge's end of its stdin closes, as before.
  const child = spawn(file!, args, { stdio: ["pipe", "pipe", "pipe"], detached: true, env: { PATH: process.env.PATH ?? "/usr/bin:/bin", LANG: "C" } });
  holderProcess = child;
  let stderr = "";
  child.stderr!.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<never>((_, reject) => {
    child.once("error", reject);
    child.once("exit", (code, signal) => reject(new Error(`the sandbox holder exited (${signal ?? code}) ${stderr.trim()}`.trim())));
  });
  // Set up: the holder says so with one byte on stdout.
  const ready = new Promise<void>((resolve) => child.stdout!.once("data", () => resolve()));
  try {
    await Promise.race([ready, exited]);
    const pid = await Promise.race([childOf(child.pid!), exited]);
    const userNamespace = statSync(`/proc/${pid}/ns/user`).ino;
    // The holder must not keep the judge alive; it goes when the judge's end of its stdin closes.
    child.unref();
    for (const stream of [child.stdin, child.stdout, child.stderr]) (stream as unknown as { unref?: () => void } | null)?.unref?.();
    return { pid, userNamespace };
  } catch (error) {
    child.kill("SIGKILL");
    throw error;
  }
}

// When the judge has nothing left to do, it closes the holder's stdin and waits until it is reaped: the holder, its
// PID namespace and every process in it are gone before the command ends (the parent-death signal alone killed them
// only a moment after it, so a shell's next command could still see them). A second Ctrl-C's exit leaves it to that.
process.on("beforeExit", () => {
  const child = holderProcess;
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  holderProcess = undefined;
  holder = undefined;
  child.ref();
  child.stdin?.end();
  // Bounded: where no one reaps the orphans of the holder's PID namespace (an outer subreaper that waits for this
  // command first), the holder cannot end; it is killed then, and the command ends anyway.
  setTimeout(() => {
    child.kill("SIGKILL");
    child.unref();
  }, 2000).unref();
});

/** Stops the holder (tests; the judge's own exit does it anyway). */
export function stopHolder(): void {
  holderProcess?.kill("SIGKILL");
  holderProcess = undefined;
  holder = undefined;
}

// The spawned process's child is the holder, PID 1 of its namespace; its PID out here is what nsenter needs.
async function childOf(pid: number): Promise<number> {
  for (let attempt = 0; attempt < 500; attempt++) {
    try {
      const children = readFileSync(`/proc/${pid}/task/${pid}/children`, "latin1").trim();
      if (children) return Number(children.split(" ")[0]);
    } catch {
      // Not yet exec'd into unshare, or gone: the exit handler reports the latter.
    }
    await sleep(2);
  }
  throw new Error("the sandbox holder did not start");
}

// The folders a sandboxed process reads by path (its built program, the preload, the problem's files) that lie under
// one of the hidden folders, outermost only; at most 7 (fds 3-9).
const HIDDEN = ["/tmp", "/run", "/var/tmp", "/dev/shm", "/dev/mqueue"];
function foldersToKeep(): string[] {
  const wanted = [cacheDir, toolRoot, projectRoot()].map((path) => resolve(path));
  const under = wanted.filter((path) => HIDDEN.some((hidden) => path.startsWith(hidden + sep)));
  const outermost = [...new Set(under)].filter((path, _, all) => !all.some((other) => other !== path && path.startsWith(other + sep)));
  return outermost.filter((path) => existsSync(path)).slice(0, 7);
}
