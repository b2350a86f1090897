import { existsSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { importKattisPackage } from "../../src/kattis/import-package";
import { inProject, makeTempDir, makeTempProject, writeFiles } from "../authoring/helpers/temp-project";

// An .ans whose .in is missing is no case, and was kept without a word (listed among "kept as they were", cut off after
// four names): a clone of icpc/na-rocky-mountain-2020-public without its four largest inputs (antimatterrain's
// chaos-1.in … chaostiny-1.in, the files a snapshot or an LFS-less clone leaves out) imported 13 of 17 secret cases and
// said nothing of the other four. problemtools refuses such a file ("No matching input file for answer"); an .in without
// its .ans stops import. Now each is named in a note. A hand-made package (our own words) in that shape.
describe("an answer file without its input", () => {
  it("is named in a note (not a case, kept in problems/<id>/kattis/)", async () => {
    const scratch = makeTempDir("answer-without-input");
    const project = makeTempProject();
    try {
      const dir = join(scratch.dir, "rain");
      writeFiles(dir, {
        "problem.yaml": "name: Rain\nlimits:\n  time_limit: 1\n",
        "data/sample/1.in": "1\n",
        "data/sample/1.ans": "1\n",
        "data/secret/chaos-1.ans": "7\n",
        "data/secret/corner-1.in": "2\n",
        "data/secret/corner-1.ans": "2\n",
        "data/secret/group/big.ans": "9\n",
        "submissions/accepted/echo.py": "print(input())\n",
      });
      const result = await inProject(project.root, () => importKattisPackage(dir));
      expect(result.notes.join("\n")).toMatch(/2 answer files have no input file beside them, so they are no cases \(problemtools refuses them: "No matching input file for answer"\): data\/secret\/chaos-1\.ans, data\/secret\/group\/big\.ans; kept in problems\/<id>\/kattis\//);
      expect(existsSync(join(project.root, "problems/rain/kattis/data/secret/chaos-1.ans"))).toBe(true);
      expect(existsSync(join(project.root, "cases/rain/corner-1.in"))).toBe(true);
    } finally {
      project.remove();
      scratch.remove();
    }
  });
});
