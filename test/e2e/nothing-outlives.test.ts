import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { execa } from "execa";
import { afterAll, describe, expect, it } from "vitest";
import { cleanEnv, repoRoot } from "../helpers/cli";
import { cannotSubreap, PRCTL_NUMBER, SUBREAPER } from "../helpers/subreaper";

// "None outlives the command that started it", checked exactly: each command runs under a child subreaper (perl's
// prctl), so anything it started and did not wait for (the sandbox's holder, the fork server, esbuild's service, a
// launch) is reparented there; the moment the command has exited, the subreaper lists its children. A grace period,
// as a `ps` a few seconds later gives, missed all of these: the holder and esbuild's service ended only after the
// judge did, and a fork server's unreaped launch kept the holder's PID namespace alive until someone else reaped it.
if (cannotSubreap) console.warn(`test/e2e/nothing-outlives: skipped: ${cannotSubreap}`);

const scratch = mkdtempSync(join(tmpdir(), "stonebench-outlives-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

async function leftBehind(args: string[]): Promise<{ exitCode: number; left: string[]; stdout: string }> {
  // A fresh build cache: the solution, the launcher and the bundle are built, so esbuild's service and the compilers run.
  const env = cleanEnv({ STONEBENCH_CACHE_DIR: mkdtempSync(join(scratch, "cache-")) });
  const result = await execa("perl", ["-e", SUBREAPER, String(PRCTL_NUMBER), process.execPath, join(repoRoot, "scripts/launch.cjs"), ...args], { cwd: repoRoot, env, reject: false, timeout: 240_000 });
  const lines = String(result.stderr).split("\n");
  // An orphan reaped during the run counts too: a prepared box's keeper, orphaned inside the holder's PID namespace,
  // held the holder's end until PID 1 reaped it (2 s at each exit here); the fork server now reaps it as a subreaper.
  const left = lines.filter((line) => line.startsWith("left: ") || line.startsWith("orphan: "));
  return { exitCode: result.exitCode ?? -1, left, stdout: String(result.stdout) };
}

describe.skipIf(cannotSubreap !== undefined)("nothing a command started is there once it has exited", () => {
  it("judge of a C++ solution (compiler, holder, fork server, launches)", async () => {
    const run = await leftBehind(["judge", "hdu2516", "--solution", "solutions/hdu2516/cpp/main.cpp"]);
    expect(run.left).toEqual([]);
    expect(run.exitCode).toBe(0);
  }, 300_000);

  it("judge of a TypeScript solution built now (esbuild's service, the type check), with a TLE among the cases", async () => {
    const solution = join(scratch, "slow.ts");
    writeFileSync(solution, 'import { readFileSync } from "node:fs";\nconst n = Number(readFileSync(0, "utf8").trim().split(/\\s+/)[0]);\nif (n > 5) for (;;);\nconsole.log(n);\n');
    const run = await leftBehind(["judge", "hdu2516", "--solution", solution]);
    expect(run.left).toEqual([]);
    expect(run.exitCode).not.toBe(0);
  }, 300_000);

  it("an interactive judge and a stress run", async () => {
    const play = await leftBehind(["judge", "play-nim"]);
    expect(play.left).toEqual([]);
    expect(play.exitCode).toBe(0);
    const stress = await leftBehind(["stress", "hdu2516", "--count", "200"]);
    expect(stress.left).toEqual([]);
    expect(stress.exitCode).toBe(0);
  }, 300_000);
});
