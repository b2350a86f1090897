import { spawn } from "node:child_process";
import { closeSync, existsSync, mkdirSync, mkdtempSync, openSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { cacheDir } from "../../src/paths";
import { forkServer, type Slot } from "../../src/sandbox/fork-server";
import { sharedHolder, stopHolder } from "../../src/sandbox/holder";
import { sandboxLauncher } from "../../src/sandbox/launcher-build";
import { detectSandbox } from "../../src/sandbox/sandbox-level";
import { sandboxedArgv } from "../../src/sandbox/sandboxed-argv";
import { releaseGroup } from "../../src/run/process-groups";
import { descendantAt } from "../../src/run/run-program";

// The launcher's fork server (launcher.c --serve, sandbox/fork-server.ts) on real processes: a launch through it gets
// the same fds, sandbox, exit facts and group kill as a spawn of the launcher, and none of it outlives the judge.
const namespaces = detectSandbox().level === "namespaces";
const launcher = namespaces ? (await sandboxLauncher(await sharedHolder())).path : undefined;
if (!launcher) console.warn("test/sandbox/fork-server: no compiled launcher at the namespaces level here, so no fork server; skipped");

mkdirSync(cacheDir, { recursive: true });
const scratch = mkdtempSync(join(cacheDir, "fork-server-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const alive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return readFileSync(`/proc/${pid}/stat`, "latin1").split(") ")[1]?.[0] !== "Z";
  } catch {
    return false;
  }
};

type BoxOption = { binds: { source: string; target?: string }[]; noFork: boolean; work?: { bytes: number; inodes: number }; out?: { fd: number; files: number; bytes: number } };

async function launch(script: string, input = "", extra: Slot[] = [], box?: BoxOption, holderArgv?: string[], initFirst = true) {
  const name = `${Math.random().toString(36).slice(2)}`;
  writeFileSync(join(scratch, `${name}.in`), input);
  const fds = [openSync(join(scratch, `${name}.in`), "r"), openSync(join(scratch, `${name}.out`), "w"), openSync(join(scratch, `${name}.err`), "w"), openSync(join(scratch, `${name}.usage`), "w+")];
  const slots: Slot[] = [{ mode: "r", fd: fds[0]! }, { mode: "w", fd: fds[1]! }, { mode: "w", fd: fds[2]! }, "closed", "closed", ...extra, { mode: "u", fd: fds[3]! }];
  const sandboxed = await sandboxedArgv(["/bin/sh", "-c", script], { cpuSeconds: 5, fileSizeBytes: 1 << 20 }, "namespaces", { stdioCount: slots.length, usageFd: slots.length - 1, ...(box ? { box } : {}) });
  const served = await forkServer(launcher!, initFirst)!.launch(holderArgv ?? sandboxed.argv, { PATH: "/usr/bin:/bin" }, "/", slots);
  for (const fd of fds) closeSync(fd);
  const read = (suffix: string) => readFileSync(join(scratch, `${name}.${suffix}`), "utf8");
  return { served, read, sandboxed };
}

// CAP_SYS_ADMIN in this process's effective set: what lets the server put its children in the holder's PID namespace,
// or start each launch as its program's init (launcher.c's launchAsInit).
const mayJoinPid = (BigInt(`0x${/^CapEff:\s*([0-9a-f]+)/m.exec(readFileSync("/proc/self/status", "latin1"))?.[1] ?? "0"}`) >> 21n) & 1n;

