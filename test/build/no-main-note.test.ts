import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { noMainNote } from "../../src/build/no-main-note";
import { judgeJson } from "../helpers/cli";
import { missingToolchain } from "../languages/language-fixtures";

// A C or C++ source without main() was CE "undefined reference to `main'" from Scrt1.o, naming nothing of the user's
// source. The CE's first line now says main() is missing and, where the source shows why, the line.
const LINK = "/usr/bin/ld: Scrt1.o: in function `_start':\n(.text+0x17): undefined reference to `main'\n";

describe("noMainNote", () => {
  it("names a misspelt main with its line, a main under #ifdef LOCAL, and one in a namespace", () => {
    expect(noMainNote("c", LINK, "#include <stdio.h>\nint mian(void) { return 0; }\n")).toBe(" (the source has no main(): a judge starts the program at int main(); line 2 declares mian(), not main())");
    expect(noMainNote("cpp", LINK, "#ifdef LOCAL\nint main() {}\n#endif\n")).toMatch(/its main\(\) is under an #if that this build leaves out/);
    expect(noMainNote("cpp", LINK, "namespace sol {\nint main() { return 0; }\n}\n")).toMatch(/a main\(\) inside a namespace, class or struct is not the program's main/);
    expect(noMainNote("cpp", LINK, "int solve() { return 0; }\n")).toBe(" (the source has no main(): a judge starts the program at int main())");
  });

  it("says nothing for other link errors or other languages", () => {
    expect(noMainNote("cpp", "undefined reference to `solve()'\n", "int main() { solve(); }\n")).toBe("");
    expect(noMainNote("rust", LINK, "fn mian() {}\n")).toBe("");
  });
});

const dir = mkdtempSync(join(tmpdir(), "stonebench-no-main-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const why = await missingToolchain("c");
if (why) console.warn(`skipped: ${why}`);

describe.skipIf(why !== undefined)("a C solution without main", () => {
  it("is CE whose message says main() is missing and names the misspelt line", async () => {
    const path = join(dir, "mian.c");
    writeFileSync(path, "#include <stdio.h>\nint mian(void) { return 0; }\n");
    const { report, stdout } = await judgeJson(["hdu1846", "--solution", path]);
    expect(report?.summary.verdict).toBe("CE");
    expect(stdout).toMatch(/the source has no main\(\): a judge starts the program at int main\(\); line 2 declares mian\(\), not main\(\)/);
  }, 120_000);
});
