import { closeSync, constants, fstatSync, openSync, readFileSync, readlinkSync, realpathSync } from "node:fs";
import { displayPath } from "../paths";
import { isSameOrInside } from "./path-inside";

// A file of a folder someone else may write into (a submission's folder, a problem's validator, its include/) is read
// through one descriptor, and the kernel's own path for what was opened must lie inside the folders allowed. A check by
// path and a read by path can meet two files: a link swapped in between let a root judge copy /root's files into a
// submission's build, and a validator folder's link to a secret was read whole.

/** Why a file could not be read inside its folders: one sentence, for the caller's message. */
export class OutsideError extends Error {}

/** The real paths of folders, for `readInside` (a folder that does not exist is left out). */
export function realFolders(folders: string[]): string[] {
  return folders.flatMap((folder) => {
    try {
      return [realpathSync(folder)];
    } catch {
      return [];
    }
  });
}

/**
 * A regular file's bytes, where the file opened (links followed) lies inside one of `realAllowed` (real paths, from
 * realFolders). Anything else throws OutsideError: a FIFO (opened without blocking), a device, a folder, a file reached
 * through a link leading elsewhere. Errors of the read itself (ENOENT, EACCES) pass through.
 */
export function readInside(path: string, realAllowed: string[]): Buffer {
  const fd = openSync(path, constants.O_RDONLY | constants.O_NONBLOCK);
  try {
    if (!fstatSync(fd).isFile()) throw new OutsideError(`${displayPath(path)} is not a regular file`);
    const opened = openedOutside(fd, realAllowed);
    if (opened !== undefined) {
      throw new OutsideError(`${displayPath(path)} leads to ${opened}, outside ${realAllowed.map((folder) => displayPath(folder)).join(" and ")} (a symbolic link)`);
    }
    return readFileSync(fd);
  } finally {
    closeSync(fd);
  }
}

/** Where an open descriptor's file lies, by the kernel's own path for it, when that is outside every folder of `realAllowed`. */
export function openedOutside(fd: number, realAllowed: string[]): string | undefined {
  const opened = readlinkSync(`/proc/self/fd/${fd}`);
  return realAllowed.some((folder) => isSameOrInside(opened, folder)) ? undefined : opened;
}
