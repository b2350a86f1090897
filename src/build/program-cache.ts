import { createHash } from "node:crypto";
import { readdirSync, readFileSync, renameSync, rmSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { InternalError } from "../errors";
import { cacheDir } from "../paths";
import { writeFileAtomic } from "../util/atomic-write";

// A built program of a boxed language is a folder (its sources and the compiler's out/), kept by its key, with a
// manifest of every file's size and hash: a damaged folder is noticed and built again, as a damaged .mjs is.
const MANIFEST = ".stonebench-program.json";

export function programDir(key: string): string {
  return join(cacheDir, "programs", key);
}

/** hit: the folder is whole; corrupt: it is there but does not match its manifest; miss: nothing. */
export function lookUpProgram(key: string): "hit" | "miss" | "corrupt" {
  const dir = programDir(key);
  let manifest: [string, number, string][];
  try {
    manifest = JSON.parse(readFileSync(join(dir, MANIFEST), "utf8")) as [string, number, string][];
  } catch {
    try {
      statSync(dir);
      return "corrupt";
    } catch {
      return "miss";
    }
  }
  try {
    for (const [path, size, hash] of manifest) {
      const data = readFileSync(join(dir, path));
      if (data.length !== size || createHash("sha256").update(data).digest("hex") !== hash) return "corrupt";
    }
  } catch {
    return "corrupt";
  }
  return "hit";
}

/** Seals a staged folder and moves it into place; a racing judge that got there first wins (its folder is the same build). */
export function keepProgram(staged: string, key: string): void {
  const files = listFiles(staged);
  const manifest = files.map((path) => {
    const data = readFileSync(join(staged, path));
    return [path, data.length, createHash("sha256").update(data).digest("hex")];
  });
  try {
    writeFileAtomic(join(staged, MANIFEST), JSON.stringify(manifest));
  } catch (error) {
    throw new InternalError(`cannot write the build cache at ${staged}: ${(error as NodeJS.ErrnoException).code ?? error}`, `make ${cacheDir} writable, or point STONEBENCH_CACHE_DIR at a writable folder`);
  }
  const target = programDir(key);
  if (lookUpProgram(key) === "corrupt") rmSync(target, { recursive: true, force: true });
  try {
    renameSync(staged, target);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code !== "ENOTEMPTY" && code !== "EEXIST") throw error;
    rmSync(staged, { recursive: true, force: true });
  }
}

function listFiles(root: string, dir = root): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return listFiles(root, path);
    return entry.isFile() && entry.name !== MANIFEST ? [relative(root, path)] : [];
  });
}
