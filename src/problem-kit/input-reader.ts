/** A problem in an input file, with the 1-based line where it was found. */
export class InputError extends Error {
  override readonly name = "InputError";
  constructor(
    readonly line: number,
    message: string,
  ) {
    super(message);
  }
}

/**
 * Recognises an InputError by its shape, not its class: each validator is bundled with its own copy of
 * this module, so `instanceof` fails for errors a validator constructs itself.
 */
export function isInputError(error: unknown): error is InputError {
  return error instanceof Error && error.name === "InputError" && typeof (error as { line?: unknown }).line === "number";
}

/**
 * Reads an input file token by token for a validator, in the spirit of testlib's readInt: every value is
 * checked against its range, and every complaint carries the line it is on. Whitespace between tokens is
 * free (a last line without a newline, blank lines), but tokens must be plain decimal integers.
 */
export class InputReader {
  private at = 0;
  private line = 1;
  /**
   * Strict mode, as testlib validators read: no whitespace is skipped. Between values the validator reads exactly
   * one space (readSpace) or one "\n" (readEoln), and the input ends exactly after the last line (readEof).
   */
  strict = false;

  constructor(
    private readonly text: string,
    options: { strict?: boolean } = {},
  ) {
    this.strict = options.strict === true;
  }

  /** The line of the next token (or of the end). */
  get currentLine(): number {
    this.skip();
    return this.line;
  }

  atEnd(): boolean {
    this.skip();
    return this.at >= this.text.length;
  }

  /** Strict: exactly one space here. Lenient: whitespace is free, so nothing to check. */
  readSpace(): void {
    if (!this.strict) return;
    if (this.text[this.at] !== " ") throw new InputError(this.line, `expected one space, got ${describeChar(this.text[this.at])}`);
    this.at++;
  }

  /** Strict: exactly "\n" here (a CR or a trailing space is an error). Lenient: the next value must be on a later line. */
  readEoln(): void {
    if (!this.strict) {
      const line = this.line;
      if (!this.atEnd() && this.currentLine === line) throw new InputError(line, "expected the end of the line");
      return;
    }
    if (this.text[this.at] !== "\n") throw new InputError(this.line, `expected the end of the line, got ${describeChar(this.text[this.at])}`);
    this.at++;
    this.line++;
  }

  /** Strict: the input ends exactly here. Lenient: only whitespace is left. */
  readEof(): void {
    if (!this.strict) return this.expectEnd("the last value");
    if (this.at < this.text.length) throw new InputError(this.line, `expected the end of the input, got ${describeChar(this.text[this.at])}`);
  }

  /** A token (up to whitespace), optionally matching `pattern` (whole token), e.g. /[a-z]{1,10}/. */
  readToken(what: string, pattern?: RegExp): string {
    const { token, line } = this.nextToken(what);
    if (pattern && !new RegExp(`^(?:${pattern.source})$`, pattern.flags.replace(/[gy]/g, "")).test(token)) {
      throw new InputError(line, `${what} must match /${pattern.source}/, got "${clip(token)}"`);
    }
    return token;
  }

  /** Same as readToken: testlib's readWord / readString of one word. */
  readWord(what: string, pattern?: RegExp): string {
    return this.readToken(what, pattern);
  }

  /**
   * A real number in [min, max] written in plain decimal (no exponent, no "inf"), with at most `maxDecimals` digits
   * after the point when given. Compared exactly: the bounds are checked on the decimal text, not on a rounded float.
   */
  readReal(min: number, max: number, what: string, options: { maxDecimals?: number } = {}): number {
    const { token, line } = this.nextToken(what);
    const match = /^(-?)(\d+)(?:\.(\d+))?$/.exec(token);
    if (!match) throw new InputError(line, `${what} must be a decimal number such as 3.25, got "${clip(token)}"`);
    const decimals = match[3]?.length ?? 0;
    if (options.maxDecimals !== undefined && decimals > options.maxDecimals) {
      throw new InputError(line, `${what} has ${decimals} digits after the point; at most ${options.maxDecimals} allowed`);
    }
    if (compareDecimal(token, String(max)) > 0) throw new InputError(line, `${what} ${clip(token)} exceeds ${max}`);
    if (compareDecimal(token, String(min)) < 0) throw new InputError(line, `${what} ${clip(token)} is below ${min}`);
    return Number(token);
  }

  /** The rest of the current line, without its "\n" (strict: the line must end with one). Moves to the next line. */
  readLine(what: string): string {
    if (this.at >= this.text.length) throw new InputError(this.line, `the input ends where ${what} was expected`);
    const end = this.text.indexOf("\n", this.at);
    if (end === -1 && this.strict) throw new InputError(this.line, `${what}: the last line has no "\\n"`);
    const text = this.text.slice(this.at, end === -1 ? this.text.length : end);
    this.at = end === -1 ? this.text.length : end + 1;
    if (end !== -1) this.line++;
    return text;
  }

  /**
   * `count` integers in [min, max], named what[1], what[2], … in messages; strict: separated by single spaces.
   * e.g. readInts(n, 1, 1e9, "pile") fails with "pile[3] 1000000001 exceeds 1000000000".
   */
  readInts(count: number, min: number, max: number, what: string): number[] {
    const values: number[] = [];
    for (let index = 1; index <= count; index++) {
      if (index > 1) this.readSpace();
      values.push(this.readInt(min, max, `${what}[${index}]`));
    }
    return values;
  }

