import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { ECHO_PROBLEM, judgeJson, makeProject } from "../helpers/cli";

let cleanup: (() => void) | undefined;
afterEach(() => cleanup?.());

// A case's output is compared while the next case runs (judge-cases.ts, runInOrder's overlap). Every case must still
// be judged on its own output and its own input: half the answers here are wrong, in a pattern, and the cases live in
// a temporary folder (outside the sandbox's view, so each run reads a copy of its input named after the case).
const CASES = 40;
const wrongAt = (index: number): boolean => index % 3 === 0 || index % 7 === 0;
const expected = Array.from({ length: CASES }, (_, i) => `${i + 1} ${wrongAt(i + 1) ? "WA" : "AC"}`);

const SOLUTIONS = {
  "main.ts": 'import { readFileSync } from "node:fs";\nprocess.stdout.write(readFileSync(0));\n',
  "main.cpp": "#include <cstdio>\nint main() { int c; while ((c = getchar()) != EOF) putchar(c); }\n",
};

function project(): { root: string; cache: string } {
  const files: Record<string, string> = { ...ECHO_PROBLEM };
  for (const [name, text] of Object.entries(SOLUTIONS)) files[`solutions/echo/${name}`] = text;
  for (let index = 1; index <= CASES; index++) {
    // Each input is different, so an output read from another case's run is a wrong answer too.
    files[`cases/echo/${index}.in`] = `${index} ${"x".repeat(index)}\n`;
    files[`cases/echo/${index}.out`] = wrongAt(index) ? `${index} wrong\n` : `${index} ${"x".repeat(index)}\n`;
  }
  const made = makeProject(files);
  cleanup = made.cleanup;
  return { root: made.root, cache: join(made.root, ".cache") };
}

describe("comparing a case's output while the next case runs", () => {
  it.each([
    ["main.ts", "1"],
    ["main.ts", "2"],
    ["main.cpp", "1"],
    ["main.cpp", "2"],
  ])("%s at --jobs %s: every case gets the verdict of its own output, in order, three runs alike", async (solution, jobs) => {
    const { root, cache } = project();
    const env = { STONEBENCH_ROOT: root, STONEBENCH_CACHE_DIR: cache };
    for (let run = 0; run < 3; run++) {
      const { report, exitCode, stderr } = await judgeJson(["echo", "--solution", join(root, "solutions/echo", solution), "--jobs", jobs], { env });
      expect(report?.cases.map((c) => `${c.name} ${c.verdict}`), stderr).toEqual(expected);
      expect(exitCode).toBe(1);
    }
  }, 120_000);
});
