import { join } from "node:path";
import { execa } from "execa";
import { afterEach, describe, expect, it } from "vitest";
import { ECHO_PROBLEM, judgeJson, lingeringProcesses, makeProject } from "../helpers/cli";

let cleanup: (() => void) | undefined;
afterEach(() => cleanup?.());

// Echoes its input; on "slow" it first waits 1.5 s without using CPU, on "bad" it answers wrong.
const SOLUTION =
  'import { readFileSync } from "node:fs";\nconst input = readFileSync(0, "utf8");\n' +
  'if (input.startsWith("slow")) Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 1500);\n' +
  'process.stdout.write(input.startsWith("bad") ? "wrong\\n" : input);\n';

function project(first: string, cases = 5): { root: string; cache: string } {
  const files: Record<string, string> = { ...ECHO_PROBLEM, "solutions/echo/main.ts": SOLUTION };
  for (let index = 1; index <= cases; index++) {
    const input = index === 1 ? `${first}\n` : `${index}\n`;
    files[`cases/echo/${index}.in`] = input;
    files[`cases/echo/${index}.out`] = input;
  }
  const made = makeProject(files);
  cleanup = made.cleanup;
  return { root: made.root, cache: join(made.root, ".cache") };
}

// The judged program's own Node processes (not the sandbox's wrappers, whose argv also names it).
const solutionProcesses = async (cache: string): Promise<number> => {
  const { stdout } = await execa("ps", ["-eo", "args="], { reject: false });
  return String(stdout)
    .split("\n")
    .filter((line) => line.startsWith(`${process.execPath} `) && line.includes(`${cache}/solutions/`)).length;
};

describe("pre-started cases", () => {
  it("at --jobs 1, two cases boot while one runs; verdicts and order as always", async () => {
    const { root, cache } = project("slow");
    const env = { STONEBENCH_ROOT: root, STONEBENCH_CACHE_DIR: cache };
    // Builds the solution and measures the baseline first, so the second run spends its 1.5 s in case 1.
    await judgeJson(["echo", "--case", "2"], { env });
    let most = 0;
    const judged = judgeJson(["echo"], { env });
    let done = false;
    void judged.finally(() => (done = true));
    while (!done) {
      most = Math.max(most, await solutionProcesses(cache));
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const { report, exitCode } = await judged;
    expect(report?.cases.map((c) => `${c.name} ${c.verdict}`)).toEqual(["1 AC", "2 AC", "3 AC", "4 AC", "5 AC"]);
    expect(exitCode).toBe(0);
    expect(most).toBe(3);
  });

  it("--bail cancels every pre-started case: nothing of them remains", async () => {
    const { root, cache } = project("bad");
    const { report, exitCode } = await judgeJson(["echo", "--bail"], { env: { STONEBENCH_ROOT: root, STONEBENCH_CACHE_DIR: cache } });
    expect(report?.cases.map((c) => `${c.name} ${c.verdict}`)).toEqual(["1 WA"]);
    expect(exitCode).toBe(1);
    expect(await lingeringProcesses((line) => line.includes(`${cache}/solutions/`), 1000)).toEqual([]);
  });
});
