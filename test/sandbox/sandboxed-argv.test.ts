import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { closeSync, mkdtempSync, openSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { execa } from "execa";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cacheDir } from "../../src/paths";
import { showControls } from "../../src/util/visible-text";
import { detectSandbox } from "../../src/sandbox/sandbox-level";
import { sharedHolder } from "../../src/sandbox/holder";
import { checkLauncher, LAUNCHER_ENV, sandboxLauncher, type Launcher } from "../../src/sandbox/launcher-build";
import { sandboxedArgv } from "../../src/sandbox/sandboxed-argv";
import { repoRoot } from "../helpers/cli";

// sandboxedArgv is what the interactive judge uses to run two processes connected by pipes: its contract, on real processes.
const namespaces = detectSandbox().level === "namespaces";
if (!namespaces) console.warn(`test/sandbox: namespaces unavailable here (${detectSandbox().reason}); the sandboxedArgv tests are skipped`);
const limits = { cpuSeconds: 5, fileSizeBytes: 1 << 20 };

async function runSandboxed(script: string, input = ""): Promise<{ code: number | null; signal: NodeJS.Signals | null; stdout: string; stderr: string }> {
  const { argv } = await sandboxedArgv(["/bin/sh", "-c", script], limits, "namespaces");
  const result = spawnSync(argv[0]!, argv.slice(1), { input, encoding: "utf8", env: { PATH: process.env.PATH ?? "/usr/bin:/bin" } });
  return { code: result.status, signal: result.signal, stdout: result.stdout, stderr: result.stderr };
}

