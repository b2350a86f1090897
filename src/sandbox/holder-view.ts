import { closeSync, constants, copyFileSync, fstatSync, openSync, realpathSync, statSync } from "node:fs";
import { dirname, join } from "node:path";
import { sharedHolder } from "./holder";

/**
 * Opens a file for a sandboxed program that has no permission model (a package's C++ or Python validator or
 * interactor) so that the fd cannot be turned into a write. An fd opened out here refers to the judge's own, writable
 * mount: reopened by its /proc/self/fd path for writing, it would change the case file. Opened instead through the
 * holder's root (/proc/<holder>/root/…), it refers to the holder's read-only mount of the same file, where that reopen
 * fails (EROFS). A file the holder does not show (under a hidden folder such as /tmp) is copied into `workDir`, so a
 * write changes only the copy.
 */
export async function openReadOnlyInSandbox(path: string, workDir: string, copyName: string): Promise<number> {
  const holder = await sharedHolder();
  const real = realpathSync(path);
  // A folder found hidden once is not looked into again for the same holder (each look a failed open, an exception):
  // its other files are copied at once, which is always safe.
  const folder = dirname(real);
  if (hiddenFolders.get(folder) !== holder.pid) {
    try {
      const direct = statSync(real);
      const fd = openSync(`/proc/${holder.pid}/root${real}`, constants.O_RDONLY | constants.O_NONBLOCK);
      const seen = fstatSync(fd);
      if (seen.ino === direct.ino && seen.dev === direct.dev) return fd;
      closeSync(fd);
    } catch {
      // Hidden in the holder: copied below.
    }
    hiddenFolders.set(folder, holder.pid);
  }
  const copy = join(workDir, copyName);
  copyFileSync(real, copy, constants.COPYFILE_FICLONE);
  copies.add(copy);
  return openSync(copy, constants.O_RDONLY | constants.O_NONBLOCK);
}

const hiddenFolders = new Map<string, number>();
const copies = new Set<string>();

/** Whether this path is a copy made above (and forgets it): whoever removes a run's files removes it then. */
export function takeViewCopy(path: string): boolean {
  return copies.delete(path);
}
