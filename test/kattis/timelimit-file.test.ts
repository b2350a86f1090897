import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { importKattisPackage } from "../../src/kattis/import-package";
import { inProject, makeTempDir, makeTempProject, writeFiles } from "../authoring/helpers/temp-project";

// A legacy package's .timelimit (DOMjudge's file; every problem of icpc/na-rocky-mountain-2018-public and 2022-2023 has
// one, beside limits.time_multiplier) gave the time limit without a word: hindex's import report named no time limit
// at all, while the same limit from domjudge-problem.ini is said. And a .timelimit that is not a number > 0 was
// passed over in silence, the limit then timed from the accepted submissions. A package in our own words, that shape.
const PACKAGE: Record<string, string> = {
  "problem.yaml": "name: Tally\nlimits:\n  time_multiplier: 2.5\n",
  ".timelimit": "2\n",
  "problem_statement/problem.tex": "\\problemname{Tally}\nAdd two numbers.\n",
  "data/sample/1.in": "1 2\n",
  "data/sample/1.ans": "3\n",
  "data/secret/2.in": "5 7\n",
  "data/secret/2.ans": "12\n",
  "submissions/accepted/add.py": "a, b = map(int, input().split())\nprint(a + b)\n",
};

describe("a legacy package's .timelimit", () => {
  it("gives the time limit, and import says where it came from", async () => {
    const scratch = makeTempDir("timelimit-file");
    const project = makeTempProject();
    try {
      const dir = join(scratch.dir, "tally");
      writeFiles(dir, PACKAGE);
      const result = await inProject(project.root, () => importKattisPackage(dir));
      expect(readFileSync(join(project.root, "problems/tally/problem.yaml"), "utf8")).toMatch(/^timeLimitMs: 2000$/m);
      expect(result.notes.join("\n")).toMatch(/time limit 2 s from \.timelimit \(2\), as DOMjudge reads it; problemtools derives the limit from the slowest accepted submission × time_multiplier 2\.5 instead/);
    } finally {
      project.remove();
      scratch.remove();
    }
  });

  it("that is not a number of seconds > 0 is refused, naming the file, as domjudge-problem.ini's timelimit is", async () => {
    const scratch = makeTempDir("timelimit-file-bad");
    const project = makeTempProject();
    try {
      for (const [name, text] of [["words", "two seconds\n"], ["zero", "0\n"], ["empty", "\n"]] as const) {
        const dir = join(scratch.dir, name);
        writeFiles(dir, { ...PACKAGE, ".timelimit": text });
        await inProject(project.root, async () => {
          await expect(importKattisPackage(dir)).rejects.toThrow(/\.timelimit says ".*"; DOMjudge wants a number of seconds > 0; nothing was written/);
        });
      }
    } finally {
      project.remove();
      scratch.remove();
    }
  });
});
