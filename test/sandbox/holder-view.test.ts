import { closeSync, existsSync, mkdirSync, mkdtempSync, openSync, readFileSync, rmSync, writeFileSync, writeSync } from "node:fs";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { cacheDir } from "../../src/paths";
import { openReadOnlyInSandbox, takeViewCopy } from "../../src/sandbox/holder-view";
import { detectSandbox } from "../../src/sandbox/sandbox-level";

// sandbox/holder-view.ts: a file is opened for an unsandboxed-by-Node program through the holder's read-only view, or,
// where the holder hides its folder, as a copy. A hidden folder is remembered: its next files are copied at once.
const namespaces = detectSandbox().level === "namespaces";
if (!namespaces) console.warn(`test/sandbox/holder-view: namespaces unavailable here (${detectSandbox().reason}); skipped`);

mkdirSync(cacheDir, { recursive: true });
// The cache stays visible in the holder; /tmp itself (not a cache kept under it) is hidden.
const visible = mkdtempSync(join(cacheDir, "holder-view-"));
const hidden = mkdtempSync("/tmp/stonebench-holder-view-");
const work = mkdtempSync(join(cacheDir, "holder-view-work-"));
afterAll(() => {
  for (const folder of [visible, hidden, work]) rmSync(folder, { recursive: true, force: true });
});

// Whether a write through a reopen of the fd (what a program could do by /proc/self/fd/<n>) is refused.
function reopenForWrite(fd: number): "refused" | "written" {
  try {
    const writable = openSync(`/proc/self/fd/${fd}`, "r+");
    writeSync(writable, "X");
    closeSync(writable);
    return "written";
  } catch {
    return "refused";
  }
}

describe.skipIf(!namespaces || hidden.startsWith(cacheDir))("openReadOnlyInSandbox", () => {
  it("opens a shown file through the read-only view (no copy), and copies each file of a hidden folder, which it remembers", async () => {
    writeFileSync(join(visible, "a.in"), "shown\n");
    const shown = await openReadOnlyInSandbox(join(visible, "a.in"), work, "a-view");
    expect(takeViewCopy(join(work, "a-view"))).toBe(false);
    expect(existsSync(join(work, "a-view"))).toBe(false);
    expect(reopenForWrite(shown)).toBe("refused");
    closeSync(shown);
    expect(readFileSync(join(visible, "a.in"), "utf8")).toBe("shown\n");

    for (const name of ["1", "2", "3"]) {
      writeFileSync(join(hidden, `${name}.in`), `hidden ${name}\n`);
      const fd = await openReadOnlyInSandbox(join(hidden, `${name}.in`), work, `${name}-view`);
      // A copy each time, the second and third without a look into the view: the same content, its own file.
      expect(readFileSync(`/proc/self/fd/${fd}`, "utf8")).toBe(`hidden ${name}\n`);
      expect(existsSync(join(work, `${name}-view`))).toBe(true);
      reopenForWrite(fd);
      closeSync(fd);
      expect(readFileSync(join(hidden, `${name}.in`), "utf8")).toBe(`hidden ${name}\n`);
      // Told once that it is a copy (the run's files are removed then), never twice.
      expect(takeViewCopy(join(work, `${name}-view`))).toBe(true);
      expect(takeViewCopy(join(work, `${name}-view`))).toBe(false);
    }

    // A shown folder is still looked into file by file: a new file there is opened through the view.
    writeFileSync(join(visible, "b.in"), "shown too\n");
    const again = await openReadOnlyInSandbox(join(visible, "b.in"), work, "b-view");
    expect(takeViewCopy(join(work, "b-view"))).toBe(false);
    expect(reopenForWrite(again)).toBe("refused");
    closeSync(again);
  });
});
