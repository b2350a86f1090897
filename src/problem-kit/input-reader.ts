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

  constructor(private readonly text: string) {}

  /** The line of the next token (or of the end). */
  get currentLine(): number {
    this.skipSpace();
    return this.line;
  }

  atEnd(): boolean {
    this.skipSpace();
    return this.at >= this.text.length;
  }

  /** Reads an integer in [min, max]; `what` names it in messages, e.g. "pile size". */
  readInt(min: number, max: number, what: string): number {
    const { token, line } = this.readToken(what);
    if (!/^-?\d+$/.test(token)) throw new InputError(line, `${what} must be an integer, got "${clip(token)}"`);
    if (/^-?0\d/.test(token)) throw new InputError(line, `${what} has a leading zero: "${clip(token)}"`);
    const value = Number(token);
    if (!Number.isSafeInteger(value) || value > max) throw new InputError(line, `${what} ${clip(token)} exceeds ${max}`);
    if (value < min) throw new InputError(line, `${what} ${token} is below ${min}`);
    return value;
  }

  /** Reads an integer in [min, max] beyond 2^53 (BigInt), e.g. a pile of 10^18 stones. */
  readBigInt(min: bigint, max: bigint, what: string): bigint {
    const { token, line } = this.readToken(what);
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
      const { token, line } = this.readToken("");
      throw new InputError(line, `unexpected "${clip(token)}" after ${after}: nothing may follow it`);
    }
  }

  private readToken(what: string): { token: string; line: number } {
    this.skipSpace();
    if (this.at >= this.text.length) throw new InputError(this.line, `the input ends where ${what || "a value"} was expected`);
    const start = this.at;
    while (this.at < this.text.length && !isSpace(this.text.charCodeAt(this.at))) this.at++;
    return { token: this.text.slice(start, this.at), line: this.line };
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

function clip(token: string): string {
  return token.length > 24 ? `${token.slice(0, 24)}…` : token;
}
