import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runCommand } from "../helpers/cli";

// Every command that takes a path, fed each kind of bad path: a user error (one line, exit 2), never the internal-error path.
let dir = "";
const bad: Record<string, () => string> = {
  missing: () => join(dir, "missing.ts"),
  folder: () => join(dir, "folder.ts"),
  fifo: () => join(dir, "fifo.ts"),
  "under a file": () => join(dir, "plain.ts", "x.ts"),
  unreadable: () => join(dir, "unreadable.ts"),
};
// root reads any file whatever its mode, so an unreadable file cannot be made here.
const isRoot = process.getuid?.() === 0;
if (isRoot) console.log("note: the unreadable-path cases are skipped: running as root, every file is readable");
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), "stonebench-bad-paths-"));
  mkdirSync(join(dir, "folder.ts"));
  writeFileSync(join(dir, "plain.ts"), "x\n");
  execFileSync("mkfifo", [join(dir, "fifo.ts")]);
  writeFileSync(join(dir, "unreadable.ts"), "x\n", { mode: 0o000 });
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const uses: [string, (path: string) => string[]][] = [
  ["judge --solution", (path) => ["judge", "hdu2516", "--solution", path]],
  ["judge --cases", (path) => ["judge", "hdu2516", "--cases", path]],
  ["validate --in", (path) => ["validate", "hdu2516", "--in", path]],
  ["case --in", (path) => ["case", "hdu2516", "--in", path, "--name", "never"]],
  ["case --out", (path) => ["case", "hdu2516", "--in", join(dir, "plain.ts"), "--out", path, "--name", "never"]],
  ["stress --solution", (path) => ["stress", "hdu2516", "--solution", path, "--count", "1"]],
  ["stress --against", (path) => ["stress", "hdu2516", "--against", path, "--count", "1"]],
  ["stress --gen", (path) => ["stress", "hdu2516", "--gen", path, "--count", "1"]],
  ["submit --solution", (path) => ["submit", "hdu2516", "--solution", path, "--no-verify"]],
  ["import <dir>", (path) => ["import", path]],
  ["explore --game", (path) => ["explore", "--game", path]],
];
// explore's other paths: --svg is written (a missing file is fine, its folder is not) and --solution may be a folder.
const exploreUses: [string, string, string[]][] = [
  ["explore --svg", "folder", ["explore", "wythoff", "--range", "10", "--svg"]],
  ["explore --svg", "fifo", ["explore", "wythoff", "--range", "10", "--svg"]],
  ["explore --svg", "under a file", ["explore", "wythoff", "--range", "10", "--svg"]],
  ["explore --solution", "fifo", ["explore", "hdu1527", "--range", "10", "--solution"]],
  ["explore --solution", "missing", ["explore", "hdu1527", "--range", "10", "--solution"]],
];

describe("bad paths are user errors for every command", () => {
  for (const [use, kind, args] of exploreUses) {
    it(`${use} with a ${kind} path: one line, exit 2`, async () => {
      const [command, ...rest] = [...args, bad[kind]!()];
      const result = await runCommand(command!, rest, { timeoutMs: 20_000 });
      expect(result.stderr).not.toMatch(/internal error|\n\s+at /);
      expect(result.stderr).toMatch(/^error: /);
      expect(result.exitCode).toBe(2);
    });
  }
  for (const [use, args] of uses) {
    for (const [kind, path] of Object.entries(bad)) {
      it.skipIf(kind === "unreadable" && isRoot)(`${use} with a ${kind} path: one line, exit 2`, async () => {
        const [command, ...rest] = args(path());
        const result = await runCommand(command!, rest, { timeoutMs: 20_000 });
        expect(result.stderr).not.toMatch(/internal error|\n\s+at /);
        expect(result.stderr).toMatch(/^error: /);
        expect(result.exitCode).toBe(2);
      });
    }
  }
});
