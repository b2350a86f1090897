import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { cxxHeaderNote } from "../../src/build/cxx-header-note";
import { judgeJson } from "../helpers/cli";
import { missingToolchain } from "./language-fixtures";

// Debian's g++ is 12, without <format> (13) or <print> (14): std::format was CE "format: No such file or directory",
// as if misspelt (helper playing the hidden grader). The CE now names the g++ that brought the header.
const DEBIAN = "g++ (Debian 12.2.0-14+deb12u1) 12.2.0";

describe("cxxHeaderNote", () => {
  it("names the g++ that brings a newer standard header", () => {
    expect(cxxHeaderNote("cpp", "a.cpp:2:10: error: format: No such file or directory", DEBIAN)).toBe(" (<format> comes with g++ 13, and this is g++ 12: install a newer one and name it under cpp: in languages.yaml, docs/languages.md)");
    expect(cxxHeaderNote("cpp", "a.cpp:2:10: error: print: No such file or directory", DEBIAN)).toMatch(/<print> comes with g\+\+ 14/);
  });
  it("says nothing for a g++ that has it, another header, or C", () => {
    expect(cxxHeaderNote("cpp", "a.cpp:2:10: error: format: No such file or directory", "g++ (GCC) 13.2.0")).toBe("");
    expect(cxxHeaderNote("cpp", "a.cpp:2:10: error: conio.h: No such file or directory", DEBIAN)).toBe("");
    expect(cxxHeaderNote("c", "a.c:2:10: error: format: No such file or directory", DEBIAN)).toBe("");
  });
});

const why = await missingToolchain("cpp");
if (why) console.warn(`skipped: ${why}`);
const dir = mkdtempSync(join(tmpdir(), "stonebench-cxx-header-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe.skipIf(why !== undefined)("judge a C++ solution using <format>", () => {
  it("is CE naming g++ 13 under an older g++, else AC", async () => {
    const source = join(dir, "fmt.cpp");
    writeFileSync(source, '#include <cstdio>\n#include <format>\nint main() {\n  int c, n, m;\n  if (scanf("%d", &c) != 1) return 0;\n  while (c-- > 0 && scanf("%d %d", &n, &m) == 2) puts(std::format("{}", n % (m + 1) ? "first" : "second").c_str());\n}\n');
    const { report } = await judgeJson(["hdu1846", "--solution", source, "--case", "01"]);
    const version = /^g\+\+ .*?(\d+)\.\d+\.\d+$/.exec((report as { language?: { compiler?: { version: string } } }).language?.compiler?.version ?? "");
    if (version && Number(version[1]) < 13) {
      expect(report?.summary.verdict).toBe("CE");
      expect(report?.summary.message.split("\n")[0]).toMatch(/fmt\.cpp:2:10: error: format: No such file or directory \(<format> comes with g\+\+ 13, and this is g\+\+ \d+/);
    } else {
      expect(report?.summary.verdict).toBe("AC");
    }
  }, 120_000);
});
