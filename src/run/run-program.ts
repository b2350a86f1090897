import { spawn } from "node:child_process";
import "../sandbox/no-inspector";
import { closeSync, constants, existsSync, fchmodSync, fstatSync, openSync, readSync, unlinkSync } from "node:fs";
import type { Duplex } from "node:stream";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import type { Launch } from "../languages/launch";
import { commandLine } from "./command-line";
import { readProcFile } from "./proc-file";
import { sampleCpuMs, sampleProcess, sampleTree, type TreeSample } from "./proc-sampler";
import { launchEnded, pastWallBound, queuedMs, WALL_CAP_FACTOR } from "./wall-bound";
import { releaseGroup, stopGroup, trackGroup } from "./process-groups";
import { onStopEveryBox } from "./stop-every-box";
import { openReadOnlyInSandbox, takeViewCopy } from "../sandbox/holder-view";
import { sandboxedArgv } from "../sandbox/sandboxed-argv";
import { forkServer, type Slot } from "../sandbox/fork-server";
import { markNamespacesUnavailable, sandboxLevel, type SandboxLevel } from "../sandbox/sandbox-level";

export interface RunRequest {
  /**
   * What to start (languages/launch.ts): a Node program (gated: it boots, then waits for go; the preload reports; the
   * permission model reads `readable` only), or a command, in a box where the sandbox gives one (its CPU counts from
   * exec).
   */
  launch: Launch;
  /**
   * A boxed command waits for go at its exec, its box, limits and filter set up (launcher.c --gate), as a Node program
   * waits after its boot: the judge pre-starts the next case under the running one, so the setup's wall is not the
   * case's. Unboxed commands start at go.
   */
  gateCommand?: boolean;
  /** Arguments after the launch's own. */
  args?: string[];
  inputPath: string;
  /** A private folder for this run: the cwd, and where stdout, stderr and the report go. */
  workDir: string;
  /** Files named here get distinct names inside workDir. */
  label: string;
  timeLimitMs: number;
  wallLimitMs: number;
  /** Kill when peak RSS passes this (absolute, Node's baseline included). */
  memoryKillKiB: number;
  outputLimitBytes: number;
  /** RLIMIT_FSIZE for every file it writes (default: the output cap + 1 byte); a compile writes a program bigger than its messages. */
  fileSizeBytes?: number;
  sandbox: boolean;
  /** Files a Node program may read besides itself (its permission model). */
  readable?: string[];
  /** Files opened here and passed as fds 5, 6, …: the program reads them as /dev/fd/5, … (the sandbox hides their folders). */
  passFiles?: string[];
  /**
   * Which of passFiles is a feedback folder (Kattis): with the compiled launcher the program gets a private folder in
   * its place, copied into this one at its exit (sandboxed-argv.ts); a command's other passed files (the case's input
   * and answer) are then opened read-only in the sandbox's view (sandbox/holder-view.ts).
   */
  feedbackFile?: number;
  /**
   * Which of passFiles a command gets as they are, not opened in the sandbox's read-only view: the solution's output
   * in the judge's temp folder, passed to a testlib checker by name (a write to it changes nothing but the checker's
   * own verdict, and a view of it could be a copy of the largest file of a case).
   */
  ownFiles?: number[];
  signal?: AbortSignal;
}

export type KillReason = "cpu" | "wall" | "memory" | "output" | "interrupt";

/** The raw facts of one run. No verdict here: outcome/decide-run-verdict.ts reads these. */
export interface RunFacts {
  exitCode: number | null;
  signal: string | null;
  killedFor: KillReason | null;
  wallMs: number;
  cpuMs: number;
  memoryKiB: number;
  outputBytes: number;
  stdoutPath: string;
  stderrBytes: number;
  stderrTail: string;
  /** An operation the sandbox refused, e.g. FileSystemWrite on /tmp/x. */
  denied: { permission: string; resource: string } | null;
  /** V8 gave up growing the heap: a memory failure, not a bug. */
  heapExhausted: boolean;
  /** The program ran in a box (launcher.c's --box): it saw the toolchain, not the disk. */
  boxed: boolean;
  /** A box's out/ held more than its bounds allow: what was copied out is incomplete. */
  copyOver: boolean;
  /** The kernel's count of its CPU and memory was promised and is missing: the program destroyed it. */
  countLost?: boolean;
}

