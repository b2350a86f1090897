import { closeSync, existsSync, mkdirSync, openSync, readFileSync, rmSync, statSync, writeSync } from "node:fs";
import { join } from "node:path";
import { cachePath, readCacheEntry, sha256, writeCacheEntry } from "../build/build-cache";
import { cacheDir, nodeModulesDir, toolRoot } from "../paths";
import { NO_TRACE_FILE, permissionFlag } from "../run/node-flags";
import { removeRunFiles, runProgram } from "../run/run-program";
import { loadEsbuild } from "../util/load-on-demand";
import { makeTempDir, removeTempDir } from "../util/temp-dir";
import type { TypeError } from "./type-check";
import { processAlive } from "../util/process-alive";

/** What a type check came to: the errors, or why it stopped (a limit, or no TypeScript installed). */
export type TypeCheckOutcome = { errors: TypeError[] } | { stopped: string };

/** The type check's limits: it is tsc on one file, so a type-level explosion is what trips them. */
export const TYPECHECK_LIMITS = {
  cpuMs: Number(process.env.STONEBENCH_TYPECHECK_CPU_MS) || 60_000,
  memoryMiB: Number(process.env.STONEBENCH_TYPECHECK_MEMORY_MIB) || 512,
};

const ENTRY = join(toolRoot, "src", "typecheck", "typecheck-entry.ts");
const TYPESCRIPT = join(nodeModulesDir, "typescript");
const TYPES = join(nodeModulesDir, "@types");

// Where the result of a check of this text is kept. v2: the target follows the Node (it was es2019 for all), so a result
// from before is checked again. v3: CommonJS unless the code needs an ES module (it was an ES module for all).
export function cacheEntryFor(path: string, text: string, nodeMajor: number): string {
  return cachePath("typecheck", sha256(`v3\0${nodeMajor}\0${path}\0${text}`), ".json");
}

/** What a check of exactly this text found before, or undefined. */
export function typeCheckFromCache(path: string, text: string, nodeMajor: number): TypeError[] | undefined {
  const entry = cacheEntryFor(path, text, nodeMajor);
  if (readCacheEntry(entry).state !== "hit") return undefined;
  try {
    return JSON.parse(readFileSync(entry, "utf8")) as TypeError[];
  } catch {
    return undefined; // Unreadable: checked again.
  }
}

/**
 * Type-checks a solution's text in the sandbox, as a solution runs: Node's permission model (it reads only its bundle,
 * TypeScript and @types/node; the text comes on stdin), the namespaces, and limits (CPU, wall, memory: a check past
 * one says "type check stopped: over 512 MiB"). It dies with the judge (the holder's PID namespace), and at most one
 * check per text runs at a time: a second judge of the same text waits for the first's result (a lock in the cache).
 */
