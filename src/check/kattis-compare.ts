import { charactersBetween, type ChunkSource } from "./chunk-source";
import { showInvisible } from "../util/visible-text";
import type { CompareResult, SideView } from "./compare-result";

/**
 * Kattis's default output validator, flag for flag (problem package format, "Default Output Validator";
 * problemtools' default_validator.cc): tokens split on C isspace, compared case-insensitively (ASCII) unless
 * case_sensitive; whitespace ignored unless space_change_sensitive, which then demands it byte for byte;
 * with a float tolerance, a judge token that is a finite number needs a finite number back whose absolute
 * error is within float_absolute_tolerance OR whose relative error is within float_relative_tolerance.
 * float_tolerance sets both. NaN and inf are not numbers here: they compare as words ("NaN" matches "nan").
 */
export interface KattisFlags {
  caseSensitive: boolean;
  spaceChangeSensitive: boolean;
  /** -1 when not given, as in the reference. */
  absoluteTolerance: number;
  relativeTolerance: number;
}

export const KATTIS_FLAG_NAMES = ["case_sensitive", "space_change_sensitive", "float_absolute_tolerance", "float_relative_tolerance", "float_tolerance"] as const;

/** Parses the flags the way the reference does; undefined plus a reason for anything it would reject. */
export function parseKattisFlags(args: readonly string[]): { flags: KattisFlags } | { error: string } {
  const flags: KattisFlags = { caseSensitive: false, spaceChangeSensitive: false, absoluteTolerance: -1, relativeTolerance: -1 };
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    if (arg === "case_sensitive") flags.caseSensitive = true;
    else if (arg === "space_change_sensitive") flags.spaceChangeSensitive = true;
    else if (arg === "float_absolute_tolerance" || arg === "float_relative_tolerance" || arg === "float_tolerance") {
      const value = i + 1 < args.length ? parseCFloat(args[i + 1]!) : undefined;
      if (value === undefined) return { error: `${arg} needs a finite number after it${i + 1 < args.length ? `, got "${args[i + 1]}"` : ""}` };
      if (arg !== "float_relative_tolerance") flags.absoluteTolerance = value;
      if (arg !== "float_absolute_tolerance") flags.relativeTolerance = value;
      i++;
    } else {
      return { error: `unknown flag "${arg}" (the default validator knows ${KATTIS_FLAG_NAMES.join(", ")})` };
    }
  }
  return { flags };
}

// glibc's scanf also swallows an exponent marker without digits ("1e", "1e+", "0x1p"), reading the number before it.
// The digits' dot is (?:\.\d*)?, not \.?\d*: that split a run of digits between \d+ and \d* every way before it failed,
// and a solution's token of 60,000 digits and an x took the judge 18 s (quadratic: days at the 8 MiB output limit).
const DECIMAL = /^([+-]?(?:\d+(?:\.\d*)?|\.\d+))(?:[eE]([+-]?\d*))?$/;
const HEX = /^([+-]?)0[xX]([0-9a-fA-F]*)(?:\.([0-9a-fA-F]*))?(?:[pP]([+-]?\d*))?$/;

/**
 * A token as C's sscanf("%lf%10s") reads it when nothing is left over: decimal or hexadecimal floating
 * point, whole token consumed, as glibc reads it. inf, nan and values that overflow to infinity are not numbers (undefined).
 */
export function parseCFloat(token: string): number | undefined {
  let value: number;
  const decimal = DECIMAL.exec(token);
  if (decimal) value = Number(/\d/.test(decimal[2] ?? "") ? token : decimal[1]);
  else {
    const hex = HEX.exec(token);
    if (!hex || (hex[2] === "" && (hex[3] ?? "") === "")) return undefined;
    const digits = `${hex[2]}${hex[3] ?? ""}`;
    const exponent = (/\d/.test(hex[4] ?? "") ? Number(hex[4]) : 0) - 4 * (hex[3] ?? "").length;
    value = Number(BigInt(`0x${digits}`)) * 2 ** exponent;
    if (hex[1] === "-") value = -value;
  }
  return Number.isFinite(value) ? value : undefined;
}

