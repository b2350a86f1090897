import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { exportKattisPackage } from "../../src/kattis/export-package";
import { importKattisPackage } from "../../src/kattis/import-package";
import { findProblem } from "../../src/problem/find-problem";
import { inProject, makeTempDir, makeTempProject, snapshot, writeFiles } from "../authoring/helpers/temp-project";

// The 2023-07 format's folders with no place of ours: solution/ (the solution's description), input_visualizer/ and
// output_visualizer/, and a case's illustration (data/**/<case>.png, .jpg, .jpeg or .svg, in legacy too). Import kept
// them in problems/<id>/kattis/, and export wrote them only inside stonebench/: BAPCtools' hellowholeworld lost
// solution/solution.en.tex, and the format's example maximal its solution/, both visualizers and four .svg files.
// A package in that shape, in our own words.
const PACKAGE: Record<string, string> = {
  "problem.yaml": "problem_format_version: 2023-07-draft\ntype: pass-fail\nname: Twice\nlimits:\n  time_limit: 1\n",
  "statement/problem.en.tex": "\\problemname{Twice}\nPrint twice the number given.\n",
  "solution/solution.en.tex": "Multiply by two.\n",
  "solution/figure.txt": "a helper of the description\n",
  "input_visualizer/README.md": "The illustrations were drawn by hand.\n",
  "output_visualizer/visualize.py": "import sys\nprint(sys.argv)\n",
  "data/sample/1.in": "2\n",
  "data/sample/1.ans": "4\n",
  "data/sample/1.svg": "<svg xmlns=\"http://www.w3.org/2000/svg\"/>\n",
  "data/secret/1.in": "5\n",
  "data/secret/1.ans": "10\n",
  "data/secret/1.png": "not really a png\n",
  "data/secret/1.jpg": "not really a jpg\n",
  "input_validators/validate.py": "import sys\nsys.exit(42)\n",
  "submissions/accepted/twice.py": "print(2 * int(input()))\n",
};

describe("export writes the 2023-07 folders and the cases' illustrations back where they came from", () => {
  it("solution/, input_visualizer/, output_visualizer/ and data/**/*.{svg,png,jpg} come back byte for byte; --legacy keeps the illustrations and names the rest", async () => {
    const scratch = makeTempDir("export-format-folders");
    const project = makeTempProject();
    try {
      const pkg = join(scratch.dir, "twice");
      writeFiles(pkg, PACKAGE);
      const draft = join(scratch.dir, "out", "twice");
      const legacy = join(scratch.dir, "legacy", "twice");
      const result = await inProject(project.root, async () => {
        await importKattisPackage(pkg);
        const problem = findProblem("twice");
        await exportKattisPackage(problem, draft, { judgeAccepted: false });
        return exportKattisPackage(problem, legacy, { judgeAccepted: false, legacy: true });
      });
      const original = snapshot(pkg);
      const written = snapshot(draft);
      const back = ["solution/solution.en.tex", "solution/figure.txt", "input_visualizer/README.md", "output_visualizer/visualize.py", "data/sample/1.svg", "data/secret/1.png", "data/secret/1.jpg"];
      for (const path of back) expect(written.get(path)?.equals(original.get(path)!), path).toBe(true);

      const writtenLegacy = snapshot(legacy);
      for (const path of ["data/sample/1.svg", "data/secret/1.png", "data/secret/1.jpg"]) expect(writtenLegacy.get(path)?.equals(original.get(path)!), path).toBe(true);
      for (const folder of ["solution", "input_visualizer", "output_visualizer"]) {
        expect([...writtenLegacy.keys()].filter((path) => path.startsWith(`${folder}/`)), folder).toEqual([]);
        expect(result.notes.some((note) => note.startsWith(`${folder}/ is not written in the legacy layout`)), folder).toBe(true);
      }
    } finally {
      project.remove();
      scratch.remove();
    }
  }, 120_000);
});
