import { describe, expect, it } from "vitest";
import { languageById } from "../../src/languages/registry";
import { missingToolHint } from "../../src/languages/missing-tool-hint";

// A compiler that languages.yaml names and the machine lacks: the hint said "install g++ (…)", which was installed.
describe("missingToolHint", () => {
  it("names languages.yaml where it named the program", () => {
    const cpp = { ...languageById("cpp"), compile: "g++-99 -O2 -o {binary} {files}" };
    expect(missingToolHint(cpp, ["g++-99"], "compiler")).toBe("languages.yaml names g++-99 as C++'s compiler: install it, or change that command (docs/languages.md); nothing was judged");
  });
  it("says what to install where the shipped command's program is missing", () => {
    expect(missingToolHint(languageById("cpp"), ["g++"], "compiler")).toMatch(/^install g\+\+ \(Debian\/Ubuntu: apt-get install g\+\+\), or name another compiler in languages\.yaml/);
    expect(missingToolHint(languageById("python"), ["pypy3", "python3"], "compiler")).toMatch(/^install pypy3 or python3/);
  });
});
