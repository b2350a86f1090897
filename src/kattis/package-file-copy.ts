import { closeSync, fstatSync, readSync, writeSync } from "node:fs";
import { createHash } from "node:crypto";
import { chunkBufferFor } from "../util/chunk-buffer";
import type { CopiedContent } from "../util/file-content";
import { changedWhileRead, MAX_PACKAGE_FILE_BYTES, type PackageTree } from "./package-tree";

// A case may be 1 GiB: import checks it now (a regular file, under the limit) and copies it a chunk at a time when it
// is written, so memory stays flat however large the cases (five 1000 MiB cases held 7.2 GB when read whole).

/** A package file to be copied when written: checked now, and at the copy again (the same file, the same size). */
export function packageFileCopy(tree: PackageTree, path: string, maxBytes = MAX_PACKAGE_FILE_BYTES): CopiedContent {
  const { fd, stats } = tree.openChecked(path, maxBytes);
  closeSync(fd);
  const each = (use: (chunk: Buffer) => void): number => {
    const opened = tree.openChecked(path, maxBytes);
    try {
      const now = opened.stats;
      if (now.dev !== stats.dev || now.ino !== stats.ino || now.size !== stats.size) throw changedWhileRead(tree.shown(path), "another file, or another size, than when it was checked");
      const buffer = chunkBufferFor(stats.size);
      let total = 0;
      for (let read; (read = readSync(opened.fd, buffer, 0, buffer.length, null)) > 0; ) {
        total += read;
        if (total > stats.size) break;
        use(buffer.subarray(0, read));
      }
      if (total !== stats.size) throw changedWhileRead(tree.shown(path), `${total > stats.size ? "it grew" : "it shrank"} while it was copied`);
      return total;
    } finally {
      closeSync(opened.fd);
    }
  };
  return {
    copied: true,
    writeTo: (target) => void each((chunk) => writeWhole(target, chunk)),
    stamp: () => {
      const hash = createHash("sha256");
      const bytes = each((chunk) => hash.update(chunk));
      return { sha256: hash.digest("hex"), bytes };
    },
  };
}

function writeWhole(fd: number, chunk: Buffer): void {
  for (let done = 0; done < chunk.length; ) done += writeSync(fd, chunk, done, chunk.length - done);
}
