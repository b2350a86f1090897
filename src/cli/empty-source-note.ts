import { closeSync, fstatSync, openSync, readSync } from "node:fs";

// A solution saved empty (an editor's buffer never written, a `> main.py` by mistake) was judged without a word: C++
// got "the source has no main()", Python and TypeScript a WA whose note blamed a buffer never flushed.

/** The warning for a solution file that is empty or holds only whitespace, or undefined (a folder, a real source). */
export function emptySourceNote(path: string, label: string): string | undefined {
  let fd: number | undefined;
  try {
    fd = openSync(path, "r");
    const stat = fstatSync(fd);
    if (!stat.isFile() || stat.size > 4096) return undefined;
    const bytes = Buffer.alloc(stat.size);
    const read = stat.size === 0 ? 0 : readSync(fd, bytes, 0, stat.size, 0);
    if (bytes.subarray(0, read).toString("latin1").trim() !== "") return undefined;
    return `warning: ${label} is empty (${stat.size === 0 ? "0 bytes" : "whitespace only"}): save it in your editor first; every case will fail on it`;
  } catch {
    return undefined;
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}
