import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { removeRunFiles, runProgram } from "../../src/run/run-program";

// The judge compares one case's output while the next case runs, synchronously: a comparison of seconds (hdu2176's
// 13 MB answers once took 4 s) held its process, and the first tick after it found the next case's program long
// ended, its exit not yet read, past the wall bound: a 150 ms AC was TLE with "still running after 3608 ms".

let dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  dirs = [];
});

describe("a program that ended while the judge was busy", () => {
  it.each([true, false])("is not killed for the judge's own delay (sandbox %s)", async (sandbox) => {
    const dir = mkdtempSync(join(tmpdir(), "stonebench-busy-"));
    dirs.push(dir);
    writeFileSync(join(dir, "empty.in"), "");
    const running = runProgram({
      launch: { kind: "command", argv: ["/bin/sh", "-c", "sleep 0.3; echo done"], env: { PATH: "/usr/bin:/bin" }, cwd: dir, tree: false },
      inputPath: join(dir, "empty.in"),
      workDir: dir,
      label: "quick",
      timeLimitMs: 1000,
      // Far above the program's 0.3 s, so that a loaded machine's slow start never reaches it; far below the busy time.
      wallLimitMs: 1000,
      memoryKillKiB: 1 << 20,
      outputLimitBytes: 1 << 20,
      sandbox,
    });
    // Busy for 2.5 s from shortly after the start, as a long synchronous comparison keeps the judge. From the check
    // phase, as the judge's comparison runs from an I/O callback: the loop's next turn runs its timers (the run's
    // watch) before it polls for the exit that came meanwhile. (From a timer, libuv's cached clock hid the delay.)
    await new Promise((resolve) => setTimeout(resolve, 150));
    await new Promise((resolve) => setImmediate(resolve));
    for (const until = Date.now() + 2500; Date.now() < until; );
    const facts = await running;
    removeRunFiles(dir, "quick");
    expect(facts.killedFor).toBeNull();
    expect(facts.exitCode).toBe(0);
    // Its wall time is its own (0.3 s and its start), not the judge's 2.5 s of delay: the fork server counts it to
    // the exit it reaped. (Without the sandbox a plain spawn's exit carries no time: the judge's clock is all there is.)
    if (sandbox) expect(facts.wallMs).toBeLessThan(2000);
  }, 30_000);
});
