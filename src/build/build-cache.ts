import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { InternalError } from "../errors";
import { cacheDir } from "../paths";
import { writeFileAtomic } from "../util/atomic-write";

// Each entry has a sidecar seal holding the hash of its bytes, so a damaged entry is noticed and the
// entry itself stays exactly the code that runs.
const SEAL = ".sha256";

export function sha256(data: string | Uint8Array): string {
  return createHash("sha256").update(data).digest("hex");
}

export function cachePath(kind: string, key: string, extension: string): string {
  return join(cacheDir, kind, `${key}${extension}`);
}

export type CacheLookup = { state: "hit"; path: string } | { state: "miss" | "corrupt"; path: string };

/** Looks an entry up and checks its seal; a corrupt entry is reported so the caller rebuilds it. */
export function readCacheEntry(path: string): CacheLookup {
  let code: Buffer;
  let seal: string;
  try {
    code = readFileSync(path);
  } catch {
    return { state: "miss", path };
  }
  try {
    seal = readFileSync(path + SEAL, "utf8").trim();
  } catch {
    return { state: "corrupt", path };
  }
  return seal === sha256(code) ? { state: "hit", path } : { state: "corrupt", path };
}

/** Stores an entry atomically: two judges building the same solution at once never see half a file. */
export function writeCacheEntry(path: string, code: string): void {
  try {
    // The code first, then its seal: a reader that sees the seal sees the finished code.
    writeFileAtomic(path, code);
    writeFileAtomic(path + SEAL, `${sha256(Buffer.from(code))}\n`);
  } catch (error) {
    throw new InternalError(
      `cannot write the build cache at ${path}: ${(error as NodeJS.ErrnoException).code ?? error}`,
      `make ${cacheDir} writable, or point STONEBENCH_CACHE_DIR at a writable folder`,
    );
  }
}
