import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { runCommand, tempProjectPerTest, writeFiles } from "../authoring/helpers/temp-project";

// "Time limit: 2 seconds" typed as --tl 2 was 2 ms without a word: new wrote timeLimitMs: 2 into problem.yaml, and
// judge gave every solution TLE. The value is kept (a test may want a tiny limit), and a note says what it is.
describe("--tl under 10, as seconds are typed", () => {
  const project = tempProjectPerTest();

  it("new keeps it and says how to set 2 s", async () => {
    const result = await runCommand("new", ["cf1a", "--tl", "2"], project);
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toContain("note: --tl 2 is 2 ms (--tl takes milliseconds); for 2 s: npm run new -- cf1a --force --tl 2000");
    expect(readFileSync(join(project.root, "problems/cf1a/problem.yaml"), "utf8")).toMatch(/^timeLimitMs: 2$/m);
    const plain = await runCommand("new", ["cf1b", "--tl", "2000"], project);
    expect(plain.stdout).not.toContain("takes milliseconds");
  });

  it("judge says it before anything else", async () => {
    writeFiles(project.root, { "problems/sum/problem.yaml": "title: Sum\ntimeLimitMs: 1000\nmemoryLimitMiB: 64\nchecker: tokens\n" });
    const result = await runCommand("judge", ["sum", "--tl", "3"], project);
    expect(result.stderr.split("\n")[0]).toBe("note: --tl 3 is 3 ms (--tl takes milliseconds); for 3 s: --tl 3000");
    const plain = await runCommand("judge", ["sum", "--tl", "300"], project);
    expect(plain.stderr).not.toContain("takes milliseconds");
  });
});
