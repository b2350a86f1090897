import { spawn } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, readFileSync, realpathSync, statSync } from "node:fs";
import { basename, dirname, join } from "node:path";
import { EXIT, UserError } from "../errors";
import { cacheDir } from "../paths";
import { findOnPath } from "../sandbox/holder-setup";
import { sandboxedArgv, type BoxView } from "../sandbox/sandboxed-argv";
import { sandboxLevel } from "../sandbox/sandbox-level";
import { systemFolders } from "../sandbox/system-folders";
import { writeFileAtomic } from "../util/atomic-write";
import type { LanguageDefinition } from "./language";
import { missingToolHint } from "./missing-tool-hint";
import { createHash } from "node:crypto";
import { isSameOrInside } from "../util/path-inside";
import { isTooWide } from "./too-wide-folders";
import { forbiddenReach } from "./read-reach";

/** A program a language needs (its compiler, its interpreter or JVM), found once and known by what it is. */
export interface Tool {
  /** What the template asked for: "g++", "pypy3|python3". */
  wanted: string;
  /** The name that was found ("pypy3"). */
  name: string;
  /** The real program that runs (symbolic links, rustup's proxy and pyenv's shims followed). */
  path: string;
  /** Its first line of --version (or the language's version arguments). */
  version: string;
  /** Folders a box must show for it besides the system's (its own installation when it lives elsewhere). */
  folders: string[];
  /** Path, size and mtime of the program, and its version: a changed compiler is a new identity (build cache key). */
  identity: string;
}

// 4: a tool directly in a home folder or / is bound alone, no longer its whole folder (ownFolders).
const CACHE_VERSION = 4;
const COMMAND_MS = 60_000;

/** The tool a template's first word names, found on PATH and identified (cached by the programs' size and mtime). */
export async function findTool(language: LanguageDefinition, wanted: string, role: string): Promise<Tool> {
  const path = process.env.PATH ?? "/usr/bin:/bin";
  const names = wanted.split("|").filter(Boolean);
  let name: string | undefined;
  let command: string | undefined;
  for (const candidate of names) {
    command = candidate.startsWith("/") ? (existsSync(candidate) ? candidate : undefined) : findOnPath(candidate, path);
    if (command) {
      name = candidate;
      break;
    }
  }
  if (!command || !name) {
    throw new UserError(
      `${language.name} needs ${names.join(" or ")} (the ${role}), and ${names.length > 1 ? "none is" : "it is not"} on PATH`,
      missingToolHint(language, names, role),
    );
  }
  const key = createHash("sha256").update(`${CACHE_VERSION}\0${language.id}\0${wanted}\0${command}\0${JSON.stringify(language.realTool ?? null)}\0${language.version.join(" ")}`).digest("hex").slice(0, 32);
  const cacheFile = join(cacheDir, "toolchains", `${key}.json`);
  const stamp = stampOf(command);
  try {
    const cached = JSON.parse(readFileSync(cacheFile, "utf8")) as { stamp: string; realStamp: string; tool: Tool };
    if (cached.stamp === stamp && cached.realStamp === stampOf(cached.tool.path)) return cached.tool;
  } catch {
    // Not identified yet, or the cache entry is damaged: identify again.
  }
  const tool = await identify(language, wanted, name, command);
  try {
    mkdirSync(dirname(cacheFile), { recursive: true });
    writeFileAtomic(cacheFile, JSON.stringify({ stamp, realStamp: stampOf(tool.path), tool }) + "\n");
  } catch {
    // An unwritable cache costs the next run the detection again.
  }
  return tool;
}

function stampOf(path: string): string {
  try {
    const real = realpathSync(path);
    const info = statSync(real);
    return `${real}:${info.size}:${info.mtimeMs}`;
  } catch {
    return "missing";
  }
}

