import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { InternalError } from "../errors";
import { cacheDir } from "../paths";
import { writeFileAtomic } from "../util/atomic-write";

// Each entry ends with a seal line holding the hash of the code above it, so a damaged entry is noticed.
const SEAL = "\n//# stonebench-sha256=";

export function sha256(data: string | Uint8Array): string {
  return createHash("sha256").update(data).digest("hex");
}

export function cachePath(kind: string, key: string, extension: string): string {
  return join(cacheDir, kind, `${key}${extension}`);
}

export type CacheLookup = { state: "hit"; path: string } | { state: "miss" | "corrupt"; path: string };

/** Looks an entry up and checks its seal; a corrupt entry is reported so the caller rebuilds it. */
export function readCacheEntry(path: string): CacheLookup {
  let text: string;
  try {
    text = readFileSync(path, "utf8");
  } catch {
    return { state: "miss", path };
  }
  const at = text.lastIndexOf(SEAL);
  if (at === -1) return { state: "corrupt", path };
  const code = text.slice(0, at);
  const seal = text.slice(at + SEAL.length).trim();
  return seal === sha256(code) ? { state: "hit", path } : { state: "corrupt", path };
}

/** Stores an entry atomically: two judges building the same solution at once never see half a file. */
export function writeCacheEntry(path: string, code: string): void {
  try {
    writeFileAtomic(path, `${code}${SEAL}${sha256(code)}\n`);
  } catch (error) {
    throw new InternalError(
      `cannot write the build cache at ${path}: ${(error as NodeJS.ErrnoException).code ?? error}`,
      `make ${cacheDir} writable, or point STONEBENCH_CACHE_DIR at a writable folder`,
    );
  }
}
