import type { Launch } from "../languages/launch";
import { nodeFlags } from "./node-flags";
import { PRELOAD } from "./preload-path";

/**
 * The argv and environment a launch runs with, before the sandbox wraps it: a Node program gets the preload (its
 * report on fd 3), source maps, its stack size and, sandboxed, the permission model reading `readable` only; a command
 * is its own argv and environment. The one place both batch runs and interactive sides turn a launch into a command.
 */
export function commandLine(launch: Launch, options: { permissionModel: boolean; readable: string[]; args: string[] }): { argv: string[]; env: Record<string, string>; cwd?: string } {
  if (launch.kind === "node") {
    const readable = [launch.program, PRELOAD, "/proc/self/status", ...options.readable];
    const flags = nodeFlags({ sandbox: options.permissionModel, readable, preload: PRELOAD, ...(launch.stackBytes ? { stackBytes: launch.stackBytes } : {}) });
    return { argv: [process.execPath, ...flags, launch.program, ...options.args], env: { PATH: process.env.PATH ?? "/usr/bin:/bin", LANG: "C.UTF-8" } };
  }
  const env = Object.keys(launch.env).length > 0 ? launch.env : { PATH: process.env.PATH ?? "/usr/bin:/bin", LANG: "C.UTF-8" };
  return { argv: [...launch.argv, ...options.args], env, ...(launch.cwd ? { cwd: launch.cwd } : {}) };
}
