import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { judgeJson } from "../helpers/cli";
import { missingToolchain } from "./language-fixtures";

// javac compiles a file with no class without a word: an empty Main.java was RE at every run ("Could not find or load
// main class Main"), where an empty C++, Rust or Go file is CE (helper's walkthrough).
const why = await missingToolchain("java");
if (why) console.warn(`skipped: ${why}`);
const dir = mkdtempSync(join(tmpdir(), "stonebench-empty-java-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe.skipIf(why !== undefined)("a Java file that declares no class", () => {
  it("is CE, saying no class was compiled, and no case runs", async () => {
    const source = join(dir, "Main.java");
    writeFileSync(source, "// nothing here yet\n");
    const { report, exitCode } = await judgeJson(["hdu1846", "--solution", source, "--case", "01"]);
    expect(report?.summary.verdict).toBe("CE");
    expect(report?.summary.message).toMatch(/no class Main was compiled/);
    expect(report?.cases).toEqual([]);
    expect(exitCode).toBe(1);
  }, 120_000);
});
