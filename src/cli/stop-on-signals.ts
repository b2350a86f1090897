import { exitCodeForSignal } from "../errors";
import { stopEveryBox } from "../run/stop-every-box";

/**
 * A long command's Ctrl-C, SIGTERM and SIGHUP (its terminal closed): each aborts the work and stops every box it started
 * at once (a hung validator or generator is not waited for), and the work then reports what it has and exits 130, 143 or 129.
 */
export function stopOnSignals(): { controller: AbortController; stoppedBy(): NodeJS.Signals | undefined; stoppedCode(): number } {
  const controller = new AbortController();
  let stoppedBy: NodeJS.Signals | undefined;
  for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"] as const) {
    process.once(signal, () => {
      stoppedBy = signal;
      controller.abort();
      stopEveryBox(signal);
    });
  }
  return { controller, stoppedBy: () => stoppedBy, stoppedCode: () => exitCodeForSignal(stoppedBy) };
}
