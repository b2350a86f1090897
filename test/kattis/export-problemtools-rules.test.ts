import { existsSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { exportKattisPackage } from "../../src/kattis/export-package";
import { findProblem } from "../../src/problem/find-problem";
import { importKattisPackage } from "../../src/kattis/import-package";
import { inProject, makeTempDir, makeTempProject, writeFiles } from "../authoring/helpers/temp-project";

// What problemtools' verifyproblem reported as errors on our exports (test/kattis/verifyproblem.test.ts runs it where
// it is installed), checked here without it, on an interactive problem in both layouts:
// - 2023-07-draft: "validation: Extra inputs are not permitted" (the draft has `type` only);
// - 2023-07-draft: "Output validator in JavaScript. Only {c, cpp, python3} are standardized": ours is a build/run
//   folder; and each entry of output_validator/ is one program to problemtools, so the program is one folder in it;
// - legacy: "Names exist for languages without problem statements: en" (legacy statements are .tex only);
// - the draft's warning "Found directory output_validators" (a legacy copy in a draft package).
describe("an exported package keeps problemtools' rules", { timeout: 300_000 }, () => {
  it.each([false, true])("play-nim, legacy layout %s", async (legacy) => {
    const scratch = makeTempDir("export-problemtools-rules");
    try {
      const dir = join(scratch.dir, "playnim");
      await exportKattisPackage(findProblem("play-nim"), dir, { legacy, judgeAccepted: false });
      const yaml = parse(readFileSync(join(dir, "problem.yaml"), "utf8")) as Record<string, unknown>;
      const program = join(dir, legacy ? "output_validators" : "output_validator", "play_nim_validator");
      for (const script of ["build", "run"]) expect(statSync(join(program, script)).mode & 0o777).toBe(0o755);
      expect(readFileSync(join(program, "run"), "utf8")).toMatch(/exec node "\$\(dirname "\$0"\)\/interactor\.js" "\$@"/);
      expect(existsSync(join(program, "interactor.js"))).toBe(true);
      if (legacy) {
        expect(yaml.problem_format_version).toBe("legacy");
        expect(yaml.validation).toBe("custom interactive");
        expect(yaml.type).toBeUndefined();
        expect(existsSync(join(dir, "output_validator"))).toBe(false);
        expect(readFileSync(join(dir, "problem_statement", "problem.en.tex"), "utf8")).toMatch(/^\\problemname\{Play Nim\}$/m);
      } else {
        expect(yaml.problem_format_version).toBe("2023-07-draft");
        expect(yaml.type).toBe("interactive");
        expect(yaml.validation).toBeUndefined();
        expect(existsSync(join(dir, "output_validators"))).toBe(false);
        expect(existsSync(join(dir, "statement", "problem.en.md"))).toBe(true);
      }
    } finally {
      scratch.remove();
    }
  });

  // The package's memory limit is Node's address-space floor (768 MiB), far above hdu2516's 32 MiB: problemtools ran
  // readline-interface (MLE here) to TLE, an error in run_time_error/. A solution expected to fail by memory may pass
  // there, or fail another way: it goes to mixed/, which submissions.yaml says may get any verdict (rejected/ would
  // claim a failure); one that fails otherwise keeps its folder.
  it("hdu2516: a solution expected to be MLE goes to mixed/ when the package's memory limit is raised", async () => {
    const scratch = makeTempDir("export-problemtools-rules");
    try {
      const dir = join(scratch.dir, "hdu2516");
      const exported = await exportKattisPackage(findProblem("hdu2516"), dir, { judgeAccepted: false });
      const memory = (parse(readFileSync(join(dir, "problem.yaml"), "utf8")) as { limits: { memory: number } }).limits.memory;
      expect(memory).toBeGreaterThan(72);
      expect(exported.submissions).toContain("mixed/readline-interface.js");
      expect(exported.submissions).not.toContain("run_time_error/readline-interface.js");
      expect(exported.submissions).not.toContain("rejected/readline-interface.js");
      expect(exported.submissions).toContain("wrong_answer/one-line.js");
      const described = parse(readFileSync(join(dir, "submissions", "submissions.yaml"), "utf8")) as Record<string, { permitted?: string[] }>;
      expect(described["mixed/readline-interface.js"]?.permitted).toEqual(["AC", "WA", "TLE", "RTE"]);
      expect(exported.notes.join("\n")).toMatch(/readline-interface\.ts expects MLE at \d+ MiB, but the package's limit is \d+ MiB/);
    } finally {
      scratch.remove();
    }
  });

  // Node's floor is for a package with JavaScript submissions: a helper's C++ and Python package (memory: 512) came
  // back out with memory 1024, "Node needs that much", which changes the problem (a submission meant to fail at
  // 512 MiB may pass).
  it("a package with no JavaScript submission keeps its own memory limit on export", async () => {
    const scratch = makeTempDir("export-native-memory");
    const project = makeTempProject();
    try {
      const pkg = join(scratch.dir, "native");
      writeFiles(pkg, { "problem.yaml": "name: Native\nlimits:\n  time_limit: 1\n  memory: 512\n", "data/sample/1.in": "1\n", "data/sample/1.ans": "1\n", "data/secret/2.in": "2\n", "data/secret/2.ans": "2\n", "submissions/accepted/echo.py": "print(input())\n" });
      const out = join(scratch.dir, "out");
      const exported = await inProject(project.root, async () => {
        await importKattisPackage(pkg, { id: "native" });
        return exportKattisPackage(findProblem("native"), out, { judgeAccepted: false });
      });
      expect((parse(readFileSync(join(out, "problem.yaml"), "utf8")) as { limits: { memory: number } }).limits.memory).toBe(512);
      expect(exported.notes.join("\n")).not.toMatch(/Node's floor|Node .* needs about/);
    } finally {
      project.remove();
      scratch.remove();
    }
  });

  // stonebench's `mixed` (judged, never checked: hdu2516's writesync-per-line.ts and cin-endl.cpp are AC or TLE by the
  // machine's speed) has no folder in the format: rejected/ would claim a failure. The draft layout puts each in mixed/,
  // a folder of its own that submissions.yaml describes (any verdict); the legacy layout has no submissions.yaml, so
  // they stay out of submissions/ with a note, and travel in stonebench/ only.
  it.each([false, true])("hdu2516: mixed solutions in mixed/ with submissions.yaml, legacy layout %s", async (legacy) => {
    const scratch = makeTempDir("export-problemtools-rules");
    try {
      const dir = join(scratch.dir, "hdu2516");
      const exported = await exportKattisPackage(findProblem("hdu2516"), dir, { judgeAccepted: false, legacy });
      const yamlPath = join(dir, "submissions", "submissions.yaml");
      for (const path of ["mixed/writesync-per-line.js", "mixed/cin-endl.cpp"]) {
        expect(exported.submissions.includes(path), path).toBe(!legacy);
        expect(existsSync(join(dir, "submissions", path)), path).toBe(!legacy);
        expect(exported.submissions).not.toContain(path.replace("mixed/", "rejected/"));
      }
      expect(existsSync(join(dir, "stonebench", "solutions", "wrong", "writesync-per-line.ts"))).toBe(true);
      if (legacy) {
        expect(existsSync(yamlPath)).toBe(false);
        expect(exported.notes.join("\n")).toMatch(/writesync-per-line\.ts may get any verdict: the legacy layout has no folder that says so/);
      } else {
        const described = parse(readFileSync(yamlPath, "utf8")) as Record<string, { permitted?: string[]; required?: string[] }>;
        expect(described["mixed/writesync-per-line.js"]).toEqual({ permitted: ["AC", "WA", "TLE", "RTE"] });
        expect(described["mixed/cin-endl.cpp"]).toEqual({ permitted: ["AC", "WA", "TLE", "RTE"] });
        // A single-verdict label's folder says it all: no entry.
        expect(Object.keys(described).some((key) => key.startsWith("wrong_answer/"))).toBe(false);
      }
    } finally {
      scratch.remove();
    }
  });
});
