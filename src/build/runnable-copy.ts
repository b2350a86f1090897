import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { basename, dirname, join } from "node:path";
import { cachePath, sha256 } from "./build-cache";

/**
 * A script run by an interpreter (a Python validator, a JavaScript interactor) runs from a copy of its folder in the
 * judge's cache: the sandbox always shows the cache, but may hide the problem's folder (a project under /tmp).
 * Keyed by content, so an edit makes a new copy. Returns the copy of `entry`.
 */
export function runnableCopy(entry: string): string {
  const dir = dirname(entry);
  const files = readdirSync(dir, { withFileTypes: true }).filter((item) => item.isFile()).map((item) => join(dir, item.name)).sort();
  const key = sha256(files.map((file) => `${basename(file)}\0${sha256(readFileSync(file))}`).join("\n"));
  const target = cachePath("scripts", key, ".d");
  if (!existsSync(join(target, basename(entry)))) {
    const building = `${target}.${process.pid}.tmp`;
    rmSync(building, { recursive: true, force: true });
    mkdirSync(building, { recursive: true });
    for (const file of files) writeFileSync(join(building, basename(file)), readFileSync(file));
    rmSync(target, { recursive: true, force: true });
    renameSync(building, target);
  }
  return join(target, basename(entry));
}