async function identify(language: LanguageDefinition, wanted: string, name: string, command: string): Promise<Tool> {
  let real = realpathSync(command);
  if (language.realTool && templateTool(language, name)) {
    // A wrapper (rustup's proxy, pyenv's shim) asks its own files where the real program is: the read-only view.
    const said = await runSandboxed([command, ...language.realTool.args], undefined);
    const line = said.stdout.trim().split("\n")[0]?.trim() ?? "";
    const target = language.realTool.append ? join(line, language.realTool.append) : line;
    if (said.code !== 0 || !line.startsWith("/") || !existsSync(target)) {
      throw new UserError(`${command} ${language.realTool.args.join(" ")} did not say where the real ${name} is (${(said.stdout + said.stderr).trim().slice(0, 200) || `exit ${said.code}`})`, `install ${language.install}, or name the program by its full path in languages.yaml`);
    }
    real = realpathSync(target);
  }
  const folders = ownFolders(real);
  // Asked by the name it was found under (g++, not x86_64-linux-gnu-g++-12), which is the one the version names.
  const asked = language.realTool && templateTool(language, name) ? real : command;
  const versionRun = await runSandboxed([asked, ...language.version], { binds: [...systemFolders(), ...folders, ...expandReads(language)].map((source) => ({ source })), noFork: false });
  const version = versionLine(versionRun.stdout + "\n" + versionRun.stderr);
  if (versionRun.code !== 0 && !version) {
    throw new UserError(`${real} ${language.version.join(" ")} failed (exit ${versionRun.code}): ${versionRun.stderr.trim().slice(0, 200)}`, `check the ${language.name} installation (${language.install})`);
  }
  const info = statSync(real);
  return { wanted, name, path: real, version, folders, identity: `${real}\0${info.size}\0${info.mtimeMs}\0${version}` };
}

// Whether the tool named is the one realTool applies to (the language's compiler or interpreter, not java for Kotlin).
function templateTool(language: LanguageDefinition, name: string): boolean {
  const first = (template: string | undefined) => (template ?? "").trim().split(/\s+/)[0]?.split("|") ?? [];
  return [...first(language.compile), ...first(language.run)].includes(name);
}

/**
 * The installation a program outside the system's folders belongs to: X for X/bin/tool (a rustup toolchain, a pyenv
 * version, an SDK under /opt), never a home folder or / as a whole; else only the program's own folder, or only the
 * program itself where that folder is one of those (a compiler at /root/mycc showed the box all of /root).
 */
export function ownFolders(real: string): string[] {
  if (systemFolders().some((folder) => isSameOrInside(real, folder))) return [];
  const dir = dirname(real);
  const install = basename(dir) === "bin" ? dirname(dir) : dir;
  return [isTooWide(install) ? (isTooWide(dir) ? real : dir) : install];
}

/**
 * A language's `reads`, a glob (*) allowed in the last part: /etc/java-* is every /etc/java-<n>-openjdk. Each folder
 * found is checked as the folder it really is (forbiddenReach): "/r*" or a link to / would show a box /root or all.
 */
export function expandReads(language: Pick<LanguageDefinition, "id" | "reads">): string[] {
  return language.reads.flatMap((pattern) => {
    let found: string[];
    if (!pattern.includes("*")) found = existsSync(pattern) ? [pattern] : [];
    else {
      const dir = dirname(pattern);
      const match = new RegExp(`^${basename(pattern).replace(/[.+?^${}()|[\]\\]/g, "\\$&").replace(/\*/g, ".*")}$`);
      try {
        found = readdirSync(dir).filter((name) => match.test(name)).map((name) => join(dir, name));
      } catch {
        found = [];
      }
    }
    for (const folder of found) {
      let real: string;
      try {
        real = realpathSync(folder);
      } catch {
        continue;
      }
      const why = forbiddenReach(real);
      if (why !== undefined) {
        const named = real === folder ? folder : `${folder}, which is ${real},`;
        throw new UserError(`languages.yaml: "${language.id}.reads" entry "${pattern}" names ${named}${why === real ? "" : ` (${why})`}: a box shows only a toolchain's own folders, never /, /etc, a home folder, the project or the build cache`, "name only the toolchain's own folder, e.g. /opt/mytool");
      }
    }
    return found;
  });
}

