// A solution that printed the right answer and then exited with a non-zero code (`return 1` from main, `sys.exit(3)`,
// `exit(EXIT_FAILURE)` after the output) is RE on every judge, and the bare "exit code 1" left the user hunting a crash
// in code that was right: the message says the output was right and what to change.

/** Whether a run's only fault is its exit code: it ended by itself, with no signal, no kill and a full count. */
export function failedOnExitCodeAlone(facts: { exitCode: number | null; signal: string | null; killedFor: string | null; countLost?: boolean; denied: unknown }): boolean {
  return facts.exitCode !== null && facts.exitCode !== 0 && facts.signal === null && facts.killedFor === null && !facts.countLost && !facts.denied;
}

/** The note added to such an RE when its output was judged right (or, interactive, the interactor accepted). */
export function rightOutputNote(what: string): string {
  return `; ${what}, but a judge takes any exit code other than 0 as a runtime error, whatever was printed: end the program with exit code 0 (return 0 from main, sys.exit() or exit(0))`;
}
