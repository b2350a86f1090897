// The exchange between solution and interactor as the judge saw it while teeing the two pipes, capped in size.

export type Direction = "to-interactor" | "to-solution";

export interface TranscriptLine {
  direction: Direction;
  /** Milliseconds since the run started, when the line's first byte arrived. */
  atMs: number;
  text: string;
  /** The line was cut at the per-line cap; this many bytes were not kept. */
  cutBytes: number;
}

const LINE_CAP = 200;

/**
 * Keeps the last `capBytes` of the exchange as lines with direction and time, plus byte totals each way. Partial lines
 * are joined per direction, so a move written in two chunks reads as one line.
 */
export class Transcript {
  readonly bytes: Record<Direction, number> = { "to-interactor": 0, "to-solution": 0 };
  private readonly lines: TranscriptLine[] = [];
  private keptBytes = 0;
  /** Lines dropped from the front to keep within the cap. */
  dropped = 0;
  private readonly open: Partial<Record<Direction, TranscriptLine>> = {};

  constructor(private readonly capBytes = 64 * 1024) {}

  add(direction: Direction, chunk: Buffer, atMs: number): void {
    this.bytes[direction] += chunk.length;
    if (this.capBytes <= 0) return;
    let start = 0;
    while (start < chunk.length) {
      const newline = chunk.indexOf(10, start);
      const end = newline === -1 ? chunk.length : newline;
      let line = this.open[direction];
      if (!line) {
        line = { direction, atMs: Math.round(atMs * 10) / 10, text: "", cutBytes: 0 };
        this.open[direction] = line;
        this.push(line);
      }
      const room = Math.max(0, LINE_CAP - line.text.length);
      const piece = chunk.toString("utf8", start, Math.min(end, start + room));
      line.text += piece;
      line.cutBytes += end - start - Buffer.byteLength(piece);
      this.keptBytes += piece.length;
      this.trim();
      if (newline === -1) break;
      delete this.open[direction];
      start = newline + 1;
    }
  }

  all(): readonly TranscriptLine[] {
    return this.lines;
  }

  /** Printable lines: `[   12.5 ms] sol → int  5`, the last `count` of them (all when undefined). */
  format(count?: number): string[] {
    const shown = count === undefined ? this.lines : this.lines.slice(-count);
    const skipped = this.dropped + this.lines.length - shown.length;
    const out = skipped > 0 ? [`… ${skipped} earlier lines not shown`] : [];
    for (const line of shown) {
      const arrow = line.direction === "to-interactor" ? "sol → int" : "int → sol";
      const cut = line.cutBytes > 0 ? ` … (+${line.cutBytes} bytes)` : "";
      out.push(`[${line.atMs.toFixed(1).padStart(9)} ms] ${arrow}  ${line.text}${cut}`);
    }
    out.push(`bytes: solution → interactor ${this.bytes["to-interactor"]}, interactor → solution ${this.bytes["to-solution"]}`);
    return out;
  }

  private push(line: TranscriptLine): void {
    this.lines.push(line);
    this.keptBytes += 16;
  }

  private trim(): void {
    while (this.keptBytes > this.capBytes && this.lines.length > 1) {
      const first = this.lines.shift()!;
      this.keptBytes -= first.text.length + 16;
      this.dropped++;
    }
  }
}
