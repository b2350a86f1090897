import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { runCommand } from "../helpers/cli";
import { missingToolchain } from "./language-fixtures";

// A program's own messages name its source as the compile saw it: Go writes the source's absolute path into the
// binary for a panic's frames, and C's assert names __FILE__. Without a box (--no-sandbox, or a machine without user
// namespaces: the permission-model level) the compile runs in its staging folder in
// the cache (programs/<key>.XXXXXX, renamed to programs/<key> once built), and a Go panic's frame read
// '/…/node_modules/.cache/stonebench/programs/befb…IeDtcF/panic.go:5 +0x1a': a build folder, not the user's file.
const goMissing = await missingToolchain("go");
const cMissing = await missingToolchain("c");
const dir = mkdtempSync(join(tmpdir(), "stonebench-runtime-paths-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const sources = {
  "panic.go": "package main\n\nfunc main() {\n\tvar a []int\n\t_ = a[5]\n}\n",
  "assert.c": "#include <assert.h>\nint main(void) { int c = 2; assert(c == 3); return 0; }\n",
};

describe("a runtime error's own message names the user's file, boxed or not", () => {
  for (const [name, text] of Object.entries(sources)) {
    const missing = name.endsWith(".go") ? goMissing : cMissing;
    for (const level of [["--no-sandbox"], []]) {
      it.skipIf(missing !== undefined)(`${name} ${level.join(" ") || "(default level)"}`, async () => {
        const source = join(dir, name);
        writeFileSync(source, `${text}// ${level.join("") || "default"}\n`);
        // The text report, which quotes the program's stderr under the verdict.
        const { stdout } = await runCommand("judge", ["hdu1846", "--solution", source, "--case", "01", ...level]);
        expect(stdout).toMatch(/01-sample +RE /);
        expect(stdout).toContain(name.endsWith(".go") ? `${source}:5 ` : `${source}:2: main: Assertion`);
        expect(stdout).not.toMatch(/stonebench\/programs|\/box\//);
      }, 120_000);
    }
  }
});