export { PRELOAD } from "./preload-path";
const SAMPLE_EVERY_MS = 10;
/**
 * A runtime that says it ran out of memory (V8's heap, the JVM's -Xmx, Python's MemoryError, Rust's and Go's
 * allocators, C++'s uncaught std::bad_alloc, which was RE by SIGABRT while the others were MLE): MLE, not a bug.
 */
export const RAN_OUT_OF_MEMORY = /JavaScript heap out of memory|Reached heap limit|java\.lang\.OutOfMemoryError|^MemoryError\b|memory allocation of \d+ bytes failed|fatal error: runtime: out of memory|^terminate called after throwing an instance of 'std::bad_alloc'/m;
const STDERR_TAIL_BYTES = 4096;
const STDERR_HEAD_BYTES = 1024;
// /proc/<pid>/stat counts CPU in ticks of 10 ms (USER_HZ 100): the CPU sampled at go may be that much short.
const PROC_TICK_MS = 10;
// Node's own teardown after the exit handlers (V8 and its threads): 5-30 ms measured, more with a large heap; the
// kernel counts it, the preload's report does not, and it is not the program's work.
const NODE_TEARDOWN_MS = 100;

/** A lower bound on a program's CPU from the kernel's count: never above what it used, whatever its report says. */
export function kernelCpuFloorMs(kernelCpuUs: number, cpuAtGoMs: number): number {
  return kernelCpuUs / 1000 - cpuAtGoMs - PROC_TICK_MS - NODE_TEARDOWN_MS;
}
// The kernel's CPU limit is a backstop behind the judge's sampling: it also covers Node's boot, and a judge that died.
// It must stay behind: RLIMIT_CPU counts the scheduler's exact runtime, which on a loaded machine runs a few percent
// ahead of the CPU that /proc and wait4 report (measured: SIGKILL at 9.4 s reported for --cpu=10, at 55.9 s for 62), so
// a fixed 2 s let a 60 s oracle or generator die by SIGKILL (reported RE) before the judge saw its limit (TLE).
const KERNEL_CPU_MARGIN_S = 2;
const KERNEL_CPU_MARGIN_SHARE = 0.25;
/** RLIMIT_CPU in ms as the kernel applies it: whole seconds (sandboxed-argv.ts rounds up), the margin above the limit. */
export function kernelCpuLimitMs(timeLimitMs: number): number {
  return Math.ceil(timeLimitMs / 1000 + Math.max(KERNEL_CPU_MARGIN_S, (KERNEL_CPU_MARGIN_SHARE * timeLimitMs) / 1000)) * 1000;
}
// fd 4 of a Node program: the go gate. The preload says "r" once Node has booted, then blocks until the judge says "g".
const GATE_FD = 4;

/** A program started up to its go gate: Node booted, the preload loaded, stdin open. */
export interface StartedProgram {
  /** Lets it run and resolves when it is done; its CPU and wall time count from here. */
  go(): Promise<RunFacts>;
  /** Kills it unstarted (the run stopped before its turn). */
  cancel(): void;
}

/**
 * Runs a built program once: stdin from a file, stdout and stderr to files, in its own process group,
 * sampled every few ms so it is killed the moment it passes the CPU, wall, memory or output limit.
 */
export function runProgram(request: RunRequest): Promise<RunFacts> {
  return startProgram(request).go();
}

/**
 * Starts a program as far as its go gate, in the sandbox its level allows (sandbox/sandboxed-argv.ts): for a Node
 * program that is Node's whole boot, for a boxed command asked to (gateCommand) its box up to the exec; either then
 * overlaps whatever runs meanwhile. Any other command starts at go.
 */
