import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { exportKattisPackage } from "../../src/kattis/export-package";
import { importKattisPackage } from "../../src/kattis/import-package";
import { findProblem } from "../../src/problem/find-problem";
import { inProject, makeTempDir, makeTempProject, writeFiles } from "../authoring/helpers/temp-project";

// A helper's export of an imported package renamed every case (data/sample/1 → data/sample/01-1-sample, data/secret/
// g2/12 → data/secret/g2-12) while copying the package's submissions.yaml verbatim, whose rule for secret/g2 then
// matched no case. An imported case goes back to its package path, with its group's settings and description files.
describe("export of an imported package", () => {
  it("puts each imported case back at its package path, so submissions.yaml's test-group rules still name it", async () => {
    const scratch = makeTempDir("export-case-paths");
    const project = makeTempProject();
    try {
      const pkg = join(scratch.dir, "groups");
      writeFiles(pkg, {
        "problem.yaml": "problem_format_version: 2023-07-draft\nname: Groups\nlimits:\n  time_limit: 1\n  memory: 256\n",
        "data/sample/1.in": "1\n",
        "data/sample/1.ans": "1\n",
        "data/sample/1.desc": "the smallest\n",
        "data/secret/g1/3.in": "3\n",
        "data/secret/g1/3.ans": "3\n",
        "data/secret/g2/12.in": "12\n",
        "data/secret/g2/12.ans": "12\n",
        "data/secret/g2/2.in": "2\n",
        "data/secret/g2/2.ans": "2\n",
        "submissions/accepted/echo.py": "print(input())\n",
        "submissions/time_limit_exceeded/sleepy.py": "import time\ntime.sleep(5)\nprint(input())\n",
        "submissions/submissions.yaml": "time_limit_exceeded/sleepy.py:\n  secret/g2:\n    required: [TLE]\n",
      });
      const out = join(scratch.dir, "out");
      const back = join(scratch.dir, "back");
      await inProject(project.root, async () => {
        await importKattisPackage(pkg, { id: "groups" });
        await exportKattisPackage(findProblem("groups"), out, { judgeAccepted: false });
      });
      for (const path of ["data/sample/1", "data/secret/g1/3", "data/secret/g2/12", "data/secret/g2/2"]) {
        expect(readFileSync(join(out, `${path}.in`), "utf8"), path).toBe(readFileSync(join(pkg, `${path}.in`), "utf8"));
        expect(existsSync(join(out, `${path}.ans`)), path).toBe(true);
      }
      expect(readFileSync(join(out, "data/sample/1.desc"), "utf8")).toBe("the smallest\n");
      expect(readFileSync(join(out, "submissions/submissions.yaml"), "utf8")).toMatch(/secret\/g2:/);
      // Imported again (our own export, carried whole), the cases keep the names the first import gave them.
      const other = makeTempProject();
      try {
        const first = await inProject(project.root, async () => importKattisPackage(pkg, { id: "groups2" }));
        const again = await inProject(other.root, async () => {
          const imported = await importKattisPackage(out, { id: "groups" });
          await exportKattisPackage(findProblem("groups"), back, { judgeAccepted: false });
          return imported;
        });
        expect(again.cases).toEqual(first.cases);
        expect(existsSync(join(back, "data/secret/g2/12.in"))).toBe(true);
      } finally {
        other.remove();
      }
    } finally {
      project.remove();
      scratch.remove();
    }
  }, 120_000);

  // helloproblemtools came with problem.en.tex and problem.sv.tex only; its export sent out import's Markdown stub
  // (the LaTeX in a code block) as statement/problem.en.md, and the .tex files only in stonebench/.
  it("sends a LaTeX-only package's statement files back, not import's Markdown stub", async () => {
    const scratch = makeTempDir("export-latex-statement");
    const project = makeTempProject();
    try {
      const pkg = join(scratch.dir, "latex");
      const en = "\\problemname{Hello}\nPrint hello.\n";
      writeFiles(pkg, {
        "problem.yaml": "name: Hello\nlimits:\n  time_limit: 1\n  memory: 256\n",
        "problem_statement/problem.en.tex": en,
        "problem_statement/problem.sv.tex": "\\problemname{Hej}\nSkriv hej.\n",
        "data/sample/1.in": "\n",
        "data/sample/1.ans": "hello\n",
        "data/secret/2.in": "\n",
        "data/secret/2.ans": "hello\n",
        "submissions/accepted/hello.py": "print('hello')\n",
      });
      const out = join(scratch.dir, "out");
      await inProject(project.root, async () => {
        await importKattisPackage(pkg, { id: "latex" });
        await exportKattisPackage(findProblem("latex"), out, { judgeAccepted: false });
      });
      expect(readFileSync(join(out, "statement/problem.en.tex"), "utf8")).toBe(en);
      expect(existsSync(join(out, "statement/problem.sv.tex"))).toBe(true);
      expect(existsSync(join(out, "statement/problem.en.md"))).toBe(false);
    } finally {
      project.remove();
      scratch.remove();
    }
  }, 120_000);

  // BAPCtools' pseudointeraction (2025-09) shows the sample answer from 1.ans.download (its 1.ans is empty, the
  // interactor needs none), and testseed gives cases their seeds in <case>.yaml: export kept them only in stonebench/,
  // so the package it wrote showed an empty sample and judged without the cases' arguments.
  it("sends a case's .statement and .download files, its own .yaml and its .files/ back beside it", async () => {
    const scratch = makeTempDir("export-case-files");
    const project = makeTempProject();
    try {
      const pkg = join(scratch.dir, "sum");
      const beside = {
        "data/sample/1.in.statement": "3\n1\n2\n",
        "data/sample/1.ans.statement": "3\n",
        "data/sample/1.in.download": "3\n1\n2\n",
        "data/sample/1.ans.download": "3\n",
        "data/sample/1.files/picture.txt": "a picture\n",
        "data/secret/g1/2.yaml": "input_validator_args: [--seed, 42]\n",
        "data/secret/3.yaml": "output_validator_args: [case_sensitive]\n",
      };
      writeFiles(pkg, {
        "problem.yaml": "problem_format_version: 2025-09\nname: Sum\nlimits:\n  time_limit: 1\n  memory: 256\n",
        "data/sample/1.in": "1\n2\n",
        "data/sample/1.ans": "",
        "data/secret/g1/2.in": "2\n",
        "data/secret/g1/2.ans": "2\n",
        "data/secret/3.in": "3\n",
        "data/secret/3.ans": "3\n",
        "submissions/accepted/echo.py": "print(input())\n",
        ...beside,
      });
      const out = join(scratch.dir, "out");
      await inProject(project.root, async () => {
        await importKattisPackage(pkg, { id: "sum" });
        await exportKattisPackage(findProblem("sum"), out, { judgeAccepted: false });
      });
      for (const [path, text] of Object.entries(beside)) expect(existsSync(join(out, path)) && readFileSync(join(out, path), "utf8"), path).toBe(text);
    } finally {
      project.remove();
      scratch.remove();
    }
  }, 120_000);

  // BAPCtools' hello has mixed/test-memstatic.cc with "@EXPECTED_RESULTS@: RUN-ERROR,WRONG-ANSWER": that line gives its
  // label (RE or MLE or WA), and export sent it to rejected/ (a label of failing verdicts), not back to mixed/.
  it("sends a submission labelled by its @EXPECTED_RESULTS@ line back to the folder it came from", async () => {
    const scratch = makeTempDir("export-expected-results");
    const project = makeTempProject();
    try {
      const pkg = join(scratch.dir, "echo");
      const memstatic = "/* @EXPECTED_RESULTS@: RUN-ERROR,WRONG-ANSWER */\nint main() { return 1; }\n";
      writeFiles(pkg, {
        "problem.yaml": "problem_format_version: 2023-07-draft\nname: Echo\nlimits:\n  time_limit: 1\n  memory: 256\n",
        "data/sample/1.in": "1\n",
        "data/sample/1.ans": "1\n",
        "data/secret/2.in": "2\n",
        "data/secret/2.ans": "2\n",
        "submissions/accepted/echo.py": "print(input())\n",
        "submissions/mixed/memstatic.c": memstatic,
        "submissions/submissions.yaml": "mixed:\n  permitted: [AC, WA, TLE, RTE]\n",
      });
      const out = join(scratch.dir, "out");
      await inProject(project.root, async () => {
        await importKattisPackage(pkg, { id: "echo" });
        await exportKattisPackage(findProblem("echo"), out, { judgeAccepted: false });
      });
      expect(existsSync(join(out, "submissions/rejected/memstatic.c"))).toBe(false);
      expect(readFileSync(join(out, "submissions/mixed/memstatic.c"), "utf8")).toBe(memstatic);
    } finally {
      project.remove();
      scratch.remove();
    }
  }, 120_000);
});
