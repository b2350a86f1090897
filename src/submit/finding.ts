// One reason a solution cannot be pasted into a judge as it is, with where it is and how to fix it.

export interface Finding {
  /** 1-based line and column in the solution file. */
  line: number;
  column: number;
  what: string;
  fix: string;
}

/** e.g. "solutions/x/main.ts:12:5: reads the file "in.txt" — fix: read stdin: readFileSync(0)". */
export function formatFinding(finding: Finding, file: string): string {
  return `${file}:${finding.line}:${finding.column}: ${finding.what} — fix: ${finding.fix}`;
}

export function byPosition(a: Finding, b: Finding): number {
  return a.line - b.line || a.column - b.column;
}