export function startProgram(request: RunRequest): StartedProgram {
  const { stdoutPath, stderrPath, reportPath, usagePath } = runFiles(request.workDir, request.label);
  const level = sandboxLevel(request.sandbox);
  // O_NONBLOCK: a FIFO swapped in for the input cannot hang the judge (a regular file ignores the flag). A command at
  // the namespaces level reads it through the sandbox's view instead (launchChild): not opened here for nothing.
  const inputFd = readsInputThroughView(request, level) ? -1 : openSync(request.inputPath, constants.O_RDONLY | constants.O_NONBLOCK);
  const outFd = openSync(stdoutPath, "w");
  // Write-only, the program's: a file it can also read back would hold data outside its memory count (the page
  // cache), up to the output cap. The judge reads through fds of its own.
  const errFd = openSync(stderrPath, "w");
  const node = request.launch.kind === "node";
  const gated = node || (request.gateCommand === true && request.launch.kind === "command" && request.launch.box !== undefined);
  // Only a Node program has the preload that writes a report (fd 3); a command's fd 3 is /dev/null, not a file to
  // create and remove for every case (fd 3 stays taken, so nothing the launcher opens can land there).
  const reportFd = node ? openSync(reportPath, "w") : sharedDevNull();
  const readers = { err: openSync(stderrPath, "r"), report: node ? openSync(reportPath, "r") : undefined };
  // Write-only to the program even by a reopen of /proc/self/fd/1 (a program without the permission model could read
  // its output back: data outside its memory count); the judge's own fds were opened before. Readable again after.
  fchmodSync(outFd, 0o200);
  fchmodSync(errFd, 0o200);
  // What the kernel counted (the compiled launcher writes it; the program never holds this fd): see readUsage.
  const usageFd = openSync(usagePath, "w+");
  const passed = (request.passFiles ?? []).map((path) => openSync(path, constants.O_RDONLY | constants.O_NONBLOCK));
  const fds = [inputFd, outFd, errFd, reportFd];
  let cancelled = false;
  let going = false;
  let launched: Promise<Launched> | undefined;
  const launch = (): Promise<Launched> => (launched ??= launchWhenTasksFree(() => launchChild(request, level, fds, passed, usageFd, gated), () => cancelled));
  const closeAll = (): void => {
    for (const fd of [...fds, ...passed, usageFd, readers.err]) if (fd >= 0 && fd !== devNull) closeSync(fd);
    if (readers.report !== undefined) closeSync(readers.report);
  };
  if (gated) launch().catch(() => undefined); // the error surfaces in go()
  return {
    go: async () => {
      try {
        if (cancelled) throw new Error("the run was cancelled");
        going = true;
        const child = await launch();
        return await superviseRun(request, child, { inputFd, outFd, errFd, errReadFd: readers.err, reportReadFd: readers.report, usageFd, stdoutPath });
      } finally {
        closeAll();
      }
    },
    cancel: () => {
      if (cancelled || going) return;
      cancelled = true;
      void launched?.then((child) => releaseGroup(child.pid)).catch(() => undefined);
      closeAll();
    },
  };
}

// How long a launch refused for want of tasks is tried again.
const TASKS_WAIT_MS = 60_000;

/**
 * A launch refused for want of tasks (EAGAIN: the judge's pids cgroup or the machine is full; the case before may hold
 * thousands of threads until it ends) is tried again as they free up: the judge ended with an internal error instead.
 */
async function launchWhenTasksFree(start: () => Promise<Launched>, cancelled: () => boolean): Promise<Launched> {
  const began = performance.now();
  for (let waitMs = 10; ; waitMs = Math.min(2 * waitMs, 500)) {
    try {
      return await start();
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EAGAIN" || cancelled() || performance.now() - began > TASKS_WAIT_MS) throw error;
      await new Promise((resolve) => setTimeout(resolve, waitMs));
    }
  }
}

/** Whether a run's stdin is the case's input opened in the sandbox's read-only view (a command has no permission
 * model: it could otherwise reopen /proc/self/fd/0 for writing). A validator's stdin stays as it is (launchChild). */
function readsInputThroughView(request: RunRequest, level: SandboxLevel): boolean {
  return level === "namespaces" && request.launch.kind === "command" && request.feedbackFile === undefined && request.inputPath !== "/dev/null";
}

