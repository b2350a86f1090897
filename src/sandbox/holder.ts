import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { resolve, sep } from "node:path";
import { cacheDir, projectRoot, toolRoot } from "../paths";
import { setTimeout as sleep } from "node:timers/promises";

/**
 * The namespaces every sandboxed process of this judge joins: one user, mount, network and IPC namespace, set up once
 * (every mount read-only, no network), and a PID namespace whose init is the holder itself. Each process then gets a
 * fresh PID namespace of its own below it (sandboxed-argv.ts), so setting up costs one nsenter per process, not a
 * remount of every mount.
 */
export interface Holder {
  /** The holder's PID in the judge's PID namespace: nsenter --target. */
  pid: number;
}

// The holder, PID 1 of its PID namespace, only waits: when the judge goes, its stdin closes and it exits, and with it
// every process in its PID namespace. It does nothing else, so there is nothing in it to attack.
const HOLDER_SCRIPT = "read _";

// Run once in the holder's namespaces, as their root (entered with nsenter after the uid map exists: a process that
// execs before the map exists loses its capabilities there). Every mount becomes read-only, walking mountinfo so that
// /dev/shm, /proc, /sys and the rest are covered, not just /. Then a /proc of this PID namespace only: each process
// mounts its own over it (sandboxed-argv.ts), and until then unshare needs it writable for its uid map.
const SETUP_SCRIPT = `
mount --make-rprivate / || exit 3
# The folders where Unix sockets live (a path socket can be connected to through a read-only mount) are hidden under an
# empty tmpfs; what the sandbox must still read there (the build cache, the workbench) is bound back from fds 3-9,
# opened before the hiding (mount -c keeps /proc/self/fd/N uncanonicalised, so the kernel follows it to the original).
fd=3; for keep in "$@"; do eval "exec $fd<\"\$keep\"" || exit 6; fd=$((fd + 1)); done
for hide in /tmp /run /var/tmp /dev/shm /dev/mqueue; do
  [ -d "$hide" ] && [ ! -L "$hide" ] || continue
  mount -t tmpfs -o nosuid,nodev,noexec,size=64k,mode=755 stonebench-hidden "$hide" || { echo "cannot hide $hide" >&2; exit 7; }
done
fd=3; for keep in "$@"; do
  mkdir -p "$keep" && mount -c --bind "/proc/self/fd/$fd" "$keep" || { echo "cannot keep $keep visible" >&2; exit 8; }
  fd=$((fd + 1))
done
while read -r _ _ _ _ mp opts _; do
  case ",$opts," in *,ro,*) continue;; esac
  mp=$(printf '%b' "$mp")
  mount -o remount,bind,ro "$mp" 2>/dev/null || { echo "cannot make $mp read-only" >&2; exit 5; }
done < /proc/self/mountinfo
mount -t proc -o nosuid,nodev,noexec proc /proc || { echo "cannot mount /proc" >&2; exit 4; }
`;

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
  // setpriv: the holder's unshare dies with the judge; --kill-child: the holder (and its PID namespace) with it.
  const child = spawn(
    "setpriv",
    ["--pdeathsig", "KILL", "--", "unshare", "--user", "--mount", "--net", "--ipc", "--pid", "--fork", "--kill-child", "--propagation", "private", "--", "/bin/sh", "-c", HOLDER_SCRIPT],
    { stdio: ["pipe", "pipe", "pipe"], env: { PATH: process.env.PATH ?? "/usr/bin:/bin", LANG: "C" } },
  );
  holderProcess = child;
  let stderr = "";
  child.stderr!.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<never>((_, reject) => {
    child.once("error", reject);
    child.once("exit", (code, signal) => reject(new Error(`the sandbox holder exited (${signal ?? code}) ${stderr.trim()}`.trim())));
  });
  try {
    const pid = await Promise.race([childOf(child.pid!), exited]);
    // The judge's own uid, as --map-root-user would (an unprivileged judge can map nothing else); setgroups deny is
    // what the kernel asks of an unprivileged writer, and keeps the sandbox from dropping into a denying group.
    writeFileSync(`/proc/${pid}/setgroups`, "deny");
    writeFileSync(`/proc/${pid}/gid_map`, `0 ${process.getgid!()} 1`);
    writeFileSync(`/proc/${pid}/uid_map`, `0 ${process.getuid!()} 1`);
    await Promise.race([setUp(pid, foldersToKeep()), exited]);
    // The holder must not keep the judge alive; it goes when the judge's end of its stdin closes.
    child.unref();
    for (const stream of [child.stdin, child.stdout, child.stderr]) (stream as unknown as { unref?: () => void } | null)?.unref?.();
    return { pid };
  } catch (error) {
    child.kill("SIGKILL");
    throw error;
  }
}

/** Stops the holder (tests; the judge's own exit does it anyway). */
export function stopHolder(): void {
  holderProcess?.kill("SIGKILL");
  holderProcess = undefined;
  holder = undefined;
}

// unshare --fork's child is the holder, PID 1 of its namespace; its PID out here is what nsenter needs.
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

function setUp(pid: number, keep: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const setup = spawn("nsenter", [`--target=${pid}`, "--user", "--mount", "--pid", "--", "/bin/sh", "-c", SETUP_SCRIPT, "setup", ...keep], {
      stdio: ["ignore", "ignore", "pipe"],
      env: { PATH: process.env.PATH ?? "/usr/bin:/bin", LANG: "C" },
    });
    let stderr = "";
    setup.stderr!.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    setup.once("error", reject);
    setup.once("exit", (code) => (code === 0 ? resolve() : reject(new Error(`cannot set the sandbox up (${code}): ${stderr.trim()}`))));
  });
}
