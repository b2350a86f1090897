import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { readMessageFile, readPlainFile } from "../../src/util/read-plain";

// Files a command only consults, and a judging program's message: never a blocking read, never a whole huge file.
const dir = mkdtempSync(join(tmpdir(), "stonebench-read-plain-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("readPlainFile and readMessageFile", () => {
  writeFileSync(join(dir, "small.txt"), "a: 1\n");
  writeFileSync(join(dir, "big.txt"), `${"x".repeat(5000)}\n`);
  execFileSync("mkfifo", [join(dir, "fifo")]);
  writeFileSync(join(dir, "secret.txt"), "secret\n");
  symlinkSync(join(dir, "secret.txt"), join(dir, "link.txt"));

  it("reads a plain file, and says why not for a FIFO (without blocking), a folder, a missing file and one too large", () => {
    expect(readPlainFile(join(dir, "small.txt"), 100)).toEqual({ text: "a: 1\n" });
    expect(readPlainFile(join(dir, "fifo"), 100)).toEqual({ why: "it is not a regular file (a FIFO, socket, device or folder)" });
    expect(readPlainFile(dir, 100)).toEqual({ why: "it is not a regular file (a FIFO, socket, device or folder)" });
    expect(readPlainFile(join(dir, "none"), 100)).toEqual({ why: "it cannot be read (ENOENT)" });
    expect(readPlainFile(join(dir, "big.txt"), 100)).toEqual({ why: "it is 5001 bytes, more than the 100 such a file may be" });
  });

  it("a message: its head with the whole size when cut (a 3 MB one read as none before), nothing from a FIFO or a link", () => {
    expect(readMessageFile(join(dir, "small.txt"), 100)).toBe("a: 1");
    expect(readMessageFile(join(dir, "big.txt"), 100)).toBe(`${"x".repeat(100)}… (cut: the first 100 of 5001 bytes)`);
    expect(readMessageFile(join(dir, "fifo"), 100)).toBe("");
    expect(readMessageFile(join(dir, "link.txt"), 100)).toBe("");
  });
});
