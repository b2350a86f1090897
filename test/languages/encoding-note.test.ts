import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { encodingNote } from "../../src/build/encoding-note";
import { judgeJson } from "../helpers/cli";
import { missingToolchain } from "./language-fixtures";

// A source saved in GBK (a Chinese Windows editor; HDU's problems are Chinese) was CE in javac, Python, rustc and go,
// each naming bytes or UTF-8 but not the file's encoding (helper playing the hidden grader). The CE now says so.
const GBK_COMMENT = Buffer.from([0x23, 0x20, 0xc8, 0xa1, 0xca, 0xaf, 0xd7, 0xd3, 0x0a]); // "# 取石子" in GBK

describe("encodingNote", () => {
  it("names the encoding when the compiler's words are about it and the file is not UTF-8", () => {
    expect(encodingNote("Main.java:1: error: unmappable character (0xD7) for encoding UTF-8", GBK_COMMENT)).toBe(" (the file is not UTF-8: saved in another encoding, as GBK or Windows-1252 are; save it as UTF-8)");
    expect(encodingNote("a.go:1:8: illegal UTF-8 encoding", GBK_COMMENT)).toMatch(/not UTF-8/);
  });
  it("says nothing for a UTF-8 file or another error", () => {
    expect(encodingNote("Main.java:1: error: unmappable character (0xD7) for encoding UTF-8", Buffer.from("// 取石子\n"))).toBe("");
    expect(encodingNote("a.py:3:1: SyntaxError: invalid syntax", GBK_COMMENT)).toBe("");
  });
});

const why = await missingToolchain("python");
if (why) console.warn(`skipped: ${why}`);
const dir = mkdtempSync(join(tmpdir(), "stonebench-encoding-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe.skipIf(why !== undefined)("a Python solution saved in GBK", () => {
  it("is CE whose first line says the file is not UTF-8", async () => {
    const source = join(dir, "gbk.py");
    writeFileSync(source, Buffer.concat([GBK_COMMENT, Buffer.from('import sys\nprint("first")\n')]));
    const { report } = await judgeJson(["hdu1846", "--solution", source, "--case", "01"]);
    expect(report?.summary.verdict).toBe("CE");
    expect(report?.summary.message.split("\n")[0]).toMatch(/gbk\.py:1:\d+: SyntaxError: Non-UTF-8 code.*\(the file is not UTF-8: .*save it as UTF-8\)$/);
  }, 120_000);
});
