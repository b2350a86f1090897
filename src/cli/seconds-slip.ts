// Statements give time limits in seconds ("2 seconds"), and --tl 2 was taken as 2 ms without a word: judge then gave
// TLE to every solution, and new wrote timeLimitMs: 2 into problem.yaml. A limit under 10 ms is said to be one.

/** The note for a --tl that looks like seconds, or undefined. `fix` is the command that sets it in milliseconds. */
export function secondsSlipNote(ms: number | undefined, fix: (ms: number) => string): string | undefined {
  if (ms === undefined || ms >= 10) return undefined;
  return `note: --tl ${ms} is ${ms} ms (--tl takes milliseconds); for ${ms} s: ${fix(ms * 1000)}`;
}
