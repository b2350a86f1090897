import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { createInteractiveRunner } from "../../src/stress/interactive-pair-runner";
import { judgeJson } from "../helpers/cli";
import { repoRoot } from "../authoring/helpers/temp-project";
import { missingToolchain } from "../languages/language-fixtures";

// An interactive C or Java solution that forgot to flush was ILE "a missing flush" with no word of how: C's stdout is
// fully buffered on a pipe, C++'s fast-I/O cin.tie(nullptr) stops cin from flushing cout, Java's PrintWriter holds
// everything. The ILE now names the solution's own language's idiom.
const dir = mkdtempSync(join(tmpdir(), "flush-note-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const why = await missingToolchain("python");

describe.skipIf(why !== undefined)("an interactive ILE where the solution had the turn", () => {
  it("names its language's flush", async () => {
    // play-wythoff's first game: answer a side and never flush it (print to a pipe is block-buffered).
    const path = join(dir, "no_flush.py");
    writeFileSync(path, "import sys\nsys.stdin.readline()\nsys.stdin.readline()\nprint('second')\nsys.stdin.readline()\n");
    const { report, stderr } = await judgeJson(["play-wythoff", "--solution", path, "--case", "01-sample"], { timeoutMs: 60_000 });
    expect(report?.cases[0]?.verdict, stderr).toBe("ILE");
    expect(report!.cases[0]!.message).toMatch(/so the solution had the turn \(a missing flush, or a read of more than was sent\); in Python 3: print\(\.\.\., flush=True\), or sys\.stdout\.flush\(\) after each line$/);
  }, 60_000);

  // stress's interactive runs said the same ILE without the idiom, and showed the interactor it stopped as "exit null".
  it("names it in stress too, and the interactor the judge stopped", async () => {
    const path = join(dir, "no_flush_stress.py");
    writeFileSync(path, "import sys\nsys.stdin.readline()\nsys.stdin.readline()\nprint('second')\nsys.stdin.readline()\n");
    const runner = await createInteractiveRunner({ solution: path, interactor: { kind: "file", path: join(repoRoot, "problems/play-wythoff/interactor.ts") }, workDir: dir, timeLimitMs: 1000, memoryLimitMiB: 64 });
    const result = await runner.run("1 7\n3 5\n");
    expect(result.differs).toBe(true);
    expect(result.reason).toMatch(/^ILE: .*; in Python 3: print\(\.\.\., flush=True\)/);
    expect(result.b.output).toBe("(the interactor: stopped by the judge (idle))");
  }, 60_000);
});
