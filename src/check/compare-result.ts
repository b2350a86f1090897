// What a comparison of two outputs concludes: its own module, so that the comparers (compare-output.ts, the Kattis
// default validator in kattis-compare.ts) and the reporters share it without importing each other.

/** Where one side stands at the first difference. Lines and columns are 1-based. */
export interface SideView {
  line: number;
  /** 1-based, in characters (code points), not bytes. */
  column: number;
  /** The line's text (bounded), or null past the end of the output. */
  lineText: string | null;
  /** Where lineText starts in a line longer than it (default 1): the part shown is the one around the difference. */
  textColumn?: number;
  /** The caret's column when it is not `column`: the first differing character inside a token that starts before it. */
  caretColumn?: number;
}

export type CompareResult =
  | { verdict: "AC" }
  | { verdict: "PE" | "WA"; message: string; expected: SideView; actual: SideView };
