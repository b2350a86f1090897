import { cpSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { maxInputs } from "../../src/bench/max-inputs";
import { MEMORY_SHARE_TARGET } from "../../src/bench/sections/max-input-memory";
import { judgeCases } from "../../src/judge/judge-cases";
import { planJudge } from "../../src/judge/plan-judge";
import { readManifest } from "../../src/problem/case-manifest";
import { makeTempDir } from "../../src/util/temp-dir";
import { makeProject, repoRoot, runCommand } from "../helpers/cli";

// The statements bound the number of lines or piles (the originals do not), so these multi-MB inputs are legal. They
// are cases like any other, generated from their recipe on first use and cached; here main.ts is judged on each.
const BATCH_PROBLEMS = ["hdu1527", "hdu2176", "hdu2177", "hdu2516"];
const inputs = maxInputs();
const scratch = makeTempDir("stonebench-max-inputs");
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe("the largest legal inputs are generated cases, answered by an independent oracle", () => {
  it("every batch problem has at least two, none answered by main.ts", () => {
    for (const id of BATCH_PROBLEMS) {
      const generated = Object.entries(readManifest(join(repoRoot, "cases", id))!.cases).filter(([, entry]) => entry.generated);
      expect(generated.length, id).toBeGreaterThanOrEqual(2);
      for (const [name, entry] of generated) expect(entry.oracle, `${id} ${name}`).not.toBe("main");
    }
    // (Play Nim's two games of 10^6 piles are generated too.)
    for (const id of BATCH_PROBLEMS) expect(inputs.some((input) => input.problemId === id), id).toBe(true);
  });

  for (const input of inputs) {
    it(`${input.problemId} ${input.testCase.name} (${(input.bytes / 1e6).toFixed(1)} MB): main.ts is AC with at most ${MEMORY_SHARE_TARGET * 100}% of the memory limit above Node's baseline`, async () => {
      const request = planJudge(input.problemId, { case: input.testCase.name });
      expect(request.cases.map((testCase) => testCase.name)).toEqual([input.testCase.name]);
      let baselineKiB = 0;
      const report = await judgeCases(request, { onStart: (info) => (baselineKiB = info.baselineKiB) });
      const result = report.cases[0]!;
      expect(result.verdict, result.message).toBe("AC");
      const aboveMiB = (result.memoryKiB - baselineKiB) / 1024;
      expect(aboveMiB, `${aboveMiB.toFixed(1)} MiB above the baseline, limit ${request.memoryLimitMiB} MiB`).toBeLessThanOrEqual(MEMORY_SHARE_TARGET * request.memoryLimitMiB);
    }, 180_000);
  }

  it("a generated case is made again bit for bit in an empty cache, and a recipe that changed is refused with the fix", async () => {
    // The smallest generated case, made again from nothing: make-cases checks both hashes against the manifest.
    const smallest = [...inputs].sort((a, b) => a.bytes - b.bytes)[0]!;
    const cache = join(scratch, "fresh-cache");
    const again = await runCommand("make-cases", [smallest.problemId, "--generated", "--case", smallest.testCase.name], { env: { STONEBENCH_CASE_CACHE: cache }, timeoutMs: 300_000 });
    expect(again.stdout + again.stderr).toMatch(/made again, bit for bit as recorded/);
    expect(again.exitCode).toBe(0);
    expect(readFileSync(join(cache, smallest.problemId, smallest.testCase.inputPath.split("/").pop()!))).toEqual(readFileSync(smallest.testCase.inputPath));

    // The same problem elsewhere, with the manifest's input hash changed: the judge's first use refuses, naming the fix.
    const project = makeProject({});
    try {
      for (const dir of ["problems", "solutions", "cases"]) cpSync(join(repoRoot, dir, smallest.problemId), join(project.root, dir, smallest.problemId), { recursive: true });
      const manifestFile = join(project.root, "cases", smallest.problemId, "manifest.json");
      const manifest = readFileSync(manifestFile, "utf8");
      const hash = JSON.parse(manifest).cases[smallest.testCase.name].input.sha256 as string;
      writeFileSync(manifestFile, manifest.replace(hash, `${hash[0] === "0" ? "1" : "0"}${hash.slice(1)}`));
      const judged = await runCommand("judge", [smallest.problemId, "--case", smallest.testCase.name], { env: { STONEBENCH_ROOT: project.root, STONEBENCH_CASE_CACHE: join(scratch, "tampered-cache") }, timeoutMs: 300_000 });
      expect(judged.stderr).toMatch(/cannot be made again bit for bit/);
      expect(judged.stderr).toMatch(/Cannot make the generated case/);
      expect(judged.exitCode).toBe(2);
    } finally {
      project.cleanup();
    }
  }, 600_000);
});
