import { charactersBetween, type ChunkSource } from "./chunk-source";

/** Whitespace as C's isspace() sees it, which is what separates tokens on HDU: space, \t, \n, \v, \f, \r. */
export const IS_SPACE = new Uint8Array(256);
for (const byte of [32, 9, 10, 11, 12, 13]) IS_SPACE[byte] = 1;

const LF = 10;
// FNV-1a, 32-bit: a cheap hash of whitespace runs longer than the bytes kept of them.
const FNV_OFFSET = 0x811c9dc5;
const FNV_PRIME = 0x01000193;
const REST_CAPTURE = 64;
const LINE_QUOTE_BYTES = 4096;
const TOKEN_QUOTE_BYTES = 256;

/**
 * Reads one output as alternating whitespace runs and tokens, in flat memory whatever its size.
 * It allocates nothing per token, so a 100 MiB output scans in a few seconds; positions are
 * absolute byte offsets, turned into line and column (1-based) only for messages.
 */
export class OutputScanner {
  buf: Uint8Array = new Uint8Array(0);
  pos = 0;
  end = 0;
  /** Absolute offset of buf[0]. */
  private base = 0;
  private ended = false;
  line = 1;
  /** Absolute offset where the current line starts. */
  lineStart = 0;

  // The last separator read, normalised: trailing whitespace before each line break is dropped.
  gapBreaks = 0;
  gapRestLength = 0;
  gapRestHash = 0;
  gapRest = new Uint8Array(REST_CAPTURE);
  gapLine = 1;
  /** Where the last separator began, and its line's start (absolute offsets): its column is counted only for messages. */
  private gapOffset = 0;
  private gapLineStart = 0;

  constructor(private readonly source: ChunkSource) {}

  /** Loads the next chunk; false at the end of the output. */
  fill(): boolean {
    if (this.ended) return false;
    const chunk = this.source.next();
    if (!chunk) {
      this.ended = true;
      return false;
    }
    this.base += this.end;
    this.buf = chunk;
    this.pos = 0;
    this.end = chunk.length;
    return true;
  }

  /** The next byte without consuming it, or -1 at the end. */
  peek(): number {
    if (this.pos < this.end) return this.buf[this.pos]!;
    return this.fill() ? this.buf[0]! : -1;
  }

  offset(): number {
    return this.base + this.pos;
  }

  /** The 1-based column in characters (UTF-8 sequences), not bytes: messages name what an editor shows. */
  column(): number {
    return charactersBetween(this.source, this.lineStart, this.offset()) + 1;
  }

  /** The column of an offset on the current line, as column() counts. */
  columnOf(offset: number): number {
    return charactersBetween(this.source, this.lineStart, offset) + 1;
  }

  /** The last separator's column, as column() counts. */
  get gapColumn(): number {
    return charactersBetween(this.source, this.gapLineStart, this.gapOffset) + 1;
  }

  /** Consumes a whitespace run (possibly empty) into the gap* fields. */
  readSeparator(): void {
    this.gapLine = this.line;
    this.gapOffset = this.offset();
    this.gapLineStart = this.lineStart;
    let breaks = 0;
    let restLength = 0;
    let hash = FNV_OFFSET;
    for (;;) {
      if (this.pos >= this.end && !this.fill()) break;
      const byte = this.buf[this.pos]!;
      if (IS_SPACE[byte] === 0) break;
      this.pos++;
      if (byte === LF) {
        breaks++;
        restLength = 0;
        hash = FNV_OFFSET;
        this.line++;
        this.lineStart = this.base + this.pos;
      } else {
        if (restLength < REST_CAPTURE) this.gapRest[restLength] = byte;
        restLength++;
        hash = Math.imul(hash ^ byte, FNV_PRIME);
      }
    }
    this.gapBreaks = breaks;
    this.gapRestLength = restLength;
    this.gapRestHash = hash;
  }

  /** Whether the last separators of two scanners are equal after normalisation. */
  sameGap(other: OutputScanner): boolean {
    if (this.gapBreaks !== other.gapBreaks || this.gapRestLength !== other.gapRestLength || this.gapRestHash !== other.gapRestHash) return false;
    const shown = Math.min(this.gapRestLength, REST_CAPTURE);
    for (let i = 0; i < shown; i++) if (this.gapRest[i] !== other.gapRest[i]) return false;
    return true;
  }

  /** The last separator's text after its last line break (bounded), for describing it. */
  gapRestText(): string {
    return Buffer.from(this.gapRest.subarray(0, Math.min(this.gapRestLength, REST_CAPTURE))).toString("latin1");
  }

  /** Consumes the rest of the current token. */
  skipToken(): void {
    for (;;) {
      if (this.pos >= this.end && !this.fill()) return;
      if (IS_SPACE[this.buf[this.pos]!] === 1) return;
      this.pos++;
    }
  }

  /** The token starting at an absolute offset, re-read from the source (bounded), for messages and float checks. */
  tokenAt(offset: number): { text: string; cut: boolean } {
    const bytes = this.source.readAt(offset, TOKEN_QUOTE_BYTES + 1);
    let length = 0;
    while (length < bytes.length && IS_SPACE[bytes[length]!] === 0) length++;
    const cut = length > TOKEN_QUOTE_BYTES;
    return { text: Buffer.from(bytes.subarray(0, Math.min(length, TOKEN_QUOTE_BYTES))).toString("utf8"), cut };
  }

  /**
   * The part of the line starting at `start` around the absolute offset `focus` (bounded, without its line break), for
   * messages, with the column it starts at: a difference 400 KB into a line was shown with the line's first 4 KB.
   */
  lineAround(start: number, focus: number): { text: string; textColumn: number } {
    const from = Math.max(start, focus - LINE_QUOTE_BYTES / 2);
    const bytes = this.source.readAt(from, LINE_QUOTE_BYTES + 1);
    // A window that starts inside a character starts at the next one.
    let skip = 0;
    if (from > start) while (skip < bytes.length && (bytes[skip]! & 0xc0) === 0x80) skip++;
    const newline = bytes.indexOf(LF, skip);
    const length = newline === -1 ? Math.min(bytes.length, LINE_QUOTE_BYTES) : newline;
    const cut = newline === -1 && bytes.length > LINE_QUOTE_BYTES;
    const text = Buffer.from(bytes.subarray(skip, length)).toString("utf8") + (cut ? "…" : "");
    return { text, textColumn: from + skip > start ? charactersBetween(this.source, start, from + skip) + 1 : 1 };
  }

  /** The line starting at an absolute offset (bounded, without its line break), for messages. */
  lineAt(start: number): string {
    const bytes = this.source.readAt(start, LINE_QUOTE_BYTES + 1);
    const newline = bytes.indexOf(LF);
    const length = newline === -1 ? Math.min(bytes.length, LINE_QUOTE_BYTES) : newline;
    const cut = newline === -1 && bytes.length > LINE_QUOTE_BYTES;
    return Buffer.from(bytes.subarray(0, length)).toString("utf8") + (cut ? "…" : "");
  }
}
