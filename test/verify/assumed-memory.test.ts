import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { importKattisPackage } from "../../src/kattis/import-package";
import { verifyProblem } from "../../src/verify/verify-problem";
import { inProject, makeTempDir, makeTempProject, writeFiles } from "../authoring/helpers/temp-project";
import { missingToolchain } from "../languages/language-fixtures";

// A package that sets no memory limit is imported with 2048 MiB; its authors' problemtools judged at 1024. GCPC 2021
// decryptingzodiac's run_time_error/paul-recursive-fft.cpp peaks at 1028.8 MiB: MLE at 1024, and here TLE×11, AC×17
// with "expected RE or MLE on some case" and nothing saying why. A package in that shape, in our own words: its
// run_time_error/ submission touches 1100 MiB, then answers.
const PACKAGE: Record<string, string> = {
  "problem.yaml": 'name: Tally\nlicense: "cc by-sa"\n',
  ".timelimit": "2\n",
  "problem_statement/problem.en.tex": "\\problemname{Tally}\nAdd two numbers.\n",
  "data/sample/1.in": "1 2\n",
  "data/sample/1.ans": "3\n",
  "data/secret/2.in": "5 7\n",
  "data/secret/2.ans": "12\n",
  "submissions/accepted/add.py": "a, b = map(int, input().split())\nprint(a + b)\n",
  "submissions/run_time_error/hog.c": "#include <stdio.h>\n#include <stdlib.h>\n#include <string.h>\nint main(void) {\n  size_t size = (size_t)1100 << 20;\n  char *big = malloc(size);\n  if (!big) return 1;\n  memset(big, 1, size);\n  long a, b;\n  if (scanf(\"%ld %ld\", &a, &b) != 2) return 1;\n  printf(\"%ld\\n\", a + b + big[size - 1] - 1);\n  return 0;\n}\n",
};

const why = (await missingToolchain("python")) ?? (await missingToolchain("c"));
if (why) console.warn(`skipped: ${why}`);

describe.skipIf(why !== undefined)("a package that sets no memory limit", () => {
  it("a run_time_error/ submission that passes at the assumed 2048 MiB names the assumption; at 1024 MiB it is MLE as labelled", async () => {
    const scratch = makeTempDir("assumed-memory");
    const project = makeTempProject();
    try {
      const dir = join(scratch.dir, "tally");
      writeFiles(dir, PACKAGE);
      await inProject(project.root, async () => {
        await importKattisPackage(dir);
        const hog = (checks: Awaited<ReturnType<typeof verifyProblem>>) => checks.find((check) => check.solution?.endsWith("hog.c"))!;
        const assumed = hog(await verifyProblem("tally", { jobs: 1 }));
        expect(assumed.ok).toBe(false);
        expect(assumed.failures.join("\n")).toMatch(
          /expected RE or MLE, but it passes every case; add a case that catches it \(the package sets no memory limit, and import assumed 2048 MiB, the format's typical default; problemtools judges at 1024 MiB.*memoryLimitMiB: 1024 in problems\/tally\/problem\.yaml judges as it does\)/,
        );
        // As the note says: at problemtools' limit it runs out of memory, as its authors meant.
        const config = join(project.root, "problems/tally/problem.yaml");
        writeFileSync(config, readFileSync(config, "utf8").replace(/^memoryLimitMiB: 2048$/m, "memoryLimitMiB: 1024"));
        const measured = hog(await verifyProblem("tally", { jobs: 1 }));
        expect(measured.ok).toBe(true);
        expect(measured.summary).toMatch(/MLE as labelled/);
      });
      // A package that sets its memory says nothing of an assumption.
      const set = join(scratch.dir, "tallyset");
      writeFiles(set, { ...PACKAGE, "problem.yaml": 'name: Tally\nlicense: "cc by-sa"\nlimits:\n  memory: 2048\n' });
      await inProject(project.root, async () => {
        await importKattisPackage(set);
        const checks = await verifyProblem("tallyset", { jobs: 1 });
        const hog = checks.find((check) => check.solution?.endsWith("hog.c"))!;
        expect(hog.ok).toBe(false);
        expect(hog.failures.join("\n")).not.toMatch(/assumed/);
      });
    } finally {
      project.remove();
      scratch.remove();
    }
  }, 240_000);
});