  /** Reads an integer in [min, max]; `what` names it in messages, e.g. "pile size". */
  readInt(min: number, max: number, what: string): number {
    const { token, line } = this.nextToken(what);
    if (!/^-?\d+$/.test(token)) throw new InputError(line, `${what} must be an integer, got "${clip(token)}"`);
    if (/^-?0\d/.test(token)) throw new InputError(line, `${what} has a leading zero: "${clip(token)}"`);
    const value = Number(token);
    if (!Number.isSafeInteger(value) || value > max) throw new InputError(line, `${what} ${clip(token)} exceeds ${max}`);
    if (value < min) throw new InputError(line, `${what} ${token} is below ${min}`);
    return value;
  }

  /** Reads an integer in [min, max] beyond 2^53 (BigInt), e.g. a pile of 10^18 stones. */
  readBigInt(min: bigint, max: bigint, what: string): bigint {
    const { token, line } = this.nextToken(what);
    if (!/^-?\d+$/.test(token)) throw new InputError(line, `${what} must be an integer, got "${clip(token)}"`);
    if (/^-?0\d/.test(token)) throw new InputError(line, `${what} has a leading zero: "${clip(token)}"`);
    const value = BigInt(token);
    if (value > max) throw new InputError(line, `${what} ${clip(token)} exceeds ${max}`);
    if (value < min) throw new InputError(line, `${what} ${token} is below ${min}`);
    return value;
  }

  /** Like readInt, but the value must be on the same line as the previous token. */
  readIntOnLine(min: number, max: number, what: string, previousLine: number): number {
    if (this.currentLine !== previousLine && !this.atEnd()) {
      throw new InputError(this.line, `${what} should be on line ${previousLine}, with the values before it`);
    }
    return this.readInt(min, max, what);
  }

  /** Fails unless only whitespace is left. */
  expectEnd(after: string): void {
    if (!this.atEnd()) {
      const { token, line } = this.nextToken("");
      throw new InputError(line, `unexpected "${clip(token)}" after ${after}: nothing may follow it`);
    }
  }

  private nextToken(what: string): { token: string; line: number } {
    this.skip();
    if (this.at >= this.text.length) throw new InputError(this.line, `the input ends where ${what || "a value"} was expected`);
    if (this.strict && isSpace(this.text.charCodeAt(this.at))) throw new InputError(this.line, `expected ${what || "a value"}, got ${describeChar(this.text[this.at])}`);
    const start = this.at;
    while (this.at < this.text.length && !isSpace(this.text.charCodeAt(this.at))) this.at++;
    return { token: this.text.slice(start, this.at), line: this.line };
  }

  // Lenient mode skips whitespace before every value; strict mode leaves it for readSpace/readEoln to check.
  private skip(): void {
    if (!this.strict) this.skipSpace();
  }

  private skipSpace(): void {
    while (this.at < this.text.length && isSpace(this.text.charCodeAt(this.at))) {
      if (this.text.charCodeAt(this.at) === 10) this.line++;
      this.at++;
    }
  }
}

function isSpace(code: number): boolean {
  return code === 32 || code === 10 || code === 13 || code === 9 || code === 11 || code === 12;
}

function describeChar(char: string | undefined): string {
  if (char === undefined) return "the end of the input";
  const names: Record<string, string> = { " ": "a space", "\n": "a line end", "\r": "a CR (\\r: Windows line ends; dos2unix converts the file)", "\t": "a tab", "\uFEFF": "a <BOM>" };
  return names[char] ?? `"${char}"`;
}

// Compares two plain decimal strings exactly (sign, integer part, fraction), so 1e9 bounds never round.
function compareDecimal(a: string, b: string): number {
  const parse = (text: string) => {
    const negative = text.startsWith("-");
    const [whole = "0", fraction = ""] = text.replace(/^-/, "").split(".");
    return { negative, whole: whole.replace(/^0+(?=\d)/, ""), fraction: fraction.replace(/0+$/, "") };
  };
  const x = parse(a);
  const y = parse(b);
  const zero = (v: { whole: string; fraction: string }) => v.whole === "0" && v.fraction === "";
  if (zero(x) && zero(y)) return 0;
  if (x.negative !== y.negative) return x.negative ? -1 : 1;
  const sign = x.negative ? -1 : 1;
  if (x.whole.length !== y.whole.length) return sign * (x.whole.length - y.whole.length);
  if (x.whole !== y.whole) return sign * (x.whole < y.whole ? -1 : 1);
  const width = Math.max(x.fraction.length, y.fraction.length);
  const fx = x.fraction.padEnd(width, "0");
  const fy = y.fraction.padEnd(width, "0");
  return fx === fy ? 0 : sign * (fx < fy ? -1 : 1);
}

// A byte-order mark is invisible in a terminal: "got \"\uFEFF2\"" read as "got \"2\"". Shown as <BOM>, as the judge does.
function clip(token: string): string {
  const shown = token.replace(/\uFEFF/g, "<BOM>");
  return shown.length > 24 ? `${shown.slice(0, 24)}…` : shown;
}
