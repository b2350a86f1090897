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
const DECIMAL = /^([+-]?(?:\d+\.?\d*|\.\d+))(?:[eE]([+-]?\d*))?$/;
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
  /** The next token (maximal run of non-space bytes), or null at the end. */
  token(): Buffer | null {
    while (this.peek() !== -1 && SPACE[this.peek()] === 1) this.get();
    this.tokenStart = this.offset();
    this.tokenLineStart = this.lineStart;
    if (this.peek() === -1) return null;
    const parts: Buffer[] = [];
    for (;;) {
      const chunk = this.chunk!;
      const start = this.at;
      let end = start;
      while (end < chunk.length && SPACE[chunk[end]!] === 0) end++;
      parts.push(Buffer.from(chunk.subarray(start, end)));
      this.at = end;
      if (end < chunk.length || this.peek() === -1 || SPACE[this.peek()] === 1) break;
    }
    return Buffer.concat(parts);
  }
  /** Where the last token() began (or its end of output), so that a WA points at the token, not past it. */
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

function lowerAscii(bytes: Buffer): Buffer {
  const out = Buffer.from(bytes);
  for (let i = 0; i < out.length; i++) if (out[i]! >= 65 && out[i]! <= 90) out[i] = out[i]! + 32;
  return out;
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
    while (judge.peek() !== -1 && SPACE[judge.peek()] === 1) {
      const c = judge.get();
      if (flags.spaceChangeSensitive) {
        const d = team.get();
        if (c !== d) return wrong(`space change: expected ${show(c)}, got ${show(d)} (space_change_sensitive)`, "byte");
      }
    }
    while (team.peek() !== -1 && SPACE[team.peek()] === 1) {
      const d = team.get();
      if (flags.spaceChangeSensitive) return wrong(`space change: extra ${show(d)} (space_change_sensitive)`, "byte");
    }
    const want = judge.token();
    if (want === null) break;
    const got = team.token();
    if (got === null) return wrong(`output ends early; expected ${show(want)}`);
    const wantNumber = useFloats ? parseCFloat(want.toString("latin1")) : undefined;
    if (wantNumber !== undefined) {
      const gotNumber = parseCFloat(got.toString("latin1"));
      if (gotNumber === undefined) return wrong(`expected a number like ${show(want)}, got ${show(got)}`);
      const error = Math.abs(wantNumber - gotNumber);
      if (!(error <= flags.absoluteTolerance) && !(error <= flags.relativeTolerance * Math.abs(wantNumber))) {
        // A tolerance the flags do not set is held as -1 (none): said as "not set", never as a number.
        const tolerance = (value: number): string => (value >= 0 ? `tolerance ${value}` : "no tolerance set");
        return wrong(`expected ${show(want)}, got ${show(got)}: absolute error ${error} (${tolerance(flags.absoluteTolerance)}), relative error ${wantNumber === 0 ? "undefined" : error / Math.abs(wantNumber)} (${tolerance(flags.relativeTolerance)})`);
      }
    } else if (flags.caseSensitive ? !want.equals(got) : !lowerAscii(want).equals(lowerAscii(got))) {
      return wrong(`expected ${show(want)}, got ${show(got)}${flags.caseSensitive ? " (case_sensitive)" : ""}`);
    }
  }
  const extra = team.token();
  if (extra !== null) return wrong(`extra output ${show(extra)} after the expected end`);
  return { verdict: "AC" };
}
