import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { runCommand } from "../helpers/cli";

// A JavaScript solution runs byte for byte as written, yet its RE's frames read 'at f (/…/deep.js (built):1:41)', as
// if a build of it, with other lines, were somewhere to look for (found judging contestants' JavaScript). They name the
// file itself now; a TypeScript solution's unmapped frames keep "(built)" (its .cjs is esbuild's).
const dir = mkdtempSync(join(tmpdir(), "stonebench-js-frames-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("a JavaScript solution's stack frames", () => {
  it("name the file as written, at its own lines", async () => {
    const source = join(dir, "crash.js");
    writeFileSync(source, "// reads nothing\nfunction f(o) {\n  return o.missing.field;\n}\nconsole.log(f({}));\n");
    const { stdout } = await runCommand("judge", ["hdu1846", "--solution", source, "--case", "01"]);
    expect(stdout).toMatch(/01-sample +RE /);
    expect(stdout).toContain(`at f (${source}:3:`);
    expect(stdout).not.toContain("(built)");
  }, 120_000);
});