// One /dev/null for every command's fd 3 (the launcher or the server reopens it), opened once and never closed.
let devNull = -1;
function sharedDevNull(): number {
  if (devNull < 0) devNull = openSync("/dev/null", "w");
  return devNull;
}

interface Launched {
  /** The launched process: its own process group's leader. */
  pid: number;
  /** Its exit code or signal; rejects if it could not be watched (a fork server that died). The fork server also
   * gives its wall time, counted where the exit was reaped, not where this busy process got round to reading it. */
  exit: Promise<{ code: number | null; signal: string | null; wallMs?: number }>;
  /** Lets a gated program go (its gate gets "g" and is closed). */
  go(): void;
  /** How far below the spawned process the program itself is (sandbox layers that fork). */
  sampleDepth: number;
  /** Resolves once the preload has said it is ready (at once for ungated commands); rejects never. */
  ready: Promise<void>;
  /** Whether the kernel's count of peak memory and CPU will be in the usage file. */
  kernelUsage: boolean;
  boxed: boolean;
  /** Stopped by SIGTERM to the launched process, which stops the program with all it left (process-groups.ts). */
  stopByTerm: boolean;
}

// Every passed file but the feedback folder and ownFiles, opened read-only in the sandbox's view. (stdin, the solution's output
// in the judge's temp folder, stays as it is: a write to it changes nothing but the validator's own verdict.)
async function readOnlyViews(request: RunRequest, passed: number[]): Promise<number[]> {
  const files = request.passFiles ?? [];
  const views: number[] = [];
  for (const [index, fd] of passed.entries()) {
    views.push(index === request.feedbackFile || request.ownFiles?.includes(index) ? fd : await openReadOnlyInSandbox(files[index]!, request.workDir, `${request.label}.file-${index}-view`));
  }
  return views;
}

