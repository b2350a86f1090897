import { existsSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { runCommand } from "../helpers/cli";
import { makeTempDir, makeTempProject, writeFiles } from "../authoring/helpers/temp-project";

// RMRC 2022's colortubes (icpc/na-rocky-mountain-2022-2023-public) says validation: custom, and the public archive
// holds no validator. Import refused with the hint "add the validator to the package", no help to a user holding an
// archive the judges' validator was left out of. The hint now says so, where the validator goes, and (not for an
// interactive problem) when the default validator may judge instead. Packages in that shape, in our own words.
const BASE: Record<string, string> = {
  ".timelimit": "1\n",
  "problem_statement/problem.tex": "\\problemname{Tubes}\nSort the tubes.\n",
  "data/sample/1.in": "1\n",
  "data/sample/1.ans": "1\n",
  "submissions/accepted/echo.py": "print(input())\n",
};

describe("import of a package that asks for a custom output validator it does not hold", () => {
  it.each([
    ["validation: custom", /^hint: a public contest archive often leaves the judges' validator out: add it as output_validators\/<name>\/ \(legacy\) or output_validator\/ \(2023-07\), or, if each case has one right answer, remove "validation: custom" from problem\.yaml so that the default validator judges$/m],
    ["validation: custom interactive", /^hint: a public contest archive often leaves the judges' interactor out; an interactive problem cannot be judged without it: add it as output_validators\/<name>\/ \(legacy\) or output_validator\/ \(2023-07\)$/m],
  ])("%s: refused in one line, nothing written, the hint naming the archive's gap", async (validation, hint) => {
    const scratch = makeTempDir("missing-output-validator");
    const project = makeTempProject();
    try {
      const dir = join(scratch.dir, "tubes");
      writeFiles(dir, { ...BASE, "problem.yaml": `name: Tubes\n${validation}\n` });
      const { exitCode, stderr } = await runCommand("import", [dir], { env: { STONEBENCH_ROOT: project.root } });
      expect(exitCode).toBe(2);
      expect(stderr).toMatch(/^error: .*tubes: problem\.yaml asks for a custom output validator, and the package has none in output_validator\/ or output_validators\/; nothing was written$/m);
      expect(stderr).toMatch(hint);
      expect(stderr).not.toMatch(/\n\s+at /);
      expect(existsSync(join(project.root, "problems", "tubes"))).toBe(false);
    } finally {
      project.remove();
      scratch.remove();
    }
  }, 60_000);
});
