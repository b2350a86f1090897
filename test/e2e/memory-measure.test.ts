import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";

// A private cache, so the memory baseline is measured here, from this deliberately big process. The judge's modules
// are imported after it is set, because paths.ts reads it when it loads.
const cacheDir = mkdtempSync(join(tmpdir(), "stonebench-memory-cache-"));
process.env.STONEBENCH_CACHE_DIR = cacheDir;
afterAll(() => rmSync(cacheDir, { recursive: true, force: true }));

describe("peak memory belongs to the solution, not to whoever started it", () => {
  it("a judge running inside a process holding 300 MiB still measures a small solution at Node's baseline size", async () => {
    const hog = Buffer.alloc(300 << 20, 1);
    const { judgeCases } = await import("../../src/judge/judge-cases");
    const { planJudge } = await import("../../src/judge/plan-judge");
    const report = await judgeCases(planJudge("hdu2516", { case: "01-sample" }));
    expect(hog[12345]).toBe(1);
    expect(report.cases[0]?.verdict).toBe("AC");
    expect(report.cases[0]?.memoryKiB).toBeLessThan(100 * 1024);
  });
});
