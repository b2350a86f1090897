import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { importKattisPackage } from "../../src/kattis/import-package";
import { verifyProblem } from "../../src/verify/verify-problem";
import { inProject, makeTempDir, makeTempProject, writeFiles } from "../authoring/helpers/temp-project";

// A package's accepted submission that does not build here is most often newer than this machine's compiler:
// mzuenni/icpc-problems' fixingfractions and brickwork have Kotlin submissions calling readln() (Kotlin 1.6), and
// under the kotlinc 1.3 installed here verify said only "CE: …:10:14: error: unresolved reference: readln", as if the
// package were wrong. The CE line now names the compiler. A hand-made package (our own words), built by g++.
describe("verify: a submission's compile error names the compiler it met", () => {
  it("CE under g++ …: the first error (the package's C++ is main, before its Python)", async () => {
    const scratch = makeTempDir("ce-compiler");
    const project = makeTempProject();
    try {
      const pkg = join(scratch.dir, "echo");
      writeFiles(pkg, {
        "problem.yaml": "problem_format_version: 2023-07-draft\nname: Echo\nlimits:\n  time_limit: 2\n",
        "data/sample/1.in": "1\n",
        "data/sample/1.ans": "1\n",
        "data/secret/1.in": "2\n",
        "data/secret/1.ans": "2\n",
        "submissions/accepted/echo.py": "print(input())\n",
        "submissions/accepted/newer.cpp": "int main() { return read_number_the_new_way(); }\n",
      });
      await inProject(project.root, async () => {
        await importKattisPackage(pkg, { id: "echo" });
        const checks = await verifyProblem("echo", { jobs: 2 });
        const failures = checks.flatMap((check) => check.failures).join("\n");
        // C++ is main before Python (the quickest to build), so the one that does not build is main.
        expect(failures).toMatch(/echo main\.cpp: CE under g\+\+ [^:]*\d[^:]*: solutions\/echo\/main\.cpp:1:\d+: error: .*read_number_the_new_way/);
      });
    } finally {
      project.remove();
      scratch.remove();
    }
  }, 180_000);
});
