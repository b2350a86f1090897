import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { DEFAULT_LANGUAGES } from "../../src/languages/default-languages";
import { interpreterVariant, standardVariant } from "../../src/languages/language-variant";
import { mergeSettings } from "../../src/languages/languages-settings";
import { languageById } from "../../src/languages/registry";
import { judgeJson } from "../helpers/cli";
import { missingToolchain } from "./language-fixtures";

// `--lang cpp17` was 'Unknown language "cpp17"', though Codeforces, DMOJ and AtCoder name C++ and C per standard (helper
// playing the hidden grader). Such a name is C++ or C with -std set to that standard; another versioned name (java8,
// python2) says how a version is chosen here.
describe("--lang with a C or C++ standard", () => {
  it("is C++ or C with that -std, the rest of the command as it was", () => {
    for (const name of ["cpp17", "c++17", "gnu++17", "CPP17"]) {
      const language = languageById(name);
      expect(language).toMatchObject({ id: "cpp", name: "C++17" });
      expect(language.compile).toBe("g++ -std=gnu++17 -O2 -fstack-protector-strong -DONLINE_JUDGE -o {binary} {files}");
    }
    expect(languageById("cpp23").compile).toMatch(/^g\+\+ -std=gnu\+\+23 -O2 /);
    expect(languageById("c99")).toMatchObject({ id: "c", name: "C99", compile: "gcc -std=gnu99 -O2 -fstack-protector-strong -DONLINE_JUDGE -o {binary} {files} -lm" });
    expect(languageById("c23").compile).toMatch(/-std=gnu2x /);
    // c11 stays the alias of C it was, the default's gnu11.
    expect(languageById("c11")).toMatchObject({ id: "c", name: "C" });
  });

  // Codeforces' and DMOJ's "Python 3" is CPython; here python runs PyPy where installed (as Kattis), and a user had no
  // way to judge one run under CPython: `--lang cpython` pins python3, and the report names it.
  it("cpython is Python pinned to python3, compile and run", () => {
    for (const name of ["cpython", "CPython3"]) {
      const language = languageById(name);
      expect(language).toMatchObject({ id: "python", name: "Python 3 (CPython)", compile: "python3 -I -m py_compile {files}", run: "python3 {mainfile}" });
    }
    expect(languageById("pypy3").run).toBe("pypy3|python3 {mainfile}");
  });

  // A languages.yaml that names PyPy (python: {run: pypy3 {mainfile}}) made --lang cpython run PyPy, reported as
  // "Python 3 (CPython) · … [PyPy 7.3.11 …]": the variant pins python3 in place of PyPy however it is named.
  it("cpython replaces a PyPy that languages.yaml names", () => {
    const pypy = mergeSettings(DEFAULT_LANGUAGES, "python:\n  compile: pypy3 -m py_compile {files}\n  run: /opt/pypy/bin/pypy3.10 -X utf8 {mainfile}\n", "languages.yaml");
    const variant = interpreterVariant("cpython", pypy)!;
    expect(variant.compile).toBe("python3 -m py_compile {files}");
    expect(variant.run).toBe("python3 -X utf8 {mainfile}");
    const own = mergeSettings(DEFAULT_LANGUAGES, "python:\n  run: python3.11 {mainfile}\n", "languages.yaml");
    expect(interpreterVariant("cpython", own)!.run).toBe("python3.11 {mainfile}");
  });

  it("keeps languages.yaml's command, with its -std replaced or added", () => {
    const sanitized = mergeSettings(DEFAULT_LANGUAGES, "cpp:\n  compile: g++ -std=gnu++20 -O1 -fsanitize=address -o {binary} {files}\n", "languages.yaml");
    expect(standardVariant("cpp14", sanitized)?.compile).toBe("g++ -std=gnu++14 -O1 -fsanitize=address -o {binary} {files}");
    const bare = mergeSettings(DEFAULT_LANGUAGES, "cpp:\n  compile: clang++ -O2 -o {binary} {files}\n", "languages.yaml");
    expect(standardVariant("cpp17", bare)?.compile).toBe("clang++ -std=gnu++17 -O2 -o {binary} {files}");
  });

  it("another versioned name, or a standard gcc's line does not take, is a clear error naming what works", () => {
    expect(() => languageById("java8")).toThrow(/Unknown language "java8"/);
    try {
      languageById("java8");
    } catch (error) {
      expect((error as { hint?: string }).hint).toMatch(/--lang java judges with it.*languages\.yaml/);
    }
    try {
      languageById("cpp26");
    } catch (error) {
      expect((error as { hint?: string }).hint).toMatch(/--lang takes cpp98, .*cpp23/);
    }
    expect(() => languageById("cpp26")).toThrow(/Unknown language "cpp26"/);
  });
});

const why = await missingToolchain("cpp");
if (why) console.warn(`skipped: ${why}`);
const dir = mkdtempSync(join(tmpdir(), "stonebench-lang-standard-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe.skipIf(why !== undefined)("judge --lang cpp17", () => {
  it("builds with -std=gnu++17: C++20's std::ranges is CE there and AC with cpp20; the report names C++17", async () => {
    const source = join(dir, "ranges.cpp");
    writeFileSync(source, '#include <bits/stdc++.h>\nint main() {\n  std::vector<int> v{3, 1};\n  std::ranges::sort(v);\n  int c, n, m;\n  if (scanf("%d", &c) != 1) return 0;\n  while (c-- > 0 && scanf("%d %d", &n, &m) == 2) puts(n % (m + 1) ? "first" : "second");\n}\n');
    const old = await judgeJson(["hdu1846", "--solution", source, "--lang", "cpp17", "--case", "01"]);
    expect(old.report?.summary.verdict).toBe("CE");
    expect(old.report?.summary.message.split("\n")[0]).toMatch(/ranges\.cpp:4:\d+: error: .*ranges/);
    expect((old.report as { language?: { description: string } }).language?.description).toMatch(/^C\+\+17 · g\+\+/);
    const now = await judgeJson(["hdu1846", "--solution", source, "--lang", "cpp20", "--case", "01"]);
    expect(now.report?.summary.verdict).toBe("AC");
  }, 120_000);
});