// The version's first telling line: not a JVM's warning; PyPy's second line ("[PyPy 7.3.11 …]") joins its first.
export function versionLine(text: string): string {
  const lines = text.split("\n").map((line) => line.trim()).filter((line) => line && !/warning/i.test(line));
  // kotlinc says "info: kotlinc-jvm 1.3.31 (JRE 17…)".
  const first = (lines[0] ?? "").replace(/^info:\s*/, "");
  const second = lines[1]?.startsWith("[PyPy") ? ` ${lines[1]}` : "";
  return `${first}${second}`.slice(0, 160);
}

/** Runs a toolchain's own command (where is it, what version) sandboxed, with small limits; never throws for its exit. */
async function runSandboxed(argv: string[], box: BoxView | undefined): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const level = sandboxLevel(true);
  const limits = { cpuSeconds: 30, fileSizeBytes: 1 << 20 };
  const sandboxed = await sandboxedArgv(argv, limits, level, box ? { box: { ...box, work: { bytes: 16 << 20, inodes: 256 } } } : {}).catch(() => sandboxedArgv(argv, limits, "off"));
  const [file, ...args] = sandboxed.argv;
  return new Promise((resolve, reject) => {
    const child = spawn(file!, args, {
      stdio: ["ignore", "pipe", "pipe"],
      detached: true,
      env: { PATH: process.env.PATH ?? "/usr/bin:/bin", LANG: "C", HOME: sandboxed.boxed ? "/box" : (process.env.HOME ?? "/") },
    });
    let stdout = "";
    let stderr = "";
    const cap = (text: string, chunk: Buffer) => (text.length < 65536 ? text + chunk.toString("utf8") : text);
    child.stdout!.on("data", (chunk: Buffer) => (stdout = cap(stdout, chunk)));
    child.stderr!.on("data", (chunk: Buffer) => (stderr = cap(stderr, chunk)));
    const killGroup = (): void => {
      try {
        process.kill(-child.pid!, "SIGKILL");
      } catch {
        // Gone already.
      }
    };
    const timer = setTimeout(killGroup, COMMAND_MS);
    const stopping = stopWith(killGroup);
    child.once("error", (error) => {
      clearTimeout(timer);
      stopping.end();
      resolve({ code: 127, stdout, stderr: error.message });
    });
    child.once("close", (code) => {
      clearTimeout(timer);
      stopping.end();
      killGroup();
      if (stopping.by()) reject(stoppedError(stopping.by()!, argv));
      else resolve({ code, stdout, stderr });
    });
  });
}

/**
 * A probe runs in its own process group, where a terminal's Ctrl-C does not reach it, and a JVM's `kotlinc -version`
 * takes seconds: a command that handles Ctrl-C and SIGTERM (judge, verify, stress) stops it at once instead of
 * waiting for it. A command that does not handle them is ended by them anyway, so nothing is added there.
 */
function stopWith(kill: () => void): { by(): NodeJS.Signals | undefined; end(): void } {
  let by: NodeJS.Signals | undefined;
  const handlers = (["SIGINT", "SIGTERM", "SIGHUP"] as const).filter((signal) => process.listenerCount(signal) > 0).map((signal) => {
    const handler = (): void => {
      by ??= signal;
      kill();
    };
    process.on(signal, handler);
    return [signal, handler] as const;
  });
  return { by: () => by, end: () => handlers.forEach(([signal, handler]) => process.removeListener(signal, handler)) };
}

function stoppedError(signal: NodeJS.Signals, argv: string[]): UserError {
  return new UserError(`stopped by ${signal} while ${argv.join(" ")} was asked what it is; nothing was run`, "run the command again and let it finish identifying the toolchain (once: it is then cached)", signal === "SIGINT" ? EXIT.interrupted : signal === "SIGHUP" ? EXIT.hangup : EXIT.terminated);
}
