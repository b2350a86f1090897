import { spawn } from "node:child_process";
import { closeSync, existsSync, fstatSync, openSync, readSync, rmSync } from "node:fs";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import { toolRoot } from "../paths";
import { nodeFlags } from "./node-flags";
import { sampleProcess } from "./proc-sampler";
import { releaseGroup, trackGroup } from "./process-groups";

export interface RunRequest {
  /** The built .mjs to run with node. */
  program: string;
  /** Run this argv (then args) instead of `node <program>`: no node flags, no preload (output validators in C++ or Python). */
  command?: string[];
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
  sandbox: boolean;
  /** Files the sandboxed program may read besides itself. */
  readable?: string[];
  signal?: AbortSignal;
}

export type KillReason = "cpu" | "wall" | "memory" | "output" | "interrupt";

/** The raw facts of one run. No verdict here: judge/decide-verdict.ts reads these. */
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
}

export const PRELOAD = join(toolRoot, "src", "run", "preload.cjs");
const SAMPLE_EVERY_MS = 10;
const STDERR_TAIL_BYTES = 4096;
const PRLIMIT = ["/usr/bin/prlimit", "/bin/prlimit"].find((path) => existsSync(path));

/**
 * Runs a built program once: stdin from a file, stdout and stderr to files, in its own process group,
 * sampled every few ms so it is killed the moment it passes the CPU, wall, memory or output limit.
 */
export function runProgram(request: RunRequest): Promise<RunFacts> {
  const { stdoutPath, stderrPath, reportPath } = runFiles(request.workDir, request.label);
  const inputFd = openSync(request.inputPath, "r");
  const outFd = openSync(stdoutPath, "w");
  const errFd = openSync(stderrPath, "w+");
  const reportFd = openSync(reportPath, "w+");
  // /proc/self/status lets the preload read the process's own peak memory under the sandbox.
  const readable = [request.program, PRELOAD, "/proc/self/status", ...(request.readable ?? [])];
  const flags = nodeFlags({ sandbox: request.sandbox, readable, preload: PRELOAD });
  const nodeArgs = request.command ? [...request.command.slice(1), ...(request.args ?? [])] : [...flags, request.program, ...(request.args ?? [])];
  const executable = request.command ? request.command[0]! : process.execPath;
  // RLIMIT_FSIZE makes the kernel stop the output one byte past the cap, so disk use stays bounded.
  const [command, args] = PRLIMIT
    ? [PRLIMIT, [`--fsize=${request.outputLimitBytes + 1}`, executable, ...nodeArgs]]
    : [executable, nodeArgs];
  const started = performance.now();
  const child = spawn(command, args, {
    cwd: request.workDir,
    detached: true,
    stdio: [inputFd, outFd, errFd, reportFd],
    env: { PATH: process.env.PATH ?? "/usr/bin:/bin", LANG: "C.UTF-8" },
  });
  return new Promise((resolve, reject) => {
    let killedFor: KillReason | null = null;
    let sampledCpuMs = 0;
    let sampledPeakKiB = 0;
    const kill = (reason: KillReason): void => {
      if (killedFor === null) killedFor = reason;
      if (child.pid !== undefined) releaseGroup(child.pid);
    };
    const watch = (): void => {
      if (child.pid === undefined) return;
      const sample = sampleProcess(child.pid);
      if (sample) {
        sampledCpuMs = Math.max(sampledCpuMs, sample.cpuMs);
        sampledPeakKiB = Math.max(sampledPeakKiB, sample.peakRssKiB);
      }
      if (sampledCpuMs > request.timeLimitMs) return kill("cpu");
      if (sampledPeakKiB > request.memoryKillKiB) return kill("memory");
      if (fstatSync(outFd).size > request.outputLimitBytes || fstatSync(errFd).size > request.outputLimitBytes) return kill("output");
      if (performance.now() - started > request.wallLimitMs) return kill("wall");
    };
    const timer = setInterval(watch, SAMPLE_EVERY_MS);
    const onAbort = (): void => kill("interrupt");
    request.signal?.addEventListener("abort", onAbort, { once: true });
    if (child.pid !== undefined) trackGroup(child.pid);
    child.once("error", (error) => {
      clearInterval(timer);
      for (const fd of [inputFd, outFd, errFd, reportFd]) closeSync(fd);
      reject(error);
    });
    child.once("exit", (exitCode, signal) => {
      const wallMs = performance.now() - started;
      clearInterval(timer);
      request.signal?.removeEventListener("abort", onAbort);
      if (child.pid !== undefined) releaseGroup(child.pid);
      const outputBytes = fstatSync(outFd).size;
      const stderrBytes = fstatSync(errFd).size;
      const report = readReport(reportFd);
      const stderrTail = readTail(errFd, stderrBytes);
      for (const fd of [inputFd, outFd, errFd, reportFd]) closeSync(fd);
      resolve({
        exitCode,
        signal,
        killedFor,
        wallMs: Math.round(wallMs),
        // The report is exact but absent after a kill; the samples may miss the last moments. Take the larger.
        cpuMs: Math.round(Math.max(report?.cpuUs !== undefined ? report.cpuUs / 1000 : 0, sampledCpuMs)),
        memoryKiB: Math.max(report?.maxRssKiB ?? 0, sampledPeakKiB),
        outputBytes,
        stdoutPath,
        stderrBytes,
        stderrTail,
        denied: report?.denied ?? null,
        heapExhausted: /JavaScript heap out of memory|Reached heap limit/.test(stderrTail),
      });
    });
  });
}

/** The files one run writes in its work folder; whoever reads them removes them (removeRunFiles). */
export function runFiles(workDir: string, label: string) {
  return { stdoutPath: join(workDir, `${label}.out`), stderrPath: join(workDir, `${label}.err`), reportPath: join(workDir, `${label}.report`) };
}

export function removeRunFiles(workDir: string, label: string): void {
  for (const path of Object.values(runFiles(workDir, label))) rmSync(path, { force: true });
}

interface PreloadReport {
  cpuUs?: number;
  maxRssKiB?: number;
  denied?: { permission: string; resource: string } | null;
}

// The report is what preload.cjs wrote at exit; a killed process wrote none, so /proc samples stand in.
function readReport(fd: number): PreloadReport | undefined {
  try {
    const buffer = Buffer.alloc(Math.min(fstatSync(fd).size, 64 * 1024));
    const text = buffer.toString("utf8", 0, readSync(fd, buffer, 0, buffer.length, 0));
    const parsed = JSON.parse(text) as PreloadReport;
    return typeof parsed === "object" && parsed !== null ? parsed : undefined;
  } catch {
    return undefined;
  }
}

function readTail(fd: number, size: number): string {
  const length = Math.min(size, STDERR_TAIL_BYTES);
  if (length === 0) return "";
  const buffer = Buffer.alloc(length);
  readSync(fd, buffer, 0, length, size - length);
  const text = buffer.toString("utf8");
  return size > length ? `…${text.slice(text.indexOf("\n") + 1)}` : text;
}
