import { accessSync, constants, lstatSync, mkdtempSync, readdirSync, readlinkSync, rmSync, statfsSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { InternalError } from "../errors";
import { processAlive } from "./process-alive";

const live = new Set<string>();

// A process killed by SIGKILL runs no exit handler, so its temp folders stay. Each folder's name carries its owner's
// PID namespace and PID; a later run removes those whose owner is gone (same namespace, same user, PID not alive).
const NAME = /^stonebench-[a-z0-9-]+?-(\d+)-(\d+)-[A-Za-z0-9]{6}$/;
let swept = false;
let namespaceId: string | undefined;

function pidNamespace(): string {
  if (namespaceId === undefined) {
    try {
      namespaceId = /\[(\d+)\]/.exec(readlinkSync("/proc/self/ns/pid"))?.[1] ?? "0";
    } catch {
      namespaceId = "0";
    }
  }
  return namespaceId;
}


/** Removes the temp folders of this user's runs that died without cleaning up (a killed judge's, say). */
export function sweepOrphanTempDirs(root = tmpdir()): string[] {
  const namespace = pidNamespace();
  const uid = process.getuid?.();
  const removed: string[] = [];
  let names: string[];
  try {
    names = readdirSync(root);
  } catch {
    return removed;
  }
  for (const name of names) {
    const match = NAME.exec(name);
    if (!match || match[1] !== namespace || namespace === "0") continue;
    const pid = Number(match[2]);
    if (pid === process.pid || processAlive(pid)) continue;
    const path = join(root, name);
    try {
      const stat = lstatSync(path);
      if (!stat.isDirectory() || (uid !== undefined && stat.uid !== uid)) continue;
      rmSync(path, { recursive: true, force: true });
      removed.push(path);
    } catch {
      // Another run removed it first, or it cannot be removed: neither is this run's business.
    }
  }
  return removed;
}

/** A private temp folder, removed by removeTempDir or, failing that, when the process exits (or by a later run). */
export function makeTempDir(prefix: string): string {
  return makeDirIn(tmpdir(), prefix);
}

const SHM = "/dev/shm";
const TMPFS_MAGIC = 0x01021994;
// Room for a few runs' files at the default output limit (64 MiB of stdout and of stderr each), with plenty to spare.
const SHM_ROOM_BYTES = 1 << 30;
let runRoot: string | undefined;

/**
 * Where runs' files go (stdout, stderr, reports, the kernel's counts): /dev/shm when it is a writable tmpfs with room,
 * else the temp folder; TMPDIR, when set, wins. Each case creates and removes five such files, and on a disk file
 * system (its journal) that cost the judge and the program about 0.8 ms of CPU a case (docs/performance.md, issue 27).
 */
export function runFilesRoot(): string {
  if (runRoot !== undefined) return runRoot;
  runRoot = tmpdir();
  if (process.env.TMPDIR) return runRoot;
  try {
    const stats = statfsSync(SHM);
    accessSync(SHM, constants.W_OK | constants.X_OK);
    if (stats.type === TMPFS_MAGIC && stats.bavail * stats.bsize >= SHM_ROOM_BYTES) runRoot = SHM;
  } catch {
    // No /dev/shm here, or not ours to write: the temp folder.
  }
  return runRoot;
}

/** A private folder for runs' files (runFilesRoot), removed as makeTempDir's are. */
export function makeRunDir(prefix: string): string {
  return makeDirIn(runFilesRoot(), prefix);
}

/** Whether a path lies in one of the folders this tool makes its temp folders in. */
export function inTempRoot(path: string): boolean {
  return [tmpdir(), runFilesRoot()].some((root) => path === root || path.startsWith(`${root}/`));
}

function makeDirIn(root: string, prefix: string): string {
  if (!swept) {
    swept = true;
    sweepOrphanTempDirs();
    if (runFilesRoot() !== tmpdir()) sweepOrphanTempDirs(runFilesRoot());
  }
  try {
    const dir = mkdtempSync(join(root, `${prefix}-${pidNamespace()}-${process.pid}-`));
    live.add(dir);
    return dir;
  } catch (error) {
    throw new InternalError(
      `cannot create a temp folder in ${root}: ${(error as NodeJS.ErrnoException).code ?? error}`,
      "make the temp folder writable, or point TMPDIR at one that is",
    );
  }
}

export function removeTempDir(dir: string): void {
  rmSync(dir, { recursive: true, force: true });
  live.delete(dir);
}

process.on("exit", () => {
  for (const dir of live) rmSync(dir, { recursive: true, force: true });
});
