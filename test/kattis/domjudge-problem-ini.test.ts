import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { importKattisPackage } from "../../src/kattis/import-package";
import { inProject, makeTempDir, makeTempProject, writeFiles } from "../authoring/helpers/temp-project";

// A package prepared for DOMjudge keeps its time limit in domjudge-problem.ini (`timelimit = 4.0`), as xtof-durr's
// Kattis-SWERC-2025 chamberofsecrets2 does (legacy problem.yaml with only limits.memory, no .timelimit). Import read
// only limits.time_limit and .timelimit, so it timed the accepted submissions instead and wrote 1000 ms (136 ms × the
// legacy multiplier 5, rounded up): a quarter of the contest's limit. A hand-made package (our own words) in that shape.
const PACKAGE: Record<string, string> = {
  "problem.yaml": 'limits:\n  memory: 1024\nvalidation: default\nlicense: "cc by-sa"\nsource: "Some Contest 2025"\n',
  "domjudge-problem.ini": "short-name = tally\nname = Tally\ntimelimit = 4.0\ncolor = #F6A32D\n",
  "problem_statement/problem.tex": "\\problemname{Tally}\nAdd two numbers.\n",
  "data/sample/1.in": "1 2\n",
  "data/sample/1.ans": "3\n",
  "data/secret/2.in": "5 7\n",
  "data/secret/2.ans": "12\n",
  "submissions/accepted/add.py": "a, b = map(int, input().split())\nprint(a + b)\n",
};

describe("DOMjudge's domjudge-problem.ini", () => {
  it("gives the time limit when problem.yaml and .timelimit give none, and import says so", async () => {
    const scratch = makeTempDir("domjudge-ini");
    const project = makeTempProject();
    try {
      const dir = join(scratch.dir, "tally");
      writeFiles(dir, PACKAGE);
      const result = await inProject(project.root, () => importKattisPackage(dir));
      const config = readFileSync(join(project.root, "problems/tally/problem.yaml"), "utf8");
      expect(config).toMatch(/^timeLimitMs: 4000$/m);
      const notes = result.notes.join("\n");
      expect(notes).toMatch(/time limit 4 s from domjudge-problem\.ini \(timelimit = 4\.0\), as DOMjudge reads it/);
      expect(notes).not.toMatch(/sets no time limit/);

      // .timelimit, when the package has one too, is what DOMjudge's other file says: the ini wins in DOMjudge, and here.
      const both = join(scratch.dir, "both");
      writeFiles(both, { ...PACKAGE, ".timelimit": "2\n" });
      await inProject(project.root, () => importKattisPackage(both));
      expect(readFileSync(join(project.root, "problems/both/problem.yaml"), "utf8")).toMatch(/^timeLimitMs: 4000$/m);

      // limits.time_limit (the format's own key) wins over both.
      const yaml = join(scratch.dir, "yamllimit");
      writeFiles(yaml, { ...PACKAGE, "problem.yaml": "problem_format_version: 2023-07-draft\nname: Tally\nlimits:\n  time_limit: 3\n" });
      await inProject(project.root, () => importKattisPackage(yaml));
      expect(readFileSync(join(project.root, "problems/yamllimit/problem.yaml"), "utf8")).toMatch(/^timeLimitMs: 3000$/m);
    } finally {
      project.remove();
      scratch.remove();
    }
  }, 120_000);

  it("a timelimit that is not a number > 0 is refused, naming the file", async () => {
    const scratch = makeTempDir("domjudge-ini-bad");
    const project = makeTempProject();
    try {
      const dir = join(scratch.dir, "tally");
      writeFiles(dir, { ...PACKAGE, "domjudge-problem.ini": "name = Tally\ntimelimit = fast\n" });
      await inProject(project.root, async () => {
        await expect(importKattisPackage(dir)).rejects.toThrow(/domjudge-problem\.ini: timelimit is "fast"; DOMjudge wants a number of seconds > 0; nothing was written/);
      });
    } finally {
      project.remove();
      scratch.remove();
    }
  });

  // A line of many spaces made the ini's two patterns backtrack quadratically: 40,000 took 2.6 s of import's own CPU
  // (a helper attacking what surrounds the solution). Split by hand now: 150,000 spaces, the same keys, in milliseconds.
  it("reads a line of 150,000 spaces in linear time, with the same keys", async () => {
    const scratch = makeTempDir("domjudge-ini-spaces");
    const project = makeTempProject();
    try {
      const dir = join(scratch.dir, "spaces");
      const pad = " ".repeat(150_000);
      writeFiles(dir, { ...PACKAGE, "domjudge-problem.ini": `short-name = spaces\ncolor = #F6A32D${pad}x\ntimelimit = 4.0${pad}; the contest's\n${pad}=${pad}x\n` });
      const cpu = process.cpuUsage();
      await inProject(project.root, () => importKattisPackage(dir));
      const used = process.cpuUsage(cpu);
      expect(readFileSync(join(project.root, "problems/spaces/problem.yaml"), "utf8")).toMatch(/^timeLimitMs: 4000$/m);
      // The event loop is blocked while a pattern backtracks, so a vitest timeout could not stop it: CPU is the bound.
      expect((used.user + used.system) / 1000).toBeLessThan(8000);
    } finally {
      project.remove();
      scratch.remove();
    }
  }, 120_000);
});
