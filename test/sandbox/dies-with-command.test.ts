import { spawn } from "node:child_process";
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { makeTempDir } from "../authoring/helpers/temp-project";
import { cleanEnv, repoRoot } from "../helpers/cli";

// At the permission-model and off levels nothing held the programs a command started once the command was killed
// (SIGKILL, or V8 dying of a full heap): a tool host looping in a game's moves() ran on, adopted by init, towards its
// 6 h of CPU, and a solution blocked without CPU (so no RLIMIT_CPU) stayed with its --plain launcher for good. The
// namespaces level had it already (the holder's PID namespace). Now setpriv's and the launcher's parent-death signal.

/** The processes whose command line names the folder (every program here runs from the command's cache). */
function processesNaming(folder: string): number[] {
  const found: number[] = [];
  for (const name of readdirSync("/proc")) {
    if (!/^\d+$/.test(name) || Number(name) === process.pid) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, "latin1");
      if (stat.split(") ")[1]?.[0] === "Z") continue;
      if (readFileSync(`/proc/${name}/cmdline`, "latin1").includes(folder)) found.push(Number(name));
    } catch {
      // Gone meanwhile.
    }
  }
  return found;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(["permission-model", "off"])("a command killed at the %s level leaves nothing running", (level) => {
  let scratch: ReturnType<typeof makeTempDir>;
  beforeEach(() => {
    scratch = makeTempDir("dies-with-command");
  });
  afterEach(() => {
    for (const pid of processesNaming(scratch.dir)) process.kill(pid, "SIGKILL");
    scratch.remove();
  });

  async function killWhileRunning(args: string[]): Promise<number[]> {
    const cache = join(scratch.dir, "cache");
    const project = join(scratch.dir, "project");
    const command = spawn("node", [join(repoRoot, "scripts", "launch.cjs"), ...args], { cwd: project, env: cleanEnv({ STONEBENCH_ROOT: project, STONEBENCH_CACHE_DIR: cache, STONEBENCH_SANDBOX: level }), stdio: "ignore", detached: true });
    // Until the program runs (a build first, on a loaded machine maybe seconds), then a moment more.
    // Seen in three polls running: a step before the program (a build's short-lived process naming the cache) was
    // seen once, gone by the next look, and the test failed as if the program had never started (at load 15).
    const deadline = Date.now() + 90_000;
    let seen = 0;
    while (seen < 3 && Date.now() < deadline) {
      seen = processesNaming(cache).length > 0 ? seen + 1 : 0;
      await sleep(200);
    }
    expect(seen, "the program never started").toBe(3);
    await sleep(500);
    command.kill("SIGKILL");
    const gone = Date.now() + 10_000;
    while (processesNaming(cache).length > 0 && Date.now() < gone) await sleep(100);
    return processesNaming(cache);
  }

  function project(files: Record<string, string>): void {
    for (const [path, text] of Object.entries(files)) {
      mkdirSync(join(scratch.dir, "project", path, ".."), { recursive: true });
      writeFileSync(join(scratch.dir, "project", path), text);
    }
    mkdirSync(join(scratch.dir, "project", "problems"), { recursive: true });
  }

  it("a tool host looping in a game module (explore)", async () => {
    project({ "game.ts": 'export const game = { name: "loop", rules: "loops", shape: "heap", defaultRange: 5, moves: (n: number): number[] => { for (;;) {} } };\n' });
    expect(await killWhileRunning(["explore", "--game", "game.ts", "--range", "5"])).toEqual([]);
  }, 150_000);

  it("a solution blocked for ever without using CPU (judge)", async () => {
    project({
      "problems/sum/problem.yaml": "title: Sum\ntimeLimitMs: 20000\nmemoryLimitMiB: 64\noutputLimitMiB: 1\nchecker: tokens\n",
      "problems/sum/statement.md": "# Sum\n",
      "cases/sum/1.in": "2 3\n",
      "cases/sum/1.out": "5\n",
      "solutions/sum/main.ts": "Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0);\n",
    });
    expect(await killWhileRunning(["judge", "sum"])).toEqual([]);
  }, 150_000);
});