async function launchChild(request: RunRequest, level: SandboxLevel, given: number[], passed: number[], usageFd: number, gated: boolean): Promise<Launched> {
  const { launch } = request;
  let fds = given;
  const stackBytes = launch.stackBytes;
  const command = commandLine(launch, { permissionModel: level !== "off", readable: request.readable ?? [], args: request.args ?? [] });
  const argv = command.argv;
  const limits = { cpuSeconds: kernelCpuLimitMs(request.timeLimitMs) / 1000, fileSizeBytes: request.fileSizeBytes ?? request.outputLimitBytes + 1, ...(stackBytes ? { stackBytes } : {}) };
  // A command has no permission model: the case files passed to it, and its stdin (the case's input, which it could
  // otherwise reopen for writing by /proc/self/fd/0), are opened in the sandbox's read-only view.
  const guarded = level === "namespaces" && launch.kind === "command";
  const views = guarded && passed.length > 0 ? await readOnlyViews(request, passed) : undefined;
  // (A validator's stdin is the solution's output in the judge's temp folder: a write to it changes nothing but its own
  // verdict, and copying it for the view would double the largest file of a case.)
  const caseInput = readsInputThroughView(request, level);
  const stdin = caseInput ? await openReadOnlyInSandbox(request.inputPath, request.workDir, `${request.label}.input-view`) : undefined;
  if (stdin !== undefined) fds = [stdin, ...fds.slice(1)];
  // A box's folders to copy in and out, passed as fds after the files (the launcher copies through them).
  const box = launch.kind === "command" ? launch.box : undefined;
  const boxFds = [box?.inDir, box?.out?.dir].map((dir) => (dir === undefined ? undefined : openSync(dir, constants.O_RDONLY | constants.O_DIRECTORY)));
  try {
    // The usage file goes last: the passed files keep their documented fds (5, 6, …).
    const extra = boxFds.filter((fd): fd is number => fd !== undefined);
    const stdio = [...fds, gated ? "pipe" : "ignore", ...(views ?? passed), ...extra, usageFd] as const;
    const fdOf = (fd: number | undefined) => (fd === undefined ? undefined : stdio.indexOf(fd));
    const feedback = request.feedbackFile === undefined ? {} : { feedbackFd: fds.length + 1 + request.feedbackFile };
    const boxView = box
      ? {
          box: {
            binds: box.binds,
            noFork: box.noFork,
            ...(box.work ? { work: box.work } : {}),
            ...(boxFds[0] !== undefined ? { inFd: fdOf(boxFds[0])! } : {}),
            ...(box.out && boxFds[1] !== undefined ? { out: { fd: fdOf(boxFds[1])!, files: box.out.files, bytes: box.out.bytes } } : {}),
            ...(gated ? { gateFd: GATE_FD } : {}),
          },
        }
      : {};
    const passing = { stdioCount: stdio.length, usageFd: stdio.length - 1, ...feedback, ...boxView };
    const sandboxed = await sandboxedArgv(argv, limits, level, passing).catch((error: Error) => {
      // The probe said namespaces, but the holder would not start: this run falls back, and says so.
      markNamespacesUnavailable(`the sandbox holder did not start: ${error.message}`);
      return sandboxedArgv(argv, limits, "permission-model", passing);
    });
    const [file, ...args] = sandboxed.argv;
    // The namespaces level runs in / (setns puts it there) or the box's cwd; the others in the private work folder.
    const cwd = command.cwd ?? request.workDir;
    const env = gated && launch.kind === "node" ? { ...command.env, STONEBENCH_GO_FD: String(GATE_FD) } : command.env;
    // The compiled launcher's fork server where it runs (sandbox/fork-server.ts); the same launch, without forking Node.
    const server = sandboxed.compiled ? forkServer(file!) : undefined;
    if (server) {
      const slots = stdio.map((entry, index): Slot => {
        if (entry === "pipe") return "gate";
        if (entry === "ignore") return "closed";
        const mode = index === 0 || (index > GATE_FD && index < GATE_FD + 1 + (views ?? passed).length) ? "r" : index <= 3 ? "w" : index === stdio.length - 1 ? "u" : "d";
        return { mode, fd: entry };
      });
      const served = await server.launch(sandboxed.argv, env, cwd, slots).catch(() => undefined);
      if (served) {
        trackGroup(served.pid);
        return { ...served, sampleDepth: sandboxed.sampleDepth - served.fewerLayers, kernelUsage: sandboxed.kernelUsage, boxed: sandboxed.boxed, stopByTerm: sandboxed.stopByTerm };
      }
      // The server refused or is gone: this run is spawned as before (the note says why for the next ones).
    }
    const child = spawn(file!, args, { cwd, detached: true, stdio: [...stdio], env });
    if (child.pid !== undefined) trackGroup(child.pid);
    const gate = child.stdio[GATE_FD] as Duplex | undefined;
    const ready = new Promise<void>((resolve) => {
      if (!gate) return resolve();
      gate.once("data", () => resolve());
      gate.once("error", () => resolve());
      gate.once("close", () => resolve());
      child.once("exit", () => resolve());
    });
    await new Promise<void>((resolve, reject) => {
      child.once("spawn", resolve);
      child.once("error", reject);
    });
    const exit = new Promise<{ code: number | null; signal: string | null }>((resolve, reject) => {
      child.once("exit", (code, signal) => resolve({ code, signal }));
      child.once("error", reject);
    });
    const go = (): void => {
      if (gate && !gate.destroyed) {
        gate.on("error", () => undefined);
        gate.end("g");
      }
    };
    return { pid: child.pid!, exit, go, sampleDepth: sandboxed.sampleDepth, ready, kernelUsage: sandboxed.kernelUsage, boxed: sandboxed.boxed, stopByTerm: sandboxed.stopByTerm };
  } finally {
    // The child holds its own copies of the views' and the box's fds.
    if (views) for (const fd of views.filter((fd, index) => fd !== passed[index])) closeSync(fd);
    if (stdin !== undefined) closeSync(stdin);
    for (const fd of boxFds) if (fd !== undefined) closeSync(fd);
  }
}