const waitFor = async (done: () => boolean): Promise<void> => {
  const deadline = Date.now() + 30_000;
  while (!done() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
};

describe.skipIf(!launcher)("the launcher's fork server", () => {
  it("runs a launch as a spawn would: stdin, stdout, stderr, the sandbox (PID 2, its init's child; uid 65534, no fds above), the exit code, the kernel's count", async () => {
    const { served, read } = await launch('read line; echo "got $line $$ $(id -u)"; ls /proc/self/fd | tr "\\n" " "; echo oops >&2; exit 3', "hello\n");
    expect(await served.exit).toMatchObject({ code: 3, signal: null });
    expect(read("out")).toMatch(/^got hello 2 65534\n0 1 2 \d+ $/);
    expect(read("err")).toBe("oops\n");
    expect(read("usage")).toMatch(/^\d+ \d+\n$/);
  });

  it("passes a program's death by a signal on, as the spawned launcher's own", async () => {
    // A fault the kernel raises, and a kill of itself (which an init of its namespace would ignore; the program is none).
    const { served } = await launch("exec python3 -c 'import ctypes; ctypes.string_at(0)'");
    expect(await served.exit).toMatchObject({ code: null, signal: "SIGSEGV" });
    const { served: terminated } = await launch("kill -TERM $$");
    expect(await terminated.exit).toMatchObject({ code: null, signal: "SIGTERM" });
  });

  it("the judge's kill of the launch's group takes the program and everything it started", async () => {
    const { served, read } = await launch("sleep 600 & echo $!; sleep 600");
    const deadline = Date.now() + 30_000;
    while (!read("out") && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
    releaseGroup(served.pid);
    expect(await served.exit).toMatchObject({ code: null, signal: "SIGKILL" });
    // Nothing of the launch is left: no process holds the out file open any more.
    expect(alive(served.pid)).toBe(false);
  });

  it("a folder slot reaches the program as the same folder (the box's copies go through these)", async () => {
    const folder = mkdtempSync(join(scratch, "dir-"));
    writeFileSync(join(folder, "seen.txt"), "x");
    const fd = openSync(folder, "r");
    try {
      const { served, read } = await launch("ls /proc/self/fd/5/", "", [{ mode: "d", fd }]);
      expect(await served.exit).toMatchObject({ code: 0, signal: null });
      expect(read("out")).toBe("seen.txt\n");
    } finally {
      closeSync(fd);
    }
  });

  it("a feedback file over 1 MiB comes back as its first 1 MiB with its true length, init-first or not", async () => {
    for (const initFirst of [true, false]) {
      const folder = mkdtempSync(join(scratch, "feedback-"));
      const fd = openSync(folder, "r");
      try {
        // The feedback folder is the launch's fd 5; the init copies it back with the program's own limits (8 MiB here).
        const script = 'cd "$1" && head -c 3000000 /dev/zero | tr "\\0" y > judgemessage.txt';
        const { argv } = await sandboxedArgv(["/bin/sh", "-c", script, "sh", "/dev/fd/5/"], { cpuSeconds: 5, fileSizeBytes: 8 << 20 }, "namespaces", { stdioCount: 7, usageFd: 6, feedbackFd: 5 });
        const { served, read } = await launch("", "", [{ mode: "d", fd }], undefined, argv, initFirst);
        expect(await served.exit, read("err")).toMatchObject({ code: 0, signal: null });
        const message = readFileSync(join(folder, "judgemessage.txt"));
        expect(message.length).toBe(3_000_000);
        expect(message.subarray(0, 1 << 20).toString("latin1")).toBe("y".repeat(1 << 20));
      } finally {
        closeSync(fd);
      }
    }
  }, 60_000);

  it("ends with the judge, and takes its running launches along", async () => {
    // A judge of its own (a child Node) starts a server and a launch of `sleep 600`, prints their pids, and is killed.
    const script = `
      const { forkServer } = require(${JSON.stringify(join(process.cwd(), "src/sandbox/fork-server.ts"))});
      const { sandboxedArgv } = require(${JSON.stringify(join(process.cwd(), "src/sandbox/sandboxed-argv.ts"))});
      (async () => {
        const { argv } = await sandboxedArgv(["/bin/sleep", "600"], { cpuSeconds: 5, fileSizeBytes: 1 }, "namespaces", { stdioCount: 3 });
        const served = await forkServer(${JSON.stringify(launcher)}).launch(argv, { PATH: "/usr/bin:/bin" }, "/", [0, 1, 2].map(() => ({ mode: "r", fd: require("node:fs").openSync("/dev/null", "r") })));
        const server = require("node:child_process").execSync("ps -o ppid= -p " + served.pid).toString().trim();
        process.stdout.write(served.pid + " " + server + "\\n");
        setInterval(() => undefined, 1000);
      })();
    `;
    const file = join(scratch, "judge.ts");
    writeFileSync(file, script);
    const judge = spawn(process.execPath, ["--import", "tsx", file], { stdio: ["ignore", "pipe", "inherit"] });
    const said = await new Promise<string>((resolve) => judge.stdout!.on("data", (chunk: Buffer) => resolve(chunk.toString())));
    const [launchPid, serverPid] = said.trim().split(" ").map(Number) as [number, number];
    expect(alive(launchPid) && alive(serverPid)).toBe(true);
    judge.kill("SIGKILL");
    const deadline = Date.now() + 30_000;
    while ((alive(launchPid) || alive(serverPid)) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
    expect(alive(serverPid)).toBe(false);
    expect(alive(launchPid)).toBe(false);
  }, 60_000);

  // A box is prepared once per holder and set of binds (launcher.c, prepareBox): each launch must still get its own
  // /box, /proc and PIDs, a read-only rest, and a bind's source as it is now.
  const SYSTEM: BoxOption["binds"] = ["/bin", "/usr", "/lib", "/lib64"].filter((path) => existsSync(path)).map((source) => ({ source }));

  it("boxed launches share the prepared box, never what a run left in it: /box, /tmp and /proc are each run's own", async () => {
    const box: BoxOption = { binds: SYSTEM, noFork: false, work: { bytes: 1 << 20, inodes: 64 } };
    const script = 'ls -A /box /tmp | tr "\\n" " "; echo; echo secret > /box/left; echo x > /tmp/left; test "$(ls /proc | grep -c "^[0-9]")" -le 5 && echo 1; touch /x 2>&1 | grep -c "Read-only"; touch /dev/x 2>&1 | grep -c "Read-only"; cat /box/left';
    for (let i = 0; i < 3; i++) {
      const { served, read } = await launch(script, "", [], box);
      expect(await served.exit).toMatchObject({ code: 0, signal: null });
      // Empty /box (but its out/ and tmp/), no other run's processes (its init, sh, the subshell, ls, grep), a
      // read-only root and /dev.
      expect(read("out")).toBe("/box: out tmp  /tmp: \n1\n1\n1\nsecret\n");
    }
  });

  it("a bind's source replaced between two launches (a rebuilt program, renamed into place) is seen as it is now", async () => {
    const folder = mkdtempSync(join(scratch, "bind-"));
    const file = join(folder, "program.txt");
    writeFileSync(file, "first\n");
    const box: BoxOption = { binds: [...SYSTEM, { source: file, target: "/box/program.txt" }], noFork: false };
    const first = await launch("cat /box/program.txt", "", [], box);
    const firstExit = await first.served.exit;
    expect(first.read("err")).toBe("");
    expect(firstExit).toMatchObject({ code: 0, signal: null });
    expect(first.read("out")).toBe("first\n");
    writeFileSync(`${file}.new`, "second\n");
    renameSync(`${file}.new`, file);
    const second = await launch("cat /box/program.txt", "", [], box);
    expect(await second.served.exit).toMatchObject({ code: 0, signal: null });
    expect(second.read("out")).toBe("second\n");
    // Written in place (the same inode): seen too.
    writeFileSync(file, "third\n");
    const third = await launch("cat /box/program.txt", "", [], box);
    expect(await third.served.exit).toMatchObject({ code: 0, signal: null });
    expect(third.read("out")).toBe("third\n");
  });

  it("a boxed launch cannot undo the prepared box's read-only binds or reach beyond them", async () => {
    const box: BoxOption = { binds: SYSTEM, noFork: false };
    const { served, read } = await launch("ls / | tr '\\n' ' '; echo; mount -o remount,rw /usr 2>/dev/null && echo remounted; umount /usr 2>/dev/null && echo unmounted; ls /home /root /work 2>/dev/null | head -1; echo done", "", [], box);
    expect(await served.exit).toMatchObject({ code: 0, signal: null });
    const out = read("out");
    expect(out).not.toContain("remounted");
    expect(out).not.toContain("unmounted");
    expect(out.split("\n")[0]).not.toMatch(/\b(home|root|work|tmp)\b/);
    expect(out).toContain("done\n");
  });

  // A box whose binds are too long to key (launcher.c, preparedBoxFor: 16 KiB) is never prepared, so each launch builds
  // its own (enterBox). Init-first, that build would resolve its binds through /proc/self in the holder's /proc, where
  // a sibling PID namespace's init is not: ENOENT, an RE for the machine's fault (two loaded CI pairs, a C++ MLE
  // fixture and a stress reference). Such a launch must work whether or not the server may start it as its init.
  it("a boxed launch whose box cannot be prepared builds its own box, init-first or not", async () => {
    let deep = mkdtempSync(join(scratch, "deep-"));
    while (deep.length < 3600) deep = join(deep, "d".repeat(200));
    mkdirSync(deep, { recursive: true });
    writeFileSync(join(deep, "data.txt"), "bound\n");
    const binds = [...SYSTEM, ...[1, 2, 3, 4, 5].map((i) => ({ source: deep, target: `/box/in${i}` }))];
    for (const initFirst of [true, false]) {
      const { served, read } = await launch("cat /box/in1/data.txt /box/in5/data.txt; echo $$ $(id -u)", "", [], { binds, noFork: false }, undefined, initFirst);
      const exit = await served.exit;
      expect(read("err")).toBe("");
      expect(exit).toMatchObject({ code: 0, signal: null });
      expect(read("out")).toBe("bound\nbound\n2 65534\n");
    }
  }, 60_000);

  // The server starts each launch as its program's init where it may (launcher.c, launchAsInit), else puts it in the
  // holder's PID namespace where it may (joinHolderPid): the judge must look for the program that much nearer.
  it("a launch started as its program's init says so, and its program is found two layers nearer; with that off, one layer nearer", async () => {
    for (const initFirst of [true, false]) {
      const { served, read, sandboxed } = await launch("echo started; exec sleep 600", "", [], undefined, undefined, initFirst);
      expect(served.fewerLayers).toBe(mayJoinPid === 1n ? (initFirst ? 2 : 1) : 0);
      await waitFor(() => read("out") !== "");
      const program = descendantAt(served.pid, sandboxed.sampleDepth - served.fewerLayers);
      expect(program).toBeDefined();
      expect(readFileSync(`/proc/${program}/cmdline`, "latin1").split("\0")[0]).toBe("sleep");
      // Its PID namespace is its own: the program is PID 2 there, its init's child (below the holder's, or beside it
      // for a launch started as its init).
      const levels = served.fewerLayers === 2 ? 2 : 3;
      expect(readFileSync(`/proc/${program}/status`, "latin1")).toMatch(levels === 2 ? /^NSpid:\s+\d+\s+2$/m : /^NSpid:\s+\d+\s+\d+\s+2$/m);
      releaseGroup(served.pid);
      expect(await served.exit).toMatchObject({ code: null, signal: "SIGKILL" });
    }
  });

  // An init the server started does step 2's last part itself: what the program left running is killed before the
  // end is told, its files are copied out, and the server writes the kernel's count less the init's own setup.
  // The program has its init's ids, so prlimit(1, …) may lower the init's limits (never raise them): the copy out is
  // then skipped and said to be cut, never silently short.
  it("an init-first launch whose program lowered its init's limits copies nothing back and says the copy was cut", async () => {
    const out = mkdtempSync(join(scratch, "out-"));
    const outFd = openSync(out, "r");
    try {
      const box: BoxOption = { binds: SYSTEM, noFork: false, work: { bytes: 1 << 20, inodes: 64 }, out: { fd: 5, files: 8, bytes: 1 << 16 } };
      const { served, read } = await launch("echo made > /box/out/result; prlimit --pid 1 --nofile=0:0; exit 0", "", [{ mode: "d", fd: outFd }], box, undefined, true);
      expect(await served.exit).toMatchObject({ code: 0, signal: null });
      expect(read("err")).toBe("");
      if (served.fewerLayers === 2) {
        expect(read("usage")).toMatch(/^\d+ \d+ over\n$/);
        expect(existsSync(join(out, "result"))).toBe(false);
      } else {
        expect(readFileSync(join(out, "result"), "utf8")).toBe("made\n");
      }
    } finally {
      closeSync(outFd);
    }
  }, 60_000);

  it("an init-first launch kills what the program left, copies its out folder back, and counts only the program's CPU", async () => {
    const out = mkdtempSync(join(scratch, "out-"));
    const outFd = openSync(out, "r");
    try {
      // The out folder is the launch's fd 5, the first slot after stdio and the two closed ones.
      const box: BoxOption = { binds: SYSTEM, noFork: false, work: { bytes: 1 << 20, inodes: 64 }, out: { fd: 5, files: 8, bytes: 1 << 16 } };
      const extra: Slot[] = [{ mode: "d", fd: outFd }];
      const script = 'sleep 600 & echo $! > /box/out/left; stat -c "%u %a" /box /box/out; echo made > /box/out/result; i=0; while [ $i -lt 200000 ]; do i=$((i+1)); done; exit 4';
      const { served, read, sandboxed } = await launch(script, "", extra, box, undefined, true);
      const started = Date.now();
      expect(await served.exit).toMatchObject({ code: 4, signal: null });
      expect(Date.now() - started).toBeLessThan(20_000);
      expect(read("err")).toBe("");
      expect(read("out")).toBe("65534 755\n65534 755\n");
      expect(readFileSync(join(out, "result"), "utf8")).toBe("made\n");
      const [rss, cpuUs] = read("usage").trim().split(" ").map(Number);
      // The loop's CPU (tens of ms), not the box's setup on top: the same order as the program's own count.
      expect(rss).toBeGreaterThan(0);
      expect(cpuUs).toBeGreaterThan(20_000);
      expect(cpuUs).toBeLessThan(5_000_000);
      expect(sandboxed.argv).toContain("--box");
    } finally {
      closeSync(outFd);
    }
  }, 60_000);

  it("follows a holder that was replaced, and a launch naming a dead holder fails at once", async () => {
    const before = await sharedHolder();
    const early = await launch("echo $$");
    expect(await early.served.exit).toMatchObject({ code: 0, signal: null });
    const stale = early.sandboxed.argv;
    stopHolder();
    await waitFor(() => !alive(before.pid));
    expect(alive(before.pid)).toBe(false);
    // The server's children were born in the dead holder's PID namespace, where no process can be born any more.
    const late = await launch("echo $$", "", [], undefined, stale);
    expect((await late.served.exit).code).toBe(125);
    const after = await sharedHolder();
    expect(after.pid).not.toBe(before.pid);
    for (let i = 0; i < 2; i++) {
      const { served, read } = await launch("echo $$ $(id -u)");
      expect(await served.exit).toMatchObject({ code: 0, signal: null });
      expect(read("out")).toBe("2 65534\n");
      expect(served.fewerLayers).toBe(mayJoinPid === 1n ? 2 : 0);
    }
  }, 60_000);
});
