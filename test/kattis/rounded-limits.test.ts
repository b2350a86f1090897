import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { importKattisPackage } from "../../src/kattis/import-package";
import { packageLimits } from "../../src/check/package-limits";
import { inProject, makeTempDir, makeTempProject, writeFiles } from "../authoring/helpers/temp-project";

// A package's limits are decimals; ours are whole ms and MiB. Rounding up is kept (never tighter than the package),
// but it is said, with the value read and the value used: 0.0001 s became 1 ms, 0.5 MiB 1 MiB without a word, and a
// time_resolution under a millisecond wrote timeLimitMs: NaN.

const CASE = { "data/sample/1.in": "1\n", "data/sample/1.ans": "1\n" };
const ECHO = { "submissions/accepted/echo.js": "process.stdout.write(require('fs').readFileSync(0));\n" };

describe("import says how it rounded a package's limits", { timeout: 120_000 }, () => {
  let project: ReturnType<typeof makeTempProject>;
  let scratch: ReturnType<typeof makeTempDir>;
  beforeEach(() => {
    project = makeTempProject();
    scratch = makeTempDir("rounded-limits");
  });
  afterEach(() => {
    project.remove();
    scratch.remove();
  });
  const importWith = async (id: string, files: Record<string, string>) => {
    writeFiles(join(scratch.dir, id), { ...CASE, ...files });
    return inProject(project.root, async () => {
      const result = await importKattisPackage(join(scratch.dir, id));
      return { notes: result.notes.join("\n"), config: readFileSync(join(project.root, "problems", id, "problem.yaml"), "utf8") };
    });
  };

  it("time_limit, memory and output under a whole unit: the note gives the value read and the value used", async () => {
    const { notes, config } = await importWith("tiny", { "problem.yaml": "name: Tiny\nlimits:\n  time_limit: 0.0001\n  memory: 0.5\n  output: 0.25\n  validation_time: 0.0004\n  validation_memory: 0.0001\n" });
    expect(config).toMatch(/^timeLimitMs: 1$/m);
    expect(config).toMatch(/^memoryLimitMiB: 1$/m);
    expect(config).toMatch(/^outputLimitMiB: 1$/m);
    expect(notes).toContain("time_limit 0.0001 s (0.1 ms) → 1 ms");
    expect(notes).toContain("memory 0.5 MiB → 1 MiB");
    expect(notes).toContain("output 0.25 MiB → 1 MiB");
    expect(notes).toContain("validation_time 0.0004 s (0.4 ms) → 1 ms");
    expect(notes).toContain("validation_memory 0.0001 MiB (0.1024 KiB) → 1 KiB");
    await inProject(project.root, () => expect(packageLimits("tiny").validator).toMatchObject({ timeLimitMs: 1, memoryKillKiB: 1 }));
  });

  it("a limit already whole is not rounded (2.007 s × 1000 is 2007.0000000000002 in floating point: it gave 2008 ms)", async () => {
    const { notes, config } = await importWith("exact", { "problem.yaml": "name: Exact\nlimits:\n  time_limit: 2.007\n  memory: 256\n  output: 8\n" });
    expect(config).toMatch(/^timeLimitMs: 2007$/m);
    expect(notes).not.toMatch(/rounded/);
  });

  it("a DOMjudge .timelimit under a millisecond is said too", async () => {
    const { notes, config } = await importWith("dj", { "problem.yaml": "name: DJ\nlimits:\n  memory: 256\n  output: 8\n", ".timelimit": "0.0005\n" });
    expect(config).toMatch(/^timeLimitMs: 1$/m);
    expect(notes).toContain(".timelimit 0.0005 s (0.5 ms) → 1 ms");
  });

  it("a time_resolution under a millisecond is 1 ms, said, and the derived limit a number (it was NaN)", async () => {
    const { notes, config } = await importWith("res", { "problem.yaml": "name: Res\nlimits:\n  time_resolution: 0.0001\n  time_multiplier: 0.0001\n  memory: 256\n  output: 8\n", ...ECHO });
    expect(notes).toContain("time_resolution 0.0001 s (0.1 ms) → 1 ms");
    expect(config).toMatch(/^timeLimitMs: \d+$/m);
    // The product (a few ms × 0.0001) is far under one resolution: said, with what it was rounded up to.
    expect(notes).toMatch(/the package sets no time limit: 1 ms from the slowest accepted run, \d+ ms \(.*\), × time_multiplier 0\.0001 = [\d.]+ ms, rounded up to a multiple of 1 ms/);
  });
});
