import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { languageById, languageOf } from "../../src/languages/registry";
import { judgeJson } from "../helpers/cli";
import { missingToolchain } from "./language-fixtures";

// --lang py3 was 'Unknown language "py3"' though .py3 is one of Python's endings (a submission saved as sol.txt,
// named the way its file would end; helper's walkthrough). An ending, with or without its dot, now names the language
// that claims it, as for a file.
describe("--lang given an ending", () => {
  it("is the language that claims it", () => {
    expect(languageById("py3").id).toBe("python");
    expect(languageById(".py3").id).toBe("python");
    expect(languageById("mjs").id).toBe("javascript");
    expect(languageById("cxx").id).toBe("cpp");
    // BAPCtools' hello example has accepted/test-hello.bash beside test-hello.sh.
    expect(languageOf("submissions/accepted/test-hello.bash").id).toBe("bash");
    expect(() => languageById("cobol")).toThrow(/Unknown language "cobol"/);
  });
  it("suggests the nearest id or alias for a typo (--lang cp, --lang pyhton)", () => {
    expect(() => languageById("cp")).toThrow(/Unknown language "cp"; did you mean cpp\?/);
    expect(() => languageById("pyhton")).toThrow(/Unknown language "pyhton"; did you mean python\?/);
    expect(() => languageById("cobol")).not.toThrow(/did you mean/);
  });
});

const why = await missingToolchain("python");
if (why) console.warn(`skipped: ${why}`);
const dir = mkdtempSync(join(tmpdir(), "stonebench-lang-ending-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe.skipIf(why !== undefined)("judge --lang py3", () => {
  it("judges a .txt file as Python: AC", async () => {
    const source = join(dir, "sol.txt");
    writeFileSync(source, 'import sys\nd = sys.stdin.read().split()\nfor i in range(int(d[0])):\n    n, m = int(d[1 + 2 * i]), int(d[2 + 2 * i])\n    print("second" if n % (m + 1) == 0 else "first")\n');
    const { report, stderr } = await judgeJson(["hdu1846", "--solution", source, "--lang", "py3", "--case", "01"]);
    expect((report as { language?: { id: string } } | undefined)?.language?.id, stderr).toBe("python");
    expect(report?.cases.map((c) => c.verdict), `${stderr}${report?.summary.message}`).toEqual(["AC"]);
  }, 120_000);
});
