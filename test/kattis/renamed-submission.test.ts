import { describe, expect, it } from "vitest";
import { importedName, withoutImportedLabel } from "../../src/kattis/submission-folders";

// Two folders of a package may hold the same name (BAPCtools' guess: guess_close_stdout_1.cpp in run_time_error/ and
// time_limit_exceeded/); import renames the second in solutions/<id>/wrong/ and its label keeps the package's name.
describe("a submission import had to rename", () => {
  it("its label gives the package's name back, and export takes the label line out byte for byte", () => {
    const body = "#include <cstdio>\nint main() {}\n";
    const renamed = `// expect: TLE or ILE (imported from submissions/time_limit_exceeded/guess_close_stdout_1.cpp)\n${body}`;
    expect(importedName(renamed)).toBe("guess_close_stdout_1.cpp");
    expect(withoutImportedLabel(Buffer.from(renamed)).toString()).toBe(body);
    // Python's comment, after a #! line; and a folder submission's name.
    const python = "#!/usr/bin/env python3\n# expect: WA (imported from submissions/wrong_answer/py)\nprint(1)\n";
    expect(importedName(python)).toBe("py");
    expect(withoutImportedLabel(Buffer.from(python)).toString()).toBe("#!/usr/bin/env python3\nprint(1)\n");
  });

  it("a submission kept under its own name has no name in its label, and a user's own label is not read as one", () => {
    expect(importedName("// expect: WA (imported from submissions/wrong_answer/)\nint main() {}\n")).toBeUndefined();
    expect(importedName("// expect: WA (imported from @EXPECTED_RESULTS@: WRONG-ANSWER)\n")).toBeUndefined();
    expect(importedName("// expect: WA (off by one, see submissions/wrong_answer/x.cpp)\n")).toBeUndefined();
    expect(importedName("int main() {}\n// expect: WA (imported from submissions/wrong_answer/x.cpp)\n")).toBeUndefined();
  });
});