// C's isspace in the "C" locale: space, \t, \n, \v, \f, \r.
const SPACE = new Uint8Array(256);
for (const code of [32, 9, 10, 11, 12, 13]) SPACE[code] = 1;

/** Byte reader over a chunk source with a line count, for the validator's peek/get loop. */
class Reader {
  private chunk: Uint8Array | null = null;
  private at = 0;
  private base = 0;
  line = 1;
  lineStart = 0;
  constructor(private readonly source: ChunkSource) {}
  offset(): number {
    return this.base + this.at;
  }
  peek(): number {
    if (this.chunk === null || this.at === this.chunk.length) {
      if (this.chunk !== null) this.base += this.chunk.length;
      this.chunk = this.source.next();
      this.at = 0;
      if (this.chunk === null) {
        this.chunk = new Uint8Array(0);
        return -1;
      }
      if (this.chunk.length === 0) return -1;
    }
    return this.chunk[this.at]!;
  }
  get(): number {
    const byte = this.peek();
    if (byte === -1) return -1;
    this.at++;
    if (byte === 10) {
      this.line++;
      this.lineStart = this.offset();
    }
    return byte;
  }
  /**
   * Reads the next token (maximal run of non-space bytes) into `scratch`, reused from token to token; its length, or
   * -1 at the end. Two Buffers a token (a copy per chunk piece, then a concatenation) and two more for the case-blind
   * compare made 13 MB of output take 2 s, the judge's process busy while the next case ran.
   */
  readToken(): number {
    this.skipSpaces();
    this.tokenStart = this.offset();
    this.tokenLineStart = this.lineStart;
    if (this.peek() === -1) return -1;
    let length = 0;
    for (;;) {
      const chunk = this.chunk!;
      const start = this.at;
      let end = start;
      while (end < chunk.length && SPACE[chunk[end]!] === 0) end++;
      if (length + end - start > this.scratch.length) {
        const wider = new Uint8Array(Math.max(2 * this.scratch.length, length + end - start));
        wider.set(this.scratch.subarray(0, length));
        this.scratch = wider;
      }
      // Byte by byte: a set() of a subarray per token cost more than the compare (tokens are a few bytes).
      const scratch = this.scratch;
      for (let i = start; i < end; i++) scratch[length++] = chunk[i]!;
      this.at = end;
      if (end < chunk.length || this.peek() === -1 || SPACE[this.peek()] === 1) return length;
    }
  }
  /** Consumes whitespace, counting lines, inside each chunk without a call per byte. */
  skipSpaces(): void {
    while (this.peek() !== -1) {
      const chunk = this.chunk!;
      let at = this.at;
      while (at < chunk.length && SPACE[chunk[at]!] === 1) {
        if (chunk[at] === 10) {
          this.line++;
          this.lineStart = this.base + at + 1;
        }
        at++;
      }
      this.at = at;
      if (at < chunk.length) return;
    }
  }
  /** The last token readToken() read, valid until the next call. */
  scratch = new Uint8Array(256);
  /** The last token read, copied out: for messages and numbers only. */
  tokenText(length: number): Buffer {
    return Buffer.from(this.scratch.subarray(0, length));
  }
  /** Where the last readToken() began (or its end of output), so that a WA points at the token, not past it. */
  private tokenStart = -1;
  private tokenLineStart = 0;
  /** 1-based, in characters (what an editor shows): of the last token read, or of the byte just read. */
  column(at: "token" | "byte"): number {
    if (at === "token" && this.tokenStart >= 0) return charactersBetween(this.source, this.tokenLineStart, this.tokenStart) + 1;
    return charactersBetween(this.source, this.lineStart, Math.max(this.lineStart, this.offset() - 1)) + 1;
  }
  view(column: number): SideView {
    const bytes = Buffer.from(this.source.readAt(this.lineStart, 400));
    const cut = bytes.indexOf(10);
    return { line: this.line, column, lineText: (cut === -1 ? bytes : bytes.subarray(0, cut)).toString("utf8") };
  }
}

