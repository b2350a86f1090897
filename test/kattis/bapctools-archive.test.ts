import { cpSync, existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { exportKattisPackage } from "../../src/kattis/export-package";
import { importKattisPackage } from "../../src/kattis/import-package";
import { findProblem } from "../../src/problem/find-problem";
import { verifyProblem } from "../../src/verify/verify-problem";
import { inProject, makeTempDir, makeTempProject, repoRoot, snapshot } from "../authoring/helpers/temp-project";

// BAPCtools' test contest (test/fixtures/kattis-bapctools, GPL-3.0, README there): two 2023-07-draft packages a contest
// jury's tool is tested on, with labelled submissions in C, C++, Java and Python (Java judged on different: three cases, so one JVM start each). import → verify → export → import →
// export: every submission kept gets its folder's verdict, export gives the package's files back where they were.
// CI judges a few submissions of each (the packages' own cases and limits); docs/import.md gives the full run by hand.
const ARCHIVE = join(repoRoot, "test/fixtures/kattis-bapctools");
const PACKAGES = [
  {
    name: "guess",
    // Interactive, with .interaction samples; two folders hold guess_close_stdout_1.cpp (import must rename one, export give it back).
    keep: ["accepted/guess.cc", "wrong_answer/guess.py", "run_time_error/guess_rte.c", "run_time_error/guess_close_stdout_1.cpp", "time_limit_exceeded/guess_close_stdout_1.cpp"],
  },
  {
    name: "different",
    // A C++ output validator, answer_validators/, a .ctd input validator, and submissions BAPCtools disabled by their name.
    keep: ["accepted/different_stdio.cc", "accepted/different.c", "accepted/different_py3.py", "accepted/Different.java", "wrong_answer/different_no_abs.cc", "time_limit_exceeded/different_linear_search.cc", "accepted/different.rs.disabled", "accepted/prolog.disabled"],
  },
];

// Submissions that cannot get their folder's verdict here, and why (none so far: each would be named here).
const CANNOT: Record<string, string> = {};

describe("BAPCtools' test contest (2023-07-draft): import, verify, export", () => {
  it.each(PACKAGES)("$name", async ({ name, keep }) => {
    const scratch = makeTempDir("bapctools");
    const project = makeTempProject();
    const again = makeTempProject();
    const id = `bt-${name}`;
    try {
      // The package with only the submissions CI judges.
      const pkg = join(scratch.dir, "package", name);
      cpSync(join(ARCHIVE, name), pkg, { recursive: true });
      for (const folder of readdirSync(join(pkg, "submissions"))) {
        for (const entry of readdirSync(join(pkg, "submissions", folder))) if (!keep.includes(`${folder}/${entry}`)) rmSync(join(pkg, "submissions", folder, entry), { recursive: true });
      }
      // As in BAPCtools' own packages, a .gitkeep keeps a submissions folder in git: listed as what it is (it was listed
      // as a submission no language runs), and given back.
      writeFileSync(join(pkg, "submissions", "accepted", ".gitkeep"), "");
      const original = snapshot(pkg);
      const first = join(scratch.dir, "first", name);
      const second = join(scratch.dir, "second", name);
      let main = "";

      await inProject(project.root, async () => {
        const imported = await importKattisPackage(pkg, { id });
        // Every submission kept is imported or listed with its reason (the .disabled ones: no language runs them).
        const listed = [...imported.submissions.map((line) => line.split(" → ")[0]!), ...imported.skipped.map((line) => line.split(" (")[0]!)].map((path) => path.replace(/\/$/, ""));
        for (const entry of keep) expect(listed, entry).toContain(`submissions/${entry}`);
        main = imported.submissions.find((line) => line.includes(`solutions/${id}/main.`))!.split(" → ")[0]!;
        expect(imported.skipped).toContain("submissions/accepted/.gitkeep (a hidden file, not a submission: kept as it is)");
        for (const line of imported.skipped) expect(line).toMatch(/disabled by its name|needs .* on PATH|a hidden file, not a submission/);
        // A .disabled one is the package authors' choice, not a language to add (a file and a folder).
        for (const entry of keep.filter((path) => path.endsWith(".disabled"))) expect(imported.skipped.join("\n")).toMatch(new RegExp(`submissions/${entry}/? \\(disabled by its name: BAPCtools skips`));

        const checks = await verifyProblem(id, { jobs: 2 });
        const judged = checks.filter((check) => check.kind !== "complete" && check.kind !== "provenance");
        const missing = judged.filter((check) => check.notJudged);
        for (const check of missing) console.warn(`${id} ${check.summary} (a toolchain this machine lacks)`);
        expect(judged.length).toBe(imported.submissions.length);
        const failed = judged.filter((check) => !check.ok && !(`${id} ${check.summary.split(":")[0]}` in CANNOT));
        console.log(`${id}:\n${judged.map((check) => `  ${check.ok ? "ok" : "FAILED"} ${check.summary}${check.ok ? "" : ` (${CANNOT[`${id} ${check.summary.split(":")[0]}`] ?? check.failures.join("; ")})`}`).join("\n")}`);
        expect(failed).toEqual([]);

        await exportKattisPackage(findProblem(id), first, { judgeAccepted: false });
      });

      // Every file of the package's submissions, samples and answer validators is back where it was, byte for byte,
      // main (the first accepted one) too, under its own name (it was renamed main.<ext> before); the cases carry our
      // names (their bytes are checked by import).
      // A name starting with a dot (BAPCtools' .gitkeep in submissions/accepted) is one problemtools refuses in the
      // package's places: it travels in stonebench/kattis/ as _<name>, byte for byte (carried-dot-names.test.ts).
      const exported = snapshot(first);
      for (const [path, bytes] of original) {
        if (!/^(submissions|answer_validators|input_validators)\/|\.interaction$/.test(path)) continue;
        const dotted = path.split("/").some((part) => part.startsWith("."));
        const at = dotted ? `stonebench/kattis/${path.replace(/(^|\/)\./g, "$1_.")}` : path;
        if (dotted) expect(exported.has(path), `${path} left out of the package's places`).toBe(false);
        expect(exported.get(at)?.equals(bytes), `${path} exported byte for byte as ${at}${path === main ? " (main)" : ""}`).toBe(true);
      }
      expect(exported.has(`submissions/accepted/main${main.slice(main.lastIndexOf("."))}`), "no main.<ext> beside it").toBe(false);

      // And the round trip: the export imported again and exported again gives the same package.
      await inProject(again.root, async () => {
        await importKattisPackage(first, { id });
        await exportKattisPackage(findProblem(id), second, { judgeAccepted: false });
      });
      const twice = snapshot(second);
      expect([...twice.keys()].sort()).toEqual([...exported.keys()].sort());
      expect([...exported].filter(([path, bytes]) => !twice.get(path)?.equals(bytes)).map(([path]) => path)).toEqual([]);
      expect(existsSync(join(first, "stonebench"))).toBe(true);
      expect(readFileSync(join(first, "problem.yaml"), "utf8")).toMatch(/problem_format_version: 2023-07-draft/);
    } finally {
      again.remove();
      project.remove();
      scratch.remove();
    }
  }, 300_000);
});
