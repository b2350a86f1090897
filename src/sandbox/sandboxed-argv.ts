import { existsSync } from "node:fs";
import { sharedHolder } from "./holder";
import { plainLauncher, sandboxLauncher } from "./launcher-build";
import { markNamespacesUnavailable, sandboxLevel, type SandboxLevel } from "./sandbox-level";

/**
 * The level this run will really have: at the namespaces level the holder is started here, and if it will not start
 * (the cached probe is out of date), the run falls back to the permission model and says so.
 */
export async function readySandbox(requested: boolean): Promise<SandboxLevel> {
  const level = sandboxLevel(requested);
  if (level !== "namespaces") return level;
  try {
    // The launcher is found (or built, once per machine) while the rest of the judge gets ready.
    await sandboxLauncher(await sharedHolder());
    return level;
  } catch (error) {
    markNamespacesUnavailable(`the sandbox holder did not start: ${(error as Error).message}`);
    return sandboxLevel(requested);
  }
}

/**
 * Whether programs asking for a box get one: the namespaces level with the compiled launcher. Elsewhere a compiler or a
 * native program runs in the holder's whole read-only view (util-linux's chain) or with kernel limits only.
 */
export async function boxAvailable(requested: boolean): Promise<boolean> {
  if ((await readySandbox(requested)) !== "namespaces") return false;
  try {
    return (await sandboxLauncher(await sharedHolder())).path !== undefined;
  } catch {
    return false;
  }
}

const PRLIMIT = ["/usr/bin/prlimit", "/bin/prlimit"].find((path) => existsSync(path));
const SETPRIV = ["/usr/bin/setpriv", "/bin/setpriv"].find((path) => existsSync(path));

/** RLIMIT_NOFILE of every sandboxed process. */
export const MAX_OPEN_FILES = 64;

export interface KernelLimits {
  /** RLIMIT_CPU in whole seconds: the kernel's backstop, a little above the time limit (the judge's sampling comes first). */
  cpuSeconds: number;
  /** RLIMIT_FSIZE in bytes: no file the process writes through its fds can grow past this. */
  fileSizeBytes: number;
  /** RLIMIT_STACK in bytes (the main thread's stack); the inherited one when not given. */
  stackBytes?: number;
}

/**
 * A box (launcher.c's --box): a fresh root holding only `binds` (read-only), a /dev of harmless nodes, its own /proc and
 * /box, for a program without Node's permission model. Only the compiled launcher at the namespaces level gives one;
 * `SandboxedArgv.boxed` says whether this run got it.
 */
export interface BoxView {
  /** Paths of the holder's view shown read-only in the box, at the same place or at `target`. */
  binds: { source: string; target?: string }[];
  /** /box as a writable tmpfs of this size (compiles); else /box holds only what is bound there. */
  work?: { bytes: number; inodes: number };
  /** One of the passed fds (≥ 3): a folder whose regular files are copied into /box first (with `work`). */
  inFd?: number;
  /** One of the passed fds (≥ 3): a folder that gets the regular files left under /box/out, within the bounds. */
  out?: { fd: number; files: number; bytes: number };
  /** The cwd inside (default /box). */
  cwd?: string;
  /** No new processes (seccomp; threads stay): for judged programs and a package's tools, not for compilers. */
  noFork?: boolean;
  /** One of the passed fds: a go gate (a socket). Set up to its exec, the launch says "r" there and waits for a byte. */
  gateFd?: number;
}

