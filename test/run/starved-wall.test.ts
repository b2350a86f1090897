import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { runProgram, type RunRequest } from "../../src/run/run-program";

// The wall bound catches a program that waits (sleep, a read that never ends); on a loaded machine a busy program also
// passes it, waiting for a CPU. The bound is net of that wait (src/run/wall-bound.ts), so load is no TLE. Three busy
// loops share CPU 0 with the program here: it gets at most a quarter of it.
const PYTHON = "/usr/bin/python3";
const why = !existsSync("/proc/self/schedstat") ? "no /proc/<pid>/schedstat on this kernel" : !existsSync("/usr/bin/taskset") ? "no taskset" : !existsSync(PYTHON) ? `no ${PYTHON}` : undefined;
if (why) console.warn(`test/run/starved-wall: skipped: ${why}`);

const dir = mkdtempSync(join(tmpdir(), "starved-wall-"));
const hogs: ChildProcess[] = [];
afterAll(() => {
  for (const hog of hogs) hog.kill("SIGKILL");
  rmSync(dir, { recursive: true, force: true });
});

function request(label: string, script: string): RunRequest {
  writeFileSync(join(dir, "in.txt"), "");
  return {
    launch: { kind: "command", argv: ["/usr/bin/taskset", "-c", "0", PYTHON, "-c", script], env: { PATH: "/usr/bin:/bin" }, cwd: dir, tree: false },
    inputPath: join(dir, "in.txt"),
    workDir: dir,
    label,
    timeLimitMs: 20_000,
    wallLimitMs: 1000,
    memoryKillKiB: 1 << 20,
    outputLimitBytes: 1 << 20,
    sandbox: false,
  };
}

describe.skipIf(why !== undefined)("the wall bound under load", () => {
  it("a busy program starved of CPU 0 by three others finishes (0.3 s of CPU, a quarter of a CPU at most: past a 1 s wall bound); a sleeping one is still stopped at the bound", async () => {
    for (let i = 0; i < 3; i++) hogs.push(spawn("/usr/bin/taskset", ["-c", "0", PYTHON, "-c", "while True: pass"], { stdio: "ignore" }));
    const busy = await runProgram(request("busy", "import time\nwhile time.process_time() < 0.3: pass\nprint('done')"));
    expect(busy.killedFor).toBeNull();
    expect(busy.exitCode).toBe(0);
    // It did wait: a quarter of a CPU at most, so past the plain bound.
    expect(busy.wallMs).toBeGreaterThan(1000);
    const sleeping = await runProgram(request("sleeping", "import time\ntime.sleep(30)"));
    expect(sleeping.killedFor).toBe("wall");
    expect(sleeping.wallMs).toBeLessThan(10_000);
  }, 60_000);
});
