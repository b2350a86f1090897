import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { exportKattisPackage } from "../../src/kattis/export-package";
import { importKattisPackage } from "../../src/kattis/import-package";
import { languageById } from "../../src/languages/registry";
import { entryPointOf } from "../../src/languages/source-folder";
import { findProblem } from "../../src/problem/find-problem";
import { verifyProblem } from "../../src/verify/verify-problem";
import { inProject, makeTempDir, makeTempProject, writeFiles } from "../authoring/helpers/temp-project";
import { missingToolchain } from "../languages/language-fixtures";

// 2025-09 "Example submissions": submissions.yaml's `entrypoint` names a multi-file submission's entry point where its
// language could have several (Python's main file, Java's main class), over the languages table's default. Hand-made,
// in our own words: print twice the number. Each folder holds a decoy the default would pick (__main__.py, which
// crashes; a Java class with a main that prints a wrong answer), so only the named entry point gets the folder's verdict.
const PACKAGE: Record<string, string> = {
  "problem.yaml": "problem_format_version: 2025-09\nname: Twice\nlimits:\n  time_limit: 4\n",
  "statement/problem.en.md": "Print twice the number.\n",
  "data/sample/1.in": "21\n",
  "data/sample/1.ans": "42\n",
  "data/secret/1.in": "5\n",
  "data/secret/1.ans": "10\n",
  "submissions/accepted/one.py": "print(2 * int(input()))\n",
  "submissions/wrong_answer/py/halve.py": "from helper import half\nprint(half(int(input())))\n",
  "submissions/wrong_answer/py/helper.py": "def half(x):\n    return x // 2\n",
  "submissions/wrong_answer/py/__main__.py": "raise SystemExit(1)\n",
  "submissions/accepted/java/Solver.java": "import java.util.Scanner;\n\nclass Solver {\n  public static void main(String[] args) {\n    System.out.println(Helper.twice(new Scanner(System.in).nextLong()));\n  }\n}\n",
  "submissions/accepted/java/Helper.java": "class Helper {\n  static long twice(long x) {\n    return 2 * x;\n  }\n}\n",
  "submissions/accepted/java/Decoy.java": "class Decoy {\n  public static void main(String[] args) {\n    System.out.println(0);\n  }\n}\n",
  "submissions/wrong_answer/lost/a.py": "print(0)\n",
  "submissions/wrong_answer/lost/b.py": "print(1)\n",
  "submissions/submissions.yaml": [
    "wrong_answer/py:",
    "  entrypoint: halve.py",
    "accepted/java:",
    "  language: java",
    "  entrypoint: Solver",
    "wrong_answer/lost:",
    "  entrypoint: c.py",
    "",
  ].join("\n"),
};

describe("submissions.yaml entrypoint (2025-09)", () => {
  it("names a file, or a Java or Kotlin class, among a folder's sources; one it does not name is said", () => {
    const python = languageById("python");
    const java = languageById("java");
    const kotlin = languageById("kotlin");
    const texts: Record<string, string> = {
      "__main__.py": "",
      "ac.py": "",
      "Main.java": "class Main { public static void main(String[] a) {} }\n",
      "Solver.java": "package app;\n// class Main\nclass Solver { public static void main(String[] a) {} }\n",
      "main.kt": "fun main() {}\n",
      "solver.kt": "fun main() {}\n",
    };
    const read = (path: string): string => texts[path]!;
    expect(entryPointOf(python, "x", ["__main__.py", "ac.py"], read, "ac.py")).toEqual({ path: "ac.py" });
    expect(entryPointOf(python, "x", ["__main__.py", "ac.py"], read)).toEqual({ path: "__main__.py" });
    expect(entryPointOf(java, "x", ["Main.java", "Solver.java"], read, "app.Solver")).toEqual({ path: "Solver.java" });
    // The class is in package app: a bare Solver is not it, and a class named only in a comment is not declared.
    expect(entryPointOf(java, "x", ["Main.java", "Solver.java"], read, "Solver")).toEqual({ reason: expect.stringMatching(/entrypoint Solver is not a file or a class of its Java sources/) });
    expect(entryPointOf(kotlin, "x", ["main.kt", "solver.kt"], read, "SolverKt")).toEqual({ path: "solver.kt" });
    expect(entryPointOf(python, "x", ["__main__.py", "ac.py"], read, "c.py")).toEqual({ reason: expect.stringMatching(/entrypoint c\.py is not one of its files \(__main__\.py, ac\.py\)/) });

    // BAPCtools' hello has accepted/test-multifile.sh/ with main.sh sourcing secondary.sh: BAPCtools (and import, for
    // every language it names a main.<ext> of) takes main.sh; it was "not imported: its entry point is not known".
    expect(entryPointOf(languageById("bash"), "test-multifile.sh", ["main.sh", "secondary.sh"], () => "")).toEqual({ path: "main.sh" });
  });

  it("import builds each folder from the entry point it names, verify judges it, export gives it back", async (context) => {
    for (const id of ["python", "java"]) {
      const missing = await missingToolchain(id);
      if (missing) {
        console.warn(`test/kattis/submission-entrypoint: skipped: ${missing}`);
        return context.skip();
      }
    }
    const project = makeTempProject();
    const scratch = makeTempDir("entrypoint");
    try {
      const pkg = join(scratch.dir, "twice");
      writeFiles(pkg, PACKAGE);
      await inProject(project.root, async () => {
        const imported = await importKattisPackage(pkg, { id: "twice" });
        const placed = imported.submissions.join("\n");
        expect(placed).toMatch(/submissions\/wrong_answer\/py\/ → solutions\/twice\/wrong\/py\/ \(WA; 3 files, entry halve\.py\)/);
        expect(placed).toMatch(/submissions\/accepted\/java\/ → solutions\/twice\/wrong\/java\/ \(AC; 3 files, entry Solver\.java\)/);
        expect(imported.skipped.join("\n")).toMatch(/submissions\/wrong_answer\/lost\/ \(a multi-file Python 3 submission: submissions\.yaml's entrypoint c\.py is not one of its files \(a\.py, b\.py\)\)/);
        // The label goes into the named entry point, which the judge finds again from it (not the default __main__.py).
        expect(readFileSync(join(project.root, "solutions/twice/wrong/py/halve.py"), "utf8")).toMatch(/^# expect: WA /);
        expect(readFileSync(join(project.root, "solutions/twice/wrong/py/__main__.py"), "utf8")).toBe(PACKAGE["submissions/wrong_answer/py/__main__.py"]);
        const checks = await verifyProblem("twice", { jobs: 1 });
        const summaries = checks.map((check) => `${check.ok ? "ok" : "FAILED"} ${check.summary}`).join("\n");
        expect(summaries).toMatch(/ok wrong\/py: WA as labelled, killed by 2 of 2 cases/);
        expect(summaries).toMatch(/ok wrong\/java: AC on 2\/2 cases/);
        const target = join(scratch.dir, "out");
        await exportKattisPackage(findProblem("twice"), target, { judgeAccepted: false });
        for (const file of Object.keys(PACKAGE).filter((path) => /^submissions\/(wrong_answer\/py|accepted\/java)\/|submissions\.yaml$/.test(path))) {
          expect(readFileSync(join(target, file), "utf8"), file).toBe(PACKAGE[file]);
        }
      });
    } finally {
      scratch.remove();
      project.remove();
    }
  }, 300_000);
});
