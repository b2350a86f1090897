import { spawnSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { makeTempDir } from "../authoring/helpers/temp-project";
import { cleanEnv, repoRoot } from "../helpers/cli";
import { detectSandbox } from "../../src/sandbox/sandbox-level";

// The holder hides /tmp, /run, /var/tmp, /dev/shm and /dev/mqueue under an empty tmpfs, then makes every mount of
// mountinfo read-only by its path. A writable mount below one of them (systemd's /run/user/<uid> on a desktop, a tmpfs
// under /tmp) is no longer reached by its path, the remount failed, and the holder exited: "sandbox: Node's permission
// model only (… cannot make /run/user/1000 read-only: No such file or directory)", where C++, Python, Java programs
// get no box and read what the user can. Here a tmpfs under /tmp in a mount namespace of the test's own stands for it.

const namespaces = detectSandbox().level === "namespaces";
const unshare = (root: boolean) => ["--mount", "--propagation", "private", ...(root ? [] : ["--map-root-user"])];
const asRoot = process.getuid?.() === 0;
const canUnshare = spawnSync("unshare", [...unshare(asRoot), "true"]).status === 0;

describe.skipIf(!namespaces || !canUnshare)("a writable mount below a folder the holder hides", () => {
  let scratch: ReturnType<typeof makeTempDir>;
  beforeEach(() => {
    scratch = makeTempDir("hidden-submount");
  });
  afterEach(() => scratch.remove());

  it.each(["perl", "sh"])("leaves the sandbox at the namespaces level (holder in %s)", (holder) => {
    const project = join(scratch.dir, "project");
    const put = (path: string, text: string) => {
      mkdirSync(join(project, path, ".."), { recursive: true });
      writeFileSync(join(project, path), text);
    };
    put("problems/sum/problem.yaml", "title: Sum\ntimeLimitMs: 1000\nmemoryLimitMiB: 64\noutputLimitMiB: 1\nchecker: tokens\n");
    put("problems/sum/statement.md", "# Sum\n");
    put("cases/sum/1.in", "2 3\n");
    put("cases/sum/1.out", "5\n");
    put("solutions/sum/main.ts", 'import { readFileSync } from "node:fs";\nconst [a, b] = readFileSync(0, "utf8").split(/\\s+/).map(Number);\nconsole.log(a! + b!);\n');
    const mount = join(scratch.dir, "mounted");
    mkdirSync(mount);
    const script = 'mount -t tmpfs -o size=1m none "$1" && echo hidden > "$1/f" && node "$2" judge sum < /dev/null';
    const result = spawnSync("unshare", [...unshare(asRoot), "sh", "-c", script, "sh", mount, join(repoRoot, "scripts", "launch.cjs")], {
      encoding: "utf8",
      env: cleanEnv({ STONEBENCH_ROOT: project, STONEBENCH_CACHE_DIR: join(scratch.dir, "cache"), STONEBENCH_HOLDER: holder }),
      timeout: 120_000,
    });
    expect(result.stderr, result.stderr).toMatch(/^sandbox: namespaces \(/m);
    expect(result.stderr).not.toMatch(/cannot make .* read-only|permission model only/);
    expect(result.stdout).toMatch(/sum {2}1\/1 AC/);
  }, 150_000);
});
