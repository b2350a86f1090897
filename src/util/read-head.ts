import { closeSync, fstatSync, openSync, readSync } from "node:fs";

/** The first `limit` bytes of a file as text, and its size. */
export function readHead(path: string, limit: number): { text: string; bytes: number } {
  const fd = openSync(path, "r");
  try {
    const bytes = fstatSync(fd).size;
    const buffer = Buffer.alloc(Math.min(bytes, limit));
    const read = readSync(fd, buffer, 0, buffer.length, 0);
    return { text: buffer.toString("utf8", 0, read), bytes };
  } finally {
    closeSync(fd);
  }
}

/** The first `limit` bytes of a file as text, or "" where it cannot be read (an output its program never wrote). */
export function readHeadText(path: string, limit: number): string {
  try {
    return readHead(path, limit).text;
  } catch {
    return "";
  }
}
