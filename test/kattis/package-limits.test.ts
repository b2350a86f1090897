import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { importKattisPackage, type ImportResult } from "../../src/kattis/import-package";
import { packageLimits } from "../../src/check/package-limits";
import { verifyProblem, type VerifyCheck } from "../../src/verify/verify-problem";
import { inProject, makeTempDir, makeTempProject, writeFiles } from "../authoring/helpers/temp-project";
import { missingToolchain } from "../languages/language-fixtures";
import { repoRoot } from "../helpers/cli";

// The 2023-07-draft limits block's validation_time / validation_memory / validation_output bound every validator run,
// compilation_time / compilation_memory every build; code and validation_passes are named as not applied. A hand-made
// package (our own words): an output validator that never answers (stopped by validation_time's wall, twice its CPU),
// and an input validator whose constant evaluation takes far more than compilation_time (the constexpr explosion of
// the hostile compile set).
const EXPLOSION = readFileSync(join(repoRoot, "test/fixtures/hostile/compile/constexpr-explosion.cpp"), "utf8");

const PACKAGE: Record<string, string> = {
  "problem.yaml": "problem_format_version: 2023-07-draft\nname: Limits\nlimits:\n  time_limit: 1\n  code: 64\n  validation_time: 1\n  validation_memory: 256\n  validation_output: 2\n  compilation_time: 1\n  compilation_memory: 512\n",
  "data/sample/1.in": "1 2\n",
  "data/sample/1.ans": "3\n",
  "submissions/accepted/add.c": "#include <stdio.h>\nint main(void) { long a, b; if (scanf(\"%ld %ld\", &a, &b) == 2) printf(\"%ld\\n\", a + b); return 0; }\n",
  "output_validator/validate.c": "#include <unistd.h>\nint main(void) { for (;;) sleep(1000); }\n",
  "input_validators/explode.cpp": EXPLOSION,
};

