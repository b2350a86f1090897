import { EXIT } from "../errors";

/** A long command's Ctrl-C and SIGTERM: both abort the work, which then reports what it has and exits 130 or 143. */
export function stopOnSignals(): { controller: AbortController; stoppedBy(): NodeJS.Signals | undefined; stoppedCode(): number } {
  const controller = new AbortController();
  let stoppedBy: NodeJS.Signals | undefined;
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.once(signal, () => {
      stoppedBy = signal;
      controller.abort();
    });
  }
  return { controller, stoppedBy: () => stoppedBy, stoppedCode: () => (stoppedBy === "SIGTERM" ? EXIT.terminated : EXIT.interrupted) };
}
