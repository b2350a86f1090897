import { spawn, type ChildProcess } from "node:child_process";
import type { BoxPlan } from "../languages/launch";
import { sandboxedArgv, type KernelLimits } from "../sandbox/sandboxed-argv";
import type { SandboxLevel } from "../sandbox/sandbox-level";
import type { SideTasks } from "../sandbox/side-tasks";

export interface SpawnedSide {
  child: ChildProcess;
  /** How far below the spawned process the program itself is (the sandbox's layers fork): sample that one. */
  sampleDepth: number;
  /** Whether the file at `usageFd` gets the kernel's count of its peak memory and CPU (the compiled launcher). */
  kernelUsage: boolean;
  /** Whether SIGTERM to the spawned process stops the side with all it left (the launcher's --plain mode). */
  stopByTerm: boolean;
  /** Whether it runs in a box with the seccomp filter (an RE's EPERM then gets refused-calls.ts's note). */
  boxed: boolean;
}

/**
 * Starts one side of an interactive run (the solution or the interactor) from a complete argv, in the sandbox at the
 * given level, like every judged process (sandbox/sandboxed-argv.ts). This is the one place where either side is spawned.
 * stdin and stdout are pipes that the judge tees; fd 2 and any further fds are files the caller opened.
 */
export async function spawnSide(
  argv: readonly string[],
  options: { cwd: string; files: number[]; env?: NodeJS.ProcessEnv; level: SandboxLevel; limits: KernelLimits; feedbackFd?: number; usageFd?: number; box?: BoxPlan; tasks?: SideTasks },
): Promise<SpawnedSide> {
  if (!argv[0]) throw new Error("spawnSide needs a command");
  const feedback = options.feedbackFd === undefined ? {} : { feedbackFd: options.feedbackFd };
  const usage = options.usageFd === undefined ? {} : { usageFd: options.usageFd };
  // A side's box shows its toolchain and its program (read-only); nothing is copied in or out.
  const box = options.box ? { box: { binds: options.box.binds, noFork: options.box.noFork } } : {};
  // The side's own budget of PIDs goes last, for the compiled launcher to join; any other start never gets the fd.
  const tasksFd = 2 + options.files.length;
  const tasks = options.tasks ? { tasksFd } : {};
  const sandboxed = await sandboxedArgv([...argv], options.limits, options.level, { stdioCount: tasksFd + (options.tasks ? 1 : 0), ...feedback, ...usage, ...box, ...tasks });
  const joins = options.tasks && sandboxed.compiled ? [options.tasks.procsFd] : options.tasks ? ["ignore" as const] : [];
  const [command, ...args] = sandboxed.argv;
  const child = spawn(command!, args, {
    cwd: options.cwd,
    // Its own process group, so the whole side (and anything it started) is killed at once.
    detached: true,
    stdio: ["pipe", "pipe", ...options.files, ...joins],
    env: options.env ?? { PATH: process.env.PATH ?? "/usr/bin:/bin", LANG: "C.UTF-8" },
  });
  return { child, sampleDepth: sandboxed.sampleDepth, kernelUsage: sandboxed.kernelUsage, stopByTerm: sandboxed.stopByTerm, boxed: sandboxed.boxed };
}
