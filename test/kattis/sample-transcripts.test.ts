import { existsSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { importKattisPackage } from "../../src/kattis/import-package";
import { inProject, makeTempDir, makeTempProject, writeFiles } from "../authoring/helpers/temp-project";

// GCPC 2022's interactive problems show their samples as transcripts only (data/sample/1.interaction, no .in): import
// kept them and exported them back, but said nothing, and a user looked for the sample among the cases (the helper on
// public packages). A package in our own words of that shape: the note says what they are and where they went.
const FILES: Record<string, string> = {
  "problem.yaml": "problem_format_version: 2023-07-draft\nname: Guess low\ntype: interactive\nlimits:\n  time_limit: 2\n",
  "output_validator/interactor.py": "import sys\nn = int(open(sys.argv[1]).read())\nprint(n, flush=True)\nsys.exit(42 if sys.stdin.readline().strip() == str(n) else 43)\n",
  "data/sample/1.interaction": "<7\n>7\n",
  "data/sample/2.interaction": "<3\n>3\n",
  "data/secret/1.in": "5\n",
  "data/secret/1.ans": "",
  "submissions/accepted/echo.py": "print(input())\n",
};

describe("sample interactions with no input", () => {
  it("are named in import's notes as shown, never judged, and kept", async () => {
    const scratch = makeTempDir("sample-transcripts");
    const project = makeTempProject();
    try {
      const pkg = join(scratch.dir, "guesslow");
      writeFiles(pkg, FILES);
      await inProject(project.root, async () => {
        const imported = await importKattisPackage(pkg, { id: "guesslow" });
        expect(imported.notes.join("\n")).toMatch(/2 sample interactions have no \.in \(data\/sample\/1\.interaction, data\/sample\/2\.interaction\): shown in the statement, never judged .*kept in problems\/<id>\/kattis\/ and exported back/);
        expect(existsSync(join(project.root, "problems/guesslow/kattis/data/sample/1.interaction"))).toBe(true);
      });
    } finally {
      project.remove();
      scratch.remove();
    }
  }, 120_000);
});
