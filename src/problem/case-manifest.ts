import { createHash } from "node:crypto";
import { closeSync, existsSync, fstatSync, mkdirSync, openSync, readSync, rmSync, statSync } from "node:fs";
import { join } from "node:path";
import { UserError } from "../errors";
import { displayPath } from "../paths";
import { writeFileAtomic } from "../util/atomic-write";
import { chunkBufferFor } from "../util/chunk-buffer";
import { isCopied, type FileContent } from "../util/file-content";
import { readPlainFile } from "../util/read-plain";

/**
 * cases/<id>/manifest.json, kept by `npm run make-cases`: where each expected output came from (its oracle), with the
 * hashes of the files it wrote, and the generated cases (too large to commit: made from their recipe when first needed,
 * then cached; their hashes make every copy bit for bit the one recorded).
 */
export const MANIFEST_FILE = "manifest.json";

/** brute.ts, second-method.ts or main.ts computed it; the recipe gave it (a known sample, an interactive answer file); or a person wrote it. */
export const ORACLES = ["brute", "second-method", "main", "recipe", "by hand"] as const;
export type Oracle = (typeof ORACLES)[number];

export interface FileStamp {
  sha256: string;
  bytes: number;
}

export interface CaseEntry {
  oracle: Oracle;
  /** Why that oracle, e.g. "every instance is small enough for the exhaustive search". */
  why?: string;
  input: FileStamp;
  output: FileStamp;
  /** Not committed: make-cases makes it from its recipe (deterministic), into the generated-case cache. */
  generated?: true;
}

export interface CaseManifest {
  cases: Record<string, CaseEntry>;
}

// A manifest lists hashes and oracles of a few hundred cases at most.
const MANIFEST_BYTES = 16 << 20;
const NOTE = "Written by npm run make-cases: the oracle behind each expected output, and the hashes of what it wrote. Generated cases are not committed; they are made again from problems/<id>/cases.ts when first needed and must match these hashes bit for bit.";

export function manifestPath(casesDir: string): string {
  return join(casesDir, MANIFEST_FILE);
}

/** The manifest of a folder of cases, or undefined when it has none; a broken one is a UserError naming the fix. */
export function readManifest(casesDir: string): CaseManifest | undefined {
  const path = manifestPath(casesDir);
  if (!existsSync(path)) return undefined;
  const read = readPlainFile(path, MANIFEST_BYTES);
  if ("why" in read) throw new UserError(`Cannot read ${displayPath(path)}: ${read.why}`, "make-cases writes it; delete it and run npm run make-cases to make it again");
  return parseManifest(read.text, path);
}

/** A manifest's text, checked; `path` names it in errors. */
export function parseManifest(text: string, path: string): CaseManifest {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    throw new UserError(`${displayPath(path)} is not valid JSON: ${(error as Error).message}`, "restore it from git, or run npm run make-cases -- <id> --force to write it again");
  }
  const cases = (data as { cases?: unknown } | null)?.cases;
  if (typeof cases !== "object" || cases === null || Array.isArray(cases)) throw new UserError(`${displayPath(path)} has no "cases" object`, "restore it from git, or run npm run make-cases -- <id> --force");
  const out: Record<string, CaseEntry> = {};
  for (const [name, raw] of Object.entries(cases as Record<string, unknown>)) out[name] = checkEntry(path, name, raw);
  return { cases: out };
}

/**
 * Records the entries of one command in the manifest as it is on disk now, not as it was when the command read it:
 * two make-cases at once (--case a, --case b) each wrote back the whole manifest they had read at their start, so the
 * later one dropped the other's case. The read, merge and write (milliseconds) run under a lock folder (mkdir is
 * atomic); one left over 30 s ago (its holder killed in between) is stale and taken.
 */
export function mergeIntoManifest(casesDir: string, entries: Record<string, CaseEntry>, finish: (merged: CaseManifest) => CaseManifest = (merged) => merged): void {
  const lock = `${manifestPath(casesDir)}.lock`;
  mkdirSync(casesDir, { recursive: true });
  const deadline = Date.now() + 60_000;
  for (;;) {
    try {
      mkdirSync(lock);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      let stale = false;
      try {
        stale = Date.now() - statSync(lock).mtimeMs > 30_000;
      } catch {
        continue;
      }
      if (stale || Date.now() > deadline) rmSync(lock, { recursive: true, force: true });
      else Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 50);
    }
  }
  try {
    const onDisk = readManifest(casesDir) ?? { cases: {} };
    writeManifest(casesDir, finish({ cases: { ...onDisk.cases, ...entries } }));
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

export function writeManifest(casesDir: string, manifest: CaseManifest): void {
  // One line per case, in name order: a change to one case is a one-line diff.
  const lines = Object.keys(manifest.cases)
    .sort()
    .map((name) => `    ${JSON.stringify(name)}: ${JSON.stringify(manifest.cases[name])}`);
  writeFileAtomic(manifestPath(casesDir), `{\n  "note": ${JSON.stringify(NOTE)},\n  "cases": {\n${lines.join(",\n")}\n  }\n}\n`);
}

export function stampOf(data: FileContent): FileStamp {
  // Content copied from a file when written (an imported case) is hashed a chunk at a time, as stampOfFile.
  if (isCopied(data)) return data.stamp();
  const bytes = typeof data === "string" ? Buffer.from(data) : data;
  return { sha256: createHash("sha256").update(bytes).digest("hex"), bytes: bytes.length };
}

/** The stamp of a file, read in pieces (generated cases run to tens of MB). */
export function stampOfFile(path: string): FileStamp {
  const hash = createHash("sha256");
  const fd = openSync(path, "r");
  let bytes = 0;
  try {
    const buffer = chunkBufferFor(fstatSync(fd).size);
    for (let read; (read = readSync(fd, buffer, 0, buffer.length, null)) > 0; ) {
      hash.update(buffer.subarray(0, read));
      bytes += read;
    }
  } finally {
    closeSync(fd);
  }
  return { sha256: hash.digest("hex"), bytes };
}

export const sameStamp = (a: FileStamp, b: FileStamp): boolean => a.sha256 === b.sha256 && a.bytes === b.bytes;

function checkEntry(path: string, name: string, raw: unknown): CaseEntry {
  const fail = (what: string): never => {
    throw new UserError(`${displayPath(path)}: case "${name}" ${what}`, "restore the file from git, or run npm run make-cases -- <id> --force to write it again");
  };
  if (typeof raw !== "object" || raw === null) fail("is not an object");
  const entry = raw as Record<string, unknown>;
  if (!(ORACLES as readonly unknown[]).includes(entry.oracle)) fail(`has oracle ${JSON.stringify(entry.oracle)}, not one of ${ORACLES.join(", ")}`);
  const stamp = (key: "input" | "output"): FileStamp => {
    const value = entry[key] as { sha256?: unknown; bytes?: unknown } | undefined;
    if (!value || typeof value.sha256 !== "string" || !/^[0-9a-f]{64}$/.test(value.sha256) || !Number.isSafeInteger(value.bytes)) fail(`has no valid ${key} stamp (sha256 and bytes)`);
    return { sha256: value!.sha256 as string, bytes: value!.bytes as number };
  };
  if (!/^[A-Za-z0-9][A-Za-z0-9._-]{0,99}$/.test(name)) fail("is not a plain file name");
  return {
    oracle: entry.oracle as Oracle,
    ...(typeof entry.why === "string" ? { why: entry.why } : {}),
    input: stamp("input"),
    output: stamp("output"),
    ...(entry.generated === true ? { generated: true as const } : {}),
  };
}
