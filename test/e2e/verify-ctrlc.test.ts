import { cpSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { execa } from "execa";
import { describe, expect, it } from "vitest";
import { cleanEnv, repoRoot } from "../helpers/cli";

// A helper's Ctrl-C during verify printed a full report of checks that never ran: "✓ wrong/x.py: AC on 0/0 cases",
// "weak test set: … passes every case" for TLE submissions cut short, and the summary line, with nothing saying the
// run was stopped. Stopped, verify must list only the checks it finished and say it was stopped.
describe("npm run verify, stopped by Ctrl-C", () => {
  it("reports no check of a judge cut short, and says it was stopped (exit 130)", async () => {
    const project = mkdtempSync(join(tmpdir(), "stonebench-verify-ctrlc-"));
    try {
      for (const dir of ["problems", "solutions", "cases"]) cpSync(join(repoRoot, dir, "hdu1846"), join(project, dir, "hdu1846"), { recursive: true });
      // Labelled TLE, and slow on every case: cut short, a check of it would read "passes every case".
      writeFileSync(join(project, "solutions/hdu1846/wrong/slow.py"), "# expect: TLE (sleeps on every case)\nimport time\ntime.sleep(30)\n");
      // Its own process group, as a terminal's foreground job: the SIGINT goes to every process in it.
      const child = execa("node", [join(repoRoot, "scripts/launch.cjs"), "verify", "hdu1846"], { env: { ...cleanEnv(), STONEBENCH_ROOT: project }, extendEnv: false, reject: false, detached: true });
      let seen = "";
      child.stdout!.on("data", (chunk: Buffer) => void (seen += chunk.toString()));
      // Stopped once the main solution's check is out: the rest (the wrong solutions) are running or waiting.
      const deadline = Date.now() + 120_000;
      while (!/main\.ts/.test(seen) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
      await new Promise((resolve) => setTimeout(resolve, 300));
      process.kill(-child.pid!, "SIGINT");
      const result = await child;
      const stdout = String(result.stdout);
      expect(result.exitCode, stdout + String(result.stderr)).toBe(130);
      expect(stdout).toMatch(/stopped by SIGINT: \d+ checks? made/);
      expect(stdout).not.toMatch(/AC on 0\/0|slow\.py|^verified|failures?: 1 problem/m);
      expect(String(result.stderr)).not.toMatch(/\n\s+at /);
    } finally {
      rmSync(project, { recursive: true, force: true });
    }
  }, 180_000);
});
