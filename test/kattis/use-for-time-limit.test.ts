import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { importKattisPackage } from "../../src/kattis/import-package";
import { solutionsDir } from "../../src/paths";
import type { Verdict } from "../../src/verdicts";
import { expectationsFor, unmetExpectations } from "../../src/verify/submission-expectations";
import { inProject, makeTempProject, repoRoot } from "../authoring/helpers/temp-project";

// 2025-09 submissions.yaml: `use_for_time_limit: lower` is a `permitted: [AC, WA, RTE]` constraint and `upper` a
// `required: [TLE]` one. BAPCtools' testexpectations (test/fixtures/kattis-bapctools, GPL-3.0, README there) holds
// tle/sleep.py to both (lower on sample, upper on secret), and verify judged it as "mixed, not checked": a TLE on a
// sample, which the package forbids, passed without a word. The rules are read from the imported package; the
// verdicts below are what a judge may give (the rule check is pure: no run decides it).
describe("submissions.yaml's use_for_time_limit", () => {
  it("lower forbids TLE on its cases, upper requires one", async () => {
    const project = makeTempProject();
    try {
      await inProject(project.root, async () => {
        const imported = await importKattisPackage(join(repoRoot, "test/fixtures/kattis-bapctools/testexpectations"), { id: "texp" });
        // The limit is derived from accepted submissions only: import says so, since it ignores these bounds.
        expect(imported.notes.join("\n")).toMatch(/submissions\.yaml sets use_for_time_limit: lower or upper, but the derived limit counts only the accepted submissions' times/);
        const found = expectationsFor("texp", join(solutionsDir(), "texp", "wrong", "sleep.py"));
        expect(found?.submission).toBe("tle/sleep.py");
        const { rules, caseName } = found!;
        expect(rules.map((rule) => rule.from)).toEqual(["submissions.yaml: tle → sample (use_for_time_limit: lower)", "submissions.yaml: tle → secret (use_for_time_limit: upper)"]);
        const judged = (sample: Verdict, secret: Verdict) => unmetExpectations(rules, [{ name: "01-1-sample", verdict: sample }, { name: "02-3-sample", verdict: "AC" }, { name: "03-2", verdict: "AC" }, { name: "07-42", verdict: secret }], caseName).failures;
        expect(judged("AC", "TLE")).toEqual([]);
        expect(judged("TLE", "TLE").join("\n")).toMatch(/use_for_time_limit: lower\): permitted AC, WA, RTE, but TLE on sample\/1/);
        expect(judged("AC", "AC").join("\n")).toMatch(/use_for_time_limit: upper\): required TLE on some case of secret, got AC/);
      });
    } finally {
      project.remove();
    }
  }, 120_000);
});
