import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { judgeProgramFiles } from "../../src/build/judge-program";
import { importKattisPackage } from "../../src/kattis/import-package";
import { verifyProblem } from "../../src/verify/verify-problem";
import { inProject, makeTempDir, makeTempProject, writeFiles } from "../authoring/helpers/temp-project";

// BAPCtools' boolfind (2025-09) has output_validator/ with build, run and runjury_boolfind.c, its run script calling
// the jury with two arguments (input, an output file). The C source was built and called with the protocol's three,
// and every submission was IE ("invalid number of arguments: 3, while 2 expected"): a run script is not ignored.
describe("a package's program folder with build/run scripts", () => {
  const scratch = makeTempDir("judge-program-scripts");
  afterAll(() => scratch.remove());
  const folder = (name: string, files: Record<string, string>): string => {
    const dir = join(scratch.dir, name);
    mkdirSync(dir, { recursive: true });
    for (const [file, text] of Object.entries(files)) writeFileSync(join(dir, file), text);
    return dir;
  };

  it("is named as not runnable here, with the scripts it has", () => {
    const dir = folder("boolfind", { build: "#!/bin/sh\ncc runjury.c -o jury\n", run: '#!/bin/sh\n"$(dirname "$0")/jury" "$1" "$3/out"\n', "runjury.c": "int main() { return 42; }\n" });
    expect(judgeProgramFiles(dir)).toEqual({ error: expect.stringMatching(/^it is a program folder with build, run scripts, which stonebench does not run/) });
  });

  it("our own export's Node folder (run: exec node on its one .js) is still run from its JavaScript", () => {
    const dir = folder("ours", { build: "#!/bin/sh\ncd \"$(dirname \"$0\")\" && chmod +x run\n", run: '#!/bin/sh\nexec node "$(dirname "$0")/validate.js" "$@"\n', "validate.js": "process.exit(42);\n" });
    expect(judgeProgramFiles(dir)).toMatchObject({ main: join(dir, "validate.js") });
  });

  it("import names such an interactor as not runnable, instead of saying it plays", async () => {
    const project = makeTempProject();
    try {
      const pkg = join(scratch.dir, "boolfind-package");
      writeFiles(pkg, {
        "problem.yaml": "problem_format_version: 2025-09\ntype: interactive\nname: Boolfind\nlimits:\n  time_limit: 1\n",
        "output_validator/build": "#!/bin/sh\ncc runjury.c -o jury\n",
        "output_validator/run": '#!/bin/sh\n"$(dirname "$0")/jury" "$1" "$3/out"\n',
        "output_validator/runjury.c": "int main() { return 42; }\n",
        "data/sample/1.in": "1\n",
        "data/sample/1.ans": "",
        "submissions/accepted/a.py": "print(1)\n",
        "submissions/wrong_answer/b.py": "print(2)\n",
        "submissions/wrong_answer/c.py": "print(3)\n",
      });
      const imported = await inProject(project.root, () => importKattisPackage(pkg, { id: "boolfind" }));
      expect(imported.notes.join("\n")).toMatch(/interactor output_validator\/ is kept in problems\/<id>\/interactor\/ but cannot run here \(it is a program folder with build, run scripts/);
      // verify says why once, and lists each solution as not judged (the same long reason was a failure per solution).
      const checks = await inProject(project.root, () => verifyProblem("boolfind", { jobs: 1 }));
      const refusals = checks.flatMap((check) => check.failures).filter((failure) => /program folder with build, run scripts/.test(failure));
      expect(refusals).toHaveLength(1);
      expect(checks.filter((check) => check.notJudged === "its interactor cannot run here (said above)").map((check) => check.summary.split(":")[0])).toEqual(["main.py", "wrong/b.py", "wrong/c.py"]);
    } finally {
      project.remove();
    }
  }, 60_000);

  // NWERC 2023 higherarithmetic (legacy): output_validators/output_validator/ with build, run and two C++ validators,
  // run calling both and comparing their verdicts. verify failed every one of its 33 submissions with the same long
  // reason; it is now said once, as for an interactor, and each submission is listed as not judged.
  it("verify says once that such an output validator cannot run, and judges no submission against it", async () => {
    const project = makeTempProject();
    try {
      const pkg = join(scratch.dir, "arith-package");
      writeFiles(pkg, {
        "problem.yaml": "name: Arith\nvalidation: custom\n",
        ".timelimit": "1\n",
        "output_validators/output_validator/build": "#!/bin/sh\ng++ -O2 -o a a.cpp\ng++ -O2 -o b b.cpp\n",
        "output_validators/output_validator/run": '#!/bin/sh\n"$(dirname "$0")/a" "$@" && "$(dirname "$0")/b" "$@"\n',
        "output_validators/output_validator/a.cpp": "int main() { return 42; }\n",
        "output_validators/output_validator/b.cpp": "int main() { return 42; }\n",
        "data/sample/1.in": "1\n",
        "data/sample/1.ans": "1\n",
        "submissions/accepted/a.py": "print(input())\n",
        "submissions/wrong_answer/b.py": "print(2)\n",
      });
      await inProject(project.root, () => importKattisPackage(pkg, { id: "arith" }));
      const checks = await inProject(project.root, () => verifyProblem("arith", { jobs: 1 }));
      const refusals = checks.flatMap((check) => check.failures).filter((failure) => /program folder with build, run scripts/.test(failure));
      expect(refusals).toHaveLength(1);
      expect(checks.find((check) => check.failures.includes(refusals[0]!))?.summary).toBe("its output validator runs here");
      expect(checks.filter((check) => check.notJudged === "its output validator cannot run here (said above)").map((check) => check.summary.split(":")[0])).toEqual(["main.py", "wrong/b.py"]);
    } finally {
      project.remove();
    }
  }, 60_000);
});
