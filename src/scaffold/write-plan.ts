import { existsSync, mkdirSync, rmSync } from "node:fs";
import { UserError } from "../errors";
import { displayPath } from "../paths";
import { writeFileAtomic } from "../util/atomic-write";
import type { FileContent } from "../util/file-content";

/** A file of the set that another process wrote first (checked absent, then there at the exclusive write). */
export class AppearedWhileWriting extends UserError {}

export interface PlannedFile {
  path: string;
  data: FileContent;
}

/**
 * Writes a set of files that belong together (a problem, a case's .in and .out): each atomically, and
 * exclusively unless `replace`. If one fails, the files this call created are removed again, so a
 * refusal half-way leaves nothing new behind. Returns the paths written.
 */
export function writeAllOrNothing(files: PlannedFile[], options: { replace?: boolean; dirs?: string[] } = {}): string[] {
  const created: string[] = [];
  const createdDirs: string[] = [];
  try {
    for (const dir of options.dirs ?? []) {
      if (!existsSync(dir)) {
        mkdirSync(dir, { recursive: true });
        createdDirs.push(dir);
      }
    }
    for (const file of files) {
      const isNew = !existsSync(file.path);
      try {
        writeFileAtomic(file.path, file.data, { exclusive: !options.replace });
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "EEXIST") {
          throw new AppearedWhileWriting(`${displayPath(file.path)} already exists; nothing was written`, "it appeared while writing; run the command again");
        }
        throw error;
      }
      if (isNew) created.push(file.path);
    }
  } catch (error) {
    for (const path of created) rmSync(path, { force: true });
    for (const dir of createdDirs.reverse()) rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  return files.map((file) => file.path);
}
