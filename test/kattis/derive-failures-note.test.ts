import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { runCommand } from "../helpers/cli";
import { makeTempDir, makeTempProject, writeFiles } from "../authoring/helpers/temp-project";
import { missingToolchain } from "../languages/language-fixtures";

// NWERC 2023 higherarithmetic sets no time limit and its output validator is a build/run program folder, which does
// not run here: import's note on the timing said the validator's whole sentence once for each of its twelve accepted
// submissions (1,500 characters), and its Kotlin submission's compile error, source line and caret included, broke the
// note over three lines. The note now gives each reason once, on its first line, after the submissions it stopped.
// A package in that shape, in our own words.
const PACKAGE: Record<string, string> = {
  "problem.yaml": "name: Echo\nvalidation: custom\n",
  "problem_statement/problem.en.tex": "\\problemname{Echo}\nPrint the number given.\n",
  "data/sample/1.in": "1\n",
  "data/sample/1.ans": "1\n",
  "data/secret/2.in": "5\n",
  "data/secret/2.ans": "5\n",
  "output_validators/check/build": "#!/bin/sh\ng++ -O2 -o check check.cpp\n",
  "output_validators/check/run": "#!/bin/sh\nexec \"$(dirname \"$0\")/check\" \"$@\"\n",
  "output_validators/check/check.cpp": "int main() { return 42; }\n",
  "submissions/accepted/echo.py": "print(input())\n",
  "submissions/accepted/echo2.py": "print(int(input()))\n",
  "submissions/accepted/broken.cpp": "int main() {\n  return missing_name;\n}\n",
};

const why = (await missingToolchain("python")) ?? (await missingToolchain("cpp"));
if (why) console.warn(`skipped: ${why}`);

describe.skipIf(why !== undefined)("import's note on the accepted submissions it could not time", () => {
  it("names each reason once, on one line, after the submissions it stopped", async () => {
    const scratch = makeTempDir("derive-failures-note");
    const project = makeTempProject();
    try {
      const dir = join(scratch.dir, "echo");
      writeFiles(dir, PACKAGE);
      const { exitCode, stdout } = await runCommand("import", [dir], { env: { STONEBENCH_ROOT: project.root } });
      expect(exitCode).toBe(0);
      const lines = stdout.split("\n");
      const at = lines.findIndex((line) => line.includes("no accepted submission could be timed here"));
      expect(at, stdout).toBeGreaterThan(-1);
      const note = lines[at]!;
      // One line: the next is another note or the next step, not the rest of a compile error.
      expect(lines[at + 1], stdout).toMatch(/^(?: {2}note: |Next: )/);
      expect(note.split("cannot run here").length - 1, note).toBe(1);
      // Import made the C++ one the main (main.cpp), the Python ones wrong/echo.py and wrong/echo2.py, labelled AC.
      expect(note).toMatch(/solutions\/echo\/wrong\/echo\.py, solutions\/echo\/wrong\/echo2\.py \(The output validator [^)]*cannot run here: it is a program folder with build, run scripts/);
      expect(note).toMatch(/solutions\/echo\/main\.cpp \([^()]*missing_name[^()]*\)/);
    } finally {
      project.remove();
      scratch.remove();
    }
  }, 180_000);
});
