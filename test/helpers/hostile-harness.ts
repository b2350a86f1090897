import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { execa } from "execa";
import { afterAll, beforeAll, expect } from "vitest";
import { lingeringProcesses, repoRoot } from "./cli";

/**
 * What every hostile suite checks around its attacks: scratch folders (removed after), a build cache of its own, and,
 * after the last test, no process of the runs left (matched by the cache path or a victim's marker) and the
 * repository exactly as it was.
 */
export function hostileHarness(name: string, victimMarker: string): { scratch: (prefix: string) => string; cacheDir: string } {
  const made: string[] = [];
  const scratch = (prefix: string): string => {
    const dir = mkdtempSync(join(tmpdir(), prefix));
    made.push(dir);
    return dir;
  };
  const cacheDir = scratch(`stonebench-${name}-cache-`);
  let gitStatusBefore = "";
  beforeAll(async () => {
    gitStatusBefore = (await execa("git", ["status", "--porcelain"], { cwd: repoRoot })).stdout;
  });
  afterAll(async () => {
    try {
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(await lingeringProcesses((line) => line.includes(cacheDir) || line.includes(victimMarker))).toEqual([]);
      expect((await execa("git", ["status", "--porcelain"], { cwd: repoRoot })).stdout).toBe(gitStatusBefore);
    } finally {
      // A failed check above must not leave the scratch projects behind as well.
      for (const dir of made) rmSync(dir, { recursive: true, force: true });
    }
  });
  return { scratch, cacheDir };
}
