import { closeSync, openSync, readSync } from "node:fs";
import { startsWithByteOrderMark } from "../util/byte-order-mark";

// A case saved by an editor that writes a byte-order mark (Notepad's "UTF-8") starts with EF BB BF: cin, scanf,
// int() and a byte parser all fail on it at the first number, and a run that then printed nothing was explained as
// output left in a buffer. No judge's input has one; the note says where the fault is.

/** True when the file's first three bytes are UTF-8's byte-order mark (false when it cannot be read). */
export function startsWithBom(path: string): boolean {
  let fd: number | undefined;
  try {
    fd = openSync(path, "r");
    const head = Buffer.alloc(3);
    return readSync(fd, head, 0, 3, 0) === 3 && startsWithByteOrderMark(head);
  } catch {
    return false;
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}

/** The words for an input that starts with a byte-order mark. */
export const INPUT_BOM_NOTE = "the input starts with a byte-order mark (U+FEFF, bytes EF BB BF), which no judge's input has: cin, scanf, int() and byte parsers fail on it at the first number; save the case as UTF-8 without BOM";
