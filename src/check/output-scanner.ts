import type { ChunkSource } from "./chunk-source";

// Whitespace as C's isspace() sees it: what separates tokens on HDU.
const SPACE = 32;
const TAB = 9;
const LF = 10;
const VT = 11;
const FF = 12;
const CR = 13;
export function isSpace(byte: number): boolean {
  return byte === SPACE || byte === LF || byte === TAB || byte === CR || byte === VT || byte === FF;
}

const CAPTURE_BYTES = 256;
const LINE_CAPTURE_BYTES = 4096;

/** A whitespace run between tokens, normalised: trailing whitespace before each line break is dropped. */
export interface Separator {
  /** Line breaks in the run. */
  breaks: number;
  /** What follows the last line break (indentation), or the whole run when it has none. */
  rest: Captured;
  line: number;
  column: number;
}

/** A token or whitespace run held in bounded memory: a prefix (bytes as latin1), the full length and two hashes. */
export interface Captured {
  text: string;
  length: number;
  hashes: readonly [number, number];
}

export interface Token extends Captured {
  line: number;
  column: number;
}

export function sameCaptured(a: Captured, b: Captured): boolean {
  return a.length === b.length && a.hashes[0] === b.hashes[0] && a.hashes[1] === b.hashes[1] && a.text === b.text;
}

/** Whether the capture holds the whole token, not just its prefix. */
export function isComplete(captured: Captured): boolean {
  return captured.text.length === captured.length;
}

/** The captured bytes as readable text, marked when cut. */
export function showCaptured(captured: Captured): string {
  const text = Buffer.from(captured.text, "latin1").toString("utf8");
  return isComplete(captured) ? text : `${text}… (${captured.length} bytes)`;
}

/**
 * Reads one output as alternating separators and tokens, tracking line and column (1-based, in bytes)
 * and keeping the current line's first bytes for messages. Memory stays bounded whatever the size.
 */
export class OutputScanner {
  line = 1;
  column = 1;
  private chunk: Uint8Array | null = null;
  private at = 0;
  private lineBytes = Buffer.alloc(LINE_CAPTURE_BYTES);
  private lineLength = 0;
  private done = false;

  constructor(private readonly source: ChunkSource) {}

  /** The next byte without consuming it, or -1 at the end. */
  peek(): number {
    if (this.chunk && this.at < this.chunk.length) return this.chunk[this.at]!;
    if (this.done) return -1;
    this.chunk = this.source.next();
    this.at = 0;
    if (!this.chunk) {
      this.done = true;
      return -1;
    }
    return this.chunk[0]!;
  }

  atEnd(): boolean {
    return this.peek() === -1;
  }

  private take(byte: number): void {
    this.at++;
    if (byte === LF) {
      this.line++;
      this.column = 1;
      this.lineLength = 0;
    } else {
      this.column++;
      if (this.lineLength < LINE_CAPTURE_BYTES) this.lineBytes[this.lineLength++] = byte;
    }
  }

  /** Consumes a whitespace run (possibly empty). */
  readSeparator(): Separator {
    const line = this.line;
    const column = this.column;
    let breaks = 0;
    let rest = new Capture();
    for (let byte = this.peek(); byte !== -1 && isSpace(byte); byte = this.peek()) {
      this.take(byte);
      if (byte === LF) {
        breaks++;
        rest = new Capture();
      } else {
        rest.add(byte);
      }
    }
    return { breaks, rest: rest.finish(), line, column };
  }

  /** Consumes the token that starts here (possibly empty at the end). */
  readToken(): Token {
    const line = this.line;
    const column = this.column;
    const capture = new Capture();
    for (let byte = this.peek(); byte !== -1 && !isSpace(byte); byte = this.peek()) {
      this.take(byte);
      capture.add(byte);
    }
    return { ...capture.finish(), line, column };
  }

  /** The current line as text, read on to its end (bounded), with a CR or trailing spaces kept visible. */
  finishLine(): string {
    for (let byte = this.peek(); byte !== -1 && byte !== LF && this.lineLength < LINE_CAPTURE_BYTES; byte = this.peek()) {
      this.take(byte);
    }
    const cut = this.lineLength >= LINE_CAPTURE_BYTES && this.peek() !== LF && this.peek() !== -1;
    return this.lineBytes.toString("utf8", 0, this.lineLength) + (cut ? "…" : "");
  }
}

// Two independent 32-bit FNV-style hashes make a collision between long tokens practically impossible.
class Capture {
  private bytes: number[] = [];
  private length = 0;
  private h1 = 0x811c9dc5;
  private h2 = 0x01000193;

  add(byte: number): void {
    if (this.length < CAPTURE_BYTES) this.bytes.push(byte);
    this.length++;
    this.h1 = Math.imul(this.h1 ^ byte, 0x01000193) >>> 0;
    this.h2 = (Math.imul(this.h2 + byte, 0x5bd1e995) ^ (this.h2 >>> 15)) >>> 0;
  }

  finish(): Captured {
    const text = Buffer.from(this.bytes).toString("latin1");
    return { text, length: this.length, hashes: [this.h1, this.h2] };
  }
}
