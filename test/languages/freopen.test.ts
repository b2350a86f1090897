import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { freopenNote } from "../../src/build/freopen-note";
import { judgeJson } from "../helpers/cli";
import { missingToolchain } from "./language-fixtures";

// A C++ solution with a local test's freopen("input.txt", "r", stdin) left in read no input and wrote nothing: the WA
// said only "the program wrote nothing to stdout", with a hint about unflushed Java and Go buffers (helper playing the
// hidden grader). A case with no output of such a source now names the line.
describe("freopenNote", () => {
  it("names an unguarded freopen of stdin or stdout, with its line", () => {
    expect(freopenNote("cpp", '#include <cstdio>\nint main() {\n  freopen("in.txt", "r", stdin);\n}\n')).toMatch(/^note: line 3 calls freopen\("in\.txt", …, stdin\): .*#ifndef ONLINE_JUDGE/);
    expect(freopenNote("c", 'int main(void) { freopen("out.txt", "w", stdout); }\n')).toMatch(/^note: line 1 calls freopen\("out\.txt", …, stdout\)/);
  });

  it("says nothing of one under #ifndef ONLINE_JUDGE, #ifdef LOCAL or in a comment, nor for other languages", () => {
    expect(freopenNote("cpp", '#ifndef ONLINE_JUDGE\n  freopen("in.txt", "r", stdin);\n#endif\nint main() {}\n')).toBe("");
    expect(freopenNote("cpp", 'int main() {\n#ifdef LOCAL\n#if 1\n#endif\n  freopen("in.txt", "r", stdin);\n#endif\n}\n')).toBe("");
    expect(freopenNote("cpp", '// freopen("in.txt", "r", stdin);\n/* freopen("in.txt", "r", stdin); */\nint main() {}\n')).toBe("");
    expect(freopenNote("python", 'freopen("in.txt", "r", stdin)\n')).toBe("");
  });
});

const why = await missingToolchain("cpp");
if (why) console.warn(`skipped: ${why}`);
const dir = mkdtempSync(join(tmpdir(), "stonebench-freopen-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe.skipIf(why !== undefined)("a C++ solution with freopen left in", () => {
  it("is WA whose message names the freopen line; the guarded one is AC", async () => {
    const body = 'int c, n, m; if (scanf("%d", &c) != 1) return 0; while (c-- > 0 && scanf("%d %d", &n, &m) == 2) puts(n % (m + 1) ? "first" : "second");';
    const left = join(dir, "left.cpp");
    writeFileSync(left, `#include <cstdio>\nint main() {\n  freopen("input.txt", "r", stdin);\n  ${body}\n}\n`);
    const { report } = await judgeJson(["hdu1846", "--solution", left, "--case", "01"]);
    expect(report?.summary.verdict).toBe("WA");
    expect(report?.cases[0]?.message).toMatch(/wrote nothing to stdout.*; note: line 3 calls freopen\("input\.txt", …, stdin\)/);
    const guarded = join(dir, "guarded.cpp");
    writeFileSync(guarded, `#include <cstdio>\nint main() {\n#ifndef ONLINE_JUDGE\n  freopen("input.txt", "r", stdin);\n#endif\n  ${body}\n}\n`);
    const { report: fine } = await judgeJson(["hdu1846", "--solution", guarded, "--case", "01"]);
    expect(fine?.summary.verdict).toBe("AC");
  }, 120_000);
});
