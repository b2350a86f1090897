import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { exportKattisPackage } from "../../src/kattis/export-package";
import { importKattisPackage } from "../../src/kattis/import-package";
import { findProblem } from "../../src/problem/find-problem";
import { inProject, makeTempDir, makeTempProject, snapshot, writeFiles } from "../authoring/helpers/temp-project";

// oj-lab/problem-packages (MIT): legacy packages whose statement is problem_statement/problem.md, with no language in
// its name, and whose cases were saved with CRLF. The export wrote the statement twice, statement/problem.en.md (from
// statement.md, import's copy of it) and statement/problem.md beside it, a name the draft format does not read; and
// mole-fish's 44 CRLF case files were 44 notes. A package in that shape, in our own words.
const PACKAGE: Record<string, string> = {
  "problem.yaml": "name: Double\nlimits:\n  memory: 256\n",
  ".timelimit": "1\n",
  "problem_statement/problem.md": "Print twice the number given.\n",
  "data/sample/0.in": "1\r\n",
  "data/sample/0.ans": "2\r\n",
  "data/secret/01.in": "2\r\n",
  "data/secret/01.ans": "4\r\n",
  "data/secret/02.in": "3\r\n",
  "data/secret/02.ans": "6",
  "submissions/accepted/double.py": "print(2 * int(input()))\n",
};

describe("export of a package with a language-less problem.md and CRLF cases", () => {
  it("writes the statement once, as problem.en.md, and names the CRLF files in one note", async () => {
    const scratch = makeTempDir("export-markdown-crlf");
    const project = makeTempProject();
    try {
      const pkg = join(scratch.dir, "double");
      writeFiles(pkg, PACKAGE);
      const out = join(scratch.dir, "out", "double");
      const result = await inProject(project.root, async () => {
        await importKattisPackage(pkg);
        return exportKattisPackage(findProblem("double"), out, { judgeAccepted: false });
      });
      const written = snapshot(out);
      const statements = [...written.keys()].filter((path) => path.startsWith("statement/"));
      expect(statements).toEqual(["statement/problem.en.md"]);
      expect(written.get("statement/problem.en.md")?.toString()).toBe(PACKAGE["problem_statement/problem.md"]);

      const lineNotes = result.notes.filter((note) => note.includes("Kattis asks for LF-terminated text"));
      expect(lineNotes).toEqual([
        "5 case files have CRLF line ends (data/sample/0.in, data/sample/0.ans, data/secret/01.in, data/secret/01.ans, …): kept byte for byte; Kattis asks for LF-terminated text",
        "data/secret/02.ans has no final newline: kept byte for byte; Kattis asks for LF-terminated text",
      ]);
    } finally {
      project.remove();
      scratch.remove();
    }
  }, 120_000);
});
