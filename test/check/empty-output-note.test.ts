import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { checkCaseOutput } from "../../src/batch/check-case-output";

// A Java PrintWriter never flushed, a Go bufio.Writer without Flush, an os.Exit before the flush: the program ends
// cleanly with nothing on stdout, and the WA said only "output ends early at line 1", the stderr tail empty (helper
// playing the hidden grader with other languages' submissions).
const dir = mkdtempSync(join(tmpdir(), "stonebench-empty-output-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function judgeOutput(output: string): ReturnType<typeof checkCaseOutput> {
  writeFileSync(join(dir, "1.in"), "2\n23 2\n4 3\n");
  writeFileSync(join(dir, "1.out"), "first\nsecond\n");
  writeFileSync(join(dir, "actual"), output);
  const testCase = { name: "1", inputPath: join(dir, "1.in"), answerPath: join(dir, "1.out") };
  return checkCaseOutput({ mode: "hdu", tolerance: 1e-6, flags: [], sandbox: false }, { testCase, workDir: dir, label: "1" }, join(dir, "actual"));
}

describe("a WA whose output is empty", () => {
  it("says the program wrote nothing (how its language loses output is the case's note: test/languages/unflushed-output.test.ts)", async () => {
    const result = await judgeOutput("");
    expect(result.verdict).toBe("WA");
    expect(result.message).toBe('output ends early at line 1: expected "first" (line 1, column 1) (the program wrote nothing to stdout)');
  });

  it("says nothing of buffers when some output came", async () => {
    const result = await judgeOutput("first\n");
    expect(result.verdict).toBe("WA");
    expect(result.message).not.toMatch(/wrote nothing/);
  });
});
