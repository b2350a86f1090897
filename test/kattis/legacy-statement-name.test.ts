import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { importKattisPackage } from "../../src/kattis/import-package";
import { exportKattisPackage } from "../../src/kattis/export-package";
import { findProblem } from "../../src/problem/find-problem";
import { inProject, makeTempDir, makeTempProject, writeFiles } from "../authoring/helpers/temp-project";

// A legacy package's name is its statement's: problemtools takes `%% plainproblemname:` or `\problemname{…}` of each
// problem_statement/problem[.<lang>].tex over problem.yaml's name (statement_util.load_names_from_statements,
// Metadata.from_legacy). xtof-durr/Kattis-SWERC-2025 writes no name in any of its eleven problem.yaml files:
// chamberofsecrets2 (\problemname{Chamber of Secrets 2}) was titled "chamberofsecrets2" after its folder, and its
// export said `name: chamberofsecrets2`. Then DOMjudge's domjudge-problem.ini name, then the folder. Hand-made
// packages (our own words) in those shapes.
const BASE: Record<string, string> = {
  "data/sample/1.in": "1 2\n",
  "data/sample/1.ans": "3\n",
  "submissions/accepted/add.py": "a, b = map(int, input().split())\nprint(a + b)\n",
  ".timelimit": "1\n",
};

async function titleOf(files: Record<string, string>, id: string): Promise<{ title: string; notes: string[]; root: string; remove(): void }> {
  const scratch = makeTempDir("statement-name");
  const project = makeTempProject();
  const dir = join(scratch.dir, id);
  writeFiles(dir, { ...BASE, ...files });
  const result = await inProject(project.root, () => importKattisPackage(dir));
  const config = readFileSync(join(project.root, "problems", id, "problem.yaml"), "utf8");
  return {
    title: /^title: (.*)$/m.exec(config)![1]!,
    notes: result.notes,
    root: project.root,
    remove: () => {
      project.remove();
      scratch.remove();
    },
  };
}

describe("a legacy package's name, as problemtools reads it", () => {
  it("no name in problem.yaml: the statement's \\problemname, and the export names it so", async () => {
    const got = await titleOf({ "problem.yaml": 'license: "cc by-sa"\nsource: "Some Contest 2025"\nvalidation: default\n', "problem_statement/problem.tex": "\\problemname{Chamber Test}\n\nAdd two numbers.\n" }, "chambertest");
    try {
      expect(got.title).toBe("Chamber Test");
      expect(readFileSync(join(got.root, "problems/chambertest/statement.md"), "utf8")).toMatch(/^# Chamber Test\n/);
      const scratch = makeTempDir("statement-name-export");
      try {
        await inProject(got.root, () => exportKattisPackage(findProblem("chambertest"), join(scratch.dir, "out"), { judgeAccepted: false }));
        expect(readFileSync(join(scratch.dir, "out", "problem.yaml"), "utf8")).toMatch(/^name: Chamber Test$/m);
      } finally {
        scratch.remove();
      }
    } finally {
      got.remove();
    }
  }, 60_000);

  it("`%% plainproblemname:` over \\problemname, and both over problem.yaml's name, which a note names", async () => {
    const got = await titleOf({ "problem.yaml": "name: tally\n", "problem_statement/problem.en.tex": "%% plainproblemname: Tally Ho\n\\problemname{Tally $\\heartsuit$}\n" }, "tally");
    try {
      expect(got.title).toBe("Tally Ho");
      expect(got.notes.join("\n")).toMatch(/the title is "Tally Ho", from problem_statement\/problem\.en\.tex, not problem\.yaml's name "tally": problemtools names a legacy package after its statement/);
    } finally {
      got.remove();
    }
  }, 60_000);

  it("BAPCtools' \\problemname{\\problemyamlname} names problem.yaml's name, not a title of its own", async () => {
    // mzuenni/icpc-problems' NWERC 2023 packages (arrangingadapters, brickwork) write their statements so; the title was
    // the macro itself, "\\problemyamlname", with a note saying it replaced problem.yaml's "Arranging Adapters".
    const got = await titleOf({ "problem.yaml": "name:\n  en: Arranging Adapters\nvalidation: default\n", "problem_statement/problem.en.tex": "\\problemname{\\problemyamlname}\n\nAdd two numbers.\n" }, "adapters");
    try {
      expect(got.title).toBe("Arranging Adapters");
      expect(got.notes.join("\n")).not.toMatch(/the title is/);
    } finally {
      got.remove();
    }
  }, 60_000);

  it("a 2023-07-draft package keeps problem.yaml's name; without any, DOMjudge's ini name, its statement's, then the folder", async () => {
    const draft = await titleOf({ "problem.yaml": "problem_format_version: 2023-07-draft\nname: Yaml Name\n", "statement/problem.en.tex": "\\problemname{Statement Name}\n" }, "draft");
    try {
      expect(draft.title).toBe("Yaml Name");
    } finally {
      draft.remove();
    }
    const ini = await titleOf({ "problem.yaml": "validation: default\n", "domjudge-problem.ini": "short-name = ini\nname = 'Ini Name'\n", "problem_statement/problem.tex": "No name here.\n" }, "ini");
    try {
      expect(ini.title).toBe("Ini Name");
    } finally {
      ini.remove();
    }
    // BAPCtools' guessnoeofcheck (2023-07-draft) has no name in problem.yaml and \problemname{Guess the Number} in its
    // statement: it was titled "guessnoeofcheck", after its folder, and exported as name: guessnoeofcheck.
    const unnamed = await titleOf({ "problem.yaml": "problem_format_version: 2023-07-draft\nsource: Kattis\n", "statement/problem.en.tex": "\\problemname{Statement Name}\n" }, "unnamed");
    try {
      expect(unnamed.title).toBe("Statement Name");
      expect(unnamed.notes).toContain('the title is "Statement Name", from statement/problem.en.tex: problem.yaml gives no name');
    } finally {
      unnamed.remove();
    }
    const bare = await titleOf({ "problem.yaml": "validation: default\n" }, "bare");
    try {
      expect(bare.title).toBe("bare");
    } finally {
      bare.remove();
    }
  }, 120_000);
});