export interface PassedFds {
  /** How many fds spawn's stdio gives (3 unless more are passed); the compiled launcher closes every fd above. */
  stdioCount?: number;
  /** One of them (≥ 3), for the kernel's count of the program's peak memory and CPU, never the program's to see. */
  usageFd?: number;
  /**
   * One of them (≥ 3), a folder of the judge's: the compiled launcher gives the program a private feedback folder
   * instead (an argument /dev/fd/<n>/ becomes /run/feedback/) and copies what it leaves there into this one. A Kattis
   * validator or interactor that is not Node (no permission model) could otherwise write anywhere through it.
   */
  feedbackFd?: number;
  /** A box instead of the holder's whole read-only filesystem, where the compiled launcher can give one. */
  box?: BoxView;
  /**
   * One of them (≥ 3): a pids cgroup's cgroup.procs, open for writing (side-tasks.ts). The compiled launcher moves the
   * launch there before it starts anything, and closes it; where the result is not `compiled`, do not pass it at all.
   */
  tasksFd?: number;
}

export interface SandboxedArgv {
  argv: string[];
  /** Whether the program got the box it asked for (the compiled launcher at the namespaces level). */
  boxed: boolean;
  /** The program is the spawned process's descendant at this depth (0: itself). */
  sampleDepth: number;
  /** Whether argv[0] is the compiled launcher (which has a fork server: sandbox/fork-server.ts). */
  compiled: boolean;
  /** Whether `usageFd` will get the kernel's count ("<peak RSS KiB> <CPU µs>\n" at exit): the compiled launcher only. */
  kernelUsage: boolean;
  /** Whether the spawned process stops the program on SIGTERM, with all it left (the launcher's --plain mode). */
  stopByTerm: boolean;
}

/**
 * Turns an argv into the argv that runs it sandboxed at the given level (spawn it with the result's [0] as the file).
 * - namespaces: it joins the judge's holder (its user, mount, network and IPC namespaces: every mount read-only, no
 *   network), gets a fresh PID namespace of its own (it sees and can signal only itself and its children; it dies, and
 *   everything it started dies, when its own init exits or the holder goes with the judge), a fresh /proc for it, and
 *   runs without capabilities (uid 65534 inside; outside, the judge's own uid, so file reads stay Node's permission
 *   model's job). The compiled launcher (launcher.c) does it in one exec; without a C compiler, util-linux's nsenter,
 *   unshare, setsid and prlimit do the same in four.
 * - permission-model and off: only the kernel limits (Node's permission model is a node flag; add it yourself).
 * In every level: the first `stdioCount` fds (spawn's stdio) are passed through as given (but `usageFd`), so pipes
 * between two sandboxed processes work; the compiled launcher closes every fd above them (scripts/launch.cjs closes
 * inherited ones for every level); the cwd inside is / at the namespaces level; the environment is what spawn gives.
 */
