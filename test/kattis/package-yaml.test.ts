import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { importKattisPackage } from "../../src/kattis/import-package";
import { packageLimits } from "../../src/check/package-limits";
import { timeMultipliersOf } from "../../src/verify/time-multipliers";
import { inProject, makeTempDir, makeTempProject, runCommand, writeFiles } from "../authoring/helpers/temp-project";

// A package's YAML as its authors' tools read it: YAML 1.1's merge key (`<<: *defaults`, PyYAML's, which problemtools
// uses) was kept as a key named "<<", so a package's limits were dropped; and the yaml package's warnings reached the
// console as a raw YAMLWarning with its source excerpt, instead of a note naming file:line:col.

const CASE = { "data/sample/1.in": "1\n", "data/sample/1.ans": "1\n" };

const MERGED = [
  "problem_format_version: 2023-07-draft",
  "name: Merged",
  "shared: &defaults",
  "  time_limit: 3",
  "  memory: 512",
  "  validation_time: 5",
  "  time_multipliers: {ac_to_time_limit: 3}",
  "limits:",
  "  <<: *defaults",
  "  output: 16",
  "",
].join("\n");

describe("a package's YAML", { timeout: 120_000 }, () => {
  let project: ReturnType<typeof makeTempProject>;
  let scratch: ReturnType<typeof makeTempDir>;
  beforeEach(() => {
    project = makeTempProject();
    scratch = makeTempDir("package-yaml");
  });
  afterEach(() => {
    project.remove();
    scratch.remove();
  });

  it("problem.yaml's merge key <<: *defaults gives its limits, to import and to verify's readers alike", async () => {
    writeFiles(join(scratch.dir, "merged"), { ...CASE, "problem.yaml": MERGED });
    await inProject(project.root, async () => {
      const result = await importKattisPackage(join(scratch.dir, "merged"));
      const config = readFileSync(join(project.root, "problems/merged/problem.yaml"), "utf8");
      expect(config).toMatch(/^timeLimitMs: 3000$/m);
      expect(config).toMatch(/^memoryLimitMiB: 512$/m);
      expect(config).toMatch(/^outputLimitMiB: 16$/m);
      expect(result.notes.join("\n")).not.toContain("<<");
      expect(result.notes.join("\n")).toContain("validation_time: 5");
      // verify reads the kept problem.yaml: the merged keys are there too.
      expect(packageLimits("merged").validator.timeLimitMs).toBe(5000);
      expect(timeMultipliersOf("merged").acToTimeLimit).toBe(3);
    });
  });

  it("a YAML warning is one note naming file:line:col, never the yaml package's raw warning", async () => {
    const dir = join(scratch.dir, "warned");
    writeFiles(dir, {
      ...CASE,
      "problem.yaml": "problem_format_version: 2023-07-draft\nname: !title Warned\nlimits:\n  time_limit: 1\n  memory: 256\n  output: 8\n",
      "data/testdata.yaml": "%FUTURE directive\n---\noutput_validator_args: [case_sensitive]\n",
      "submissions/submissions.yaml": "accepted/:\n  permitted: !verdicts [AC]\n",
      "submissions/accepted/echo.js": "process.stdout.write(require('fs').readFileSync(0));\n",
    });
    const cache = makeTempDir("package-yaml-cache");
    try {
      const result = await runCommand("import", [dir], { root: project.root, cacheDir: cache.dir, timeoutMs: 90_000 });
      expect(result.code, result.stderr).toBe(0);
      expect(result.stdout + result.stderr).not.toMatch(/YAMLWarning|TAG_RESOLVE_FAILED|BAD_DIRECTIVE|\^\^\^/);
      expect(result.stdout).toContain(`note: YAML warning: ${join(dir, "problem.yaml")}:2:7: Unresolved tag: !title (read as if untagged)`);
      expect(result.stdout).toContain(`note: YAML warning: ${join(dir, "data/testdata.yaml")}:1:1: Unknown directive %FUTURE`);
      expect(result.stdout).toContain(`note: YAML warning: ${join(dir, "submissions/submissions.yaml")}:2:14: Unresolved tag: !verdicts (read as if untagged)`);
    } finally {
      cache.remove();
    }
  });
});
