import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { cacheDir } from "../../src/paths";
import { removeRunFiles, runFiles, startProgram, type RunRequest } from "../../src/run/run-program";
import { boxAvailable } from "../../src/sandbox/sandboxed-argv";
import { systemFolders } from "../../src/sandbox/system-folders";

// A boxed command pre-started by the judge (gateCommand, launcher.c --gate) is set up to its exec and waits there for
// go: it must not run before go, must not hold the gate after, and a cancelled one never runs.
const boxed = await boxAvailable(true);
if (!boxed) console.warn("test/run/command-gate: skipped: no box here (it needs the namespaces level and a compiled launcher)");

// Under the build cache: the holder shows it (a folder under /tmp would be hidden).
const scratch = mkdtempSync(join(cacheDir, "command-gate-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));
writeFileSync(join(scratch, "empty.in"), "");

function request(label: string, script: string): RunRequest {
  return {
    launch: { kind: "command", argv: ["/bin/sh", "-c", script], env: { PATH: "/usr/bin:/bin" }, box: { binds: systemFolders().map((source) => ({ source })), noFork: false }, tree: false },
    gateCommand: true,
    inputPath: join(scratch, "empty.in"),
    workDir: scratch,
    label,
    timeLimitMs: 5000,
    wallLimitMs: 10_000,
    memoryKillKiB: 512 * 1024,
    outputLimitBytes: 1 << 20,
    sandbox: true,
  };
}

const pause = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

describe.skipIf(!boxed)("a boxed command pre-started up to its exec", () => {
  it("does not run before go, then runs, without the gate's fd", async () => {
    const started = startProgram(request("gated", "echo ran; test -e /proc/self/fd/4 && echo gate-open || echo gate-closed"));
    // Long enough for the box to be set up (it then waits at the gate); the program itself would take a millisecond.
    await pause(500);
    const { stdoutPath } = runFiles(scratch, "gated");
    expect(statSync(stdoutPath).size).toBe(0);
    const facts = await started.go();
    expect(facts.exitCode, facts.stderrTail).toBe(0);
    expect(readFileSync(stdoutPath, "utf8")).toBe("ran\ngate-closed\n");
    // Its CPU counts from the exec (the box's setup and the wait are not the program's).
    expect(facts.cpuMs).toBeLessThan(200);
    removeRunFiles(scratch, "gated");
  }, 60_000);

  it("no process the program can see lends it the gate: a write to any /proc/<pid>/fd/4 it finds is refused", async () => {
    // Every process of the box's PID namespace (the launcher's init above the program holds the gate's other copy).
    // Here none shows one (its fds are not the program's to list); were one shown, a socket does not open by path,
    // and the server's end is closed at go.
    const script = 'for p in /proc/[0-9]*; do [ -e "$p/fd/4" ] && { (echo hi > "$p/fd/4") 2>/dev/null && echo "wrote $p" || echo "refused $p"; }; done; echo done';
    const facts = await startProgram(request("reach", script)).go();
    const out = readFileSync(runFiles(scratch, "reach").stdoutPath, "utf8");
    expect(facts.exitCode, facts.stderrTail).toBe(0);
    expect(out).not.toMatch(/^wrote /m);
    expect(out).toMatch(/done\n$/);
    removeRunFiles(scratch, "reach");
  }, 60_000);

  it("cancelled before go, it never runs", async () => {
    const marker = join(scratch, "ran-anyway");
    const started = startProgram({ ...request("cancelled", `echo x > ${marker}`), launch: { kind: "command", argv: ["/bin/sh", "-c", "echo ran"], env: { PATH: "/usr/bin:/bin" }, box: { binds: systemFolders().map((source) => ({ source })), noFork: false }, tree: false } });
    await pause(500);
    const { stdoutPath } = runFiles(scratch, "cancelled");
    started.cancel();
    await pause(300);
    expect(existsSync(stdoutPath) ? statSync(stdoutPath).size : 0).toBe(0);
    removeRunFiles(scratch, "cancelled");
  }, 60_000);
});
