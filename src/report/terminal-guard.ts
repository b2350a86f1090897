import { randomInt } from "node:crypto";
import { showControls } from "../util/visible-text";

// Every string a command writes to stdout or stderr passes through guardStreams: names of files, a package's
// problem.yaml, a compiler's or a validator's messages reach many lines, and an escape sequence in any of them could
// repaint a fake AC line, retitle the terminal or write to the clipboard (OSC 52). Each control character becomes a
// visible one (visible-text.ts). The tool's own sequences (colours, clearing a progress line, --watch clearing the
// screen) are written with this process's marks instead, which no file or program can know in advance, and only marks
// become escape sequences again.

/** Four private-use characters drawn at start: stands for ESC (and for CR) in the tool's own text. */
const mark = (): string => Array.from({ length: 4 }, () => String.fromCharCode(0xe000 + randomInt(0x1900))).join("");
export const ESC_MARK = mark();
const CR_MARK = mark();

/** Back to the start of the line and clear it (a progress line's redraw). */
export const CLEAR_LINE = `${CR_MARK}${ESC_MARK}[K`;
/** Back to the start of the line (a progress line written over itself). */
export const LINE_START = CR_MARK;
/** Clear the screen and its scrollback, cursor home (--watch's redraw). */
export const CLEAR_SCREEN = `${ESC_MARK}[2J${ESC_MARK}[3J${ESC_MARK}[H`;

/** The text as the terminal should get it: controls visible, the tool's own marks as the sequences they stand for. */
export function guardedText(text: string): string {
  return showControls(text).replaceAll(ESC_MARK, "\u001b").replaceAll(CR_MARK, "\r");
}

let guarded = false;

/** From now on every string written to stdout and stderr goes through guardedText (Buffers pass as they are). */
export function guardStreams(): void {
  if (guarded) return;
  guarded = true;
  for (const stream of [process.stdout, process.stderr]) {
    const write = stream.write.bind(stream) as (chunk: unknown, ...rest: unknown[]) => boolean;
    stream.write = ((chunk: unknown, ...rest: unknown[]) => write(typeof chunk === "string" ? guardedText(chunk) : chunk, ...rest)) as typeof stream.write;
  }
}
