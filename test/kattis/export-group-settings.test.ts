import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { parse } from "yaml";
import { describe, expect, it } from "vitest";
import { exportKattisPackage } from "../../src/kattis/export-package";
import { importKattisPackage } from "../../src/kattis/import-package";
import { findProblem } from "../../src/problem/find-problem";
import { inProject, makeTempDir, makeTempProject, repoRoot, writeFiles } from "../authoring/helpers/temp-project";

// A package's group settings in data/sample/ and data/secret/ themselves (not in a group below them), and its root
// data/testdata.yaml, were kept by import but not written back by export: only stonebench/ carried them. The format's
// own example `maximal` (data/sample/test_group.yaml, data/secret/test_group.yaml) and BAPCtools' identity
// (data/sample/test_group.yaml: output_visualizer_args) lost them so, and a package whose input validators take
// input_validator_args there would have them run without their arguments by problemtools.
async function exported(pkg: string, id: string): Promise<{ out: string; remove(): void }> {
  const project = makeTempProject();
  const scratch = makeTempDir("export-group-settings");
  const out = join(scratch.dir, "out");
  await inProject(project.root, async () => {
    await importKattisPackage(pkg, { id });
    await exportKattisPackage(findProblem(id), out, { judgeAccepted: false });
  });
  return {
    out,
    remove: () => {
      project.remove();
      scratch.remove();
    },
  };
}

describe("export: the package's group settings go back to their places", () => {
  it("BAPCtools' identity: data/sample/test_group.yaml, byte for byte", async () => {
    const pkg = join(repoRoot, "test/fixtures/kattis-bapctools/identity");
    const got = await exported(pkg, "identity");
    try {
      expect(readFileSync(join(got.out, "data/sample/test_group.yaml"), "utf8")).toBe(readFileSync(join(pkg, "data/sample/test_group.yaml"), "utf8"));
    } finally {
      got.remove();
    }
  }, 120_000);

  it("data/secret/testdata.yaml's input_validator_args and the root's, beside the checker's flags", async () => {
    const scratch = makeTempDir("group-settings-package");
    try {
      const pkg = join(scratch.dir, "bounded");
      writeFiles(pkg, {
        "problem.yaml": "problem_format_version: 2023-07-draft\nname: Bounded\nlimits:\n  time_limit: 1\n",
        "data/testdata.yaml": "# the package's own root settings\ninput_validator_args: [--min, '1']\noutput_validator_args: [float_tolerance, '1e-6']\n",
        "data/secret/testdata.yaml": "input_validator_args: [--max, '100']\n",
        "data/sample/1.in": "5\n",
        "data/sample/1.ans": "5\n",
        "data/secret/1.in": "50\n",
        "data/secret/1.ans": "50\n",
        "input_validators/bounds.py": "import sys\nsys.exit(42)\n",
        "submissions/accepted/echo.py": "print(input())\n",
      });
      const got = await exported(pkg, "bounded");
      try {
        expect(readFileSync(join(got.out, "data/secret/testdata.yaml"), "utf8")).toBe("input_validator_args: [--max, '100']\n");
        // The root keeps the package's input arguments, and says the checker's arguments where problemtools reads them.
        expect(parse(readFileSync(join(got.out, "data/testdata.yaml"), "utf8"))).toEqual({ input_validator_args: ["--min", "1"], output_validator_flags: "float_tolerance 1e-6" });
        expect(existsSync(join(got.out, "data/sample/testdata.yaml"))).toBe(false);
      } finally {
        got.remove();
      }
    } finally {
      scratch.remove();
    }
  }, 120_000);
});
