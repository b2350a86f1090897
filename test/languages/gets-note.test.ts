import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { getsNote } from "../../src/build/gets-note";
import { judgeJson } from "../helpers/cli";
import { missingToolchain } from "./language-fixtures";

// C++14 removed gets; an old HDU solution's CE here was "‘gets’ was not declared in this scope; did you mean ‘getw’?",
// g++ pointing at an unrelated function (found judging contestants' C++ idioms). The CE now says what became of it.
describe("getsNote", () => {
  it("says what became of gets and what reads a line now, in C++ only", () => {
    expect(getsNote("cpp", "a.cpp:3:42: error: ‘gets’ was not declared in this scope; did you mean ‘getw’?")).toMatch(/^ \(gets was removed in C\+\+14; .*fgets\(line, sizeof line, stdin\)/);
    expect(getsNote("cpp", "a.cpp:3:42: error: ‘fgets’ was not declared in this scope")).toBe("");
    expect(getsNote("c", "a.c:3:42: error: ‘gets’ was not declared in this scope")).toBe("");
  });
});

const why = await missingToolchain("cpp");
if (why) console.warn(`skipped: ${why}`);
const dir = mkdtempSync(join(tmpdir(), "stonebench-gets-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe.skipIf(why !== undefined)("an HDU-style C++ solution reading lines with gets", () => {
  it("is CE whose first line says gets was removed in C++14", async () => {
    const source = join(dir, "hdu.cpp");
    writeFileSync(source, '#include <cstdio>\n#include <cstdlib>\nint main() { char line[100]; int c, n, m; gets(line); c = atoi(line); while (c-- > 0 && gets(line)) { if (sscanf(line, "%d %d", &n, &m) == 2) puts(n % (m + 1) ? "first" : "second"); else c++; } return 0; }\n');
    const { report } = await judgeJson(["hdu1846", "--solution", source, "--case", "01"]);
    expect(report?.summary.verdict).toBe("CE");
    expect(report?.summary.message.split("\n")[0]).toMatch(/hdu\.cpp:3:\d+: error: .gets. was not declared in this scope.* \(gets was removed in C\+\+14/);
  }, 120_000);
});
