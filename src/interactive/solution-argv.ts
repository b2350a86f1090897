import { nodeFlags } from "../run/node-flags";
import { PRELOAD } from "../run/run-program";

/** The argv that runs a built solution the way run/run-program.ts does: Node's permission model and the preload (report on fd 3). */
export function solutionArgv(program: string, sandbox: boolean): string[] {
  const readable = [program, PRELOAD, "/proc/self/status"];
  return [process.execPath, ...nodeFlags({ sandbox, readable, preload: PRELOAD }), program];
}

/** The argv that runs a built TypeScript interactor with the Kattis arguments appended by the runner. */
export function nodeToolArgv(program: string): string[] {
  return [process.execPath, program];
}