// Two launchers give the one sandbox: the compiled one (launcher.c, where a C compiler is) and util-linux's chain.
const compiledLauncher: Launcher = namespaces ? await sandboxLauncher(await sharedHolder()) : { why: "no namespaces here" };
if (!compiledLauncher.path) console.warn(`test/sandbox: no compiled launcher (${"why" in compiledLauncher ? compiledLauncher.why : ""}); its tests are skipped`);
for (const launcher of ["compiled", "util-linux"] as const) {
describe.skipIf(!namespaces || (launcher === "compiled" && !compiledLauncher.path))(`sandboxedArgv at the namespaces level, through the ${launcher} launcher`, () => {
  const before = process.env[LAUNCHER_ENV];
  beforeAll(() => {
    process.env[LAUNCHER_ENV] = launcher;
  });
  afterAll(() => {
    if (before === undefined) delete process.env[LAUNCHER_ENV];
    else process.env[LAUNCHER_ENV] = before;
  });

  it("runs through the launcher asked for", async () => {
    const { argv } = await sandboxedArgv(["/bin/true"], limits, "namespaces");
    if (launcher === "compiled") expect(argv[0]).toBe(compiledLauncher.path);
    else expect(argv[0]).toBe("nsenter");
  });

  it("passes the program's exit code and its death by signal on", async () => {
    expect((await runSandboxed("exit 7")).code).toBe(7);
    // The init of a PID namespace ignores signals it sent itself; the kernel's SIGKILL at the CPU limit it does not.
    const killed = await runSandboxed("ulimit -t 1; while :; do :; done");
    // util-linux's unshare (2.38) fails to re-raise a SIGKILL and exits 1 instead: a failure still, never a success.
    if (launcher === "compiled") expect(killed.signal).toBe("SIGKILL");
    else expect(killed.signal === "SIGKILL" || (killed.code ?? 0) !== 0).toBe(true);
  });

  it("sets the kernel's CPU, file-size and open-file limits", async () => {
    const result = await runSandboxed("grep -E 'Max (cpu time|file size|open files)' /proc/self/limits");
    expect(result.stdout).toMatch(/Max cpu time\s+5\s+5 /);
    expect(result.stdout).toMatch(/Max file size\s+1048576\s+1048576 /);
    expect(result.stdout).toMatch(/Max open files\s+64\s+64 /);
  });

  it("leads a session and process group of its own", async () => {
    // Fields 5 and 6 of /proc/<pid>/stat: process group and session.
    expect((await runSandboxed("cut -d' ' -f5,6 /proc/$$/stat")).stdout).toBe("1 1\n");
  });

  it("keeps the environment it was given and runs in /", async () => {
    const { argv } = await sandboxedArgv(["/bin/sh", "-c", 'echo "$SEEN $PWD"'], limits, "namespaces");
    const result = spawnSync(argv[0]!, argv.slice(1), { encoding: "utf8", env: { PATH: process.env.PATH ?? "/usr/bin:/bin", SEEN: "kept" } });
    expect(result.stdout).toBe("kept /\n");
  });

  it("passes stdin and stdout through (pipes work)", async () => {
    expect((await runSandboxed("cat", "through the pipe\n")).stdout).toBe("through the pipe\n");
  });

  it("two sandboxed processes talk through a pipe the caller made, as an interactor and a solution would", async () => {
    const first = await sandboxedArgv(["/bin/sh", "-c", "echo 21"], limits, "namespaces");
    const second = await sandboxedArgv(["/bin/sh", "-c", "read n; echo $((n * 2))"], limits, "namespaces");
    // The consumer first, its stdin handed to the producer as its stdout: a readable end handed over instead may
    // already have been read from by this process (Node starts reading a child's stdout at once).
    const consumer = spawn(second.argv[0]!, second.argv.slice(1), { stdio: ["pipe", "pipe", "pipe"] });
    const producer = spawn(first.argv[0]!, first.argv.slice(1), { stdio: ["ignore", consumer.stdin!, "pipe"] });
    consumer.stdin!.destroy();
    let [out, said] = ["", ""];
    consumer.stdout!.on("data", (chunk: Buffer) => (out += chunk.toString()));
    for (const side of [consumer, producer]) side.stderr!.on("data", (chunk: Buffer) => (said += chunk.toString()));
    // "close", not "exit": the exit can come before the last of its stdout is read (seen under a loaded suite: '' for 42).
    const ended = (side: ChildProcess) => new Promise((resolve) => side.once("close", (code, signal) => resolve(`${code ?? signal}`)));
    const codes = await Promise.all([ended(consumer), ended(producer)]);
    expect(out, `exits ${codes.join(", ")}: ${said}`).toBe("42\n");
  });

  it("sees only its own PID namespace, and cannot signal the caller", async () => {
    const result = await runSandboxed(`ls /proc | grep -E '^[0-9]+$' | wc -l; kill -0 ${process.pid} 2>/dev/null && echo reached || echo unreachable`);
    // Its init, sh and the two commands of the pipeline: nothing of the judge's.
    expect(Number(result.stdout.split("\n")[0])).toBeLessThanOrEqual(5);
    expect(result.stdout).toContain("unreachable");
  });

  it("has no capabilities and cannot remount anything writable", async () => {
    const result = await runSandboxed("grep CapEff /proc/self/status; mount -o remount,rw / 2>&1 || echo refused; touch /x 2>/dev/null && echo wrote || echo read-only");
    expect(result.stdout).toMatch(/CapEff:\s+0+\n/);
    expect(result.stdout).toContain("refused");
    expect(result.stdout).toContain("read-only");
  });

  it("has no network: its namespace holds only a loopback", async () => {
    // /proc/net is the reader's own network namespace (/sys would show the host's, read-only).
    const result = await runSandboxed("tail -n +3 /proc/net/dev | cut -d: -f1 | tr -d ' '");
    expect(result.stdout).toBe("lo\n");
  });

  it("the temp folder and /run are empty inside, but for the build cache and the workbench; the cache is read-only", async () => {
    const marker = join(cacheDir, "sandbox-visible.txt");
    writeFileSync(marker, "visible\n");
    const result = await runSandboxed(`ls -A /run; echo --; ls -A /tmp; echo --; cat '${marker}'; touch '${marker}' 2>/dev/null || echo read-only`);
    const [run, tmp, rest] = result.stdout.split("--\n");
    // libmount's own state (/run/mount/utab), written while the holder set the mounts up; nothing of the host's.
    expect(run).toMatch(/^(mount\n)?$/);
    const kept = new Set([cacheDir, repoRoot].filter((path) => path.startsWith("/tmp/")).map((path) => path.split("/")[2]));
    expect(tmp!.split("\n").filter(Boolean).filter((name) => !kept.has(name))).toEqual([]);
    rmSync(marker, { force: true });
    expect(rest).toBe("visible\nread-only\n");
  });

  it("every process of it dies with the judge, even a judge killed with SIGKILL", async () => {
    // A sleep of its own (another suite running beside this one starts the same test): 996.<this process's pid>.
    const sleeper = `996.${process.pid}`;
    const gone = async (): Promise<boolean> => (await execa("pgrep", ["-f", `^sleep ${sleeper.replace(".", "\\.")}$`], { reject: false })).stdout.trim() === "";
    const script = join(mkdtempSync(join(tmpdir(), "stonebench-holder-")), "start-and-hang.mts");
    writeFileSync(
      script,
      `import { spawn } from "node:child_process";\nimport { sandboxedArgv } from ${JSON.stringify(join(repoRoot, "src/sandbox/sandboxed-argv.ts"))};\n` +
        `const { argv } = await sandboxedArgv(["sleep", "${sleeper}"], { cpuSeconds: 5, fileSizeBytes: 1024 }, "namespaces");\n` +
        `spawn(argv[0], argv.slice(1), { stdio: "ignore" });\nsetTimeout(() => console.log("started"), 500);\nsetInterval(() => {}, 1000);\n`,
    );
    try {
      const judge = execa("node", ["--import", "tsx", script], { cwd: repoRoot, reject: false, env: { [LAUNCHER_ENV]: launcher } });
      await new Promise<void>((resolve) => judge.stdout!.on("data", () => resolve()));
      expect(await gone()).toBe(false);
      judge.kill("SIGKILL");
      await judge;
      // Its death is the kernel's parent-death signal: within a second, as before.
      for (const until = Date.now() + 1000; !(await gone()) && Date.now() < until; ) await new Promise((resolve) => setTimeout(resolve, 100));
      expect(await gone()).toBe(true);
    } finally {
      rmSync(dirname(script), { recursive: true, force: true });
    }
  });
});
}