/** Byte equality of two tokens, ASCII letters folded unless case-sensitive (as the reference's strcasecmp does). */
function sameToken(a: Uint8Array, aLength: number, b: Uint8Array, bLength: number, caseSensitive: boolean): boolean {
  if (aLength !== bLength) return false;
  for (let i = 0; i < aLength; i++) {
    const x = a[i]!;
    const y = b[i]!;
    if (x === y) continue;
    if (caseSensitive) return false;
    const lowerX = x >= 65 && x <= 90 ? x + 32 : x;
    const lowerY = y >= 65 && y <= 90 ? y + 32 : y;
    if (lowerX !== lowerY) return false;
  }
  return true;
}

function show(bytes: Buffer | number): string {
  if (typeof bytes === "number") return bytes === -1 ? "the end of the output" : JSON.stringify(String.fromCharCode(bytes));
  const text = bytes.toString("utf8");
  // Zero-width characters and non-ASCII spaces as <U+XXXX>: invisible in a terminal (visible-text.ts).
  return JSON.stringify(showInvisible(text.length > 60 ? `${text.slice(0, 60)}…` : text));
}

/** Compares as the default validator does; its verdicts are AC and WA only (Kattis has no PE). */
export function compareKattis(expected: ChunkSource, actual: ChunkSource, flags: KattisFlags): CompareResult {
  const judge = new Reader(expected);
  const team = new Reader(actual);
  const useFloats = flags.absoluteTolerance >= 0 || flags.relativeTolerance >= 0;
  const wrong = (message: string, at: "token" | "byte" = "token"): CompareResult => ({
    verdict: "WA",
    message: `line ${team.line}: ${message}`,
    expected: judge.view(judge.column(at)),
    actual: team.view(team.column(at)),
  });
  for (;;) {
    if (flags.spaceChangeSensitive) {
      while (judge.peek() !== -1 && SPACE[judge.peek()] === 1) {
        const c = judge.get();
        const d = team.get();
        if (c !== d) return wrong(`space change: expected ${show(c)}, got ${show(d)} (space_change_sensitive)`, "byte");
      }
    }
    if (flags.spaceChangeSensitive && team.peek() !== -1 && SPACE[team.peek()] === 1) return wrong(`space change: extra ${show(team.get())} (space_change_sensitive)`, "byte");
    const wantLength = judge.readToken();
    if (wantLength < 0) break;
    const gotLength = team.readToken();
    if (gotLength < 0) return wrong(`output ends early; expected ${show(judge.tokenText(wantLength))}`);
    const wantNumber = useFloats ? parseCFloat(judge.tokenText(wantLength).toString("latin1")) : undefined;
    if (wantNumber !== undefined) {
      const gotNumber = parseCFloat(team.tokenText(gotLength).toString("latin1"));
      if (gotNumber === undefined) return wrong(`expected a number like ${show(judge.tokenText(wantLength))}, got ${show(team.tokenText(gotLength))}`);
      const error = Math.abs(wantNumber - gotNumber);
      if (!(error <= flags.absoluteTolerance) && !(error <= flags.relativeTolerance * Math.abs(wantNumber))) {
        // A tolerance the flags do not set is held as -1 (none): said as "not set", never as a number.
        const tolerance = (value: number): string => (value >= 0 ? `tolerance ${value}` : "no tolerance set");
        return wrong(`expected ${show(judge.tokenText(wantLength))}, got ${show(team.tokenText(gotLength))}: absolute error ${error} (${tolerance(flags.absoluteTolerance)}), relative error ${wantNumber === 0 ? "undefined" : error / Math.abs(wantNumber)} (${tolerance(flags.relativeTolerance)})`);
      }
    } else if (!sameToken(judge.scratch, wantLength, team.scratch, gotLength, flags.caseSensitive)) {
      return wrong(`expected ${show(judge.tokenText(wantLength))}, got ${show(team.tokenText(gotLength))}${flags.caseSensitive ? " (case_sensitive)" : ""}`);
    }
  }
  const extraLength = team.readToken();
  if (extraLength >= 0) return wrong(`extra output ${show(team.tokenText(extraLength))} after the expected end`);
  return { verdict: "AC" };
}
