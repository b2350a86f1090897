import type { ChunkSource } from "./chunk-source";
import type { CompareResult, SideView } from "./compare-result";
import { UserError } from "../errors";
import { compareKattis, parseKattisFlags } from "./kattis-compare";
import { IS_SPACE, OutputScanner } from "./output-scanner";
import { showAgainst, showInvisible } from "../util/visible-text";

/** The built-in comparison modes; "custom" checkers run as programs (check/run-custom-checker.ts). */
export type CompareMode = "hdu" | "tokens" | "float" | "kattis";

export interface CompareOptions {
  mode: CompareMode;
  /** float mode: a number passes when its absolute or relative error is at most this. */
  tolerance?: number;
  /** kattis mode: the default output validator's flags (case_sensitive, float_tolerance 1e-6, …). */
  flags?: readonly string[];
}

export type { CompareResult, SideView } from "./compare-result";

/**
 * Compares an expected and an actual output, streaming, in one pass.
 * hdu: AC when equal after dropping trailing whitespace at line ends and trailing blank lines at the end;
 *      PE when only the whitespace between tokens differs; WA when a token differs.
 * tokens: AC when the whitespace-separated tokens are equal.
 * float: like tokens, but numbers match within the tolerance (absolute or relative).
 */
export function compareOutputs(expected: ChunkSource, actual: ChunkSource, options: CompareOptions): CompareResult {
  if (options.mode === "kattis") {
    const parsed = parseKattisFlags(options.flags ?? []);
    if ("error" in parsed) throw new UserError(`the kattis checker's flags are wrong: ${parsed.error}`, "fix validatorFlags in problem.yaml");
    return compareKattis(expected, actual, parsed.flags);
  }
  const want = new OutputScanner(expected);
  const got = new OutputScanner(actual);
  let layout: { message: string; expected: SideView; actual: SideView } | undefined;
  for (;;) {
    want.readSeparator();
    got.readSeparator();
    const wantEnds = want.peek() === -1;
    const gotEnds = got.peek() === -1;
    if (wantEnds && gotEnds) break;
    if (wantEnds) {
      const extra = got.tokenAt(got.offset());
      return {
        verdict: "WA",
        message: `extra output at line ${got.line}, column ${got.column()}: expected the end of the output, got ${quoteToken(extra)}`,
        expected: { line: want.line, column: want.column(), lineText: null },
        actual: { line: got.line, column: got.column(), ...shownAround(got, got.offset()) },
      };
    }
    if (gotEnds) {
      const missing = want.tokenAt(want.offset());
      return {
        verdict: "WA",
        message: `output ends early at line ${got.line}: expected ${quoteToken(missing)} (line ${want.line}, column ${want.column()})`,
        expected: { line: want.line, column: want.column(), ...shownAround(want, want.offset()) },
        actual: { line: got.line, column: got.column(), lineText: null },
      };
    }
    if (options.mode === "hdu" && !layout && !want.sameGap(got)) {
      layout = {
        message: `line ${got.gapLine}, column ${got.gapColumn}: expected ${describeGap(want)}, got ${describeGap(got)}`,
        expected: { line: want.gapLine, column: want.gapColumn, lineText: null },
        actual: { line: got.gapLine, column: got.gapColumn, lineText: null },
      };
    }
    const wantStart = want.offset();
    const gotStart = got.offset();
    if (!sameToken(want, got) && !(options.mode === "float" && closeNumbers(want, wantStart, got, gotStart, options.tolerance ?? 1e-6))) {
      // Columns only for the message: counted per token, each re-read the file (a pread per token), and 13 MB of
      // matching tokens took 4 s, during which the judge, busy, took the next case's exit for a wall timeout. A token
      // holds no line break, so the scanners still stand on its line.
      const wantView = { line: want.line, column: want.columnOf(wantStart) };
      const gotView = { line: got.line, column: got.columnOf(gotStart) };
      const wantToken = want.tokenAt(wantStart);
      const gotToken = got.tokenAt(gotStart);
      const where =
        wantView.line === gotView.line && wantView.column === gotView.column
          ? `line ${gotView.line}, column ${gotView.column}`
          : `line ${gotView.line}, column ${gotView.column} (expected at line ${wantView.line}, column ${wantView.column})`;
      // The part of each line around the first differing character, the caret under it (a token of a million letters
      // differing at its 500,001st was shown from its start, the caret at its first letter).
      const expected = { ...wantView, ...shownAround(want, mismatch.want) };
      const actual = { ...gotView, ...shownAround(got, mismatch.got) };
      // Tokens too long to quote whole say where inside them they differ (a short one's quote shows it).
      const inside = (wantToken.cut || gotToken.cut) && actual.caretColumn > gotView.column ? ` (they first differ at column ${actual.caretColumn})` : "";
      return { verdict: "WA", message: `${where}: expected ${quoteToken(wantToken)}, got ${quoteToken(gotToken, wantToken.text)}${inside}`, expected, actual };
    }
  }
  return layout ? { verdict: "PE", ...layout } : { verdict: "AC" };
}

