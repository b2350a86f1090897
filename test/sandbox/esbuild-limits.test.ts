import { chmodSync, copyFileSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { execa } from "execa";
import { afterAll, describe, expect, it } from "vitest";
import { cleanEnv, repoRoot, runCommand } from "../helpers/cli";

// esbuild's service parses what users and packages wrote, yet ran with the judge's own limits (none): a 300 KB chain of
// `!` took it to 1 GB and more before it died, and its 30 KB Go traceback landed on the user's terminal. It now starts
// through src/build/esbuild-limited.sh (memory, CPU, open files, file size, no core), its stderr kept for the message.
const dir = mkdtempSync(join(tmpdir(), "stonebench-esbuild-limits-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const linux = process.platform === "linux";

describe.skipIf(!linux)("esbuild's service", () => {
  it("runs under the kernel limits limit-esbuild.cjs sets, whoever requires esbuild", async () => {
    // What a command does: the limits first, then esbuild; the service's own /proc says what the kernel holds it to.
    const script = [
      `require(${JSON.stringify(join(repoRoot, "src", "build", "limit-esbuild.cjs"))}).limitEsbuild(${JSON.stringify(repoRoot)});`,
      'const esbuild = require("esbuild");',
      'const fs = require("node:fs");',
      "esbuild.transform('let x: number = 1', { loader: 'ts' }).then(() => {",
      "  const children = fs.readFileSync(`/proc/self/task/${process.pid}/children`, 'latin1').trim().split(/\\s+/);",
      "  for (const pid of children) if (fs.readFileSync(`/proc/${pid}/comm`, 'latin1').trim() === 'esbuild') process.stdout.write(fs.readFileSync(`/proc/${pid}/limits`, 'latin1'));",
      "  esbuild.stop();",
      "});",
    ].join("\n");
    const result = await execa("node", ["-e", script], { cwd: repoRoot, env: cleanEnv({ ESBUILD_BINARY_PATH: "" }), extendEnv: false, reject: false });
    expect(result.exitCode, String(result.stderr)).toBe(0);
    const limit = (name: string) => new RegExp(`^${name}\\s+(\\S+)`, "m").exec(String(result.stdout))?.[1];
    expect(limit("Max data size")).toBe(String(1024 * 1024 * 1024));
    expect(limit("Max cpu time")).toBe("300");
    expect(limit("Max open files")).toBe("1024");
    expect(limit("Max file size")).toBe(String(2048 * 512));
    expect(limit("Max core file size")).toBe("0");
  }, 60_000);

  it("another checkout's wrapper in the environment is passed over, not exec'd in a loop", async () => {
    // A bench of an older clone, or a nested command, inherits this process's settings: the two wrappers exec'd each
    // other for ever and the build hung.
    const other = join(dir, "other", "src", "build");
    mkdirSync(other, { recursive: true });
    const otherWrapper = join(other, "esbuild-limited.sh");
    copyFileSync(join(repoRoot, "src", "build", "esbuild-limited.sh"), otherWrapper);
    chmodSync(otherWrapper, 0o755);
    const script = [
      `require(${JSON.stringify(join(repoRoot, "src", "build", "limit-esbuild.cjs"))}).limitEsbuild(${JSON.stringify(repoRoot)});`,
      "require('esbuild').transform('let x: number = 1', { loader: 'ts' }).then((r) => { process.stdout.write(r.code); require('esbuild').stop(); });",
    ].join("\n");
    const env = cleanEnv({ ESBUILD_BINARY_PATH: otherWrapper, STONEBENCH_ESBUILD_BINARY: otherWrapper, STONEBENCH_ESBUILD_DATA_KIB: "1048576", STONEBENCH_ESBUILD_CPU_SECONDS: "30" });
    const result = await execa("node", ["-e", script], { cwd: repoRoot, env, extendEnv: false, reject: false, timeout: 30_000 });
    expect(result.timedOut, "the build hung").toBe(false);
    expect(String(result.stdout)).toMatch(/let x = 1;/);
  }, 60_000);

  it("a solution that runs it out of memory is CE with one line saying why: no Go traceback, no temp file left", async () => {
    const solution = join(dir, "bang.ts");
    writeFileSync(solution, `console.log(${"!".repeat(300_000)}1);\n`);
    const temp = mkdtempSync(join(dir, "tmp-"));
    const result = await runCommand("judge", ["hdu2516", "--solution", solution], { env: { TMPDIR: temp }, timeoutMs: 120_000 });
    const said = result.stdout + result.stderr;
    // A Go stack it could not grow under memory pressure is now and then a SIGSEGV: said as such.
    expect(said, said).toMatch(/bang\.ts: esbuild stopped while bundling it \((?:its parser ran out of stack or memory|it crashed with SIGSEGV, as its parser does when it runs out of stack or memory): code nested /);
    expect(said).not.toMatch(/goroutine|runtime stack|fatal error/);
    expect(result.exitCode).not.toBe(0);
    expect(readdirSync(temp)).toEqual([]);
  }, 150_000);
});
