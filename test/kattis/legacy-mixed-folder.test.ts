import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { exportKattisPackage } from "../../src/kattis/export-package";
import { importKattisPackage } from "../../src/kattis/import-package";
import { findProblem } from "../../src/problem/find-problem";
import { inProject, makeTempDir, makeTempProject, snapshot, writeFiles } from "../authoring/helpers/temp-project";
import { ECHO_PACKAGE } from "../helpers/echo-package";

// NWERC 2023 lateraldamage (legacy, mzuenni/kattis-export) keeps submissions/mixed/maarten-py39.py and
// maarten-py310.py, which pass or fail by the judge's Python. `export --legacy` left both out of submissions/ ("the
// legacy layout has no folder that says so"), though the package it came from had that very folder: a legacy
// package's own mixed/ now goes back as it came. A mixed solution of ours is still left out and named. A package in
// that shape, in our own words.
const PACKAGE: Record<string, string> = {
  ...ECHO_PACKAGE,
  "submissions/mixed/walrus.py": "if (n := input()):\n    print(n)\n",
};

describe("export --legacy of a legacy package with its own submissions/mixed/", () => {
  it("writes the package's mixed/ submission back byte for byte; ours labelled mixed is still named and left out", async () => {
    const scratch = makeTempDir("legacy-mixed-folder");
    const project = makeTempProject();
    try {
      const pkg = join(scratch.dir, "echo");
      writeFiles(pkg, PACKAGE);
      const out = join(scratch.dir, "out", "echo");
      const result = await inProject(project.root, async () => {
        await importKattisPackage(pkg);
        writeFiles(join(project.root, "solutions", "echo", "wrong"), { "ours.py": "# expect: mixed (ours)\nprint(input())\n" });
        return exportKattisPackage(findProblem("echo"), out, { judgeAccepted: false, legacy: true });
      });
      const written = snapshot(out);
      expect(written.get("submissions/mixed/walrus.py")?.toString()).toBe(PACKAGE["submissions/mixed/walrus.py"]);
      expect(result.notes.filter((note) => note.includes("the legacy layout has no folder that says so"))).toEqual([expect.stringMatching(/^solutions\/echo\/wrong\/ours\.py may get any verdict/)]);
    } finally {
      project.remove();
      scratch.remove();
    }
  }, 120_000);
});
