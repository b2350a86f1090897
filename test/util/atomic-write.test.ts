import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { writeFileAtomic } from "../../src/util/atomic-write";

// A name the system takes (250 bytes, under NAME_MAX 255) must be writable: the temp file beside it once took the
// name plus ".<pid>.<random>.tmp", so `import` of a package holding attachments/<250 a's> ended in an internal error.
describe("writeFileAtomic", () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it.each([false, true])("writes a file whose name is 250 bytes long (exclusive: %s), leaving no temp file", (exclusive) => {
    const dir = mkdtempSync(join(tmpdir(), "atomic-write-"));
    dirs.push(dir);
    for (const name of ["a".repeat(250), "é".repeat(125)]) {
      writeFileAtomic(join(dir, name), "x", { exclusive });
      expect(readFileSync(join(dir, name), "utf8")).toBe("x");
    }
    expect(readdirSync(dir).sort()).toEqual(["a".repeat(250), "é".repeat(125)].sort());
    expect(existsSync(join(dir, ".long-name"))).toBe(false);
  });
});
