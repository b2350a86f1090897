import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { judgeJson } from "../helpers/cli";
import { missingToolchain } from "./language-fixtures";

// kotlinc names the class to run in the jar's manifest only for a top-level `fun main`: a file without one (or with
// its main inside an object) built without a word, and every case was RE "no main manifest attribute, in
// /box/out/main.jar", a box path and no word of the cause, where an empty Main.java is CE (helper's walkthrough).
const why = await missingToolchain("kotlin");
if (why) console.warn(`skipped: ${why}`);
const dir = mkdtempSync(join(tmpdir(), "stonebench-kotlin-main-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe.skipIf(why !== undefined)("a Kotlin file without a top-level fun main", () => {
  it("is CE, saying no top-level fun main was compiled, and no case runs", async () => {
    const source = join(dir, "solver.kt");
    writeFileSync(source, "object Solver {\n    @JvmStatic fun main(args: Array<String>) { println(\"first\") }\n}\n");
    const { report, exitCode } = await judgeJson(["hdu1846", "--solution", source, "--case", "01"]);
    expect(report?.summary.verdict).toBe("CE");
    expect(report?.summary.message).toMatch(/no top-level fun main was compiled/);
    expect(report?.summary.message).not.toMatch(/\/box\//);
    expect(report?.cases).toEqual([]);
    expect(exitCode).toBe(1);
  }, 300_000);
});
