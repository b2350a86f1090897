import { existsSync, readdirSync, renameSync, rmSync } from "node:fs";
import { basename, dirname, join } from "node:path";
import { UserError } from "../errors";
import { displayPath } from "../paths";
import { writeAllOrNothing, type PlannedFile } from "../scaffold/write-plan";
import { isSameOrInside } from "../util/path-inside";

// A fresh import writes hundreds of files, each synced, for seconds. Killed half-way (SIGKILL, a power cut) it left a
// half problem that the next import refused as existing and the judge could not run. So the three folders are written
// beside their places, under hidden names, and renamed in at the end; what a killed import leaves is only hidden
// folders, which the next import removes.
const STAGED = /^\.stonebench-import-(\d+)-/;

function stagedName(home: string): string {
  return join(dirname(home), `.stonebench-import-${process.pid}-${basename(home)}`);
}

/** Writes a fresh problem's files (`homes`: problems/<id>, solutions/<id>, cases/<id>, none existing yet), whole or not at all. */
export function writeFreshHomes(files: PlannedFile[], homes: string[]): string[] {
  removeAbandonedStaging(homes);
  const staged = homes.map(stagedName);
  const placed = (path: string): string => {
    const at = homes.findIndex((home) => isSameOrInside(path, home));
    return at === -1 ? path : join(staged[at]!, path.slice(homes[at]!.length));
  };
  for (const dir of staged) rmSync(dir, { recursive: true, force: true });
  writeAllOrNothing(files.map((file) => ({ path: placed(file.path), data: file.data })), { dirs: staged });
  const moved: string[] = [];
  try {
    for (const [index, home] of homes.entries()) {
      if (existsSync(home)) throw new UserError(`${displayPath(home)} appeared while the package was imported; nothing was imported`, "look at what is in it, then import again (with --force to replace it)");
      renameSync(staged[index]!, home);
      moved.push(home);
    }
  } catch (error) {
    // Only folders this call made: its staged ones, and those it had already renamed into place.
    for (const dir of [...staged, ...moved]) rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  return files.map((file) => file.path);
}

/** Hidden staging folders of imports whose process is gone (killed while writing): never a user's, by their name. */
function removeAbandonedStaging(homes: string[]): void {
  for (const parent of new Set(homes.map((home) => dirname(home)))) {
    let names: string[] = [];
    try {
      names = readdirSync(parent);
    } catch {
      continue;
    }
    for (const name of names) {
      const pid = STAGED.exec(name)?.[1];
      if (pid && Number(pid) !== process.pid && !alive(Number(pid))) rmSync(join(parent, name), { recursive: true, force: true });
    }
  }
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}
