import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { execa } from "execa";
import { describe, expect, it } from "vitest";
import { cacheDir } from "../../src/paths";
import { showControls } from "../../src/report/visible-text";
import { detectSandbox } from "../../src/sandbox/sandbox-level";
import { sandboxedArgv } from "../../src/sandbox/sandboxed-argv";
import { repoRoot } from "../helpers/cli";

// sandboxedArgv is what the interactive judge uses to run two processes connected by pipes: its contract, on real processes.
const namespaces = detectSandbox().level === "namespaces";
if (!namespaces) console.warn(`test/sandbox: namespaces unavailable here (${detectSandbox().reason}); the sandboxedArgv tests are skipped`);
const limits = { cpuSeconds: 5, fileSizeBytes: 1 << 20 };

async function runSandboxed(script: string, input = ""): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const { argv } = await sandboxedArgv(["/bin/sh", "-c", script], limits, "namespaces");
  const result = spawnSync(argv[0]!, argv.slice(1), { input, encoding: "utf8", env: { PATH: process.env.PATH ?? "/usr/bin:/bin" } });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

describe.skipIf(!namespaces)("sandboxedArgv at the namespaces level", () => {
  it("passes stdin and stdout through (pipes work)", async () => {
    expect((await runSandboxed("cat", "through the pipe\n")).stdout).toBe("through the pipe\n");
  });

  it("two sandboxed processes talk through a pipe the caller made, as an interactor and a solution would", async () => {
    const first = await sandboxedArgv(["/bin/sh", "-c", "echo 21"], limits, "namespaces");
    const second = await sandboxedArgv(["/bin/sh", "-c", "read n; echo $((n * 2))"], limits, "namespaces");
    const producer = spawn(first.argv[0]!, first.argv.slice(1), { stdio: ["ignore", "pipe", "inherit"] });
    const consumer = spawn(second.argv[0]!, second.argv.slice(1), { stdio: [producer.stdout, "pipe", "inherit"] });
    let out = "";
    consumer.stdout!.on("data", (chunk: Buffer) => (out += chunk.toString()));
    await new Promise((resolve) => consumer.once("exit", resolve));
    expect(out).toBe("42\n");
  });

  it("sees only its own PID namespace, and cannot signal the caller", async () => {
    const result = await runSandboxed(`ls /proc | grep -E '^[0-9]+$' | wc -l; kill -0 ${process.pid} 2>/dev/null && echo reached || echo unreachable`);
    // sh and the two commands of the pipeline: nothing of the judge's.
    expect(Number(result.stdout.split("\n")[0])).toBeLessThanOrEqual(4);
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
    const script = join(mkdtempSync(join(tmpdir(), "stonebench-holder-")), "start-and-hang.mts");
    writeFileSync(
      script,
      `import { spawn } from "node:child_process";\nimport { sandboxedArgv } from ${JSON.stringify(join(repoRoot, "src/sandbox/sandboxed-argv.ts"))};\n` +
        `const { argv } = await sandboxedArgv(["sleep", "996"], { cpuSeconds: 5, fileSizeBytes: 1024 }, "namespaces");\n` +
        `spawn(argv[0], argv.slice(1), { stdio: "ignore" });\nsetTimeout(() => console.log("started"), 500);\nsetInterval(() => {}, 1000);\n`,
    );
    try {
      const judge = execa("node", ["--import", "tsx", script], { cwd: repoRoot, reject: false });
      await new Promise<void>((resolve) => judge.stdout!.on("data", () => resolve()));
      const before = (await execa("pgrep", ["-f", "^sleep 996"], { reject: false })).stdout.trim();
      expect(before).not.toBe("");
      judge.kill("SIGKILL");
      await judge;
      await new Promise((resolve) => setTimeout(resolve, 1000));
      expect((await execa("pgrep", ["-f", "^sleep 996"], { reject: false })).stdout.trim()).toBe("");
    } finally {
      rmSync(dirname(script), { recursive: true, force: true });
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
