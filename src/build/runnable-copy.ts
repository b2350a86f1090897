import { existsSync, mkdirSync, readdirSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { basename, dirname, join } from "node:path";
import { UserError } from "../errors";
import { displayPath, projectRoot } from "../paths";
import { OutsideError, readInside, realFolders } from "../util/read-inside";
import { cachePath, sha256 } from "./build-cache";

/**
 * A script run by an interpreter (a Python validator, a JavaScript interactor) runs from a copy of its folder in the
 * judge's cache: the sandbox always shows the cache, but may hide the problem's folder (a project under /tmp).
 * Keyed by content, so an edit makes a new copy. Returns the copy of `entry`.
 */
export function runnableCopy(entry: string): string {
  const dir = dirname(entry);
  const files = readdirSync(dir, { withFileTypes: true }).filter((item) => item.isFile()).map((item) => join(dir, item.name)).sort();
  // Each file read once, where it lies (a file swapped for a link since the listing is refused, not copied).
  const allowed = realFolders([dir, projectRoot()]);
  let texts: Buffer[];
  try {
    texts = files.map((file) => readInside(file, allowed));
  } catch (error) {
    if (error instanceof OutsideError) throw new UserError(`${displayPath(entry)} cannot run: ${error.message}`, "keep the program's files as regular files in its folder");
    throw error;
  }
  const key = sha256(files.map((file, index) => `${basename(file)}\0${sha256(texts[index]!)}`).join("\n"));
  const target = cachePath("scripts", key, ".d");
  if (!existsSync(join(target, basename(entry)))) {
    const building = `${target}.${process.pid}.tmp`;
    rmSync(building, { recursive: true, force: true });
    mkdirSync(building, { recursive: true });
    files.forEach((file, index) => writeFileSync(join(building, basename(file)), texts[index]!));
    rmSync(target, { recursive: true, force: true });
    renameSync(building, target);
  }
  return join(target, basename(entry));
}
