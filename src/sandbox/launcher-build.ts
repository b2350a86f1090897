import { execFile, spawnSync } from "node:child_process";
import { chmodSync, closeSync, existsSync, mkdirSync, mkdtempSync, openSync, readFileSync, renameSync, rmSync } from "node:fs";
import { release, tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { sha256 } from "../build/build-cache";
import { nodeModulesDir, toolRoot } from "../paths";
import { writeFileAtomic } from "../util/atomic-write";
import { findOnPath } from "./holder-setup";
import { systemFolders } from "./system-folders";

/**
 * The compiled launcher (launcher.c) that starts each sandboxed process in one exec, or why there is none, in which
 * case sandboxed-argv.ts uses util-linux's nsenter, unshare, setsid and prlimit instead: the same sandbox, about
 * 4 ms slower per process. Built once per content of launcher.c and machine architecture, with the tool's own bundles
 * (not in STONEBENCH_CACHE_DIR, which tests point at throwaway folders), and tried once against the holder before it
 * is kept: a launcher that does not give the sandbox is never used.
 */
export type Launcher = { path: string } | { path?: undefined; why: string };

/** STONEBENCH_LAUNCHER=util-linux forces the chain (tests of the fallback, a machine where the build misbehaves). */
export const LAUNCHER_ENV = "STONEBENCH_LAUNCHER";

const SOURCE = join(toolRoot, "src", "sandbox", "launcher.c");
const OUT_DIR = join(nodeModulesDir, ".cache", "stonebench", "sandbox");
const run = promisify(execFile);

// Per value of STONEBENCH_LAUNCHER, so a test can run the same contract through both.
const found = new Map<string, Promise<Launcher>>();

/** The launcher for this process's sandboxed runs, built and tried on first use. `holder` is the judge's holder. */
export function sandboxLauncher(holder: { pid: number; userNamespace: number }): Promise<Launcher> {
  const forced = process.env[LAUNCHER_ENV] ?? "";
  let launcher = found.get(forced);
  if (!launcher) {
    launcher = findOrBuild(forced, holder).catch((error: Error) => ({ why: error.message }));
    found.set(forced, launcher);
  }
  return launcher;
}

async function findOrBuild(forced: string, holder: { pid: number; userNamespace: number }): Promise<Launcher> {
  if (forced === "util-linux") return { why: `${LAUNCHER_ENV}=util-linux` };
  if (forced && forced !== "compiled") return { why: `${LAUNCHER_ENV}=${forced} is not a launcher (compiled or util-linux); using util-linux` };
  return buildChecked("", (binary) => checkLauncher(binary, holder));
}

let plain: Promise<Launcher> | undefined;

/**
 * The launcher for the levels without namespaces (its --plain mode: the kernel limits and the kernel's count of CPU
 * and peak memory, nothing else), built and tried on first use; kept apart from the namespaces' one, whose check
 * needs a holder.
 */
export function plainLauncher(): Promise<Launcher> {
  if (process.env[LAUNCHER_ENV] === "util-linux") return Promise.resolve({ why: `${LAUNCHER_ENV}=util-linux` });
  plain ??= buildChecked("-plain", checkPlain).catch((error: Error) => ({ why: error.message }));
  return plain;
}

// Built from launcher.c for this architecture, once; kept only when `check` passes (its failure is kept per kernel).
async function buildChecked(suffix: string, check: (binary: string) => string | undefined): Promise<Launcher> {
  const source = readFileSync(SOURCE);
  const binary = join(OUT_DIR, `launcher-${sha256(Buffer.concat([source, Buffer.from(`\0${process.arch}`)])).slice(0, 24)}${suffix}`);
  // A launcher that built but failed its check may work on another kernel: the verdict is kept per kernel release.
  const failed = `${binary}-${release()}.failed`;
  if (existsSync(binary)) return { path: binary };
  if (existsSync(failed)) return { why: readFileSync(failed, "utf8").trim() };
  const compiler = ["cc", "gcc", "clang"].map((name) => findOnPath(name, process.env.PATH ?? "/usr/bin:/bin")).find(Boolean);
  // No compiler is not a failure to remember: one may be installed later.
  if (!compiler) return { why: "no C compiler (cc, gcc or clang) on PATH" };
  mkdirSync(OUT_DIR, { recursive: true });
  const building = `${binary}.${process.pid}.tmp`;
  try {
    const why = (await compile(compiler, building)) ?? check(building);
    if (why) {
      // A check that ran out of time (a loaded machine) says nothing lasting: the next command tries again.
      if (!why.startsWith(CHECK_TIMED_OUT)) writeFileAtomic(failed, `${why}\n`);
      return { why };
    }
    chmodSync(building, 0o755);
    renameSync(building, binary);
    return { path: binary };
  } finally {
    rmSync(building, { force: true });
  }
}

// Static where the C library allows it (about 0.4 ms less per process: no dynamic loader), else dynamic.
async function compile(compiler: string, output: string): Promise<string | undefined> {
  let said = "";
  for (const link of [["-static"], []]) {
    try {
      await run(compiler, ["-std=gnu11", "-O2", ...link, "-o", output, SOURCE], { timeout: 60_000 });
      return undefined;
    } catch (error) {
      said = String((error as { stderr?: string }).stderr || (error as Error).message).trim().split("\n").slice(0, 3).join(" ");
    }
  }
  return `launcher.c does not compile with ${compiler}: ${said}`;
}

const CHECK_TIMED_OUT = "the launcher's check did not finish";

// The launcher must run a program inside the holder as the sandbox promises: PID 2 of its own PID namespace (its init's
// child, never an init, whose own signals the kernel would drop), uid
// 65534 without capabilities, its own session, exit codes passed on; and in a box (--box, with --no-fork's filter) see
// the system's folders but not the rest of the disk (/etc/passwd stands for it). Anything else and the chain is used.
export function checkLauncher(binary: string, holder: { pid: number; userNamespace: number }): string | undefined {
  const script = 'echo "$$ $(id -u) $(grep CapEff /proc/self/status | tr -d "\\t") $(cut -d" " -f6 /proc/$$/stat)"; exit 7';
  // Builtins only: the filter is installed, and a fork would fail (its own test is in test/sandbox/).
  const boxed = "test -e /etc/passwd && exit 8; test -x /bin/sh || exit 9; exit 7";
  const box = ["--box", ...systemFolders().map((path) => `--bind=${path}`), "--no-fork", "--"];
  const run = (args: string[]) =>
    spawnSync(binary, [String(holder.pid), String(holder.userNamespace), "5", "1048576", "64", "3", "-1", "-1", ...args], {
      encoding: "utf8",
      timeout: 10_000,
      env: { PATH: process.env.PATH ?? "/usr/bin:/bin", LANG: "C" },
    });
  const result = run(["/bin/sh", "-c", script]);
  if (result.error) return `${CHECK_TIMED_OUT}: ${result.error.message}`;
  const [pid, uid, caps, session] = result.stdout.trim().split(" ");
  if (!(result.status === 7 && pid === "2" && uid === "65534" && caps === "CapEff:0000000000000000" && session === "1")) {
    return `the built launcher did not give the sandbox (exit ${result.status ?? result.signal}: ${(result.stdout + result.stderr).trim().slice(0, 200)})`;
  }
  const inBox = run([...box, "/bin/sh", "-c", boxed]);
  if (inBox.error) return `${CHECK_TIMED_OUT}: ${inBox.error.message}`;
  if (inBox.status === 7) return undefined;
  return `the built launcher did not give a box (exit ${inBox.status ?? inBox.signal}: ${(inBox.stdout + inBox.stderr).trim().slice(0, 200)})`;
}

// --plain must run the program with the limits and write the kernel's count to the usage fd, and end as it ended.
function checkPlain(binary: string): string | undefined {
  const dir = mkdtempSync(join(tmpdir(), "stonebench-launcher-"));
  try {
    const usage = openSync(join(dir, "usage"), "w+");
    try {
      const result = spawnSync(binary, ["--plain", "5", "1048576", "64", "4", "3", "--", "/bin/sh", "-c", 'test "$(ulimit -t)" = 5 || exit 9; exit 7'], {
        encoding: "utf8",
        timeout: 10_000,
        stdio: ["ignore", "pipe", "pipe", usage],
        env: { PATH: process.env.PATH ?? "/usr/bin:/bin", LANG: "C" },
      });
      if (result.error) return `${CHECK_TIMED_OUT}: ${result.error.message}`;
      const counted = readFileSync(join(dir, "usage"), "latin1");
      if (result.status === 7 && /^\d+ \d+\n$/.test(counted)) return undefined;
      return `the built launcher's --plain did not run a program as asked (exit ${result.status ?? result.signal}, usage "${counted.trim()}": ${(result.stdout + result.stderr).trim().slice(0, 200)})`;
    } finally {
      closeSync(usage);
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
