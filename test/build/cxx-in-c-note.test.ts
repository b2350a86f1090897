import { describe, expect, it } from "vitest";
import { cxxInCNote } from "../../src/build/cxx-in-c-note";

// C++ in a .c file is compiled as C: gcc's "bits/stdc++.h: No such file or directory" now says why and what to do.
describe("cxxInCNote", () => {
  it("notes C++ headers or using namespace std in a C source", () => {
    expect(cxxInCNote("c", "#include <bits/stdc++.h>\nint main() {}\n")).toMatch(/C\+\+ in a C file.*\.cpp.*--lang cpp/);
    expect(cxxInCNote("c", "#include <stdio.h>\nusing namespace std;\n")).toMatch(/--lang cpp/);
  });
  it("says nothing for C, or for another language", () => {
    expect(cxxInCNote("c", "#include <stdio.h>\nint main(void) { return 0; }\n")).toBe("");
    expect(cxxInCNote("cpp", "#include <bits/stdc++.h>\n")).toBe("");
  });
  it("names --lang, not the file's ending, when --lang made a C++ file C", () => {
    const note = cxxInCNote("c", "#include <cstdio>\nint main() {}\n", "c");
    expect(note).toContain("because of --lang c: judge it with --lang cpp, or without --lang");
    expect(note).not.toContain("name it .cpp");
  });
});
