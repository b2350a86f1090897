import { closeSync, readFileSync, readSync, writeFileSync, writeSync } from "node:fs";
import { join } from "node:path";

// What a TypeScript interactor needs to speak the Kattis protocol: `interactor input answer feedback_dir`, the solution
// on stdin/stdout, exit 42 to accept and 43 to reject with the reason in feedback_dir/judgemessage.txt.

export const ACCEPT = 42;
export const REJECT = 43;
/** Any other exit code is a judge error: the interactor's own fault, never the solution's verdict. */
export const JUDGE_ERROR = 1;

const MAX_TOKEN = 64;

/**
 * The interactor's side of the dialogue. Reads are typed and bounded (a wrong token is a clear WA, not a crash); every
 * send is written at once with writeSync, so nothing waits in a buffer; wrong() and accept() end the process properly.
 */
export class Interaction {
  /** The case's input file (what the solution must not see), and the judge's answer file. */
  readonly input: string;
  readonly answer: string;
  private readonly feedbackDir: string;
  private buffer = Buffer.alloc(1 << 16);
  private start = 0;
  private end = 0;
  private eof = false;
  /** Tokens read so far from the solution: messages say which one was wrong. */
  private tokens = 0;

  constructor(argv: string[] = process.argv.slice(2)) {
    const [inputPath, answerPath, feedbackDir] = argv;
    if (!inputPath || !answerPath || !feedbackDir) judgeError("usage: interactor <input> <answer> <feedback_dir> < solution_stdout > solution_stdin");
    this.input = readFileSync(inputPath, "utf8");
    this.answer = readFileSync(answerPath, "utf8");
    this.feedbackDir = feedbackDir;
    // A solution that already hung up must not kill the interactor with SIGPIPE before it can say WA.
    process.on("SIGPIPE", () => {});
  }

  /** Sends one line to the solution, flushed at once. */
  send(...values: (string | number | bigint)[]): void {
    writeAll(1, `${values.join(" ")}\n`);
  }

  /** Reads an integer in [min, max]; anything else is WA naming `what`. */
  readInt(min: number, max: number, what: string): number {
    const value = this.readBigInt(BigInt(min), BigInt(max), what);
    return Number(value);
  }

  readBigInt(min: bigint, max: bigint, what: string): bigint {
    const token = this.readToken(what);
    if (!/^-?(0|[1-9]\d*)$/.test(token)) this.wrong(`${what}: expected an integer, got "${token}"`);
    const value = BigInt(token);
    if (value < min || value > max) this.wrong(`${what}: ${token} is outside [${min}, ${max}]`);
    return value;
  }

  /** Reads one of the given words (case-sensitive). */
  readWord<const W extends string>(allowed: readonly W[], what: string): W {
    const token = this.readToken(what);
    if (!(allowed as readonly string[]).includes(token)) this.wrong(`${what}: expected ${allowed.map((word) => `"${word}"`).join(" or ")}, got "${token}"`);
    return token as W;
  }

  /** Whether the solution has closed its output (only whitespace left). */
  atEnd(): boolean {
    return !this.skipSpace();
  }

  /**
   * The dialogue is over: closes the solution's input (it reads the end) and accepts only if the solution then ends its
   * output without writing anything more. Output after the last exchange is wrong answer, naming what came.
   */
  finish(message = ""): never {
    closeSync(1);
    if (!this.atEnd()) {
      const extra = this.readToken("nothing (the dialogue is over)");
      this.wrong(`the solution wrote "${extra.slice(0, 20)}" after the dialogue was over (${message || "the last exchange"}); the protocol allows no more output`);
    }
    this.accept(message);
  }

  /** Rejects: the message goes to judgemessage.txt, the exit code is 43. */
  wrong(message: string): never {
    writeFileSync(join(this.feedbackDir, "judgemessage.txt"), `${message}\n`);
    process.exit(REJECT);
  }

  /** Accepts (42), with an optional message for the judge's log. */
  accept(message = ""): never {
    if (message) writeFileSync(join(this.feedbackDir, "judgemessage.txt"), `${message}\n`);
    process.exit(ACCEPT);
  }

  private readToken(what: string): string {
    if (!this.skipSpace()) this.wrong(`the solution's output ended where ${what} was expected (after ${this.tokens} tokens)`);
    let token = "";
    for (;;) {
      while (this.start < this.end && !isSpace(this.buffer[this.start]!)) {
        if (token.length >= MAX_TOKEN) this.wrong(`${what}: a token longer than ${MAX_TOKEN} characters ("${token.slice(0, 20)}…")`);
        token += String.fromCharCode(this.buffer[this.start++]!);
      }
      if (this.start < this.end || !this.fill()) break;
    }
    this.tokens++;
    return token;
  }

  /** Skips whitespace; false at the end of the solution's output. */
  private skipSpace(): boolean {
    for (;;) {
      while (this.start < this.end && isSpace(this.buffer[this.start]!)) this.start++;
      if (this.start < this.end) return true;
      if (!this.fill()) return false;
    }
  }

  private fill(): boolean {
    if (this.eof) return false;
    this.start = 0;
    this.end = readBlocking(0, this.buffer);
    if (this.end === 0) this.eof = true;
    return this.end > 0;
  }
}

/** A judge error: the problem's fault (bad input file, a broken invariant). Exit code 1, reason on stderr. */
export function judgeError(message: string): never {
  process.stderr.write(`interactor: ${message}\n`);
  process.exit(JUDGE_ERROR);
}

function isSpace(code: number): boolean {
  return code === 32 || code === 10 || code === 13 || code === 9;
}

const sleeper = new Int32Array(new SharedArrayBuffer(4));

/** readSync that waits when stdin happens to be non-blocking (EAGAIN), and reads 0 at EOF. */
function readBlocking(fd: number, buffer: Buffer): number {
  for (;;) {
    try {
      return readSync(fd, buffer, 0, buffer.length, null);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code === "EAGAIN") Atomics.wait(sleeper, 0, 0, 1);
      else if (code === "EOF" || code === "ECONNRESET") return 0;
      else throw error;
    }
  }
}

/** writeSync of the whole text; a reader that has gone (EPIPE) is ignored: the next read reports the end. */
function writeAll(fd: number, text: string): void {
  const bytes = Buffer.from(text);
  let at = 0;
  while (at < bytes.length) {
    try {
      at += writeSync(fd, bytes, at, bytes.length - at);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code === "EAGAIN") Atomics.wait(sleeper, 0, 0, 1);
      else if (code === "EPIPE") return;
      else throw error;
    }
  }
}
