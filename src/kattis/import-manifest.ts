import { copyFileSync, constants, existsSync, readFileSync } from "node:fs";
import { basename, dirname, join, relative } from "node:path";
import { projectRoot } from "../paths";
import type { PlannedFile } from "../scaffold/write-plan";
import { stampOf, stampOfFile } from "../problem/case-manifest";
import { writeFileAtomic } from "../util/atomic-write";

// What an import wrote, with each file's hash: "changed since the last import" is then a fact, not a guess.
export const IMPORT_MANIFEST = ".import-manifest.json";

interface ManifestFile {
  version: 1;
  /** The package folder the files came from, as given. */
  package: string;
  /** Project-relative path → SHA-256 of the bytes written. */
  files: Record<string, string>;
}

const key = (path: string): string => relative(projectRoot(), path).split("\\").join("/");

/** The hashes the last import recorded, by absolute path; undefined when the problem was not imported (or the record is unreadable). */
export function readImportManifest(problemDir: string): Map<string, string> | undefined {
  const path = join(problemDir, IMPORT_MANIFEST);
  if (!existsSync(path)) return undefined;
  try {
    const data = JSON.parse(readFileSync(path, "utf8")) as Partial<ManifestFile>;
    if (data.version !== 1 || typeof data.files !== "object" || data.files === null) return undefined;
    return new Map(Object.entries(data.files).filter(([, hash]) => typeof hash === "string").map(([file, hash]) => [join(projectRoot(), file), hash]));
  } catch {
    return undefined;
  }
}

/** Records every file this import wrote, hashed as it is on disk now (after any derived time limit). */
export function writeImportManifest(problemDir: string, packageDir: string, written: string[]): void {
  const files: Record<string, string> = {};
  // Hashed a chunk at a time: a case may be 1 GiB.
  for (const path of [...written].sort()) if (existsSync(path)) files[key(path)] = stampOfFile(path).sha256;
  const manifest: ManifestFile = { version: 1, package: packageDir, files };
  writeFileAtomic(join(problemDir, IMPORT_MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
}

export interface KeptAside {
  path: string;
  aside: string;
  /** No import wrote this problem before (made by new, or an older import): the file differs from the package's, not "changed since". */
  neverImported?: true;
}

/**
 * Before --force replaces files: every file the package brings that exists with other bytes than the last import
 * wrote (or with no record of an import) is the user's, so it is copied aside to <name>.mine first (never moved:
 * nothing is lost if the write then fails). Files the last import wrote and nobody touched are simply replaced.
 */
export function keepUserChangesAside(files: PlannedFile[], manifest: Map<string, string> | undefined): KeptAside[] {
  const kept: KeptAside[] = [];
  for (const file of files) {
    if (!existsSync(file.path)) continue;
    const now = stampOfFile(file.path).sha256;
    if (manifest?.get(file.path) === now || now === stampOf(file.data).sha256) continue;
    // A name the package may have (up to 255 bytes) plus ".mine-2" passed NAME_MAX: ENAMETOOLONG, an internal error.
    const stem = Buffer.byteLength(basename(file.path)) <= 230 ? file.path : join(dirname(file.path), Buffer.from(basename(file.path)).subarray(0, 200).toString());
    let aside = `${stem}.mine`;
    for (let n = 2; existsSync(aside); n++) aside = `${stem}.mine-${n}`;
    copyFileSync(file.path, aside, constants.COPYFILE_EXCL);
    kept.push({ path: file.path, aside, ...(manifest === undefined ? { neverImported: true as const } : {}) });
  }
  return kept;
}
