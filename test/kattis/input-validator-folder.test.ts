import { spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { exportKattisPackage } from "../../src/kattis/export-package";
import { importKattisPackage } from "../../src/kattis/import-package";
import { findCases } from "../../src/problem/find-cases";
import { findProblem } from "../../src/problem/find-problem";
import { checkPackageInputs } from "../../src/verify/check-package-inputs";
import { inProject, makeTempDir, makeTempProject, repoRoot, snapshot } from "../authoring/helpers/temp-project";

// Our validate.ts goes out as a build/run program folder, input_validators/validate/: problemtools runs a plain .js
// input validator under a 1 GiB address-space limit, where Node crashed now and then on hdu2177's largest inputs
// (SIGSEGV or abort), and runs a build/run folder without it (run/buildrun.py: should_skip_memory_rlimit). Checked
// here without problemtools: the folder, its run as problemtools starts it, and import giving the same validator back.
const PROGRAM = "input_validators/validate";

/** As problemtools' BuildRun: the folder copied to a work dir, ./build there, then <copy>/run with stdin = the input. */
function buildLikeProblemtools(program: string, work: string): string {
  const copy = join(work, "validate");
  cpSync(program, copy, { recursive: true });
  expect(spawnSync("./build", [], { cwd: copy }).status).toBe(0);
  expect(statSync(join(copy, "run")).mode & 0o111).not.toBe(0);
  return join(copy, "run");
}

// problemtools sets RLIMIT_STACK unlimited for every run and starts it from the problem's temp folder.
function runLikeProblemtools(run: string, input: string, cwd: string): { status: number | null; stdout: string } {
  const result = spawnSync("sh", ["-c", 'ulimit -s unlimited && exec "$0" < "$1"', run, input], { cwd, encoding: "utf8", timeout: 60_000 });
  return { status: result.status, stdout: result.stdout };
}

const modes = (dir: string): Record<string, number> => Object.fromEntries(readdirSync(dir).sort().map((name) => [name, statSync(join(dir, name)).mode & 0o777]));

describe("our input validator as a program folder", { timeout: 600_000 }, () => {
  const scratch = makeTempDir("input-validator-folder");
  afterAll(() => scratch.remove());

  it.each([false, true])("hdu2177 (legacy layout: %s): input_validators/validate/ with build and run, 42 on every input, 43 on junk", async (legacy) => {
    const dir = join(scratch.dir, legacy ? "legacy" : "draft", "hdu2177");
    await exportKattisPackage(findProblem("hdu2177"), dir, { legacy, judgeAccepted: false });
    expect(readdirSync(join(dir, "input_validators"))).toEqual(["validate"]);
    expect(modes(join(dir, PROGRAM))).toEqual({ build: 0o755, run: 0o755, "validate.js": 0o644 });
    expect(readFileSync(join(dir, PROGRAM, "run"), "utf8")).toMatch(/exec node "\$\(dirname "\$0"\)\/validate\.js" "\$@"/);
    const work = join(scratch.dir, legacy ? "legacy-work" : "draft-work");
    mkdirSync(work);
    const run = buildLikeProblemtools(join(dir, PROGRAM), work);
    const inputs = ["sample", "secret"].flatMap((group) => readdirSync(join(dir, "data", group)).filter((name) => name.endsWith(".in")).map((name) => join(dir, "data", group, name)));
    expect(inputs.length).toBeGreaterThan(10);
    for (const input of inputs) expect(runLikeProblemtools(run, input, work).status, input).toBe(42);
    const junk = join(work, "junk.in");
    writeFileSync(join(work, "junk.in"), "not a number\n");
    const rejected = runLikeProblemtools(run, junk, work);
    expect(rejected.status).toBe(43);
    expect(rejected.stdout).toMatch(/^line \d+: /);
  });

  describe("import of the exported package gives the same validator back", () => {
    let first: string;
    beforeAll(async () => {
      first = join(scratch.dir, "first", "hdu2177");
      await exportKattisPackage(findProblem("hdu2177"), first, { judgeAccepted: false });
    });

    it("our own package: validate.ts comes back, and the next export writes the same folder, modes and all", async () => {
      const project = makeTempProject();
      try {
        const second = join(scratch.dir, "second", "hdu2177");
        await inProject(project.root, async () => {
          await importKattisPackage(first, { id: "hdu2177" });
          await exportKattisPackage(findProblem("hdu2177"), second, { judgeAccepted: false });
        });
        expect(readFileSync(join(project.root, "problems/hdu2177/validate.ts"))).toEqual(readFileSync(join(repoRoot, "problems/hdu2177/validate.ts")));
        expect(snapshot(join(second, PROGRAM))).toEqual(snapshot(join(first, PROGRAM)));
        expect(modes(join(second, PROGRAM))).toEqual(modes(join(first, PROGRAM)));
      } finally {
        project.remove();
      }
    });

    // A package that lost stonebench/ (another tool's copy) is a foreign one: its validator folder is kept, run by verify
    // on every input, and exported back with build and run executable again (import keeps no file modes).
    it("without stonebench/: the folder is kept, verify runs it on every input, and export gives it back executable", async () => {
      const project = makeTempProject();
      try {
        const foreign = join(scratch.dir, "foreign", "hdu2177");
        cpSync(first, foreign, { recursive: true });
        rmSync(join(foreign, "stonebench"), { recursive: true });
        const again = join(scratch.dir, "foreign-again", "hdu2177");
        const check = await inProject(project.root, async () => {
          await importKattisPackage(foreign, { id: "hdu2177" });
          const cases = findCases(join(project.root, "cases/hdu2177"), { problemId: "hdu2177" });
          const checked = await checkPackageInputs("hdu2177", cases, { sandbox: true, jobs: 1 });
          await exportKattisPackage(findProblem("hdu2177"), again, { judgeAccepted: false });
          return checked;
        });
        expect(snapshot(join(project.root, "problems/hdu2177/kattis", PROGRAM))).toEqual(snapshot(join(first, PROGRAM)));
        expect(check).toMatchObject({ ok: true, failures: [] });
        // Every case of hdu2177, generated ones included: as many as its manifest records.
        const inputs = Object.keys(JSON.parse(readFileSync(join(repoRoot, "cases/hdu2177/manifest.json"), "utf8")).cases).length;
        expect(check?.summary).toBe(`the package's input validators (input_validators/validate) on ${inputs} inputs: every input valid`);
        expect(existsSync(join(again, "input_validators/validate.js"))).toBe(false);
        expect(snapshot(join(again, "input_validators"))).toEqual(snapshot(join(first, "input_validators")));
        expect(modes(join(again, PROGRAM))).toEqual({ build: 0o755, run: 0o755, "validate.js": 0o644 });
      } finally {
        project.remove();
      }
    });
  });
});