function superviseRun(
  request: RunRequest,
  launched: Launched,
  files: { inputFd: number; outFd: number; errFd: number; errReadFd: number; reportReadFd: number | undefined; usageFd: number; stdoutPath: string },
): Promise<RunFacts> {
  const pid = launched.pid;
  const { outFd, errFd, errReadFd, reportReadFd, usageFd } = files;
  return new Promise((resolve, reject) => {
    let exited = false;
    let started = performance.now();
    let killedFor: KillReason | null = null;
    let sampledCpuMs = 0;
    let sampledPeakKiB = 0;
    let sampledPid: number | undefined;
    let cpuAtGoMs = 0;
    let queuedAtGoMs = 0;
    let queuedSeenMs = 0;
    let timer: NodeJS.Timeout | undefined;
    const kill = (reason: KillReason): void => {
      if (killedFor === null) killedFor = reason;
      stopGroup(pid, launched.stopByTerm);
    };
    // A program that starts others (a compiler driver) is limited by its whole tree: CPU summed, memory as held now.
    const tree = request.launch.kind === "command" && request.launch.tree;
    let treeKiB = 0;
    const watch = (): void => {
      // A command (no gate) may not have forked through the sandbox's layers yet at go: look again each tick.
      sampledPid ??= descendantAt(pid, launched.sampleDepth);
      // Not there yet (or the sandbox's layers are stuck): only the wall bound, on plain wall time.
      if (sampledPid === undefined) return void (pastWallBound(performance.now() - started, 0, request.wallLimitMs) && !endedUnread() && kill("wall"));
      const sample = tree ? sampleTree(sampledPid) : sampleProcess(sampledPid);
      if (sample) {
        sampledCpuMs = Math.max(sampledCpuMs, sample.cpuMs - cpuAtGoMs);
        sampledPeakKiB = Math.max(sampledPeakKiB, sample.peakRssKiB);
        if (tree) treeKiB = Math.max(treeKiB, (sample as TreeSample).rssKiB);
      }
      if (sampledCpuMs > request.timeLimitMs) return kill("cpu");
      if (sampledPeakKiB > request.memoryKillKiB || treeKiB > request.memoryKillKiB) return kill("memory");
      if (fstatSync(outFd).size > request.outputLimitBytes || fstatSync(errFd).size > request.outputLimitBytes) return kill("output");
      // Wall time less the time it waited for a CPU (wall-bound.ts): load alone never ends a run.
      const elapsed = performance.now() - started;
      // The most seen so far: a program that has just ended reads 0 (its /proc entry is gone while its launcher still
      // reaps it and counts), which would make all its time its own.
      // Read only once the plain bound has passed (the only time it is needed): it reads a file per thread.
      if (elapsed > request.wallLimitMs) queuedSeenMs = Math.max(queuedSeenMs, queuedMs(sampledPid) - queuedAtGoMs);
      if (elapsed > request.wallLimitMs && pastWallBound(elapsed, queuedSeenMs, request.wallLimitMs) && !endedUnread()) return kill("wall");
    };
    // Ended, its exit not yet read (the judge was busy): no wall kill, unless past the hard cap (an exit never read).
    const endedUnread = (): boolean => launchEnded(pid) && performance.now() - started <= WALL_CAP_FACTOR * request.wallLimitMs;
    const onAbort = (): void => kill("interrupt");
    request.signal?.addEventListener("abort", onAbort, { once: true });
    if (request.signal?.aborted) onAbort();
    // The command's Ctrl-C reaches every run, also one started without its signal (a validator, a generator).
    const unregister = onStopEveryBox(onAbort);
    launched.exit.then(({ code: exitCode, signal, wallMs: servedWallMs }) => {
      exited = true;
      fchmodSync(outFd, 0o600);
      fchmodSync(errFd, 0o600);
      const wallMs = Math.min(performance.now() - started, servedWallMs ?? Infinity);
      // The kernel's CPU limit (RLIMIT_CPU, soft = hard) ends a run with SIGKILL. Without the kernel's count (no compiled
      // launcher) a judge that was stopped or starved meanwhile sampled too little CPU: a SIGKILL it did not send, once
      // the run's wall time has reached that limit, is the limit, and the run's TLE (not an RE).
      const byKernelLimit = killedFor === null && signal === "SIGKILL" && !launched.kernelUsage && wallMs >= kernelCpuLimitMs(request.timeLimitMs);
      if (byKernelLimit) killedFor = "cpu";
      clearInterval(timer);
      request.signal?.removeEventListener("abort", onAbort);
      unregister();
      releaseGroup(pid);
      const outputBytes = fstatSync(outFd).size;
      const stderrBytes = fstatSync(errFd).size;
      // The kernel's file-size limit is the output cap (outputLimitBytes + 1) unless the request set its own: a program
      // that wrote past it got SIGXFSZ (a program that is no init does; an init's own signals were dropped), which is
      // the output limit as the judge's sampling would have found it. Only where stdout or stderr really reached it: a
      // SIGXFSZ with 13 bytes written (raised by the program, or another file) was OLE with a false "passed the cap".
      const reachedCap = outputBytes > request.outputLimitBytes || stderrBytes > request.outputLimitBytes;
      if (killedFor === null && signal === "SIGXFSZ" && request.fileSizeBytes === undefined && reachedCap) killedFor = "output";
      // Only a Node program has the preload that writes it (a command's is empty).
      const report = reportReadFd !== undefined ? readReport(reportReadFd) : undefined;
      const kernel = launched.kernelUsage ? readUsage(usageFd) : undefined;
      // Promised, not stopped by the judge, and not there: the program destroyed it (it killed its launcher, or wrote
      // over the file, which a program at the levels without namespaces can reach by its path).
      const countLost = launched.kernelUsage && !kernel && killedFor === null;
      // A Node program's kernel count holds its boot and teardown (less what it had at go); a command's is all its own.
      const kernelCpuMs = kernel ? (request.launch.kind === "node" ? kernelCpuFloorMs(kernel.cpuUs, cpuAtGoMs) : kernel.cpuUs / 1000) : 0;
      const stderrTail = readTail(errReadFd, stderrBytes);
      resolve({
        exitCode,
        signal,
        killedFor,
        wallMs: Math.round(wallMs),
        // The report is exact but absent after a kill; the samples may miss the last moments. Take the larger.
        // The kernel's count, where the launcher gave it, bounds the CPU from below whatever the program did to its
        // report and whenever the judge last sampled (a judge busy comparing another case's output for half a second
        // samples nothing): all of the process's CPU less what it had at go, less what is not the program's own.
        // In a box (no children, the count from its exec: launcher.c subtracts the box's setup) the kernel's count is
        // the program's CPU exactly; the samples, which hold the setup, only enforced the limit.
        // (Killed by the kernel's CPU limit: it used at least that much.)
        cpuMs: Math.round(kernel && launched.boxed ? kernelCpuMs : Math.max(report?.cpuUs !== undefined ? report.cpuUs / 1000 : 0, sampledCpuMs, kernelCpuMs, byKernelLimit ? kernelCpuLimitMs(request.timeLimitMs) : 0)),
        // The kernel's peak, where the launcher gave it, cannot be forged: the preload's report shares the program's
        // process, which can write over it (fd 3) after its last sample.
        memoryKiB: kernel ? Math.max(kernel.maxRssKiB, sampledPeakKiB) : Math.max(report?.maxRssKiB ?? 0, sampledPeakKiB),
        outputBytes,
        stdoutPath: files.stdoutPath,
        stderrBytes,
        stderrTail,
        denied: report?.denied ?? null,
        heapExhausted: RAN_OUT_OF_MEMORY.test(stderrTail),
        boxed: launched.boxed,
        copyOver: kernel?.over ?? false,
        ...(countLost ? { countLost } : {}),
      });
    }, (error: Error) => {
      clearInterval(timer);
      request.signal?.removeEventListener("abort", onAbort);
      unregister();
      releaseGroup(pid);
      reject(error);
    });
    void launched.ready.then(() => {
      if (exited) return;
      // The program proper, below the sandbox's forks; what it used before go (Node's boot) is not its own. A command
      // has no gate: at go it has not run yet (the first tick finds it), so there is nothing to sample.
      if (request.launch.kind === "node") sampledPid = descendantAt(pid, launched.sampleDepth);
      if (sampledPid !== undefined) {
        cpuAtGoMs = sampleCpuMs(sampledPid) ?? 0;
        queuedAtGoMs = queuedMs(sampledPid);
      }
      started = performance.now();
      launched.go();
      timer = setInterval(watch, SAMPLE_EVERY_MS);
    });
  });
}

