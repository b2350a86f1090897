// Ctrl-C waited for a hung validator or generator to reach its wall bound (20 s and more): on a stop, every box the
// command started (solution, validator, interactor, generator, tool host) is killed at once, and none starts after it.

const stoppers = new Set<() => void>();
let stoppedBy: NodeJS.Signals | undefined;

/**
 * Registers how to stop one live box (its run then reads as interrupted, not as a failure of its own); returns the
 * unregistering. Once the command is stopping, a box registered now is stopped at once.
 */
export function onStopEveryBox(stop: () => void): () => void {
  if (stoppedBy) {
    stop();
    return () => undefined;
  }
  stoppers.add(stop);
  return () => void stoppers.delete(stop);
}

/**
 * The command was stopped (Ctrl-C, SIGTERM, SIGHUP): each live box is stopped its own way (a launcher that stops its
 * program itself gets SIGTERM first, so nothing it left in another session outlives it; process-groups.ts).
 */
export function stopEveryBox(signal: NodeJS.Signals): void {
  stoppedBy ??= signal;
  for (const stop of [...stoppers]) {
    try {
      stop();
    } catch {
      // One box that cannot be stopped (gone already) keeps no other alive.
    }
  }
  stoppers.clear();
}

/** The signal that stopped every box, if one did. */
export function boxesStoppedBy(): NodeJS.Signals | undefined {
  return stoppedBy;
}
