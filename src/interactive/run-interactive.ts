import type { ChildProcess } from "node:child_process";
import { closeSync, fchmodSync, fstatSync, mkdirSync, openSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import type { Launch } from "../languages/launch";
import { commandLine } from "../run/command-line";
import { descendantAt, kernelCpuFloorMs, RAN_OUT_OF_MEMORY, readReport, readTail, readUsage } from "../run/run-program";
import { openReadOnlyInSandbox, takeViewCopy } from "../sandbox/holder-view";
import { sampleProcess } from "../run/proc-sampler";
import { pastWallBound, queuedMs } from "../run/wall-bound";
import type { SandboxLevel } from "../sandbox/sandbox-level";
import { releaseGroup, stopGroup, trackGroup } from "../run/process-groups";
import { sideTasks } from "../sandbox/side-tasks";
import { onStopEveryBox } from "../run/stop-every-box";
import { spawnSide } from "./spawn-side";
import { Transcript, type Direction } from "./transcript";
import { readMessageFile } from "../util/read-plain";

export type Side = "solution" | "interactor";
export type SideKill = "cpu" | "memory" | "output" | "idle" | "wall" | "interrupt";

export interface SideLimits {
  timeLimitMs: number;
  /** Kill when peak RSS passes this (absolute). */
  memoryKillKiB: number;
  /** Kill when what it wrote to stdout (or stderr) passes this. */
  outputLimitBytes: number;
}

export interface InteractiveRequest {
  /**
   * Each side as a launch (languages/launch.ts): a Node solution with the preload (its report on fd 3, no go gate
   * here), a command in a box; the interactor gets `input answer feedback_dir` appended.
   */
  solutionLaunch: Launch;
  interactorLaunch: Launch;
  inputPath: string;
  answerPath: string;
  /** A private folder: cwd of both sides, home of the feedback folder and the stderr files. */
  workDir: string;
  label: string;
  solution: SideLimits;
  interactor: SideLimits;
  /** Idleness: neither byte moved nor CPU was used for this long (wall ms). */
  idleLimitMs: number;
  /** A hard bound on the whole exchange. */
  wallLimitMs: number;
  transcriptBytes?: number;
  /** Both sides run in the sandbox at this level (default: none but the kernel limits). */
  sandboxLevel?: SandboxLevel;
  /** Interactive cases running at once (--jobs), whose sides divide the judge's PIDs (default 1). */
  casesAtOnce?: number;
  signal?: AbortSignal;
  /** Told each side's pid (process group id) once spawned: tests check that none remains. */
  onSpawn?: (pid: number, side: Side) => void;
}

/** The raw facts of one side. */
export interface SideFacts {
  exitCode: number | null;
  signal: string | null;
  killedFor: SideKill | null;
  cpuMs: number;
  memoryKiB: number;
  /** When it exited, in ms since the start. */
  endedAtMs: number;
  /** When the other side could first tell it had gone: its stdout closed, or it exited, whichever came first. */
  hungUpAtMs: number;
  /** What it wrote to its stdout, all of it (not only what was kept in the transcript). */
  bytesWritten: number;
  stderrBytes: number;
  stderrTail: string;
  /** Its last observed /proc state before the end: "S" sleeping (waiting), "R" running, … */
  lastState: string;
}

export interface Idleness {
  /** How long nothing happened. */
  idleMs: number;
  /** Which sides were alive and asleep when idleness was declared. */
  waiting: Side[];
  /** The side that wrote last, with the time: the other one had the turn. */
  lastWriter: Side | null;
  lastWriteAtMs: number;
  /** A side held back from writing more: the other had not read what it was sent (the pipe between them was full). */
  heldBack: Side | null;
}

/** The raw facts of an interactive run: no verdict here (decide-interactive-verdict.ts reads these). */
export interface InteractiveFacts {
  solution: SideFacts & { denied: { permission: string; resource: string } | null; heapExhausted: boolean; boxed: boolean };
  interactor: SideFacts & { judgeMessage: string };
  /** Which side hung up first (closed its output or exited): the other one's end may be a consequence. */
  firstToEnd: Side;
  idle: Idleness | null;
  /** Bytes the solution wrote after the interactor had finished (they go nowhere). */
  lateBytes: number;
  wallMs: number;
  transcript: Transcript;
}

const SAMPLE_EVERY_MS = 10;
/** judgemessage.txt, cut to a few KiB: a message, not a log. */
const MESSAGE_BYTES = 4096;

interface Live {
  child: ChildProcess;
  /** The usage file will hold the kernel's count (the compiled launcher). */
  kernelUsage: boolean;
  /** Stopped by SIGTERM to its launcher, which ends it with all it left (process-groups.ts's stopGroup). */
  stopByTerm: boolean;
  /** In a box with the seccomp filter (spawn-side.ts). */
  boxed: boolean;
  /** The program itself, below the sandbox's layers: what is sampled for CPU, memory and state. */
  sampleDepth: number;
  sampledPid?: number;
  /** How long it has waited, runnable, for a CPU (wall-bound.ts), as last seen. */
  queuedMs: number;
  facts: SideFacts;
  peakKiB: number;
  cpuMs: number;
  exited: Promise<void>;
  done: boolean;
}

/**
 * Runs solution and interactor at once, stdout of each piped through the judge into stdin of the other (so the
 * exchange is recorded), each sampled every few ms for CPU and memory and killed at its own limits. Returns after
 * both have exited and every pipe and file it opened is closed; both process groups are killed on the way out.
 */
export async function runInteractive(request: InteractiveRequest): Promise<InteractiveFacts> {
  const feedbackDir = join(request.workDir, `${request.label}.feedback`);
  mkdirSync(feedbackDir, { recursive: true });
  // Write-only, as in run-program.ts (a file a side can read back is memory outside its count); the judge reads by name.
  const written = (name: string) => join(request.workDir, `${request.label}.${name}`);
  const files = {
    solutionErr: openSync(written("solution.err"), "w"),
    solutionReport: openSync(written("solution.report"), "w"),
    interactorErr: openSync(written("interactor.err"), "w"),
    // The kernel's count of the solution's memory, from the compiled launcher (never the solution's to see).
    solutionUsage: openSync(written("solution.usage"), "w+"),
    feedback: openSync(feedbackDir, "r"),
  };
  // Write-only to the sides even by a reopen through /proc/self/fd (data read back is outside their memory count).
  for (const fd of [files.solutionErr, files.solutionReport, files.interactorErr]) fchmodSync(fd, 0o200);
  const transcript = new Transcript(request.transcriptBytes);
  const started = performance.now();
  const judgeQueuedAtStart = queuedMs("self");
  const now = (): number => performance.now() - started;
  const lives: Partial<Record<Side, Live>> = {};
  // Each side's own budget of PIDs, where the judge has a pids cgroup to divide (sandbox/side-tasks.ts).
  const level = request.sandboxLevel ?? "off";
  const budgets = level === "namespaces" ? { interactor: sideTasks("interactor", request.casesAtOnce), solution: sideTasks("solution", request.casesAtOnce) } : {};
  const releaseBudgets = (): void => {
    for (const budget of Object.values(budgets)) budget?.release();
  };
  try {
    const kernel = (limits: SideLimits, launch: Launch) => ({ cpuSeconds: limits.timeLimitMs / 1000 + 2, fileSizeBytes: limits.outputLimitBytes + 1, ...(launch.stackBytes ? { stackBytes: launch.stackBytes } : {}) });
    // The interactor's files go as open fds (/dev/fd/3, 4 and the folder 5): the sandbox hides the temp folder.
    const interactorArgs = ["/dev/fd/3", "/dev/fd/4", "/dev/fd/5/"];
    // At the namespaces level every interactor (a Node one under its permission model too) gets its input and answer
    // opened read-only in the sandbox's view, and a private feedback folder the compiled launcher copies back.
    const guarded = level === "namespaces";
    const open = (path: string, view: string) => (guarded ? openReadOnlyInSandbox(path, request.workDir, `${request.label}.${view}`) : openSync(path, "r"));
    const [input, answer] = [await open(request.inputPath, "input-view"), await open(request.answerPath, "answer-view")];
    try {
      const line = commandLine(request.interactorLaunch, { permissionModel: level !== "off", readable: [], args: interactorArgs });
      const box = request.interactorLaunch.kind === "command" ? request.interactorLaunch.box : undefined;
      const sides = { cwd: line.cwd ?? request.workDir, env: line.env, files: [files.interactorErr, input, answer, files.feedback], level, limits: kernel(request.interactor, request.interactorLaunch), ...(guarded ? { feedbackFd: 5 } : {}), ...(box ? { box } : {}), ...(budgets.interactor ? { tasks: budgets.interactor } : {}) };
      lives.interactor = start(await spawnSide(line.argv, sides), now);
    } finally {
      // The interactor holds its own copies; the judge never reads them.
      for (const fd of [input, answer]) closeSync(fd);
    }
    const reportsOnFd3 = request.solutionLaunch.kind === "node";
    const solutionFiles = [files.solutionErr, ...(reportsOnFd3 ? [files.solutionReport] : []), files.solutionUsage];
    const line = commandLine(request.solutionLaunch, { permissionModel: level !== "off", readable: [], args: [] });
    const box = request.solutionLaunch.kind === "command" ? request.solutionLaunch.box : undefined;
    const solutionSide = { cwd: line.cwd ?? request.workDir, env: line.env, files: solutionFiles, level, limits: kernel(request.solution, request.solutionLaunch), usageFd: 1 + solutionFiles.length, ...(box ? { box } : {}), ...(budgets.solution ? { tasks: budgets.solution } : {}) };
    lives.solution = start(await spawnSide(line.argv, solutionSide), now);
  } catch (error) {
    for (const live of Object.values(lives)) live && releaseGroup(live.child.pid!);
    releaseBudgets();
    closeAll(files);
    rmSync(feedbackDir, { recursive: true, force: true });
    removeViewCopies(request);
    throw error;
  }
  const solution = lives.solution!;
  const interactor = lives.interactor!;
  for (const [side, live] of [["interactor", interactor], ["solution", solution]] as const) if (live.child.pid !== undefined) request.onSpawn?.(live.child.pid, side);
  let lateBytes = 0;
  let lastActivity = 0;
  let lastWriter: Side | null = null;
  let lastWriteAtMs = 0;
  let idle: Idleness | null = null;

  const held = new Set<Side>();
  // The tee: every chunk is recorded, then passed on; a write to a side that is gone (EPIPE) is dropped quietly.
  const pipe = (from: Live, to: Live, direction: Direction, side: Side): void => {
    from.child.stdout!.on("data", (chunk: Buffer) => {
      const at = now();
      lastActivity = at;
      lastWriter = side;
      lastWriteAtMs = at;
      from.facts.bytesWritten += chunk.length;
      transcript.add(direction, chunk, at);
      if (to.done || to.child.stdin!.destroyed) {
        if (side === "solution") lateBytes += chunk.length;
        return;
      }
      // Backpressure: a side that does not read holds the writer back (the pipe fills, the writer blocks), rather than
      // the judge queuing all of it: an interactor flooding a solution that never read took the judge to 1.1 GB.
      if (!to.child.stdin!.write(chunk)) {
        from.child.stdout!.pause();
        held.add(side);
      }
    });
    const resume = (): void => {
      held.delete(side);
      from.child.stdout!.resume();
    };
    to.child.stdin!.on("drain", resume);
    to.child.stdin!.on("close", resume);
    // A reader that has exited reads no more: what the writer still sends is counted as late, not left blocking it.
    void to.exited.then(resume);
    from.child.stdout!.on("end", () => {
      from.facts.hungUpAtMs = Math.min(from.facts.hungUpAtMs, now());
      to.child.stdin!.end();
    });
    to.child.stdin!.on("error", () => {
      // EPIPE or ECONNRESET: the reader has gone; what it did not read is counted as late output above.
    });
  };
  pipe(solution, interactor, "to-interactor", "solution");
  pipe(interactor, solution, "to-solution", "interactor");

  const kill = (live: Live, reason: SideKill): void => {
    if (live.done) return;
    if (live.facts.killedFor === null) live.facts.killedFor = reason;
    stopGroup(live.child.pid!, live.stopByTerm);
  };
  const limitsOf = (live: Live): SideLimits => (live === solution ? request.solution : request.interactor);
  const watch = (): void => {
    const at = now();
    for (const live of [solution, interactor]) {
      if (live.done) continue;
      live.sampledPid ??= descendantAt(live.child.pid!, live.sampleDepth);
      const sample = live.sampledPid === undefined ? undefined : sampleProcess(live.sampledPid);
      if (sample) {
        if (sample.cpuMs > live.cpuMs) lastActivity = at;
        live.cpuMs = Math.max(live.cpuMs, sample.cpuMs);
        live.peakKiB = Math.max(live.peakKiB, sample.peakRssKiB);
        // Read only once the plain bound has passed (the only time it is needed).
        // The most seen: a side that has just ended reads 0 while its launcher still reaps it.
        if (at > request.wallLimitMs) live.queuedMs = Math.max(live.queuedMs, queuedMs(live.sampledPid!));
        live.facts.lastState = (live.sampledPid === undefined ? undefined : processState(live.sampledPid)) ?? live.facts.lastState;
      }
      const limits = limitsOf(live);
      if (live.cpuMs > limits.timeLimitMs) kill(live, "cpu");
      else if (live.peakKiB > limits.memoryKillKiB) kill(live, "memory");
      else if (live.facts.bytesWritten > limits.outputLimitBytes || fileSize(live === solution ? files.solutionErr : files.interactorErr) > limits.outputLimitBytes) kill(live, "output");
    }
    const alive = [solution, interactor].filter((live) => !live.done);
    if (alive.length === 0) return;
    if (at - lastActivity > request.idleLimitMs) {
      idle ??= {
        idleMs: Math.round(at - lastActivity),
        waiting: alive.filter((live) => live.facts.lastState !== "R").map((live) => (live === solution ? "solution" : "interactor")),
        lastWriter,
        lastWriteAtMs: Math.round(lastWriteAtMs),
        heldBack: [...held][0] ?? null,
      };
      for (const live of alive) kill(live, "idle");
    } else if (at > request.wallLimitMs && pastWallBound(at, solution.queuedMs + interactor.queuedMs + queuedMs("self") - judgeQueuedAtStart, request.wallLimitMs)) {
      // The exchange's wall less what its three processes (the judge relays every byte) waited for a CPU: on a loaded
      // machine each move's round trip waits, and that alone must not end a game the CPU limits allow.
      for (const live of alive) kill(live, "wall");
    }
  };
  const timer = setInterval(watch, SAMPLE_EVERY_MS);
  const onAbort = (): void => {
    kill(solution, "interrupt");
    kill(interactor, "interrupt");
  };
  request.signal?.addEventListener("abort", onAbort, { once: true });
  // The command's Ctrl-C reaches the exchange also when it was started without its signal.
  const unregister = onStopEveryBox(onAbort);

  // When one side ends, the other's input is closed: the interactor reads EOF, the solution its end of the game.
  const firstExit: Side = await Promise.race([solution.exited.then(() => "solution" as const), interactor.exited.then(() => "interactor" as const)]);
  if (firstExit === "interactor") solution.child.stdin!.end();
  lastActivity = now();
  await Promise.all([solution.exited, interactor.exited]);
  clearInterval(timer);
  request.signal?.removeEventListener("abort", onAbort);
  unregister();
  // Kill what either side left behind in its group, then wait for the pipes to close (bounded: a stray holder was killed).
  for (const live of [solution, interactor]) releaseGroup(live.child.pid!);
  await Promise.all([solution, interactor].map((live) => closed(live.child)));
  releaseBudgets();

  const kernelCount = solution.kernelUsage ? readUsage(files.solutionUsage) : undefined;
  for (const fd of [files.solutionErr, files.solutionReport, files.interactorErr]) fchmodSync(fd, 0o600);
  closeAll(files);
  const report = readBack(written("solution.report"), readReport);
  const solutionErr = readBack(written("solution.err"), stderrOf);
  const interactorErr = readBack(written("interactor.err"), stderrOf);
  const judgeMessage = readMessageFile(join(feedbackDir, "judgemessage.txt"), MESSAGE_BYTES);
  rmSync(feedbackDir, { recursive: true, force: true });
  for (const name of ["solution.err", "solution.report", "solution.usage", "interactor.err"]) rmSync(join(request.workDir, `${request.label}.${name}`), { force: true });
  removeViewCopies(request);

  // The kernel's file-size limit is the output cap (its stderr file): SIGXFSZ is the output limit where stderr reached
  // it; one raised by the program itself with a few bytes written is its own RE, not OLE.
  const passedCap = (live: Live, stderr: { size: number }): boolean => live.facts.signal === "SIGXFSZ" && live.facts.killedFor === null && stderr.size > limitsOf(live).outputLimitBytes;
  const finish = (live: Live, stderr: { size: number; tail: string }): SideFacts => ({
    ...live.facts,
    ...(passedCap(live, stderr) ? { killedFor: "output" as const } : {}),
    cpuMs: Math.round(live.cpuMs),
    memoryKiB: live.peakKiB,
    endedAtMs: Math.round(live.facts.endedAtMs),
    hungUpAtMs: Math.round(Math.min(live.facts.hungUpAtMs, live.facts.endedAtMs)),
    stderrBytes: stderr.size,
    stderrTail: stderr.tail,
  });
  const solutionFacts = finish(solution, solutionErr);
  const interactorFacts = finish(interactor, interactorErr);
  const firstToEnd: Side = solutionFacts.hungUpAtMs <= interactorFacts.hungUpAtMs ? "solution" : "interactor";
  if (report) {
    // The preload's report is exact but absent after a kill; the samples may miss the last moments. Take the larger.
    if (typeof report.cpuUs === "number") solutionFacts.cpuMs = Math.max(solutionFacts.cpuMs, Math.round(report.cpuUs / 1000));
    // Not where the kernel counted: the solution can write over its report (fd 3).
    if (typeof report.maxRssKiB === "number" && !kernelCount) solutionFacts.memoryKiB = Math.max(solutionFacts.memoryKiB, report.maxRssKiB);
  }
  if (kernelCount) {
    solutionFacts.memoryKiB = Math.max(solutionFacts.memoryKiB, kernelCount.maxRssKiB);
    // The whole process's CPU (an interactive solution has no go gate), less Node's teardown for Node: a floor neither
    // its report nor a gap between the judge's samples can lower. A command's count is all its own.
    solutionFacts.cpuMs = Math.max(solutionFacts.cpuMs, Math.round(request.solutionLaunch.kind === "node" ? kernelCpuFloorMs(kernelCount.cpuUs, 0) : kernelCount.cpuUs / 1000));
  }
  return {
    solution: {
      ...solutionFacts,
      denied: report?.denied ?? null,
      heapExhausted: RAN_OUT_OF_MEMORY.test(solutionErr.tail),
      boxed: solution.boxed,
    },
    interactor: { ...interactorFacts, judgeMessage },
    firstToEnd,
    idle,
    lateBytes,
    wallMs: Math.round(now()),
    transcript,
  };
}

function start(spawned: { child: ChildProcess; sampleDepth: number; kernelUsage: boolean; stopByTerm: boolean; boxed: boolean }, now: () => number): Live {
  const child = spawned.child;
  if (child.pid !== undefined) trackGroup(child.pid);
  const facts: SideFacts = { exitCode: null, signal: null, killedFor: null, cpuMs: 0, memoryKiB: 0, endedAtMs: 0, hungUpAtMs: Infinity, bytesWritten: 0, stderrBytes: 0, stderrTail: "", lastState: "" };
  const live: Live = { child, sampleDepth: spawned.sampleDepth, kernelUsage: spawned.kernelUsage, stopByTerm: spawned.stopByTerm, boxed: spawned.boxed, facts, peakKiB: 0, cpuMs: 0, queuedMs: 0, done: false, exited: Promise.resolve() };
  live.exited = new Promise<void>((resolve) => {
    const end = (exitCode: number | null, signal: string | null): void => {
      if (live.done) return;
      live.done = true;
      facts.exitCode = exitCode;
      facts.signal = signal;
      facts.endedAtMs = now();
      resolve();
    };
    child.once("exit", (code, signal) => end(code, signal));
    // A spawn failure (ENOENT): reported as a crash of that side with exit code 127, as a shell would.
    child.once("error", (error) => {
      facts.stderrTail = String(error.message);
      end(127, null);
    });
  });
  if (child.pid === undefined) {
    child.stdin?.destroy();
    child.stdout?.destroy();
  }
  return live;
}

/** Resolves when the child's stdio have closed; destroys them after a short wait in case a pipe is still held. */
function closed(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.stdout?.closed !== false && child.stdin?.closed !== false && (child.exitCode !== null || child.signalCode !== null || child.pid === undefined)) {
      child.stdin?.destroy();
      child.stdout?.destroy();
      return resolve();
    }
    const timer = setTimeout(() => {
      child.stdin?.destroy();
      child.stdout?.destroy();
      resolve();
    }, 500);
    child.once("close", () => {
      clearTimeout(timer);
      child.stdin?.destroy();
      child.stdout?.destroy();
      resolve();
    });
  });
}

/** The one-letter state from /proc/<pid>/stat: S (asleep, e.g. waiting to read), R (running), Z (exited). */
function processState(pid: number): string | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "latin1");
    return stat.slice(stat.lastIndexOf(")") + 2, stat.lastIndexOf(")") + 3);
  } catch {
    return undefined;
  }
}

function fileSize(fd: number): number {
  return fstatSync(fd).size;
}

// The copies of a hidden input and answer (sandbox/holder-view.ts) go with the case, as a batch case's do.
function removeViewCopies(request: InteractiveRequest): void {
  for (const view of ["input-view", "answer-view"]) {
    const path = join(request.workDir, `${request.label}.${view}`);
    if (takeViewCopy(path)) rmSync(path, { force: true });
  }
}

function closeAll(files: Record<string, number>): void {
  for (const fd of Object.values(files)) closeSync(fd);
}

// The judge's own read of a file a side wrote through a write-only fd.
function readBack<T>(path: string, read: (fd: number) => T): T {
  const fd = openSync(path, "r");
  try {
    return read(fd);
  } finally {
    closeSync(fd);
  }
}

function stderrOf(fd: number): { size: number; tail: string } {
  const size = fstatSync(fd).size;
  return { size, tail: readTail(fd, size) };
}
