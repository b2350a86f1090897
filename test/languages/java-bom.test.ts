import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { bomNote } from "../../src/build/bom-note";
import { judgeJson } from "../helpers/cli";
import { missingToolchain } from "./language-fixtures";

// A Java file saved with a byte-order mark (Windows editors) is CE, as javac makes it on Kattis and Codeforces; its
// message showed an invisible character under the caret: the CE now says it is a BOM and how to save without it.
const why = await missingToolchain("java");
if (why) console.warn(`skipped: ${why}`);
const dir = mkdtempSync(join(tmpdir(), "stonebench-java-bom-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("bomNote", () => {
  it("explains javac's illegal character U+FEFF, and nothing else", () => {
    expect(bomNote("Main.java:1: error: illegal character: '\\ufeff'\n")).toMatch(/byte-order mark.*without BOM/);
    expect(bomNote("Main.java:1: error: illegal character: '#'\n")).toBe("");
  });
});

describe.skipIf(why !== undefined)("a Java file that starts with a BOM", () => {
  it("is CE, naming the byte-order mark", async () => {
    const source = join(dir, "Main.java");
    writeFileSync(source, "\ufeffpublic class Main { public static void main(String[] a) { System.out.println(\"first\\nsecond\"); } }\n");
    const { report } = await judgeJson(["hdu1846", "--solution", source, "--case", "01"]);
    expect(report?.summary.verdict).toBe("CE");
    expect(report?.summary.message.split("\n")[0]).toMatch(/Main\.java:1:1: error: illegal character: '\\ufeff' \(the file starts with a byte-order mark/);
  }, 120_000);
});