describe("a package's validation_* and compilation_* limits", { timeout: 180_000 }, () => {
  const scratch = makeTempDir("package-limits");
  const project = makeTempProject();
  let skip: string | undefined;
  let imported: ImportResult;
  let checks: VerifyCheck[];
  beforeAll(async () => {
    skip = (await missingToolchain("c")) ?? (await missingToolchain("cpp"));
    if (skip) return console.warn(`test/kattis/package-limits: skipped: ${skip}`);
    const dir = join(scratch.dir, "limits");
    writeFiles(dir, PACKAGE);
    await inProject(project.root, async () => {
      imported = await importKattisPackage(dir);
      checks = await verifyProblem("limits", { jobs: 1 });
    });
  });
  afterAll(() => {
    scratch.remove();
    project.remove();
  });

  it("import names which keys apply and which do not", (context) => {
    if (skip) return context.skip();
    const notes = imported.notes.join("\n");
    expect(notes).toMatch(/limits code: 64 is kept \(they go back on export\) but not applied here/);
    expect(notes).toMatch(/limits validation_time: 1, validation_memory: 256, validation_output: 2, compilation_time: 1, compilation_memory: 512 applied: validation_\* to every run of the package's input and output validators \(not to an interactor's run/);
  });

  it("the output validator is stopped by validation_time, the message naming it", (context) => {
    if (skip) return context.skip();
    const accepted = checks.find((check) => check.kind === "accepted");
    expect(accepted?.ok).toBe(false);
    expect(accepted?.failures.join("\n")).toMatch(/IE the output validator problems\/limits\/output_validator was stopped: still running after 2 s of wall time \(twice the CPU limit: validation_time of problems\/limits\/kattis\/problem\.yaml\)/);
  });

  it("the input validator's build is stopped by compilation_time, the message naming it", (context) => {
    if (skip) return context.skip();
    const inputs = checks.find((check) => check.summary.startsWith("the package's input validators"));
    expect(inputs?.warnings.join("\n")).toMatch(/input_validators\/explode\.cpp not run: .*does not compile:\ncompile stopped: over 1 s of CPU \(compilation_time of the package's problem\.yaml \(problems\/limits\/kattis\/problem\.yaml\)\)/);
  });

  it("a limit that is not a positive number is a clear error naming the file and the key", async () => {
    const other = makeTempProject();
    try {
      writeFiles(join(other.root, "problems/bad/kattis"), { "problem.yaml": "limits:\n  validation_memory: lots\n" });
      await inProject(other.root, async () => {
        expect(() => packageLimits("bad")).toThrow(/problems\/bad\/kattis\/problem\.yaml: limits\.validation_memory is "lots"; the format wants a number > 0/);
        // A problem imported before import bounded it: a 2,000,000 s wall for every validator run.
        writeFiles(join(other.root, "problems/slow/kattis"), { "problem.yaml": "limits:\n  validation_time: 1000000\n" });
        expect(() => packageLimits("slow")).toThrow(/limits\.validation_time is 1000000, past the 600 stonebench runs validators and builds with/);
        expect(packageLimits("none")).toMatchObject({ validator: { timeLimitMs: 10_000, memoryKillKiB: 4 << 20, outputLimitBytes: 1 << 20 } });
      });
      writeFiles(join(other.root, "problems/good/kattis"), { "problem.yaml": "limits:\n  validation_time: 2.5\n  validation_memory: 100\n  validation_output: 3\n  compilation_memory: 700\n" });
      const good = await inProject(other.root, async () => packageLimits("good"));
      expect(good).toMatchObject({ validator: { timeLimitMs: 2500, wallLimitMs: 5000, memoryKillKiB: 100 * 1024, outputLimitBytes: 3 << 20 }, compile: { memoryMiB: 700 } });
      expect(good.compile?.timeLimitMs).toBeUndefined();
    } finally {
      other.remove();
    }
  });

  // A helper's import of time_limit: -3 (or "fast", 0), memory: lots, limits: 5 and problem_format_version: 1999-01
  // exited 0 saying "the package sets no time limit"; validation_time: fast was imported and then refused by judge.
  it("import refuses a limit that is not a number > 0, limits that are not a map, and an unknown format version, writing nothing", async () => {
    const other = makeTempProject();
    try {
      const bad: [string, RegExp][] = [
        ["limits:\n  time_limit: -3\n", /limits\.time_limit is -3; the format wants a number > 0; nothing was written/],
        ["limits:\n  time_limit: fast\n", /limits\.time_limit is "fast"/],
        ["limits:\n  time_limit: 0\n", /limits\.time_limit is 0/],
        ["limits:\n  memory: lots\n", /limits\.memory is "lots"/],
        ["limits:\n  validation_time: fast\n", /limits\.validation_time is "fast"/],
        // A 23-day wall for every validator run (twice validation_time): a validator that sleeps held verify.
        ["limits:\n  validation_time: 1000000\n", /limits\.validation_time is 1000000 s, past the 600 s stonebench judges with; nothing was written/],
        ["limits:\n  compilation_time: 1000000\n", /limits\.compilation_time is 1000000 s, past the 3600 s/],
        ["limits:\n  validation_output: 1e9\n", /limits\.validation_output is 1000000000 MiB, past the 65536 MiB/],
        ["limits:\n  time_multipliers:\n    ac_to_time_limit: -1\n", /limits\.time_multipliers\.ac_to_time_limit is -1/],
        ["limits: 5\n", /limits is 5, not a map of limits/],
        ["problem_format_version: 1999-01\n", /problem_format_version "1999-01" is not one this reader knows/],
      ];
      for (const [yaml, message] of bad) {
        const { dir, remove } = makeTempDir("bad-limits");
        writeFiles(dir, { "problem.yaml": `name: Bad\n${yaml}`, "data/sample/1.in": "1\n", "data/sample/1.ans": "1\n" });
        await inProject(other.root, async () => {
          await expect(importKattisPackage(dir, { id: "badlimits" })).rejects.toThrow(message);
        });
        expect(existsSync(join(other.root, "problems/badlimits"))).toBe(false);
        expect(existsSync(join(other.root, "cases/badlimits"))).toBe(false);
        remove();
      }
    } finally {
      other.remove();
    }
  });

  // The format's default output limit is 8 MiB; a package without limits.output was judged with our own 64 MiB, so a
  // submission flooding stdout (BAPCtools' test-fill-stdout, labelled TLE) got OLE only much later, or not at all.
  it("a package without limits.output is judged with the format's default, 8 MiB, and import says so", async () => {
    const other = makeTempProject();
    const { dir, remove } = makeTempDir("no-output-limit");
    try {
      writeFiles(dir, { "problem.yaml": "name: Quiet\nlimits:\n  time_limit: 1\n", "data/sample/1.in": "1\n", "data/sample/1.ans": "1\n" });
      const result = await inProject(other.root, async () => importKattisPackage(dir, { id: "quiet" }));
      expect(result.notes.join("\n")).toMatch(/sets no output limit; used the format's default, 8 MiB/);
      expect(readFileSync(join(other.root, "problems/quiet/problem.yaml"), "utf8")).toMatch(/^outputLimitMiB: 8$/m);
      // Memory likewise: the format's table says 2048 MiB, problemtools' own config 1024; the note names both, so a
      // setter who judges with problemtools knows which key to set (it had called 2048 "Kattis's usual").
      expect(result.notes.join("\n")).toMatch(/sets no memory limit; used the format's typical system default, 2048 MiB .*problemtools' own default is 1024 MiB: set limits\.memory/);
      expect(readFileSync(join(other.root, "problems/quiet/problem.yaml"), "utf8")).toMatch(/^memoryLimitMiB: 2048$/m);
    } finally {
      remove();
      other.remove();
    }
  });
});
