import { closeSync, openSync, readSync } from "node:fs";

// A case that failed for a program that reads lines of a bounded length (Go's default bufio.Scanner:
// build/go-scanner-note.ts): when the case's input has a longer line, the note that says so. Read only for a failing
// case, in 1 MiB chunks, up to the end of the first line that is too long.

/** A limit on the length of a line the program reads whole (build/go-scanner-note.ts finds Go's). */
export interface InputLineLimit {
  /** The longest line the program reads whole, in bytes. */
  bytes: number;
  /** What holds it, and how to raise it. */
  why: string;
}

/** "; note: line 3 of the input is 1288895 bytes long, and <why>", or "" when no line is longer than the limit. */
export function longLineNote(inputPath: string, limit: InputLineLimit | undefined): string {
  if (!limit) return "";
  const buffer = Buffer.alloc(1 << 20);
  let fd: number | undefined;
  try {
    fd = openSync(inputPath, "r");
    let line = 1;
    let length = 0;
    for (;;) {
      const got = readSync(fd, buffer, 0, buffer.length, null);
      if (got <= 0) break;
      let start = 0;
      for (let end = buffer.indexOf(10, start); end >= 0 && end < got; end = buffer.indexOf(10, start)) {
        length += end - start;
        if (length > limit.bytes) return note(line, length, limit.why);
        line++;
        length = 0;
        start = end + 1;
      }
      length += got - start;
    }
    return length > limit.bytes ? note(line, length, limit.why) : "";
  } catch {
    return "";
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}

const note = (line: number, length: number, why: string): string => `; note: line ${line} of the input is ${length} bytes long, and ${why}`;
