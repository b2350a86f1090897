import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { importKattisPackage } from "../../src/kattis/import-package";
import { packageLimits } from "../../src/check/package-limits";
import { timeMultipliersOf } from "../../src/verify/time-multipliers";
import { inProject, makeTempDir, makeTempProject, writeFiles } from "../authoring/helpers/temp-project";

// A package's YAML as its authors' tools read it: YAML 1.1's merge key (`<<: *defaults`, PyYAML's, which problemtools
// uses) was kept as a key named "<<", so a package's limits were dropped.

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
});
