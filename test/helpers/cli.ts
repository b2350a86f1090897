import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { execa } from "execa";

export const repoRoot = join(dirname(fileURLToPath(import.meta.url)), "..", "..");

/** The environment a user's shell would give: no npm_* variables from the test runner itself. */
export function cleanEnv(extra: Record<string, string> = {}): Record<string, string> {
  const env: Record<string, string> = {};
  for (const [key, value] of Object.entries(process.env)) {
    if (value !== undefined && !key.startsWith("npm_") && key !== "INIT_CWD" && key !== "NODE_OPTIONS" && !key.startsWith("VITEST")) env[key] = value;
  }
  return { ...env, NO_COLOR: "1", ...extra };
}

export interface CliResult {
  exitCode: number;
  stdout: string;
  stderr: string;
}

/** Runs `node scripts/launch.cjs <command> ...args` the way npm run would, and never throws on a non-zero exit. */
export async function runCommand(command: string, args: string[], options: { cwd?: string; env?: Record<string, string>; input?: string; timeoutMs?: number } = {}): Promise<CliResult> {
  const result = await execa("node", [join(repoRoot, "scripts", "launch.cjs"), command, ...args], {
    cwd: options.cwd ?? repoRoot,
    env: cleanEnv(options.env),
    extendEnv: false,
    reject: false,
    timeout: options.timeoutMs ?? 120_000,
    ...(options.input !== undefined ? { input: options.input } : { stdin: "ignore" }),
  });
  return { exitCode: result.exitCode ?? -1, stdout: String(result.stdout), stderr: String(result.stderr) };
}

export async function judgeJson(args: string[], options: Parameters<typeof runCommand>[2] = {}) {
  const result = await runCommand("judge", [...args, "--json"], options);
  return { ...result, report: result.stdout.trim() ? (JSON.parse(result.stdout) as JsonReportShape) : undefined };
}

export interface JsonReportShape {
  problem: string;
  solution: string;
  cases: { name: string; verdict: string; wallMs: number; cpuMs: number; memoryKiB: number; message: string }[];
  summary: { total: number; passed: number; verdict: string; message: string; interrupted: boolean };
}

/** A throwaway project (problems/, solutions/, cases/) built from an object of paths and contents. */
export function makeProject(files: Record<string, string>): { root: string; cleanup: () => void } {
  const root = mkdtempSync(join(tmpdir(), "stonebench-project-"));
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), content);
  }
  mkdirSync(join(root, "problems"), { recursive: true });
  return { root, cleanup: () => rmSync(root, { recursive: true, force: true }) };
}

/** A minimal valid problem: echo the input back, for judge tests that need their own cases. */
export const ECHO_PROBLEM = {
  "problems/echo/problem.yaml": "title: Echo\ntimeLimitMs: 1000\nmemoryLimitMiB: 64\n",
  "problems/echo/statement.md": "# Echo\n",
  "solutions/echo/main.ts": 'import { readFileSync } from "node:fs";\nprocess.stdout.write(readFileSync(0));\n',
  "cases/echo/1.in": "1\n",
  "cases/echo/1.out": "1\n",
};

/**
 * Processes matching `match` that are still alive 4 s later (longer than any judged run here), by pid. Another test file's solution may be
 * running right now and be killed a few ms later; a leaked one (sleep 1000, an infinite loop) stays.
 */
export async function lingeringProcesses(match: (args: string) => boolean, waitMs = 4000): Promise<string[]> {
  const sample = async () => {
    const { stdout } = await execa("ps", ["-eo", "pid=,args="], { reject: false });
    return String(stdout)
      .split("\n")
      .map((line) => line.trim())
      .filter((line) => line && match(line));
  };
  const first = await sample();
  if (first.length === 0) return [];
  await new Promise((resolve) => setTimeout(resolve, waitMs));
  const later = new Set(await sample());
  return first.filter((line) => later.has(line));
}
