import { cpSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { exportKattisPackage } from "../../src/kattis/export-package";
import { importKattisPackage } from "../../src/kattis/import-package";
import { findProblem } from "../../src/problem/find-problem";
import { inProject, makeTempDir, makeTempProject, repoRoot, snapshot, writeFiles } from "../authoring/helpers/temp-project";

// problemtools' verifyproblem, on the export of a legacy package with DOMjudge's .timelimit (icpc/na-rocky-mountain-2019
// biggesttriangle): "ERROR Invalid file name '.timelimit' in biggesttriangle/stonebench/kattis, should match
// ^[a-zA-Z0-9_][a-zA-Z0-9_.-]{0,254}$". It allows a dot first only for .gitignore, and for .timelimit at the top
// (problemtools/verifyproblem.py, _check_file_and_directory_names). The same rule, checked here without it.
const NAME = /^[a-zA-Z0-9_][a-zA-Z0-9_.-]{0,254}$/;
const allowed = (path: string): boolean => path.split("/").every((part, i, parts) => NAME.test(part) || part === ".gitignore" || (part === ".timelimit" && parts.length === 1 && i === 0));

describe("names starting with a dot travel in stonebench/ under names problemtools allows, and come back", () => {
  it("a legacy package's .timelimit, a case's .from-main and a file named _.x: export → import gives each back", async () => {
    const scratch = makeTempDir("carried-dot-names");
    const origin = makeTempProject();
    const again = makeTempProject();
    try {
      const pkg = join(scratch.dir, "sunandmoon");
      cpSync(join(repoRoot, "test/fixtures/kattis-icpc-rmrc2022/sunandmoon"), pkg, { recursive: true });
      const exported = join(scratch.dir, "out", "sunandmoon");
      await inProject(origin.root, async () => {
        await importKattisPackage(pkg);
        writeFileSync(join(origin.root, "cases", "sunandmoon", ".from-main"), "1\n");
        writeFileSync(join(origin.root, "problems", "sunandmoon", "_.x"), "under\n");
        await exportKattisPackage(findProblem("sunandmoon"), exported, { judgeAccepted: false });
      });
      const files = [...snapshot(exported).keys()];
      expect(files.filter((path) => !allowed(path))).toEqual([]);
      expect(files).toContain("stonebench/kattis/_.timelimit");

      await inProject(again.root, () => importKattisPackage(exported));
      const restored = (root: string, path: string) => readFileSync(join(root, path));
      for (const path of ["problems/sunandmoon/kattis/.timelimit", "cases/sunandmoon/.from-main", "problems/sunandmoon/_.x"]) {
        expect(restored(again.root, path).equals(restored(origin.root, path)), path).toBe(true);
      }
    } finally {
      again.remove();
      origin.remove();
      scratch.remove();
    }
  }, 300_000);

  // mzuenni/icpc-problems' infinityissues (Winter Contest 2023): git's placeholders in empty submission folders
  // (submissions/wrong_answer/.gitkeep), a hidden file in problem_statement/ (.cpp) and one in data/sample/. Import
  // keeps each; export wrote the first two back at their places, where problemtools refuses them ("Invalid file name
  // '.gitkeep' in infinityissues/submissions/wrong_answer"). They travel in stonebench/ only, and are named.
  it("a kept file whose own name starts with a dot (.gitkeep, statement/.cpp) is left out of the package's places, named, and comes back", async () => {
    const scratch = makeTempDir("carried-dot-names");
    const origin = makeTempProject();
    const again = makeTempProject();
    try {
      const pkg = join(scratch.dir, "keeps");
      writeFiles(pkg, {
        "problem.yaml": "name: Keeps\nvalidation: custom\n",
        ".timelimit": "1\n",
        "problem_statement/problem.en.tex": "\\problemname{Keeps}\nEcho.\n",
        "problem_statement/.cpp": "int main() {}\n",
        "data/sample/.gitkeep": "",
        "data/sample/1.in": "1\n",
        "data/sample/1.ans": "1\n",
        "data/secret/1.in": "2\n",
        "data/secret/1.ans": "2\n",
        "submissions/accepted/echo.py": "print(input())\n",
        "submissions/wrong_answer/.gitkeep": "",
        "submissions/run_time_error/.gitkeep": "",
        "output_validators/output_validator.cpp": "int main() { return 42; }\n",
      });
      const exported = join(scratch.dir, "out", "keeps");
      const result = await inProject(origin.root, async () => {
        await importKattisPackage(pkg);
        return exportKattisPackage(findProblem("keeps"), exported, { judgeAccepted: false });
      });
      const files = [...snapshot(exported).keys()];
      expect(files.filter((path) => !allowed(path))).toEqual([]);
      expect(files).toContain("stonebench/kattis/submissions/wrong_answer/_.gitkeep");
      expect(files).toContain("stonebench/statement/_.cpp");
      expect(files).toContain("submissions/accepted/echo.py");
      expect(result.notes.join("\n")).toMatch(/left out of the package's own folders, as problemtools refuses a name starting with a dot there: statement\/\.cpp, submissions\/run_time_error\/\.gitkeep, submissions\/wrong_answer\/\.gitkeep \(each travels in stonebench\/, and an import of this package gives it back\)/);

      await inProject(again.root, () => importKattisPackage(exported));
      for (const path of ["problems/keeps/statement/.cpp", "problems/keeps/kattis/submissions/wrong_answer/.gitkeep", "problems/keeps/kattis/data/sample/.gitkeep"]) {
        expect(readFileSync(join(again.root, path)).equals(readFileSync(join(origin.root, path))), path).toBe(true);
      }
    } finally {
      again.remove();
      origin.remove();
      scratch.remove();
    }
  }, 300_000);
});
