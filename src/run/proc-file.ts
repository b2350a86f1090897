import { closeSync, openSync, readSync } from "node:fs";

// One buffer for every /proc read of the judge: readFileSync allocates 64 KiB for each file of unknown size (/proc's
// are all "0 bytes"), and the judge reads two or three of them per sampled process every tick.
const buffer = Buffer.allocUnsafe(16 * 1024);

/** The text of a small /proc file (stat, status, schedstat, children), at most 16 KiB; throws as readFileSync does. */
export function readProcFile(path: string): string {
  const fd = openSync(path, "r");
  try {
    // A short read is the end: /proc's seq files fill the whole buffer while there is more (a second read, one syscall
    // more per file and up to a dozen a case, would only return 0).
    let length = 0;
    for (let got; length < buffer.length && (got = readSync(fd, buffer, length, buffer.length - length, null)) > 0; ) {
      length += got;
      if (length < buffer.length) break;
    }
    return buffer.toString("latin1", 0, length);
  } finally {
    closeSync(fd);
  }
}