// Which of fds 0-9 the shell holds, by a builtin test of /proc/$$/fd/<n> (listing the folder would open an fd, and a
// pipeline's ls would race the shell's own pipe fds).
const OPEN_FDS = 'for fd in 0 1 2 3 4 5 6 7 8 9; do [ -e /proc/$$/fd/$fd ] && printf "%s " $fd; done; echo';

// The compiled launcher run directly on `sh -c script`, inside the judge's holder.
async function launch(fds: { kept: number; usage?: number; feedback?: number }, script: string, stdio: (string | number)[], args: string[] = []) {
  const holder = await sharedHolder();
  const limits = ["5", "1024", "64", String(fds.kept), String(fds.usage ?? -1), String(fds.feedback ?? -1)];
  const argv = [String(holder.pid), String(holder.userNamespace), ...limits, "/bin/sh", "-c", script, "sh", ...args];
  return spawnSync(compiledLauncher.path!, argv, { encoding: "utf8", stdio: stdio as ("pipe" | "ignore" | number)[] });
}

// A file in a scratch folder, opened with `flags`, for the time of `run`.
async function withScratchFile(flags: string, run: (path: string, fd: number) => Promise<void>): Promise<void> {
  const folder = mkdtempSync(join(tmpdir(), "stonebench-launcher-"));
  const path = join(folder, "file");
  writeFileSync(path, "");
  const fd = openSync(path, flags);
  try {
    await run(path, fd);
  } finally {
    closeSync(fd);
    rmSync(folder, { recursive: true, force: true });
  }
}

