import { existsSync, mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { execa } from "execa";
import { afterAll, describe, expect, it } from "vitest";
import { cleanEnv, repoRoot } from "../helpers/cli";

// V8 opens the file of a profiling flag without close-on-exec. launch.cjs closed it as an inherited fd, V8 went on
// writing its map lines to the fd number, and the next file opened there (the source copied for the compiler) got
// them: a valid C++ solution judged CE ("expected unqualified-id before numeric constant" at 1:1), and the sandbox's
// holder did not start.
const cache = mkdtempSync(join(tmpdir(), "stonebench-profiled-cache-"));
afterAll(() => rmSync(cache, { recursive: true, force: true }));

describe("a command started with a profiling flag of Node's", () => {
  it("node --perf-basic-prof: a C++ solution built afresh is judged AC, the holder starts, V8's map is written", async () => {
    const child = execa("node", ["--perf-basic-prof", join(repoRoot, "scripts/launch.cjs"), "judge", "hdu2516", "--solution", "solutions/hdu2516/cpp/main.cpp", "--case", "01", "--json"], {
      cwd: repoRoot,
      env: cleanEnv({ STONEBENCH_CACHE_DIR: cache }),
      extendEnv: false,
      reject: false,
      timeout: 120_000,
    });
    const map = `/tmp/perf-${child.pid}.map`;
    try {
      const result = await child;
      expect(String(result.stderr)).not.toMatch(/holder did not start/);
      const report = JSON.parse(String(result.stdout)) as { summary: { verdict: string; message: string } };
      expect(report.summary.verdict, report.summary.message).toBe("AC");
      expect(existsSync(map) && statSync(map).size > 0).toBe(true);
    } finally {
      rmSync(map, { force: true });
    }
  }, 180_000);
});
