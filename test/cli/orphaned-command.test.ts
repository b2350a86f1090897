import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { execa } from "execa";
import { describe, expect, it } from "vitest";
import { cleanEnv, repoRoot } from "../helpers/cli";

// An editor or a script that stops `npm run … --watch` (or `listen`) kills npm, which does not pass that on: the
// command must not run on, adopted by init (launch.cjs's watchParent). Here a shell stands for npm (npm_lifecycle_event set).
const alive = (pid: number): boolean => {
  try {
    return readFileSync(`/proc/${pid}/stat`, "latin1").split(") ")[1]?.[0] !== "Z";
  } catch {
    return false;
  }
};

describe("a command whose parent is killed", () => {
  it("judge --watch ends within seconds once adopted", async () => {
    const parent = execa("bash", ["-c", `node "${join(repoRoot, "scripts/launch.cjs")}" judge hdu1846 --watch >/dev/null 2>&1 & echo $!; sleep 60`], { cwd: repoRoot, env: cleanEnv({ npm_lifecycle_event: "judge" }), extendEnv: false, reject: false, buffer: false });
    const pid = await new Promise<number>((resolve) => parent.stdout!.once("data", (chunk: Buffer) => resolve(Number(String(chunk).trim()))));
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(alive(pid)).toBe(true);
    parent.kill("SIGKILL");
    const deadline = Date.now() + 6000;
    while (alive(pid) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
    const left = alive(pid);
    if (left) process.kill(pid, "SIGKILL");
    expect(left).toBe(false);
  }, 30_000);

  // npm runs the script through `sh -c`, and dash waits for it: killing npm orphaned the shell, never the command,
  // whose parent stayed the same, and `judge --watch` ran on for good. Here bash stands for npm and sh is npm's shell.
  it("judge --watch ends within seconds once npm, above its sh -c, is killed", async () => {
    const script = `node "${join(repoRoot, "scripts/launch.cjs")}" judge hdu1846 --watch >/dev/null 2>&1; true`;
    const npm = execa("bash", ["-c", `sh -c '${script}' & echo $!; sleep 60`], { cwd: repoRoot, env: cleanEnv({ npm_lifecycle_event: "judge" }), extendEnv: false, reject: false, buffer: false });
    const shell = await new Promise<number>((resolve) => npm.stdout!.once("data", (chunk: Buffer) => resolve(Number(String(chunk).trim()))));
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const pid = Number(readFileSync(`/proc/${shell}/task/${shell}/children`, "latin1").trim().split(" ")[0]);
    expect(alive(pid)).toBe(true);
    npm.kill("SIGKILL");
    const deadline = Date.now() + 6000;
    while (alive(pid) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
    const left = alive(pid);
    if (left) process.kill(pid, "SIGKILL");
    if (alive(shell)) process.kill(shell, "SIGKILL");
    expect(left).toBe(false);
  }, 30_000);
});

// Making a generated case (tens of MB: seconds to minutes) blocked the judge in spawnSync, where its SIGTERM handler
// cannot run: `kill <judge>` took 24 s, the whole making, and a SIGKILL left the making running on its own.
describe("a command stopped while it makes a generated case", () => {
  it("ends at once on SIGTERM, and the making ends with it", async () => {
    const cache = mkdtempSync(join(tmpdir(), "stonebench-generated-stop-"));
    const judge = execa("node", [join(repoRoot, "scripts/launch.cjs"), "judge", "hdu2516", "--case", "13-max-values"], { cwd: repoRoot, env: cleanEnv({ STONEBENCH_CASE_CACHE: cache }), extendEnv: false, reject: false, forceKillAfterDelay: false });
    let making = 0;
    try {
      let seen = "";
      judge.stderr!.on("data", (chunk: Buffer) => void (seen += chunk.toString()));
      const started = Date.now() + 60_000;
      while (!seen.includes("note: making") && Date.now() < started) await new Promise((resolve) => setTimeout(resolve, 50));
      await new Promise((resolve) => setTimeout(resolve, 500));
      // The make-cases child (the sandbox's holder, started early, is a child too).
      const children = readFileSync(`/proc/${judge.pid}/task/${judge.pid}/children`, "latin1").trim().split(" ").map(Number);
      making = children.find((pid) => readFileSafe(`/proc/${pid}/cmdline`).includes("make-cases")) ?? 0;
      expect(alive(making)).toBe(true);
      // The command's own end, not its pipes' close: the making holds the same stderr until it ends.
      const exited = new Promise<void>((resolve) => judge.once("exit", () => resolve()));
      judge.kill("SIGTERM");
      const stopped = Date.now();
      await exited;
      expect(Date.now() - stopped).toBeLessThan(8000);
      // The making notices its parent gone within a second on a quiet machine (10 s allowed for a loaded one).
      const deadline = Date.now() + 10_000;
      while (alive(making) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
      expect(alive(making)).toBe(false);
      await judge;
    } finally {
      judge.kill("SIGKILL");
      if (making > 0 && alive(making)) process.kill(making, "SIGKILL");
      rmSync(cache, { recursive: true, force: true });
    }
  }, 90_000);
});

// A command stopped (SIGTERM) while a compile that would take a minute (`sleep <seconds>` as C's compiler) runs.
async function stoppedWhileCompiling(command: string, extra: string[], seconds: number) {
  const project = mkdtempSync(join(tmpdir(), `stonebench-${command}-compile-stop-`));
  try {
    for (const dir of ["problems", "solutions", "cases"]) cpSync(join(repoRoot, dir, "hdu1846"), join(project, dir, "hdu1846"), { recursive: true });
    writeFileSync(join(project, "languages.yaml"), `c:\n  compile: sleep ${seconds}\n`);
    writeFileSync(join(project, "a.c"), "int main(void) { return 0; }\n");
    const child = execa("node", [join(repoRoot, "scripts/launch.cjs"), command, "hdu1846", "--solution", join(project, "a.c"), ...extra], { env: cleanEnv({ STONEBENCH_ROOT: project, STONEBENCH_CACHE_DIR: join(project, "cache") }), extendEnv: false, reject: false, forceKillAfterDelay: false });
    const deadline = Date.now() + 30_000;
    const compiling = (): boolean => readdirSync("/proc").some((pid) => /^\d+$/.test(pid) && readFileSafe(`/proc/${pid}/cmdline`) === `/usr/bin/sleep\u0000${seconds}\u0000`);
    while (!compiling() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
    child.kill("SIGTERM");
    const stopped = Date.now();
    const result = await child;
    const cached = existsSync(join(project, "cache", "programs")) ? readdirSync(join(project, "cache", "programs")).filter((name) => !name.startsWith(".")) : [];
    return { result, stopMs: Date.now() - stopped, stdout: String(result.stdout), stderr: String(result.stderr), cached };
  } finally {
    rmSync(project, { recursive: true, force: true });
  }
}

// A compile was never stopped: SIGTERM (or Ctrl-C, which a boxed JVM's kotlinc does not end on) waited for the whole
// compile, 43–50 s for Kotlin, and then reported "interrupted". A compile that would take a minute stands for it here.
describe("a judge stopped while it compiles", () => {
  it("kills the compile and ends at once, interrupted, nothing cached", async () => {
    const { result, stopMs, stdout, stderr, cached } = await stoppedWhileCompiling("judge", [], 97);
    expect(stopMs).toBeLessThan(10_000);
    expect(result.exitCode, stderr).toBe(143);
    expect(stdout).toMatch(/interrupted after 0 of 50 cases/);
    expect(stdout + stderr).not.toMatch(/CE|\n\s+at /);
    expect(cached).toEqual([]);
  }, 60_000);
});

// stress built its two sides without the stop: SIGTERM waited 3–7 s for a javac compile, and once reported the killed
// compile as "does not build". The same one-minute compile stands for it.
describe("a stress stopped while it compiles", () => {
  it("kills the compile and ends at once, saying it was stopped, never that the source does not build", async () => {
    const { result, stopMs, stdout, stderr } = await stoppedWhileCompiling("stress", ["--count", "10"], 98);
    expect(stopMs).toBeLessThan(10_000);
    expect(result.exitCode, stderr).toBe(143);
    expect(stderr).toMatch(/stopped by SIGTERM while .*a\.c was compiled; nothing was compared/);
    expect(stdout + stderr).not.toMatch(/does not build|\n\s+at /);
  }, 60_000);
});

// A toolchain's first identification (`kotlinc -version`, seconds of JVM start) runs in its own process group: Ctrl-C
// never reached it and SIGTERM waited for it (10 s for Kotlin on a fresh cache). A compiler whose --version hangs here.
describe("a judge stopped while it identifies a toolchain", () => {
  it("stops the probe and ends at once, saying so in one line, nothing cached", async () => {
    const project = mkdtempSync(join(tmpdir(), "stonebench-probe-stop-"));
    try {
      for (const dir of ["problems", "solutions", "cases"]) cpSync(join(repoRoot, dir, "hdu1846"), join(project, dir, "hdu1846"), { recursive: true });
      writeFileSync(join(project, "slowcc"), "#!/bin/sh\nexec sleep 98\n", { mode: 0o755 });
      writeFileSync(join(project, "languages.yaml"), `c:\n  compile: ${join(project, "slowcc")} {files}\n`);
      writeFileSync(join(project, "a.c"), "int main(void) { return 0; }\n");
      const judge = execa("node", [join(repoRoot, "scripts/launch.cjs"), "judge", "hdu1846", "--solution", join(project, "a.c")], { env: cleanEnv({ STONEBENCH_ROOT: project, STONEBENCH_CACHE_DIR: join(project, "cache") }), extendEnv: false, reject: false, forceKillAfterDelay: false });
      const deadline = Date.now() + 30_000;
      const probing = (): boolean => readdirSync("/proc").some((pid) => /^\d+$/.test(pid) && readFileSafe(`/proc/${pid}/cmdline`).endsWith("sleep\u000098\u0000"));
      while (!probing() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
      judge.kill("SIGTERM");
      const stopped = Date.now();
      const result = await judge;
      expect(Date.now() - stopped).toBeLessThan(10_000);
      expect(result.exitCode, String(result.stderr)).toBe(143);
      expect(String(result.stderr)).toMatch(/^error: stopped by SIGTERM while .*slowcc --version was asked what it is; nothing was run$/m);
      expect(String(result.stderr)).not.toMatch(/\n\s+at /);
      expect(existsSync(join(project, "cache", "toolchains"))).toBe(false);
    } finally {
      rmSync(project, { recursive: true, force: true });
    }
  }, 30_000);
});

function readFileSafe(path: string): string {
  try {
    return readFileSync(path, "latin1");
  } catch {
    return "";
  }
}
