import { spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { execa } from "execa";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { writeCacheEntry } from "../../src/build/build-cache";
import { cacheEntryFor, typeCheckInSandbox } from "../../src/typecheck/boxed-type-check";
import { cleanEnv, ECHO_PROBLEM, lingeringProcesses, makeProject, repoRoot, runCommand } from "../helpers/cli";
import { TYPE_EXPLOSION } from "../helpers/type-explosion";

// The type check is a program the judge starts: it runs in the sandbox with CPU, wall and memory limits, says when it
// hits one, ends with the judge, and runs at most once per solution text at a time.

const cacheDir = mkdtempSync(join(tmpdir(), "stonebench-typecheck-cache-"));
let cleanup: (() => void) | undefined;
afterEach(() => cleanup?.());
afterAll(() => rmSync(cacheDir, { recursive: true, force: true }));

describe("the type check in the sandbox", () => {
  it("a type-level explosion: the judge gives its verdicts and says the check stopped at its memory limit", { timeout: 180_000 }, async () => {
    const project = makeProject({ ...ECHO_PROBLEM, "solutions/echo/main.ts": TYPE_EXPLOSION });
    cleanup = project.cleanup;
    const result = await runCommand("judge", ["echo"], { env: { STONEBENCH_ROOT: project.root, STONEBENCH_CACHE_DIR: cacheDir, STONEBENCH_TYPECHECK: "1", STONEBENCH_TYPECHECK_MEMORY_MIB: "320" }, timeoutMs: 170_000 });
    expect(result.stdout).toContain("1/1 AC");
    expect(result.exitCode).toBe(0);
    expect(result.stderr).toContain("type check stopped: over 320 MiB");
  });

  it("it ends with the judge: a judge killed mid-check leaves no check running", { timeout: 120_000 }, async () => {
    const project = makeProject({ ...ECHO_PROBLEM, "solutions/echo/main.ts": `${TYPE_EXPLOSION}// ${Date.now()}\n` });
    cleanup = project.cleanup;
    const judge = spawn("node", [join(repoRoot, "scripts/launch.cjs"), "judge", "echo"], {
      env: cleanEnv({ STONEBENCH_ROOT: project.root, STONEBENCH_CACHE_DIR: cacheDir, STONEBENCH_TYPECHECK: "1", STONEBENCH_TYPECHECK_MEMORY_MIB: "4000" }),
      stdio: "ignore",
    });
    const checking = () => execa("ps", ["-eo", "args="]).then((ps) => String(ps.stdout).split("\n").some((line) => line.includes(cacheDir) && line.includes("typescript.js")));
    const until = Date.now() + 60_000;
    while (!(await checking())) {
      if (Date.now() > until) throw new Error("the type check never started");
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    judge.kill("SIGKILL");
    await new Promise((resolve) => judge.once("exit", resolve));
    expect(await lingeringProcesses((line) => line.includes(cacheDir) && line.includes("typescript.js"), 3000)).toEqual([]);
  });

  // TypeScript's parser recurses per level of nesting; the note quoted Node's last line of the overflow instead of
  // saying so ("type check failed (exit 1): Node.js v20.20.2").
  it("code nested 200,000 deep: the check says TypeScript's parser ran out of stack", { timeout: 120_000 }, async () => {
    const text = `const x = ${"(".repeat(200_000)}1${")".repeat(200_000)};\n// ${process.pid} ${Date.now()}\n`;
    expect(await typeCheckInSandbox(join(repoRoot, "deep.ts"), text, 20)).toEqual({ stopped: "type check failed: TypeScript's parser ran out of stack (code nested thousands of levels deep)" });
  });

  it("at most one check per text: a second one waits for the first's result instead of starting its own", async () => {
    const path = join(repoRoot, "solutions", "hdu2516", "main.ts");
    const text = `${readFileSync(path, "utf8")}// ${process.pid} ${Date.now()}\n`;
    const entry = cacheEntryFor(path, text, 20);
    // A check of this text is under way (this process holds its lock): the second call must wait for it.
    mkdirSync(dirname(entry), { recursive: true });
    writeFileSync(`${entry}.lock`, String(process.pid));
    const waiting = typeCheckInSandbox(path, text, 20);
    await new Promise((resolve) => setTimeout(resolve, 300));
    // The first check's result, made up so that a check of its own (which would find no error) is told apart.
    writeCacheEntry(entry, JSON.stringify([{ line: 1, column: 1, message: "from the other check" }]));
    rmSync(`${entry}.lock`);
    expect(await waiting).toEqual({ errors: [{ line: 1, column: 1, message: "from the other check" }] });
  });
});
