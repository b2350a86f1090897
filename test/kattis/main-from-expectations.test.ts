import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { importKattisPackage } from "../../src/kattis/import-package";
import { inProject, makeTempDir, makeTempProject, writeFiles } from "../authoring/helpers/temp-project";

// Main is held AC on every case. A package's submissions.yaml may narrow what a submission of accepted/ may get
// (BAPCtools' own test packages redefine accepted/ as WA-only): such a submission must not become main, which then
// failed "AC on 0 of n" at every verify. A package in our own words: doubles a number.
const BASE: Record<string, string> = {
  "problem.yaml": "problem_format_version: 2023-07-draft\nname: Twice\n",
  "data/sample/1.in": "4\n",
  "data/sample/1.ans": "8\n",
  "data/secret/2.in": "21\n",
  "data/secret/2.ans": "42\n",
  // First in the package's order, and the quickest language: main, were it not for submissions.yaml.
  "submissions/accepted/a_plus_one.cpp": "#include <cstdio>\nint main() { long long n; std::scanf(\"%lld\", &n); std::printf(\"%lld\\n\", 2 * n + 1); }\n",
  "submissions/accepted/b_twice.py": "print(2 * int(input()))\n",
};

async function importWith(files: Record<string, string>): Promise<{ main: string | undefined; wrong: string[] }> {
  const scratch = makeTempDir("main-from-expectations");
  const project = makeTempProject();
  try {
    const pkg = join(scratch.dir, "twice");
    writeFiles(pkg, files);
    return await inProject(project.root, async () => {
      const imported = await importKattisPackage(pkg, { id: "twice" });
      const solutions = join(project.root, "solutions", "twice");
      const main = ["main.cpp", "main.py", "main.py3"].find((name) => existsSync(join(solutions, name)));
      return { main: main && `${main}: ${readFileSync(join(solutions, main), "utf8").split("\n")[0]}`, wrong: imported.submissions };
    });
  } finally {
    project.remove();
    scratch.remove();
  }
}

describe("import: main is an accepted submission that submissions.yaml holds to AC", () => {
  it("without submissions.yaml the first in the preferred language is main", async () => {
    const { main } = await importWith(BASE);
    expect(main).toMatch(/^main\.cpp/);
  });

  it("one that submissions.yaml lets get WA (by its name, a pattern, or a test group under it) is never main", async () => {
    for (const yaml of ["accepted/a_plus_one.cpp:\n  permitted: [WA]\n", "accepted/a_*:\n  required: [WA]\n", "accepted/a_plus_one.cpp:\n  secret:\n    permitted: [AC, WA]\n"]) {
      const { main, wrong } = await importWith({ ...BASE, "submissions/submissions.yaml": yaml });
      expect(main, yaml).toBe("main.py: print(2 * int(input()))");
      expect(wrong.join("\n"), yaml).toMatch(/submissions\/accepted\/a_plus_one\.cpp → /);
      // Nor labelled AC by its folder: submissions.yaml says what it may get (verify checks that), the label claims nothing.
      expect(wrong.join("\n"), yaml).toMatch(/a_plus_one\.cpp → \S+ \(mixed: submissions\.yaml says what it may get\)/);
    }
  });

  it("when every accepted one may get another verdict there is no main, and each is still kept", async () => {
    const { main, wrong } = await importWith({ ...BASE, "submissions/submissions.yaml": "accepted:\n  permitted: [AC, WA]\n" });
    expect(main).toBeUndefined();
    expect(wrong.join("\n")).toMatch(/a_plus_one\.cpp → /);
    expect(wrong.join("\n")).toMatch(/b_twice\.py → /);
  });

  // BAPCtools' hello has test-hello.py3: ".py3: no language here runs it" (BAPCtools and DOMjudge take it as Python 3).
  it("a .py3 submission is Python 3: imported, main when it is the only accepted one, and AC", async () => {
    const files = { ...BASE };
    delete files["submissions/accepted/a_plus_one.cpp"];
    delete files["submissions/accepted/b_twice.py"];
    const only = await importWith({ ...files, "submissions/accepted/twice.py3": "print(2 * int(input()))\n" });
    expect(only.main).toBe("main.py3: print(2 * int(input()))");
    expect(only.wrong.join("\n")).toMatch(/submissions\/accepted\/twice\.py3 → solutions\/twice\/main\.py3/);
  });
});
