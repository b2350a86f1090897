import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { cleanEnv, repoRoot } from "./cli";
import { PRCTL_NUMBER, SUBREAPER } from "./subreaper";

// Ctrl-C tests: a command is started as a terminal's foreground job (its own process group), under a child subreaper
// that reaps as an init does, so whatever the command leaves behind is seen the moment it exits (not by a `ps` later).

export interface Stopped {
  exitCode: number;
  stdout: string;
  stderr: string;
  /** From the signal to the command's exit. */
  secondsAfterSignal: number;
  /** Processes the command left: orphans reaped while it ran, or still there once it had exited. */
  left: string[];
}

/**
 * Runs `node scripts/launch.cjs <args>`, waits until `ready` (checked every 100 ms with what it printed so far and its
 * descendants' command lines), sends `signal` to its process group, and waits for its end. Past `giveUpMs` after the
 * signal it is killed outright, so a command that ignores the signal fails the test in bounded time.
 */
export async function stopCommandWhen(
  args: string[],
  ready: (seen: { stdout: string; descendants: Descendant[] }) => boolean,
  options: { signal?: NodeJS.Signals; env?: Record<string, string>; readyWithinMs?: number; giveUpMs?: number } = {},
): Promise<Stopped> {
  const child = spawn("perl", ["-e", SUBREAPER, String(PRCTL_NUMBER), process.execPath, join(repoRoot, "scripts/launch.cjs"), ...args], {
    cwd: repoRoot,
    env: cleanEnv(options.env),
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stdout = "";
  let stderr = "";
  child.stdout.on("data", (chunk: Buffer) => void (stdout += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => void (stderr += chunk.toString()));
  const exited = new Promise<number>((resolve) => child.once("exit", (code, signal) => resolve(code ?? 128 + (signal === "SIGKILL" ? 9 : 15))));
  let gone = false;
  void exited.then(() => (gone = true));
  const deadline = Date.now() + (options.readyWithinMs ?? 120_000);
  while (!gone && !ready({ stdout, descendants: descendantsOf(child.pid!) })) {
    if (Date.now() > deadline) {
      process.kill(-child.pid!, "SIGKILL");
      throw new Error(`not ready within ${options.readyWithinMs ?? 120_000} ms:\n${stdout}\n${stderr}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const signalledAt = Date.now();
  process.kill(-child.pid!, options.signal ?? "SIGINT");
  // Given up on: the command is killed, and the subreaper then kills and reports what it left (killing the whole group
  // would kill the subreaper too, and leave that to PID 1).
  const giveUp = setTimeout(() => {
    for (const { pid } of descendantsOf(child.pid!).slice(0, 1)) process.kill(pid, "SIGKILL");
    setTimeout(() => {
      try {
        process.kill(-child.pid!, "SIGKILL");
      } catch {
        // Gone.
      }
    }, 10_000).unref();
  }, options.giveUpMs ?? 60_000);
  const exitCode = await exited;
  clearTimeout(giveUp);
  const secondsAfterSignal = (Date.now() - signalledAt) / 1000;
  // The pipes close once the last process holding them is gone (the subreaper's report comes before).
  await new Promise((resolve) => setTimeout(resolve, 100));
  const left = stderr.split("\n").filter((line) => line.startsWith("left: ") || line.startsWith("orphan: "));
  return { exitCode, stdout, stderr, secondsAfterSignal, left };
}

export interface Descendant {
  pid: number;
  args: string;
}

/** Every process below pid, with its command line (the sandbox's layers included: their PIDs are visible from here). */
export function descendantsOf(pid: number): Descendant[] {
  const found: Descendant[] = [];
  const walk = (at: number, depth: number): void => {
    if (depth > 12) return;
    let children: string[];
    try {
      children = readFileSync(`/proc/${at}/task/${at}/children`, "latin1").trim().split(/\s+/).filter(Boolean);
    } catch {
      return;
    }
    for (const child of children) {
      try {
        found.push({ pid: Number(child), args: readFileSync(`/proc/${child}/cmdline`, "latin1").replaceAll("\0", " ") });
      } catch {
        // Gone meanwhile.
      }
      walk(Number(child), depth + 1);
    }
  };
  walk(pid, 0);
  return found;
}

/** A process's CPU time so far in seconds (user + system), 0 once it is gone. */
export function cpuSeconds(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "latin1");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return 0;
  }
}
