import { closeSync, fsyncSync, linkSync, mkdirSync, openSync, renameSync, rmSync, writeSync } from "node:fs";
import { basename, dirname, join } from "node:path";
import { isCopied, type FileContent } from "./file-content";

/**
 * Writes a file so that readers see the old content or the new, never a half-written one.
 * With `exclusive`, an existing file is never replaced: link() fails with EEXIST instead. Copied content is
 * streamed into the temporary file, so a large file is written whole or not at all without being held in memory.
 */
export function writeFileAtomic(path: string, data: FileContent, options: { exclusive?: boolean } = {}): void {
  try {
    writeThroughTemp(path, data, options);
  } catch (error) {
    // A full disk (a package of sparse 1 GiB files copied dense) names the file being written: write(2)'s error has no
    // path, and it was an internal error with a stack (run-cli.ts says it in one line).
    const failure = error as NodeJS.ErrnoException;
    if (failure.code === "ENOSPC" || failure.code === "EDQUOT") failure.path = path;
    throw error;
  }
}

function writeThroughTemp(path: string, data: FileContent, options: { exclusive?: boolean }): void {
  mkdirSync(dirname(path), { recursive: true });
  // A long name (a package's 250-byte attachment) plus the suffix passed NAME_MAX: ENAMETOOLONG, an internal error.
  const stem = Buffer.byteLength(basename(path)) <= 200 ? basename(path) : ".long-name";
  const temp = join(dirname(path), `${stem}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`);
  const fd = openSync(temp, "wx");
  try {
    if (isCopied(data)) data.writeTo(fd);
    else writeSync(fd, typeof data === "string" ? Buffer.from(data) : data);
    fsyncSync(fd);
  } catch (error) {
    closeSync(fd);
    rmSync(temp, { force: true });
    throw error;
  }
  closeSync(fd);
  try {
    if (options.exclusive) linkSync(temp, path);
    else renameSync(temp, path);
  } finally {
    rmSync(temp, { force: true });
  }
}
