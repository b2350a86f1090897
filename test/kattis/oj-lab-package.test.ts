import { cpSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { exportKattisPackage } from "../../src/kattis/export-package";
import { importKattisPackage } from "../../src/kattis/import-package";
import { findProblem } from "../../src/problem/find-problem";
import { verifyProblem } from "../../src/verify/verify-problem";
import { inProject, makeTempDir, makeTempProject, snapshot } from "../authoring/helpers/temp-project";
import { missingToolchain } from "../languages/language-fixtures";

// oj-lab/problem-packages' mole-fish, vendored unchanged (test/fixtures/kattis-oj-lab/README.md): a legacy package
// whose statement is a Chinese problem_statement/problem.md (no language in its name) and whose secret cases have CRLF
// line ends. Import, verify (its one C++ submission AC on every case through the default validator), export (the
// statement once as statement/problem.en.md, every case and the submission byte for byte, one note for the CRLF files).
const PACKAGE = join(__dirname, "..", "fixtures", "kattis-oj-lab", "mole-fish");

const why = await missingToolchain("cpp");
if (why) console.warn(`skipped: ${why}`);

describe.skipIf(why !== undefined)("a real package: oj-lab's mole-fish (MIT)", () => {
  it("imports with its title and statement, verifies, and exports back", async () => {
    const scratch = makeTempDir("oj-lab-package");
    const project = makeTempProject();
    try {
      const pkg = join(scratch.dir, "mole-fish");
      cpSync(PACKAGE, pkg, { recursive: true });
      const out = join(scratch.dir, "out", "molefish");
      const { imported, checks, exported } = await inProject(project.root, async () => {
        const imported = await importKattisPackage(pkg);
        const checks = await verifyProblem("mole-fish", { jobs: 2 });
        const exported = await exportKattisPackage(findProblem("mole-fish"), out, { judgeAccepted: false });
        return { imported, checks, exported };
      });
      expect(imported.submissions).toEqual(["submissions/accepted/use_std.cpp → solutions/mole-fish/main.cpp"]);
      const problem = snapshot(join(project.root, "problems", "mole-fish"));
      expect(problem.get("problem.yaml")?.toString()).toMatch(/^title: Zztrans 的庄园$/m);
      expect(problem.get("statement.md")?.equals(snapshot(PACKAGE).get("problem_statement/problem.md")!)).toBe(true);

      const main = checks.find((check) => check.summary.startsWith("main.cpp"));
      expect(main?.summary).toMatch(/^main\.cpp: AC on 23\/23 cases/);
      // The first check is the problem's own (a draft: the package has no input validator); every other passes.
      expect(checks.slice(1).filter((check) => !check.ok)).toEqual([]);

      const original = snapshot(PACKAGE);
      const written = snapshot(out);
      const data = [...original.keys()].filter((path) => path.startsWith("data/"));
      expect(data.length).toBe(46);
      for (const path of [...data, "submissions/accepted/use_std.cpp"]) expect(written.get(path)?.equals(original.get(path)!), path).toBe(true);
      expect([...written.keys()].filter((path) => path.startsWith("statement/"))).toEqual(["statement/problem.en.md"]);
      expect(written.get("statement/problem.en.md")?.equals(original.get("problem_statement/problem.md")!)).toBe(true);
      expect(exported.notes.filter((note) => note.includes("CRLF"))).toEqual([
        "44 case files have CRLF line ends (data/secret/01.in, data/secret/01.ans, data/secret/02.in, data/secret/02.ans, …): kept byte for byte; Kattis asks for LF-terminated text",
      ]);
    } finally {
      project.remove();
      scratch.remove();
    }
  }, 300_000);
});
