import { readFileSync } from "node:fs";
import { cpus, loadavg, platform, release } from "node:os";
import { performance } from "node:perf_hooks";
import { execa } from "execa";

export interface CommandSpecToTime {
  file: string;
  args: string[];
  env?: Record<string, string>;
  cwd?: string;
  input?: string;
  /** A bound on one run's wall time, for a program that is not ours (oj): past it the run is killed and the bench fails. */
  timeoutMs?: number;
}

/** Wall time of one run of a command, in ms; its output is discarded. A failure is an error (a bench on a broken run means nothing). */
export async function timeCommand(command: CommandSpecToTime): Promise<number> {
  const started = performance.now();
  const result = await execa(command.file, command.args, {
    env: command.env ?? {},
    extendEnv: command.env === undefined,
    cwd: command.cwd,
    reject: false,
    ...(command.timeoutMs !== undefined ? { timeout: command.timeoutMs } : {}),
    stdout: "ignore",
    stderr: "pipe",
    ...(command.input !== undefined ? { inputFile: command.input } : { stdin: "ignore" }),
  });
  const elapsed = performance.now() - started;
  if (result.timedOut) throw new Error(`${command.file} ${command.args.join(" ")} ran past ${command.timeoutMs} ms and was killed`);
  if (result.exitCode !== 0) throw new Error(`${command.file} ${command.args.join(" ")} exited ${result.exitCode}: ${String(result.stderr).slice(-500)}`);
  return elapsed;
}

// The CPU (user + sys, ms) of every child this process has reaped, and of what they reaped: /proc/self/stat's cutime and
// cstime, in ticks of 10 ms (so figures come from runs of a second or more).
function reapedChildrenCpuMs(): number {
  const stat = readFileSync("/proc/self/stat", "latin1");
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return (Number(fields[13]) + Number(fields[14])) * 10;
}

/** Wall and CPU (user + sys of the whole process tree the command reaped, as wait4 counts it) of one run, in ms. */
export async function timeCommandCpu(command: CommandSpecToTime): Promise<{ wallMs: number; cpuMs: number }> {
  const before = reapedChildrenCpuMs();
  const wallMs = await timeCommand(command);
  return { wallMs, cpuMs: reapedChildrenCpuMs() - before };
}

/** Like timeInterleaved, with each command's median CPU beside its median wall. */
export async function timeInterleavedCpu(commands: CommandSpecToTime[], repeats: number): Promise<{ wallMs: number; cpuMs: number }[]> {
  const samples = commands.map(() => ({ wall: [] as number[], cpu: [] as number[] }));
  for (const command of commands) await timeCommand(command);
  for (let round = 0; round < repeats; round++) {
    for (const [index, command] of commands.entries()) {
      const { wallMs, cpuMs } = await timeCommandCpu(command);
      samples[index]!.wall.push(wallMs);
      samples[index]!.cpu.push(cpuMs);
    }
  }
  return samples.map(({ wall, cpu }) => ({ wallMs: median(wall), cpuMs: median(cpu) }));
}

/** The machine's load average (1 minute) and core count, to print beside figures that load moves. */
export function describeLoad(): string {
  return `load average ${loadavg()[0]!.toFixed(1)} on ${cpus().length} cores`;
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/**
 * Times several commands in the same run, interleaved (a, b, a, b, …) so that drift in the machine's
 * load hits all of them alike; returns the median of each.
 */
export async function timeInterleaved(commands: CommandSpecToTime[], repeats: number): Promise<number[]> {
  const samples: number[][] = commands.map(() => []);
  for (const command of commands) await timeCommand(command); // warm-up: caches, page cache, JIT of the tools
  for (let round = 0; round < repeats; round++) {
    for (const [index, command] of commands.entries()) samples[index]!.push(await timeCommand(command));
  }
  return samples.map(median);
}

/** The user's environment without the npm_* variables of the `npm run bench` that started us. */
export function shellEnv(): Record<string, string> {
  const env: Record<string, string> = {};
  for (const [key, value] of Object.entries(process.env)) {
    if (value !== undefined && !key.startsWith("npm_") && key !== "INIT_CWD") env[key] = value;
  }
  return env;
}

/** A bare environment: only what a shell needs to find programs. */
export function bareEnv(): Record<string, string> {
  return { PATH: process.env.PATH ?? "/usr/bin:/bin", HOME: process.env.HOME ?? "/tmp" };
}

export function describeMachine(): string {
  const cpu = cpus()[0]?.model.replace(/\s+/g, " ").trim() ?? "unknown CPU";
  return `Node ${process.version}, ${platform()} ${release()}, ${cpus().length} cores (${cpu})`;
}

export const ms = (value: number): string => `${Math.round(value)} ms`;
export const ratio = (value: number): string => `${value.toFixed(2)}×`;
