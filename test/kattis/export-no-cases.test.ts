import { existsSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { runCommand } from "../helpers/cli";
import { makeTempDir, makeTempProject, writeFiles } from "../authoring/helpers/temp-project";

// google/coding-competitions-archive ships Code Jam's interactive problems without data (median_sort: problem.yaml,
// output_validators/validator/judge.py, the statement). Import takes such a package, saying it has no cases; export
// then stopped with 'No cases for "<id>": looked in cases/<id>/*.in and found none', though it means to write a
// package without cases with a note (data/secret/ is empty), so the import could not go back out. A package in our
// own words with no data/ at all.
const PACKAGE: Record<string, string> = {
  "problem.yaml": "name: Empty Handed\nlimits:\n  time_limit: 1\n",
  // As Code Jam's archive states its problems: HTML, which import keeps but does not read.
  "problem_statement/problem.html": "<h3>Problem</h3><p>Print the sum of two numbers.</p>\n",
  "submissions/accepted/add.py": "a, b = map(int, input().split())\nprint(a + b)\n",
};

describe("a problem imported without cases, its statement in HTML", () => {
  it("is exported with a note that data/secret/ is empty, and comes back", async () => {
    const scratch = makeTempDir("export-no-cases");
    const project = makeTempProject();
    try {
      const dir = join(scratch.dir, "emptyhanded");
      writeFiles(dir, PACKAGE);
      const env = { STONEBENCH_ROOT: project.root };
      const imported = await runCommand("import", [dir], { env });
      expect(imported.exitCode).toBe(0);
      expect(imported.stdout).toMatch(/the package has no cases in data\/sample or data\/secret/);
      // The statement's HTML is kept, and the note says so: it said only that there was no .md or .tex.
      expect(imported.stdout).toMatch(/problem_statement\/ holds no problem\.<language>\.md or \.tex \(its file, problem\.html, is kept in \S*problems\/emptyhanded\/statement\/\); write/);
      expect(existsSync(join(project.root, "problems/emptyhanded/statement/problem.html"))).toBe(true);
      const out = join(scratch.dir, "out", "emptyhanded");
      const exported = await runCommand("export", ["emptyhanded", "--kattis", out], { env });
      expect(exported.stderr).not.toMatch(/No cases for/);
      expect(exported.exitCode).toBe(0);
      expect(exported.stdout).toMatch(/data\/secret\/ is empty; Kattis needs at least one secret case/);
      expect(existsSync(join(out, "submissions/accepted/add.py"))).toBe(true);
      const again = await runCommand("import", [out, "--id", "emptyhanded-2"], { env });
      expect(again.exitCode).toBe(0);
    } finally {
      project.remove();
      scratch.remove();
    }
  }, 240_000);
});
