import { spawn, type ChildProcess } from "node:child_process";

/**
 * Starts one side of an interactive run (the solution or the interactor) from a complete argv. This is the one place
 * where either side is spawned, so a sandbox can wrap the argv (e.g. ["unshare", …, ...argv]) without other changes.
 * stdin and stdout are pipes that the judge tees; fd 2 and any further fds are files the caller opened.
 */
export function spawnSide(argv: readonly string[], options: { cwd: string; files: number[]; env?: NodeJS.ProcessEnv }): ChildProcess {
  const [command, ...args] = argv;
  if (!command) throw new Error("spawnSide needs a command");
  return spawn(command, args, {
    cwd: options.cwd,
    // Its own process group, so the whole side (and anything it started) is killed at once.
    detached: true,
    stdio: ["pipe", "pipe", ...options.files],
    env: options.env ?? { PATH: process.env.PATH ?? "/usr/bin:/bin", LANG: "C.UTF-8" },
  });
}