/** The process `depth` levels below pid, following first children (the sandbox's layers each fork one). */
export function descendantAt(pid: number, depth: number): number | undefined {
  let current = pid;
  for (let level = 0; level < depth; level++) {
    try {
      const children = readProcFile(`/proc/${current}/task/${current}/children`).trim();
      if (!children) return undefined;
      current = Number(children.split(" ")[0]);
    } catch {
      return undefined;
    }
  }
  return current;
}

/** The files one run writes in its work folder; whoever reads them removes them (removeRunFiles). */
export function runFiles(workDir: string, label: string) {
  return {
    stdoutPath: join(workDir, `${label}.out`),
    stderrPath: join(workDir, `${label}.err`),
    reportPath: join(workDir, `${label}.report`),
    usagePath: join(workDir, `${label}.usage`),
  };
}

export function removeRunFiles(workDir: string, label: string): void {
  const { stdoutPath, stderrPath, reportPath, usagePath } = runFiles(workDir, label);
  for (const path of [stdoutPath, stderrPath, usagePath]) removeFile(path);
  // Made for some runs only: a Node program's report (looked for first: a failed unlink costs an exception), and the
  // copies for the sandbox's read-only view (sandbox/holder-view.ts) of files it hides, which it remembers.
  if (existsSync(reportPath)) removeFile(reportPath);
  for (const view of ["input-view", "file-0-view", "file-1-view"]) {
    const path = join(workDir, `${label}.${view}`);
    if (takeViewCopy(path)) removeFile(path);
  }
}

