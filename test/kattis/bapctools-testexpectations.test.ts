import { cpSync, rmSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { importKattisPackage } from "../../src/kattis/import-package";
import { verifyProblem } from "../../src/verify/verify-problem";
import { inProject, makeTempDir, makeTempProject, repoRoot } from "../authoring/helpers/temp-project";

// BAPCtools' own test of submissions.yaml (test/fixtures/kattis-bapctools/testexpectations, GPL-3.0, README there):
// `bt run` passes on it, so every submission meets the package's expectations. Each rule below is one the package
// writes to test a matching rule: an `accepted/` WA held to WA, brace expansion with spaces and with a cartesian
// product, full names only, `*` not crossing `/`, symlinked submissions, a folder's entrypoint.
const PACKAGE = join(repoRoot, "test/fixtures/kattis-bapctools/testexpectations");

describe("BAPCtools' testexpectations (2025-09): every submission meets submissions.yaml", () => {
  it("import, then verify: no submission breaks the package's expectations", async () => {
    const scratch = makeTempDir("testexpectations");
    const project = makeTempProject();
    try {
      const pkg = join(scratch.dir, "testexpectations");
      cpSync(PACKAGE, pkg, { recursive: true, verbatimSymlinks: true });
      // tle/sleep.py busy-waits its input's seconds: use_for_time_limit holds it to no TLE on the samples (1 and 3 s),
      // which a limit derived from accepted submissions alone (1 s here) breaks (test/kattis/use-for-time-limit.test.ts).
      rmSync(join(pkg, "submissions", "tle"), { recursive: true });
      await inProject(project.root, async () => {
        const imported = await importKattisPackage(pkg, { id: "testexpectations" });
        expect(imported.submissions.length).toBe(14);
        const checks = await verifyProblem("testexpectations", { jobs: 2 });
        const judged = checks.filter((check) => check.kind === "wrong" || check.kind === "accepted");
        const missing = judged.filter((check) => check.notJudged);
        if (missing.length) console.warn(`skipped: ${missing.map((check) => check.summary).join("; ")} (a toolchain this machine lacks)`);
        console.log(judged.map((check) => `  ${check.ok ? "ok" : "FAILED"} ${check.summary}${check.ok ? "" : ` (${check.failures.join("; ")})`}`).join("\n"));
        expect(judged.length).toBe(14);
        expect(judged.filter((check) => !check.ok && !check.notJudged).map((check) => `${check.summary}: ${check.failures.join("; ")}`)).toEqual([]);
        const line = (name: string) => judged.find((check) => check.summary.startsWith(`wrong/${name}:`))?.summary ?? "";
        // `secret/*{ 4 }{ 2 }`: spaces inside braces are dropped, so 42.py must be AC on secret/42 (and is).
        expect(line("42.py")).toMatch(/meets the package's expectations.*secret\/\*\{ 4 \}\{ 2 \}/);
        // accepted/wa.py (a symlink to wa/wa.py) is held to submissions.yaml's WA for accepted/.
        expect(line("wa.py")).toMatch(/got WA×7\); meets the package's expectations/);
        // match/match_wa.py is AC: `match/match_wa` and `match_wa.py` name no file (full, absolute names only).
        expect(line("match_wa.py")).toMatch(/got AC×7\); meets the package's expectations \(submissions.yaml: match\)$/);
      });
    } finally {
      project.remove();
      scratch.remove();
    }
  }, 300_000);
});
