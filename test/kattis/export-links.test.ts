import { existsSync, readFileSync, symlinkSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { recordUnproven } from "../../src/scaffold/unproven-cases";
import { describe, expect, it } from "vitest";
import { UserError } from "../../src/errors";
import { exportKattisPackage } from "../../src/kattis/export-package";
import { importKattisPackage } from "../../src/kattis/import-package";
import { findProblem } from "../../src/problem/find-problem";
import { inProject, makeTempDir, makeTempProject, writeFiles } from "../authoring/helpers/temp-project";

// A problem folder received from someone (a cloned repository) with cases/<id>/9.in a link to a file of the user's:
// `npm run export` copied the file's text into data/secret/9.in of the package the user then shares, without a word.
describe("export refuses a link that leads outside the project", () => {
  it("a case linked to a secret outside is refused, naming the link, and nothing is written; a link inside still exports", async () => {
    const scratch = makeTempDir("export-links");
    const project = makeTempProject();
    try {
      const secret = join(scratch.dir, "secret.txt");
      writeFileSync(secret, "TOP SECRET: the user's private key\n");
      const pkg = join(scratch.dir, "echo");
      writeFiles(pkg, {
        "problem.yaml": "problem_format_version: 2023-07-draft\nname: Echo\nlimits:\n  time_limit: 1\n  memory: 256\n",
        "data/sample/1.in": "1\n",
        "data/sample/1.ans": "1\n",
        "data/secret/2.in": "2\n",
        "data/secret/2.ans": "2\n",
        "submissions/accepted/echo.py": "print(input())\n",
      });
      const cases = join(project.root, "cases", "echo");
      const inside = join(scratch.dir, "inside");
      const outside = join(scratch.dir, "outside");
      await inProject(project.root, async () => {
        await importKattisPackage(pkg, { id: "echo" });
        // A link within the project is the user's own layout: it exports as the file it leads to.
        symlinkSync("2.in", join(cases, "03-again.in"));
        symlinkSync("2.out", join(cases, "03-again.out"));
        // An expected output main gave (npm run case without another reference) and a draft are said, not kept quiet.
        recordUnproven(cases, "03-again", readFileSync(join(cases, "03-again.out")));
        const exported = await exportKattisPackage(findProblem("echo"), inside, { judgeAccepted: false });
        // It was added by npm run case (.from-main), not made from a recipe: make-cases cannot remake it (this package
        // has no cases.ts), and the note said to run make-cases; it now says how case takes an independent oracle.
        expect(exported.notes).toContain("1 expected output added by npm run case came from main itself (03-again), which proves nothing about main; check each by hand and delete its line from cases/echo/.from-main, or replace it: npm run case -- echo --in cases/echo/<its name>.in --name <its name> --oracle brute --force (or second-method)");
        expect(exported.notes.join("\n")).not.toMatch(/make-cases/);
        expect(exported.notes).toContain("problems/echo/problem.yaml says status: draft: npm run verify -- echo lists what is unfinished; exported as it is");
        symlinkSync(secret, join(cases, "09-linked.in"));
        symlinkSync(secret, join(cases, "09-linked.out"));
        const refused = await exportKattisPackage(findProblem("echo"), outside, { judgeAccepted: false }).then(
          () => undefined,
          (error: unknown) => error,
        );
        expect(refused).toBeInstanceOf(UserError);
        expect((refused as UserError).message).toMatch(/cases\/echo\/09-linked\.(in|out) links outside the project .*nothing was written/);
      });
      expect(readFileSync(join(inside, "data/secret/03-again.in"), "utf8")).toBe("2\n");
      expect(existsSync(outside)).toBe(false);
    } finally {
      project.remove();
      scratch.remove();
    }
  }, 120_000);
});
