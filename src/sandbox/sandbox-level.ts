import { spawnSync } from "node:child_process";
import { mkdirSync, readFileSync } from "node:fs";
import { release } from "node:os";
import { join } from "node:path";
import { UserError } from "../errors";
import { cacheDir } from "../paths";
import { writeFileAtomic } from "../util/atomic-write";

/**
 * How much of the sandbox this machine can give:
 * - namespaces: user, PID, network, mount and IPC namespaces with every mount read-only, plus Node's permission model;
 * - permission-model: Node's permission model only (no user namespaces here: a container, a hardened kernel, not Linux);
 * - off: nothing (--no-sandbox).
 */
export const SANDBOX_LEVELS = ["namespaces", "permission-model", "off"] as const;
export type SandboxLevel = (typeof SANDBOX_LEVELS)[number];

/** Forces a level (tests, or a machine where the probe is wrong): STONEBENCH_SANDBOX=permission-model. */
export const SANDBOX_ENV = "STONEBENCH_SANDBOX";

// The probe does what the holder does, in one go: unshare every namespace, make / read-only, check that a write
// fails, and that the tools the sandbox needs are there.
const PROBE = `
mount --make-rprivate / && mount -o remount,bind,ro / || exit 3
if (: > /.stonebench-probe) 2>/dev/null; then echo "/ stayed writable" >&2; exit 4; fi
for tool in nsenter prlimit setpriv setsid; do command -v $tool >/dev/null || { echo "$tool is missing" >&2; exit 5; }; done
`;

let detected: { level: SandboxLevel; reason: string } | undefined;

/** The level a run gets: off when the sandbox was turned off, else what the machine allows (probed once, then cached). */
export function sandboxLevel(requested: boolean): SandboxLevel {
  if (!requested) return "off";
  return detectSandbox().level;
}

/** Why the level is what it is, for the one line each run prints. */
export function describeSandbox(level: SandboxLevel): string {
  if (level === "namespaces") return "sandbox: namespaces (no network, read-only filesystem, own PIDs) + Node's permission model";
  if (level === "off") return "sandbox: OFF (solutions can do anything you can)";
  return `sandbox: Node's permission model only (${detectSandbox().reason}); a solution can still signal your processes and use the network`;
}

export function detectSandbox(): { level: SandboxLevel; reason: string } {
  if (detected) return detected;
  const forced = process.env[SANDBOX_ENV];
  if (forced) {
    if (!(SANDBOX_LEVELS as readonly string[]).includes(forced)) {
      throw new UserError(`${SANDBOX_ENV}=${forced} is not a sandbox level`, `use one of ${SANDBOX_LEVELS.join(", ")}, or unset it`);
    }
    detected = { level: forced as SandboxLevel, reason: `${SANDBOX_ENV}=${forced}` };
    return detected;
  }
  // Not cached: the limit is the shell's, not the machine's. The launcher keeps its own fds at 800 to 900, above any a
  // program is given; under a lower hard limit every boxed launch failed ("keep the record pipe: Invalid argument").
  const hardFiles = hardOpenFilesLimit();
  if (hardFiles !== undefined && hardFiles < LAUNCHER_OPEN_FILES) {
    detected = { level: "permission-model", reason: `the hard limit on open files is ${hardFiles} (ulimit -Hn), below the ${LAUNCHER_OPEN_FILES} the namespaces' launcher needs; raise it for the full sandbox` };
    return detected;
  }
  const cacheFile = join(cacheDir, `sandbox-${process.version}-${release()}-${process.getuid?.() ?? "x"}.json`);
  try {
    const cached = JSON.parse(readFileSync(cacheFile, "utf8")) as { level?: unknown; reason?: unknown };
    if ((SANDBOX_LEVELS as readonly unknown[]).includes(cached.level) && typeof cached.reason === "string") {
      detected = { level: cached.level as SandboxLevel, reason: cached.reason };
      return detected;
    }
  } catch {
    // Not probed yet on this Node and kernel, or damaged: probe again.
  }
  detected = probe();
  try {
    mkdirSync(cacheDir, { recursive: true });
    writeFileAtomic(cacheFile, JSON.stringify(detected) + "\n");
  } catch {
    // An unwritable cache costs one probe per run, nothing more.
  }
  return detected;
}

/** Open files the launcher needs under the hard limit: it moves its own fds to 800–900 (launcher.c). */
const LAUNCHER_OPEN_FILES = 1024;

/** RLIMIT_NOFILE's hard value, from /proc/self/limits; undefined where it cannot be read or is unlimited. */
function hardOpenFilesLimit(): number | undefined {
  try {
    const hard = /^Max open files\s+\S+\s+(\S+)/m.exec(readFileSync("/proc/self/limits", "latin1"))?.[1];
    return hard === undefined || hard === "unlimited" ? undefined : Number(hard);
  } catch {
    return undefined;
  }
}

/** Called when the holder could not start although the probe said it would: this run falls back, and probes next time. */
export function markNamespacesUnavailable(reason: string): void {
  detected = { level: "permission-model", reason };
}

function probe(): { level: SandboxLevel; reason: string } {
  if (process.platform !== "linux") return { level: "permission-model", reason: `no Linux namespaces on ${process.platform}` };
  const args = ["--user", "--map-root-user", "--mount", "--net", "--ipc", "--pid", "--fork", "--kill-child", "--", "/bin/sh", "-c", PROBE];
  const result = spawnSync("unshare", args, { encoding: "utf8", timeout: 10_000, env: { PATH: process.env.PATH ?? "/usr/bin:/bin", LANG: "C" } });
  if (result.error) return { level: "permission-model", reason: `unshare cannot run: ${(result.error as NodeJS.ErrnoException).code ?? result.error.message}` };
  if (result.status !== 0) {
    const said = result.stderr.trim().split("\n")[0] ?? "";
    return { level: "permission-model", reason: `user namespaces unavailable${said ? `: ${said}` : ""}` };
  }
  return { level: "namespaces", reason: "probed" };
}