export async function typeCheckInSandbox(path: string, text: string, nodeMajor: number, signal?: AbortSignal): Promise<TypeCheckOutcome> {
  const cached = typeCheckFromCache(path, text, nodeMajor);
  if (cached) return { errors: cached };
  if (!existsSync(join(TYPESCRIPT, "lib", "typescript.js"))) return { stopped: "no type check: the typescript package is not installed (npm install)" };
  const entry = cacheEntryFor(path, text, nodeMajor);
  const lock = `${entry}.lock`;
  mkdirSync(join(cacheDir, "typecheck"), { recursive: true });
  if (!takeLock(lock)) return waitForOther(lock, path, text, nodeMajor, signal);
  const workDir = makeTempDir("stonebench-typecheck");
  try {
    const bundle = await entryBundle();
    const input = join(workDir, "solution.ts");
    const fd = openSync(input, "w");
    writeSync(fd, text);
    closeSync(fd);
    const flag = permissionFlag();
    const reads = [bundle, TYPESCRIPT, TYPES].map((read) => `--allow-fs-read=${read}`);
    const argv = [process.execPath, "--no-warnings", ...(flag ? [flag, NO_TRACE_FILE, ...reads] : []), bundle, join(TYPESCRIPT, "lib", "typescript.js"), TYPES, path, String(nodeMajor)];
    const facts = await runProgram({
      launch: { kind: "command", argv, env: {}, tree: false },
      inputPath: input,
      workDir,
      label: "typecheck",
      timeLimitMs: TYPECHECK_LIMITS.cpuMs,
      wallLimitMs: 2 * TYPECHECK_LIMITS.cpuMs + 10_000,
      memoryKillKiB: TYPECHECK_LIMITS.memoryMiB * 1024,
      outputLimitBytes: 16 << 20,
      sandbox: true,
      ...(signal ? { signal } : {}),
    });
    try {
      if (facts.killedFor === "memory" || /heap out of memory|Reached heap limit/.test(facts.stderrTail)) return { stopped: `type check stopped: over ${TYPECHECK_LIMITS.memoryMiB} MiB` };
      if (facts.killedFor === "cpu" || facts.killedFor === "wall") return { stopped: `type check stopped: over ${TYPECHECK_LIMITS.cpuMs / 1000} s` };
      if (facts.killedFor === "interrupt") return { stopped: "type check stopped: interrupted" };
      // TypeScript's parser recurses per level of nesting: 200,000 nested parentheses overflowed its stack, and the note
      // quoted Node's last line ("type check failed (exit 1): Node.js v20.20.2").
      if (/RangeError: Maximum call stack size exceeded/.test(facts.stderrTail)) return { stopped: "type check failed: TypeScript's parser ran out of stack (code nested thousands of levels deep)" };
      if (facts.exitCode !== 0) return { stopped: `type check failed (exit ${facts.exitCode ?? facts.signal}): ${facts.stderrTail.trim().split("\n").slice(-1)[0] ?? ""}` };
      const errors = JSON.parse(readFileSync(facts.stdoutPath, "utf8")) as TypeError[];
      try {
        writeCacheEntry(entry, JSON.stringify(errors));
      } catch {
        // A cache that cannot be written only costs the next run the check again.
      }
      return { errors };
    } finally {
      removeRunFiles(workDir, "typecheck");
    }
  } finally {
    removeTempDir(workDir);
    rmSync(lock, { force: true });
  }
}

// The lock names its holder's PID: a lock whose holder is gone (killed mid-check) is taken over.
function takeLock(lock: string): boolean {
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(lock, "wx");
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return true;
    } catch {
      const holder = Number(readFileSync(lock, "utf8").trim() || "0");
      if (holder > 0 && processAlive(holder)) return false;
      rmSync(lock, { force: true });
    }
  }
  return false;
}


// Another judge checks this very text: its result lands in the cache; if it gave up, this one checks.
async function waitForOther(lock: string, path: string, text: string, nodeMajor: number, signal?: AbortSignal): Promise<TypeCheckOutcome> {
  const deadline = Date.now() + 2 * TYPECHECK_LIMITS.cpuMs + 20_000;
  while (existsSync(lock) && Date.now() < deadline && !signal?.aborted) await new Promise((resolve) => setTimeout(resolve, 100));
  const cached = typeCheckFromCache(path, text, nodeMajor);
  if (cached) return { errors: cached };
  if (signal?.aborted) return { stopped: "type check stopped: interrupted" };
  return existsSync(lock) ? { stopped: "type check: another judge's check of this text did not finish" } : typeCheckInSandbox(path, text, nodeMajor, signal);
}

// The entry and type-check.ts as one CommonJS file in the cache (TypeScript itself is loaded by path at run time).
async function entryBundle(): Promise<string> {
  const esbuild = loadEsbuild();
  const result = await esbuild.build({
    entryPoints: [ENTRY],
    bundle: true,
    platform: "node",
    format: "cjs",
    target: "node20",
    write: false,
    logLevel: "silent",
    external: ["typescript"],
    // As scripts/launch.cjs builds the commands: the workbench's root baked in, import.meta.url the bundle's own.
    define: { __STONEBENCH_TOOL_ROOT__: JSON.stringify(toolRoot), "import.meta.url": "__entryUrl" },
    banner: { js: 'const __entryUrl = require("node:url").pathToFileURL(__filename).href;' },
  });
  const code = result.outputFiles[0]?.text ?? "";
  const path = cachePath("tools", sha256(code), ".cjs");
  if (readCacheEntry(path).state !== "hit") writeCacheEntry(path, code);
  return path;
}

/** Whether a file is a TypeScript solution the note applies to. */
export function isTypeScript(path: string): boolean {
  return /\.m?ts$/.test(path) && existsSync(path) && statSync(path).isFile();
}
