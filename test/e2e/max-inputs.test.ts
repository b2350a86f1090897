import { rmSync } from "node:fs";
import { basename } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { MEMORY_SHARE_TARGET } from "../../src/bench/sections/max-input-memory";
import { maxInputs, oracleFor, writeMaxCase } from "../../src/bench/max-inputs";
import { judgeCases } from "../../src/judge/judge-cases";
import { planJudge } from "../../src/judge/plan-judge";
import { makeTempDir } from "../../src/util/temp-dir";

// Issue 16: the formats bound the numbers but not the number of lines or blocks, so these multi-MB inputs are legal.
// They are built here (too big to commit), answered by the oracle, and judged with the problem's own limits.
const workDir = makeTempDir("stonebench-max-inputs");
afterAll(() => rmSync(workDir, { recursive: true, force: true }));

describe("every main.ts on the largest legal input of its problem", () => {
  for (const maxInput of maxInputs()) {
    const id = maxInput.problemId;
    it(`${id}: ${maxInput.description} is AC with at most ${MEMORY_SHARE_TARGET * 100}% of the memory limit above Node's baseline`, async () => {
      // The expected output must not come from the solution under test.
      expect(basename(oracleFor(id))).not.toBe("main.ts");
      const dir = await writeMaxCase(maxInput, workDir, workDir);
      const request = planJudge(id, { cases: dir });
      let baselineKiB = 0;
      const report = await judgeCases(request, { onStart: (info) => (baselineKiB = info.baselineKiB) });
      const result = report.cases[0]!;
      expect(result.verdict, result.message).toBe("AC");
      const aboveMiB = (result.memoryKiB - baselineKiB) / 1024;
      expect(aboveMiB, `${aboveMiB.toFixed(1)} MiB above the baseline, limit ${request.memoryLimitMiB} MiB`).toBeLessThanOrEqual(MEMORY_SHARE_TARGET * request.memoryLimitMiB);
    }, 180_000);
  }
});
