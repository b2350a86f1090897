import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { readSolutionLabel } from "../../src/verify/solution-label";
import { judgeJson, lingeringProcesses, repoRoot } from "../helpers/cli";

// Every fixture names the verdict it must get on its first line: "// expect: TLE (an infinite loop)".
const fixtureDirs = [join(repoRoot, "test/fixtures/solutions"), join(repoRoot, "test/fixtures/no-typecheck")];
const fixtures = fixtureDirs.flatMap((dir) => readdirSync(dir).filter((file) => file.endsWith(".ts")).map((file) => join(dir, file)));
// The spawner is labelled with what it gets without the sandbox; under the sandbox it is RE (tested below).
const extraArgs: Record<string, string[]> = { "spawn-then-loop.ts": ["--no-sandbox"] };

// A private build cache, so a solution process of this file is recognised by its path even while other test files run.
const cacheDir = mkdtempSync(join(tmpdir(), "stonebench-fixtures-cache-"));
const env = { STONEBENCH_CACHE_DIR: cacheDir };

const strayProcesses = () => lingeringProcesses((line) => line.includes("sleep 1000") || line.includes(cacheDir));

describe("labelled fixture solutions get their verdicts on hdu2516", () => {
  it.each(fixtures.map((path) => [path.split("/").pop()!, path]))("%s gets its labelled verdict", async (name, path) => {
    const label = readSolutionLabel(path);
    expect(label, `${name} has no "// expect:" label`).toBeDefined();
    const { exitCode, report } = await judgeJson(["hdu2516", "--solution", path, "--case", "01-sample", "--tl", "1000", ...(extraArgs[name] ?? [])], { env });
    expect(report?.summary.verdict).toBe(label!.verdict);
    expect(exitCode).toBe(label!.verdict === "AC" ? 0 : 1);
    if (label!.verdict === "CE") expect(report?.cases).toEqual([]);
    else expect(report?.cases.map((result) => result.verdict)).toEqual([label!.verdict]);
  });

  it("a syntax error is CE with the compiler's file:line:col, and no case runs", async () => {
    const { report } = await judgeJson(["hdu2516", "--solution", join(repoRoot, "test/fixtures/no-typecheck/ce.ts")], { env });
    expect(report?.summary.verdict).toBe("CE");
    expect(report?.summary.message).toMatch(/test\/fixtures\/no-typecheck\/ce\.ts:2:\d+: error: /);
    expect(report?.cases).toEqual([]);
  });

  it("the spawner is RE under the sandbox, naming the denied operation", async () => {
    const { report } = await judgeJson(["hdu2516", "--solution", join(repoRoot, "test/fixtures/solutions/spawn-then-loop.ts"), "--case", "01-sample"], { env });
    expect(report?.cases[0]).toMatchObject({ verdict: "RE", message: expect.stringContaining("ChildProcess") });
  });

  it("MLE names the peak and the limit, and the 600 MiB toucher is stopped long before 600 MiB", async () => {
    const { report } = await judgeJson(["hdu2516", "--solution", join(repoRoot, "test/fixtures/solutions/mle.ts"), "--case", "01-sample"], { env });
    expect(report?.cases[0]?.verdict).toBe("MLE");
    expect(report?.cases[0]?.memoryKiB).toBeLessThan(300 * 1024);
    expect(report?.cases[0]?.message).toMatch(/limit is 32 MiB/);
  });

  afterAll(async () => {
    // Give the kernel a moment to reap, then insist that nothing the fixtures started is still alive.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await strayProcesses()).toEqual([]);
    rmSync(cacheDir, { recursive: true, force: true });
  });
});
