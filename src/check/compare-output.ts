import type { ChunkSource } from "./chunk-source";
import { isComplete, OutputScanner, sameCaptured, showCaptured, type Separator, type Token } from "./output-scanner";

/** The built-in comparison modes; "custom" checkers run as programs (check/run-custom-checker.ts). */
export type CompareMode = "hdu" | "tokens" | "float";

export interface CompareOptions {
  mode: CompareMode;
  /** float mode: a number passes when its absolute or relative error is at most this. */
  tolerance?: number;
}

/** Where one side stands at the first difference. Lines and columns are 1-based. */
export interface SideView {
  line: number;
  column: number;
  /** The line's text (bounded), or null past the end of the output. */
  lineText: string | null;
}

export type CompareResult =
  | { verdict: "AC" }
  | { verdict: "PE" | "WA"; message: string; expected: SideView; actual: SideView };

/**
 * Compares an expected and an actual output, streaming, in one pass.
 * hdu: AC when equal after dropping trailing whitespace at line ends and trailing blank lines at the end;
 *      PE when only the whitespace between tokens differs; WA when a token differs.
 * tokens: AC when the whitespace-separated tokens are equal.
 * float: like tokens, but numbers match within the tolerance (absolute or relative).
 */
export function compareOutputs(expected: ChunkSource, actual: ChunkSource, options: CompareOptions): CompareResult {
  const want = new OutputScanner(expected);
  const got = new OutputScanner(actual);
  let layout: { message: string; expected: SideView; actual: SideView } | undefined;
  for (;;) {
    const wantGap = want.readSeparator();
    const gotGap = got.readSeparator();
    const wantEnds = want.atEnd();
    const gotEnds = got.atEnd();
    if (wantEnds && gotEnds) break;
    if (wantEnds) {
      const extra = got.readToken();
      return {
        verdict: "WA",
        message: `extra output at line ${extra.line}, column ${extra.column}: expected the end of the output, got ${quote(showCaptured(extra))}`,
        expected: { line: want.line, column: want.column, lineText: null },
        actual: { line: extra.line, column: extra.column, lineText: got.finishLine() },
      };
    }
    if (gotEnds) {
      const missing = want.readToken();
      return {
        verdict: "WA",
        message: `output ends early at line ${got.line}: expected ${quote(showCaptured(missing))} (line ${missing.line}, column ${missing.column})`,
        expected: { line: missing.line, column: missing.column, lineText: want.finishLine() },
        actual: { line: got.line, column: got.column, lineText: null },
      };
    }
    if (options.mode === "hdu" && !layout && !sameSeparator(wantGap, gotGap)) {
      layout = {
        message: `line ${gotGap.line}, column ${gotGap.column}: expected ${describeSeparator(wantGap)}, got ${describeSeparator(gotGap)}`,
        expected: { line: wantGap.line, column: wantGap.column, lineText: null },
        actual: { line: gotGap.line, column: gotGap.column, lineText: null },
      };
    }
    const wantToken = want.readToken();
    const gotToken = got.readToken();
    if (!tokensMatch(wantToken, gotToken, options)) {
      const where =
        wantToken.line === gotToken.line && wantToken.column === gotToken.column
          ? `line ${gotToken.line}, column ${gotToken.column}`
          : `line ${gotToken.line}, column ${gotToken.column} (expected at line ${wantToken.line}, column ${wantToken.column})`;
      return {
        verdict: "WA",
        message: `${where}: expected ${quote(showCaptured(wantToken))}, got ${quote(showCaptured(gotToken))}`,
        expected: { line: wantToken.line, column: wantToken.column, lineText: want.finishLine() },
        actual: { line: gotToken.line, column: gotToken.column, lineText: got.finishLine() },
      };
    }
  }
  return layout ? { verdict: "PE", ...layout } : { verdict: "AC" };
}

function sameSeparator(a: Separator, b: Separator): boolean {
  return a.breaks === b.breaks && sameCaptured(a.rest, b.rest);
}

const NUMBER = /^[+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?$/;

function tokensMatch(want: Token, got: Token, options: CompareOptions): boolean {
  if (sameCaptured(want, got)) return true;
  if (options.mode !== "float" || !isComplete(want) || !isComplete(got)) return false;
  if (!NUMBER.test(want.text) || !NUMBER.test(got.text)) return false;
  const expected = Number(want.text);
  const actual = Number(got.text);
  if (!Number.isFinite(expected) || !Number.isFinite(actual)) return false;
  const error = Math.abs(expected - actual);
  const tolerance = options.tolerance ?? 1e-6;
  // A little slack for the rounding of the tolerance itself, as testlib does.
  return error <= tolerance + 1e-15 || error <= tolerance * Math.abs(expected) + 1e-15;
}

/** Puts a separator in words: "a line break", "2 spaces", "a line break then a tab". */
export function describeSeparator(separator: Separator): string {
  const rest = describeWhitespace(separator.rest.text, separator.rest.length);
  if (separator.breaks === 0) return rest ?? "no whitespace";
  const breaks = separator.breaks === 1 ? "a line break" : `${separator.breaks} line breaks`;
  return rest ? `${breaks} then ${rest}` : breaks;
}

function describeWhitespace(text: string, length: number): string | undefined {
  if (length === 0) return undefined;
  if (/^ +$/.test(text)) return length === 1 ? "a space" : `${length} spaces`;
  if (/^\t+$/.test(text)) return length === 1 ? "a tab" : `${length} tabs`;
  if (text === "\r") return "a carriage return (CR)";
  return `the whitespace ${JSON.stringify(text)}`;
}

/** Quotes text for a message so that CR, tabs and trailing spaces stay visible. */
export function quote(text: string): string {
  return JSON.stringify(text);
}