// Where sameToken found the first differing byte of two tokens (absolute offsets), for the excerpt under a WA.
const mismatch = { want: 0, got: 0 };
function markMismatch(want: OutputScanner, got: OutputScanner): void {
  mismatch.want = want.offset();
  mismatch.got = got.offset();
}

/** A side's line around an offset: the text shown, where it starts, and the caret's column there. */
function shownAround(side: OutputScanner, offset: number): Pick<SideView, "lineText" | "textColumn"> & { caretColumn: number } {
  const { text, textColumn } = side.lineAround(side.lineStart, offset);
  return { lineText: text, ...(textColumn > 1 ? { textColumn } : {}), caretColumn: side.columnOf(offset) };
}

/**
 * Compares the tokens both scanners stand at, byte by byte, consuming both whole.
 * The inner loop runs over both buffers at once; chunk edges drop to the slow path.
 */
function sameToken(a: OutputScanner, b: OutputScanner): boolean {
  for (;;) {
    let i = a.pos;
    let j = b.pos;
    const aBuf = a.buf;
    const bBuf = b.buf;
    const stop = Math.min(a.end - i, b.end - j);
    let k = 0;
    while (k < stop) {
      const x = aBuf[i + k]!;
      if (x !== bBuf[j + k]!) break;
      if (IS_SPACE[x] === 1) {
        a.pos = i + k;
        b.pos = j + k;
        return true;
      }
      k++;
    }
    a.pos = i += k;
    b.pos = j += k;
    const x = a.peek();
    const y = b.peek();
    const xIn = x !== -1 && IS_SPACE[x] === 0;
    const yIn = y !== -1 && IS_SPACE[y] === 0;
    if (!xIn || !yIn) {
      if (xIn !== yIn) markMismatch(a, b);
      if (xIn) a.skipToken();
      if (yIn) b.skipToken();
      return xIn === yIn;
    }
    if (x !== y) {
      markMismatch(a, b);
      a.skipToken();
      b.skipToken();
      return false;
    }
  }
}

// (?:\.\d*)? rather than \.?\d*, which tried every split of a run of digits (kattis-compare.ts's DECIMAL).
const NUMBER = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?$/;

/** float mode: two differing tokens still match when both are numbers within the tolerance. */
function closeNumbers(a: OutputScanner, aStart: number, b: OutputScanner, bStart: number, tolerance: number): boolean {
  const want = a.tokenAt(aStart);
  const got = b.tokenAt(bStart);
  if (want.cut || got.cut || !NUMBER.test(want.text) || !NUMBER.test(got.text)) return false;
  const expected = Number(want.text);
  const actual = Number(got.text);
  if (!Number.isFinite(expected) || !Number.isFinite(actual)) return false;
  const error = Math.abs(expected - actual);
  // A little slack for the rounding of the tolerance itself, as testlib does.
  return error <= tolerance + 1e-15 || error <= tolerance * Math.abs(expected) + 1e-15;
}

// Invisible characters as <U+XXXX>, and beside an expected token, homoglyphs too: "first\u200B" quoted like "first".
function quoteToken(token: { text: string; cut: boolean }, expected?: string): string {
  const text = expected === undefined ? showInvisible(token.text) : showAgainst(expected, token.text);
  return token.cut ? `${quote(text)}…` : quote(text);
}

/** Puts a separator in words: "a line break", "2 spaces", "a line break then a tab". */
function describeGap(scanner: OutputScanner): string {
  const rest = describeWhitespace(scanner.gapRestText(), scanner.gapRestLength);
  if (scanner.gapBreaks === 0) return rest ?? "no whitespace";
  const breaks = scanner.gapBreaks === 1 ? "a line break" : `${scanner.gapBreaks} line breaks`;
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
