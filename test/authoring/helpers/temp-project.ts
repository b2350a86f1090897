import { spawn } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, beforeEach } from "vitest";

const here = dirname(fileURLToPath(import.meta.url));
export const repoRoot = join(here, "..", "..", "..");
export const fixturesDir = join(here, "..", "fixtures");

/** A throwaway folder under the system temp dir; remove() deletes it. */
/** Writes files given as relative path → text under dir, making their folders (a small package, written by hand). */
export function writeFiles(dir: string, files: Record<string, string>): void {
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
}

export function makeTempDir(prefix: string): { dir: string; remove(): void } {
  const dir = mkdtempSync(join(tmpdir(), `stonebench-authoring-${prefix}-`));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** A project root (problems/, solutions/, cases/) in a temp dir, optionally holding a fixture problem. */
export function makeTempProject(fixture?: string): { root: string; remove(): void } {
  const { dir, remove } = makeTempDir("project");
  const root = join(dir, "project");
  mkdirSync(join(root, "problems"), { recursive: true });
  if (fixture) cpSync(join(fixturesDir, fixture), root, { recursive: true });
  return { root, remove };
}

/** A fresh temp project (and build cache) for each test of the calling describe block, removed after the test. */
export function tempProjectPerTest(fixture?: string): { readonly root: string; readonly cacheDir: string } {
  let project: ReturnType<typeof makeTempProject> | undefined;
  let cache: ReturnType<typeof makeTempDir> | undefined;
  beforeEach(() => {
    project = makeTempProject(fixture);
    cache = makeTempDir("cache");
  });
  afterEach(() => {
    project?.remove();
    cache?.remove();
  });
  return {
    get root() {
      return project!.root;
    },
    get cacheDir() {
      return cache!.dir;
    },
  };
}

/** Runs the project's code with STONEBENCH_ROOT pointed at a temp project, and restores the variable after. */
export async function inProject<T>(root: string, body: () => T | Promise<T>): Promise<T> {
  const before = process.env.STONEBENCH_ROOT;
  process.env.STONEBENCH_ROOT = root;
  try {
    return await body();
  } finally {
    if (before === undefined) delete process.env.STONEBENCH_ROOT;
    else process.env.STONEBENCH_ROOT = before;
  }
}

export interface CommandResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

/**
 * Runs a command the way npm run does (scripts/launch.cjs, the bundle every user runs), against a temp project and a
 * temp build cache, with a hard time limit. Through tsx instead, each command cost 1.4 CPU-s to start against 0.3.
 */
export function runCommand(
  command: string,
  args: string[],
  options: { root: string; cacheDir: string; input?: string | Buffer; cwd?: string; timeoutMs?: number; onStdout?: (text: string) => void },
): Promise<CommandResult> & { kill(): void } {
  const child = spawn(process.execPath, [join(repoRoot, "scripts", "launch.cjs"), command, ...args], {
    cwd: options.cwd ?? repoRoot,
    env: { ...process.env, STONEBENCH_ROOT: options.root, STONEBENCH_CACHE_DIR: options.cacheDir, NO_COLOR: "1", FORCE_COLOR: "", npm_lifecycle_event: "" },
    stdio: ["pipe", "pipe", "pipe"],
  });
  let stdout = "";
  let stderr = "";
  child.stdout.on("data", (chunk: Buffer) => {
    stdout += chunk.toString();
    options.onStdout?.(stdout);
  });
  child.stderr.on("data", (chunk: Buffer) => void (stderr += chunk.toString()));
  child.stdin.on("error", () => undefined);
  child.stdin.end(options.input ?? "");
  const timer = setTimeout(() => child.kill("SIGKILL"), options.timeoutMs ?? 30_000);
  const done = new Promise<CommandResult>((resolve) => {
    child.on("close", (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });
  return Object.assign(done, { kill: () => void child.kill("SIGTERM") });
}

/** Every file under a folder, as relative path → bytes: two snapshots compare byte for byte. */
export function snapshot(dir: string): Map<string, Buffer> {
  const files = new Map<string, Buffer>();
  const walk = (at: string): void => {
    for (const name of readdirSync(at)) {
      const path = join(at, name);
      if (statSync(path).isDirectory()) walk(path);
      else files.set(relative(dir, path).split("\\").join("/"), readFileSync(path));
    }
  };
  walk(dir);
  return files;
}
