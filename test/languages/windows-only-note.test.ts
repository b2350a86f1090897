import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { windowsOnlyNote } from "../../src/build/windows-only-note";
import { judgeJson } from "../helpers/cli";
import { missingToolchain } from "./language-fixtures";

// HDU's C and C++ compilers run on Windows: an HDU solution's __int64 or <conio.h> was CE here ("unknown type name
// '__int64'") with no word of why HDU took it (helper playing the hidden grader). The CE now says so.
describe("windowsOnlyNote", () => {
  it("explains __int64 and the Windows headers", () => {
    expect(windowsOnlyNote("c", "a.c:2:13: error: unknown type name ‘__int64’; did you mean ‘__int64_t’?")).toMatch(/^ \(__int64 is a Windows compiler's type .*use long long, read and written with %lld\)$/);
    expect(windowsOnlyNote("cpp", "a.cpp:2:13: error: ‘__int64’ was not declared in this scope")).toMatch(/__int64 is a Windows/);
    expect(windowsOnlyNote("cpp", "a.cpp:2:10: error: conio.h: No such file or directory")).toMatch(/^ \(<conio\.h> is Windows's .*getch\(\)/);
  });
  it("says nothing for other errors or languages", () => {
    expect(windowsOnlyNote("cpp", "a.cpp:2:10: error: foo.h: No such file or directory")).toBe("");
    expect(windowsOnlyNote("rust", "a.rs:1:1: error: __int64")).toBe("");
  });
});

const why = await missingToolchain("c");
if (why) console.warn(`skipped: ${why}`);
const dir = mkdtempSync(join(tmpdir(), "stonebench-windows-only-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe.skipIf(why !== undefined)("an HDU-style C solution with __int64", () => {
  it("is CE whose first line says __int64 is Windows's", async () => {
    const source = join(dir, "hdu.c");
    writeFileSync(source, '#include <stdio.h>\nint main() { __int64 c, n, m; scanf("%I64d", &c); while (c--) { scanf("%I64d%I64d", &n, &m); puts(n % (m + 1) ? "first" : "second"); } return 0; }\n');
    const { report } = await judgeJson(["hdu1846", "--solution", source, "--case", "01"]);
    expect(report?.summary.verdict).toBe("CE");
    expect(report?.summary.message.split("\n")[0]).toMatch(/hdu\.c:2:\d+: error: .*__int64.* \(__int64 is a Windows compiler's type/);
  }, 120_000);
});