export async function sandboxedArgv(argv: string[], limits: KernelLimits, level: SandboxLevel, fds: PassedFds = {}): Promise<SandboxedArgv> {
  const stdioCount = fds.stdioCount ?? 3;
  // --nofile: Node needs about 20 fds; 64 bounds how many sockets (and so kernel socket buffers) it can hold.
  const [cpu, fileSize, files] = limitValues(limits);
  const stack = limits.stackBytes === undefined ? [] : [`--stack=${Math.max(1 << 16, Math.floor(limits.stackBytes))}`];
  const prlimit = ["prlimit", `--cpu=${cpu}`, `--fsize=${fileSize}`, `--nofile=${files}`, "--core=0", ...stack, "--"];
  if (level !== "namespaces") {
    // The launcher's --plain mode where it builds: the same kernel limits, and the kernel's count of the program's CPU
    // and peak memory (without it, /proc samples every 10 ms: a short program read 0 ms and 0.0 MiB).
    const launcher = fds.usageFd !== undefined ? await plainLauncher() : undefined;
    if (launcher?.path) return { argv: [launcher.path, "--plain", cpu, fileSize, files, String(stdioCount), String(fds.usageFd), ...stack, "--", ...argv], sampleDepth: 1, kernelUsage: true, stopByTerm: true, boxed: false, compiled: false };
    // Without prlimit (macOS) the permission-model and off levels run without kernel limits; the judge's sampling stays.
    // setpriv's parent-death signal, kept across the execs: a tool host looping in a game's moves() outlived a killed
    // command, adopted by init, until its 6 h of CPU.
    const limited = PRLIMIT ? [PRLIMIT, ...prlimit.slice(1), ...argv] : argv;
    return { argv: SETPRIV ? [SETPRIV, "--pdeathsig", "KILL", "--", ...limited] : limited, sampleDepth: 0, kernelUsage: false, stopByTerm: false, boxed: false, compiled: false };
  }
  const holder = await sharedHolder();
  const launcher = await sandboxLauncher(holder);
  // The forks below (into the holder's PID namespace, the process's init, then the program, which is no init) leave the
  // program at depth 3; a launch the fork server had born in the holder's PID namespace skips the first (run-program.ts).
  if (launcher.path) {
    const [usage, feedback] = [String(fds.usageFd ?? -1), String(fds.feedbackFd ?? -1)];
    const tasks = fds.tasksFd === undefined ? [] : [`--tasks=${fds.tasksFd}`];
    return {
      argv: [launcher.path, String(holder.pid), String(holder.userNamespace), cpu, fileSize, files, String(stdioCount), usage, feedback, ...stack, ...tasks, ...boxOptions(fds.box), "--", ...argv],
      sampleDepth: 3,
      kernelUsage: fds.usageFd !== undefined,
      stopByTerm: false,
      boxed: fds.box !== undefined,
      compiled: true,
    };
  }
  return {
    boxed: false,
    compiled: false,
    argv: [
      // Into the holder's namespaces; --pid: the process below is in the holder's PID namespace, so it dies with it.
      "nsenter",
      `--target=${holder.pid}`,
      "--user",
      "--mount",
      "--net",
      "--ipc",
      "--pid",
      "--",
      // A user namespace below the holder's: mounts copied into it are locked read-only, and mapped to an ordinary
      // uid the process has no capabilities, so it cannot mount or remount anything. A PID namespace and /proc of its own.
      "unshare",
      "--user",
      "--map-user=65534",
      "--map-group=65534",
      "--mount",
      "--pid",
      "--fork",
      "--kill-child",
      "--mount-proc",
      "--",
      // A session and process group of its own: kill(0, …) then reaches only what it started, not nsenter and
      // unshare, which share its group outside its PID namespace. Not a group leader, so setsid execs without a fork.
      "setsid",
      ...prlimit,
      ...argv,
    ],
    // nsenter forks into the holder's PID namespace, unshare forks the process's init; setsid and prlimit then exec.
    sampleDepth: 2,
    kernelUsage: false,
    stopByTerm: false,
  };
}

// The launcher's options for a box (launcher.c documents each).
function boxOptions(box: BoxView | undefined): string[] {
  if (!box) return [];
  const out = ["--box", ...box.binds.map((bind) => `--bind=${bind.source}${bind.target ? `:${bind.target}` : ""}`)];
  if (box.work) out.push(`--work=${Math.floor(box.work.bytes)}:${Math.floor(box.work.inodes)}`);
  if (box.inFd !== undefined) out.push(`--in=${box.inFd}`);
  if (box.out) out.push(`--out=${box.out.fd}:${Math.floor(box.out.files)}:${Math.floor(box.out.bytes)}`);
  if (box.cwd) out.push(`--cwd=${box.cwd}`);
  if (box.noFork) out.push("--no-fork");
  if (box.gateFd !== undefined) out.push(`--gate=${box.gateFd}`);
  return out;
}

// RLIMIT_CPU in whole seconds, RLIMIT_FSIZE and RLIMIT_NOFILE, as prlimit gets them and the launcher takes them.
function limitValues(limits: KernelLimits): [string, string, string] {
  return [String(Math.max(1, Math.ceil(limits.cpuSeconds))), String(Math.max(1, Math.floor(limits.fileSizeBytes))), String(MAX_OPEN_FILES)];
}