describe.skipIf(!compiledLauncher.path)("the compiled launcher", () => {
  it("joins nothing but the judge's holder: a PID whose user namespace is not the holder's is refused", async () => {
    const holder = await sharedHolder();
    // This test's own process: a live PID, but in another user namespace (as when the holder died and its PID was reused).
    const result = spawnSync(compiledLauncher.path!, [String(process.pid), String(holder.userNamespace), "5", "1024", "64", "3", "-1", "-1", "/bin/true"], { encoding: "utf8" });
    expect(result.status).toBe(125);
    expect(result.stderr).toContain("the sandbox holder is gone");
  });

  it("refuses limits that are not whole numbers, rather than running without them", async () => {
    const holder = await sharedHolder();
    const result = spawnSync(compiledLauncher.path!, [String(holder.pid), String(holder.userNamespace), "-1", "1024", "64", "3", "-1", "-1", "/bin/true"], { encoding: "utf8" });
    expect(result.status).toBe(125);
    expect(result.stderr).toContain("cpu seconds");
  });

  it("closes every fd above those it was given: an fd the caller's caller leaked does not reach the program", async () => {
    await withScratchFile("a", async (target, leaked) => {
      // Slot 9 of spawn's stdio is an fd the child gets without close-on-exec, as a leaked one would be.
      const stdio = ["ignore", "pipe", "pipe", "pipe", "ignore", "ignore", "ignore", "ignore", "ignore", leaked];
      const result = await launch({ kept: 4 }, `${OPEN_FDS}; echo pwned >&9`, stdio);
      // 0-3 kept (the caller said 4), and nothing else.
      expect(result.stdout.split("\n")[0]).toBe("0 1 2 3 ");
      expect(readFileSync(target, "utf8")).toBe("");
    });
  });

  it("writes the kernel's count of the program's peak memory and CPU to the usage fd, which the program never holds", async () => {
    await withScratchFile("r+", async (usagePath, usage) => {
      const script = `${OPEN_FDS}; i=0; while [ $i -lt 20000 ]; do i=$((i + 1)); done`;
      const result = await launch({ kept: 4, usage: 3 }, script, ["ignore", "pipe", "pipe", usage]);
      expect(result.status).toBe(0);
      expect(result.stdout).toBe("0 1 2 \n");
      const [peakKiB, cpuUs] = readFileSync(usagePath, "utf8").trim().split(" ").map(Number);
      // sh's peak is a few MiB; the loop takes some ms of CPU.
      expect(peakKiB).toBeGreaterThan(500);
      expect(peakKiB).toBeLessThan(64 * 1024);
      expect(cpuUs).toBeGreaterThan(1000);
    });
  });

  it("gives a private feedback folder for the judge's, and copies back only the regular files left in it", async () => {
    const folder = mkdtempSync(join(tmpdir(), "stonebench-launcher-feedback-"));
    const dir = openSync(folder, "r");
    try {
      // The argument naming the judge's folder is the private one inside; .. from it reaches nothing writable.
      const script = `cd "$1" && pwd && echo message > judgemessage.txt && ln -s /etc/hostname link.txt && mkdir sub && (echo x > ../escaped.txt) 2>/dev/null; ${OPEN_FDS}`;
      const result = await launch({ kept: 4, feedback: 3 }, script, ["ignore", "pipe", "pipe", dir], ["/dev/fd/3/"]);
      expect(result.status, result.stderr).toBe(0);
      expect(result.stdout).toBe("/run/feedback\n0 1 2 \n");
      expect(readdirSync(folder).sort()).toEqual(["judgemessage.txt"]);
      expect(readFileSync(join(folder, "judgemessage.txt"), "utf8")).toBe("message\n");
    } finally {
      closeSync(dir);
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it("copies a feedback file over 1 MiB as its first 1 MiB with its true length: a long message was left out", async () => {
    const folder = mkdtempSync(join(tmpdir(), "stonebench-launcher-feedback-"));
    const dir = openSync(folder, "r");
    try {
      const holder = await sharedHolder();
      // An 8 MiB file-size limit (the helper's is 1 KiB): 3,000,000 bytes of y, and a short file beside it.
      const script = 'cd "$1" && head -c 3000000 /dev/zero | tr "\\0" y > judgemessage.txt && echo short > teammessage.txt';
      const argv = [String(holder.pid), String(holder.userNamespace), "5", String(8 << 20), "64", "4", "-1", "3", "/bin/sh", "-c", script, "sh", "/dev/fd/3/"];
      const result = spawnSync(compiledLauncher.path!, argv, { encoding: "utf8", stdio: ["ignore", "pipe", "pipe", dir] });
      expect(result.status, result.stderr).toBe(0);
      expect(readdirSync(folder).sort()).toEqual(["judgemessage.txt", "teammessage.txt"]);
      expect(readFileSync(join(folder, "teammessage.txt"), "utf8")).toBe("short\n");
      const message = readFileSync(join(folder, "judgemessage.txt"));
      expect(message.length).toBe(3_000_000);
      expect(message.subarray(0, 1 << 20).toString("latin1")).toBe("y".repeat(1 << 20));
    } finally {
      closeSync(dir);
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it("mounts its /proc read-only: /proc/sys stays the kernel's, even when the judge's uid is root", async () => {
    // Writes the value it reads back: were the write to go through, it would change nothing.
    const result = await launch({ kept: 3 }, "cat /proc/sys/kernel/domainname > /proc/sys/kernel/domainname && echo written || echo refused", ["ignore", "pipe", "pipe"]);
    expect(result.stdout).toBe("refused\n");
    expect(result.stderr).toMatch(/Read-only file system/);
  });

  it("a program with a private feedback folder sees a /dev of harmless nodes only, and its folder holds few inodes", async () => {
    const folder = mkdtempSync(join(tmpdir(), "stonebench-launcher-feedback-"));
    const dir = openSync(folder, "r");
    try {
      const script = 'ls /dev | tr "\\n" " "; echo; echo x > /dev/null && echo null; i=0; while [ $i -lt 1000 ]; do mkdir /run/feedback/d$i 2>/dev/null || break; i=$((i + 1)); done; echo $i';
      const result = await launch({ kept: 4, feedback: 3 }, script, ["ignore", "pipe", "pipe", dir]);
      const [devices, nullWorks, folders] = result.stdout.split("\n");
      // No loop devices, no /dev/kmsg, no disks: what a validator needs, and the fd links Node and shells use.
      expect(devices!.trim().split(" ").sort()).toEqual(["fd", "full", "null", "random", "stderr", "stdin", "stdout", "urandom", "zero"]);
      expect(nullWorks).toBe("null");
      expect(Number(folders)).toBeLessThan(256);
    } finally {
      closeSync(dir);
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it("sets no_new_privs, so no exec inside can gain a privilege", async () => {
    process.env[LAUNCHER_ENV] = "compiled";
    try {
      expect((await runSandboxed("grep NoNewPrivs /proc/self/status")).stdout).toMatch(/NoNewPrivs:\s+1/);
    } finally {
      delete process.env[LAUNCHER_ENV];
    }
  });

  it("a built launcher that does not give the sandbox is not used", async () => {
    const holder = await sharedHolder();
    // Runs the program as it is, outside every namespace: what a launcher broken by a compiler or a kernel would do.
    const folder = mkdtempSync(join(tmpdir(), "stonebench-launcher-"));
    const fake = join(folder, "launcher");
    writeFileSync(fake, '#!/bin/sh\nshift 8\nexec "$@"\n', { mode: 0o755 });
    try {
      expect(checkLauncher(fake, holder)).toMatch(/did not give the sandbox/);
      expect(checkLauncher(compiledLauncher.path!, holder)).toBeUndefined();
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});

describe("showControls", () => {
  it("turns every control character into one visible character, keeping tab and newline", () => {
    expect(showControls("\u001b[32mAC\u001b[0m")).toBe("␛[32mAC␛[0m");
    expect(showControls("\u001b]52;c;eA==\u0007")).toBe("␛]52;c;eA==␇");
    expect(showControls("a\tb\nc\u007f\u009b\u202e")).toBe("a\tb\nc␡��");
    for (let code = 0; code < 0xa0; code++) {
      const shown = showControls(String.fromCharCode(code));
      expect(shown.length).toBe(1);
      if (code !== 9 && code !== 10) expect(/[\u0000-\u001f\u007f-\u009f]/.test(shown)).toBe(false);
    }
  });
});
