import { execFileSync } from "node:child_process";
import { afterAll, describe, expect, it } from "vitest";
import { checkMemoryFloor } from "../../src/judge/memory-floor";
import { ECHO_PROBLEM, makeProject, runCommand } from "../helpers/cli";

// issue 25, item 11: a memory limit below the language's own size failed every case with a baseline of "0.0 MiB".
// A whole-process limit under the runtime's baseline is now refused before any case runs, naming both.

const node = { problemId: "p", baselineOf: "Node's", languageName: "TypeScript", languageBaselineKiB: 40 * 1024 };

describe("checkMemoryFloor", () => {
  it.each([
    [16, "whole-process", "refuse"],
    [40, "whole-process", "refuse"],
    [48, "whole-process", "note"],
    [256, "whole-process", "none"],
    [16, "above-baseline", "none"],
    [16, undefined, "none"],
  ] as const)("ML %i MiB, scope %s, Node's baseline 40 MiB: %s", (memoryLimitMiB, scope, expected) => {
    const run = () => checkMemoryFloor({ ...node, memoryLimitMiB, scope });
    if (expected === "refuse") {
      expect(run).toThrow(/counts the whole process.*Node's baseline alone is 40\.0 MiB \(TypeScript/);
      return;
    }
    expect(run()).toEqual(expected === "note" ? expect.stringContaining("leaves the solution only 8.0 MiB") : undefined);
  });

  it("a language whose whole process counts anyway (baseline 0: C, C++, Rust, Go) is never refused", () => {
    expect(checkMemoryFloor({ ...node, languageBaselineKiB: 0, memoryLimitMiB: 1, scope: "whole-process" })).toBeUndefined();
  });
});

const hasGpp = (() => {
  try {
    execFileSync("g++", ["--version"], { stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
})();
if (!hasGpp) console.warn("skipping the C++ half of the memory-floor test: g++ is not on PATH");

describe("judge with a whole-process limit below the runtime", () => {
  const project = makeProject({
    ...ECHO_PROBLEM,
    "problems/echo/problem.yaml": "title: Echo\ntimeLimitMs: 1000\nmemoryLimitMiB: 16\nmemoryLimitScope: whole-process\n",
    "solutions/echo/main.cpp": "#include <cstdio>\nint main(){int c;while((c=getchar())!=EOF)putchar(c);}\n",
  });
  afterAll(project.cleanup);

  it("refuses a TypeScript solution with exit 2, naming Node's baseline and the language, before any case", async () => {
    const result = await runCommand("judge", ["echo"], { env: { STONEBENCH_ROOT: project.root } });
    expect(result.exitCode).toBe(2);
    expect(result.stderr).toMatch(/echo's memory limit of 16 MiB counts the whole process \(memoryLimitScope: whole-process\), but Node's baseline alone is \d+\.\d MiB \(TypeScript/);
    expect(result.stderr).toContain("raise memoryLimitMiB");
    expect(result.stdout).not.toMatch(/MLE/);
    expect(result.stderr).not.toMatch(/\n\s+at /);
  }, 120_000);

  it("--ml above the baseline judges it", async () => {
    const result = await runCommand("judge", ["echo", "--ml", "256"], { env: { STONEBENCH_ROOT: project.root } });
    expect(result.exitCode, result.stderr).toBe(0);
  }, 120_000);

  it.skipIf(!hasGpp)("judges a C++ solution under the same 16 MiB (its whole process counts from 0)", async () => {
    const result = await runCommand("judge", ["echo", "--solution", `${project.root}/solutions/echo/main.cpp`], { env: { STONEBENCH_ROOT: project.root } });
    expect(result.exitCode, result.stdout + result.stderr).toBe(0);
  }, 240_000);
});
