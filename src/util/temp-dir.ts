import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { InternalError } from "../errors";

const live = new Set<string>();

/** A private temp folder, removed by removeTempDir or, failing that, when the process exits. */
export function makeTempDir(prefix: string): string {
  try {
    const dir = mkdtempSync(join(tmpdir(), `${prefix}-`));
    live.add(dir);
    return dir;
  } catch (error) {
    throw new InternalError(
      `cannot create a temp folder in ${tmpdir()}: ${(error as NodeJS.ErrnoException).code ?? error}`,
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
