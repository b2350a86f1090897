import { esbuildLogPath } from "../util/load-on-demand";
import { readHeadText } from "../util/read-head";

// esbuild's service is a Go process whose parser recurses once per level of nesting: a file nested about 100,000 deep
// (brackets, braces, a chain of `!`, `=`, `?:`, `=>` or `**`: a few hundred KB of text) ran its goroutine past Go's
// 1 GB stack, or past the service's memory limit (limit-esbuild.cjs), and the service died. The build that met it was
// an internal error with Node's stack, and so was every later build of the command ("The service is no longer
// running"): one such submission stopped verify for the rest.

/** Whether a build failed because esbuild's service is gone, not because of the code's errors. */
export function esbuildServiceDied(error: unknown): boolean {
  return error instanceof Error && /^The service (was stopped|is no longer running)/.test(error.message);
}

/** Forgets the dead service, so that the next build starts a fresh one (esbuild keeps handing out the dead one). */
export function forgetDeadService(esbuild: { stop(): void | Promise<void> }): void {
  try {
    void esbuild.stop();
  } catch {
    // Already stopped.
  }
}

/** Why a build that killed the service failed, said after the file's name: from what the service printed as it died. */
export function esbuildCrash(): string {
  const said = readHeadText(esbuildLogPath(), 4096);
  // Which of the two a deep nest meets first depends on the memory free at that moment: said as one.
  if (/goroutine stack exceeds|stack overflow|cannot allocate memory|out of memory/.test(said)) return `${STOPPED} (its parser ran out of stack or memory: ${TOO_DEEP})`;
  // Under memory pressure, a stack it could not grow is sometimes a segmentation fault instead.
  if (/^SIGSEGV/m.test(said)) return `${STOPPED} (it crashed with SIGSEGV, as its parser does when it runs out of stack or memory: ${TOO_DEEP})`;
  const first = said.split("\n").find((line) => line.trim() !== "");
  return first ? `${STOPPED} (it said: ${first.trim().slice(0, 200)})` : `${STOPPED} (it was killed: over its CPU limit, or by a signal)`;
}

const STOPPED = "esbuild stopped while bundling it";
const TOO_DEEP = "code nested tens of thousands of levels deep, in brackets, braces or a chain of operators, is more than it can read";
