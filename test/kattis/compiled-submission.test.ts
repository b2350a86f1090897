import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { importKattisPackage } from "../../src/kattis/import-package";
import { inProject, makeTempDir, makeTempProject, writeFiles } from "../authoring/helpers/temp-project";
import { writeFileSync } from "node:fs";

// RMRC 2018 (icpc/na-rocky-mountain-2018-public) committed compiled programs beside their sources:
// submissions/accepted/drivinglanes-bf (beside drivinglanes-bf.cc) and hindex-db-1, ELF files without an ending.
// Import listed each as "no extension: no language here runs it; docs/languages.md says how to add one", advice that
// cannot help a binary. A package in our own words with an ELF-headed file and a file of text without an ending.
const PACKAGE: Record<string, string> = {
  "problem.yaml": "name: Tally\n",
  ".timelimit": "1\n",
  "data/sample/1.in": "1 2\n",
  "data/sample/1.ans": "3\n",
  "submissions/accepted/add.py": "a, b = map(int, input().split())\nprint(a + b)\n",
  "submissions/accepted/notes": "how we solved it\n",
  "submissions/accepted/README.txt": "add.py reads two numbers\n",
};

describe("a compiled program or a document among a package's submissions", () => {
  it("is named as a compiled program, not as a language to add; a text without an ending still is", async () => {
    const scratch = makeTempDir("compiled-submission");
    const project = makeTempProject();
    try {
      const dir = join(scratch.dir, "tally");
      writeFiles(dir, PACKAGE);
      writeFileSync(join(dir, "submissions/accepted/add"), Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), Buffer.alloc(64)]));
      const result = await inProject(project.root, () => importKattisPackage(dir));
      expect(result.skipped).toContain("submissions/accepted/add (a compiled program (ELF executable), not a source: nothing builds or judges it; kept as it is)");
      expect(result.skipped.join("\n")).not.toMatch(/accepted\/add \(no extension/);
      // CamJeff/COMP-321-Problem-Development's accepted/README.txt was told to add a language for .txt.
      expect(result.skipped).toContain("submissions/accepted/README.txt (a document, not a submission: kept as it is)");
      expect(result.skipped).toContain("submissions/accepted/notes (no extension: no language here runs it; docs/languages.md says how to add one)");
    } finally {
      project.remove();
      scratch.remove();
    }
  });

  // RMRC 2018's hindex has submissions/runtime_error/ and time_limit/, left unjudged (as problemtools leaves them) with
  // only "an unknown folder": the listing now names the format's folder each nearly is. One meant to be apart
  // (rainbowroadrace's slow_do_not_use_for_tle/) is named as before.
  it("an unknown folder that nearly names a verdict folder is listed with the folder meant", async () => {
    const scratch = makeTempDir("near-miss-folders");
    const project = makeTempProject();
    try {
      const dir = join(scratch.dir, "tally");
      writeFiles(dir, {
        ...PACKAGE,
        "submissions/runtime_error/crash.py": "raise SystemExit(3)\n",
        "submissions/time_limit/slow.py": "while True: pass\n",
        "submissions/slow_do_not_use_for_tle/slowish.py": "a, b = map(int, input().split())\nprint(a + b)\n",
      });
      const result = await inProject(project.root, () => importKattisPackage(dir));
      expect(result.skipped).toContain("submissions/runtime_error/ (an unknown folder: its verdict is not known; the format's folder is run_time_error/, which is judged: rename it to have its submissions judged)");
      expect(result.skipped).toContain("submissions/time_limit/ (an unknown folder: its verdict is not known; the format's folder is time_limit_exceeded/, which is judged: rename it to have its submissions judged)");
      expect(result.skipped).toContain("submissions/slow_do_not_use_for_tle/ (an unknown folder: its verdict is not known)");
    } finally {
      project.remove();
      scratch.remove();
    }
  });
});
