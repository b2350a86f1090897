/** What every bench section gets: where to put files, how often to repeat, and where to print. */
export interface BenchContext {
  workDir: string;
  repeats: number;
  print: (line: string) => void;
  /** The repository root, where `npm run` and scripts/launch.cjs are. */
  root: string;
}

/** "✓" when a figure meets its target, "✗" when it does not: a bench reports, it never fails the build. */
export function mark(ok: boolean): string {
  return ok ? "✓" : "✗";
}
