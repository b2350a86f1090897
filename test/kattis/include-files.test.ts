import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { exportKattisPackage } from "../../src/kattis/export-package";
import { importKattisPackage } from "../../src/kattis/import-package";
import { findProblem } from "../../src/problem/find-problem";
import { verifyProblem } from "../../src/verify/verify-problem";
import { inProject, makeTempDir, makeTempProject, snapshot, writeFiles } from "../authoring/helpers/temp-project";
import { missingToolchain } from "../languages/language-fixtures";

// include/<language>/ and include/default/ (2023-07-draft "Included Files"): added to every submission of that
// language before it is built, replacing a submission's own file of the same name. The format's `maximal` example has
// such folders but its repository carries no license we could vendor it under, so this small package is hand-made,
// in our own words: add one to a number, with the adding done by the included helper.
const PACKAGE: Record<string, string> = {
  "problem.yaml": "problem_format_version: 2023-07-draft\nname: Helped\nlimits:\n  time_limit: 2\n  code: 128\n  validation_time: 30\n",
  "data/sample/1.in": "7\n",
  "data/sample/1.ans": "8\n",
  "data/secret/1.in": "41\n",
  "data/secret/1.ans": "42\n",
  "include/python3/helper.py": "def plus(n):\n    return n + 1\n",
  "include/default/plus.h": "inline long long plus(long long n) { return n + 1; }\n",
  "submissions/accepted/uses_helper.py": "from helper import plus\nprint(plus(int(input())))\n",
  "submissions/accepted/uses_header.cpp": '#include <cstdio>\n#include "plus.h"\nint main() { long long n; std::scanf("%lld", &n); std::printf("%lld\\n", plus(n)); }\n',
  // Its own helper.py is wrong; the package's include/python3/helper.py replaces it, so it is accepted.
  "submissions/accepted/own_helper/own_helper.py": "from helper import plus\nprint(plus(int(input())))\n",
  "submissions/accepted/own_helper/helper.py": "def plus(n):\n    return n\n",
};

describe("include/<language>/: files added to every submission of the language", { timeout: 120_000 }, () => {
  const scratch = makeTempDir("include-files");
  const project = makeTempProject();
  afterAll(() => {
    scratch.remove();
    project.remove();
  });

  it("Python gets include/python3/, C++ include/default/, an included file replaces the submission's own; export writes include/ back", async (context) => {
    const missing = (await missingToolchain("python")) ?? (await missingToolchain("cpp"));
    if (missing) {
      console.warn(`test/kattis/include-files: skipped: ${missing}`);
      return context.skip();
    }
    const dir = join(scratch.dir, "helped");
    writeFiles(dir, PACKAGE);
    const target = join(scratch.dir, "exported");
    const { imported, checks } = await inProject(project.root, async () => {
      const imported = await importKattisPackage(dir);
      const checks = await verifyProblem("helped", { jobs: 2 });
      await exportKattisPackage(findProblem("helped"), target, { judgeAccepted: false });
      return { imported, checks };
    });
    // Limits nothing here applies are named, not dropped silently.
    expect(imported.notes.join("\n")).toMatch(/limits code: 128 is kept \(they go back on export\) but not applied here[^]*limits validation_time: 30 applied/);
    expect(imported.notes.join("\n")).toMatch(/include\/ is kept in problems\/helped\/kattis\/include\/: its <language>\/ folder \(else default\/\) is added/);
    const solutions = checks.filter((check) => check.solution);
    // main (the C++ one, quickest to build) and the two Python ones: each AC on both cases, which none is without the include.
    expect(solutions.map((check) => [check.solution!.replace(/^.*solutions\/helped\//, ""), check.ok])).toEqual([
      ["main.cpp", true],
      ["wrong/own_helper", true],
      ["wrong/uses_helper.py", true],
    ]);
    for (const check of solutions) expect(check.summary).toMatch(/AC on 2\/2 cases/);
    // The submission's own (wrong) helper.py is kept as it came, and goes back out byte for byte, as does include/.
    const files = snapshot(target);
    expect(files.get("submissions/accepted/own_helper/helper.py")?.toString()).toBe(PACKAGE["submissions/accepted/own_helper/helper.py"]);
    for (const path of ["include/python3/helper.py", "include/default/plus.h"]) expect(files.get(path)?.toString(), path).toBe(PACKAGE[path]);
  });
});