// unlink, not rmSync({ force }): rmSync runs its JavaScript rimraf (an lstat, then the unlink), for files only here.
function removeFile(path: string): void {
  try {
    unlinkSync(path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
}

interface PreloadReport {
  cpuUs?: number;
  maxRssKiB?: number;
  denied?: { permission: string; resource: string } | null;
}

// The report is what preload.cjs wrote at exit; a killed process wrote none, so /proc samples stand in.
export function readReport(fd: number): PreloadReport | undefined {
  try {
    const buffer = Buffer.alloc(Math.min(fstatSync(fd).size, 64 * 1024));
    const text = buffer.toString("utf8", 0, readSync(fd, buffer, 0, buffer.length, 0));
    const parsed = JSON.parse(text) as PreloadReport;
    return typeof parsed === "object" && parsed !== null ? parsed : undefined;
  } catch {
    return undefined;
  }
}

// "<peak RSS KiB> <CPU µs>[ over]\n" from the launcher, once the program has exited ("over": a copy out of the box
// hit its bounds); nothing after a kill of the launcher.
export function readUsage(fd: number): { maxRssKiB: number; cpuUs: number; over: boolean } | undefined {
  const buffer = Buffer.alloc(80);
  const match = /^(\d+) (\d+)( over)?\n$/.exec(buffer.toString("latin1", 0, readSync(fd, buffer, 0, buffer.length, 0)));
  return match ? { maxRssKiB: Number(match[1]), cpuUs: Number(match[2]), over: match[3] !== undefined } : undefined;
}

/**
 * The end of a program's stderr (what it said last), and when there is more, its first lines too: a JVM's exception,
 * a sanitizer's ERROR line or a stack overflow is named at the top of a long report.
 */
export function readTail(fd: number, size: number): string {
  const length = Math.min(size, STDERR_TAIL_BYTES);
  if (length === 0) return "";
  const buffer = Buffer.alloc(length);
  readSync(fd, buffer, 0, length, size - length);
  const text = buffer.toString("utf8");
  if (size <= length) return text;
  const head = Buffer.alloc(STDERR_HEAD_BYTES);
  const headText = head.toString("utf8", 0, readSync(fd, head, 0, head.length, 0));
  const lines = headText.slice(0, Math.max(0, headText.lastIndexOf("\n"))).split("\n").slice(0, 3).join("\n");
  return `${lines ? `${lines}\n` : ""}…${text.slice(text.indexOf("\n") + 1)}`;
}
