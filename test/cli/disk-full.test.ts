import { spawnSync } from "node:child_process";
import { mkdirSync, truncateSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { makeTempDir } from "../authoring/helpers/temp-project";
import { cleanEnv, repoRoot } from "../helpers/cli";

// A package of sparse files (no disk in the package, 1 GiB each once copied) fills the disk it is imported to: import
// ended with "internal error (a bug in the judge): Error: ENOSPC: no space left on device, write" and Node's stack.
// Here the project is a 2 MiB tmpfs of a mount namespace of its own (unshare, no root needed), and the case is 8 MiB.

function canMountTmpfs(): boolean {
  const probe = spawnSync("unshare", ["--map-root-user", "--mount", "sh", "-c", "mount -t tmpfs -o size=1m none /mnt 2>/dev/null || mount -t tmpfs -o size=1m none /tmp"], { encoding: "utf8" });
  return probe.status === 0;
}

describe("a full disk is one line naming the file, never a stack", () => {
  let scratch: ReturnType<typeof makeTempDir>;
  beforeEach(() => {
    scratch = makeTempDir("disk-full");
  });
  afterEach(() => scratch.remove());

  it("import of a package larger than the disk: error, exit 2, nothing left in the project", (context) => {
    if (!canMountTmpfs()) return context.skip();
    const pkg = join(scratch.dir, "addtwo");
    const put = (path: string, text: string) => {
      mkdirSync(join(pkg, path, ".."), { recursive: true });
      writeFileSync(join(pkg, path), text);
    };
    put("problem.yaml", "problem_format_version: 2023-07-draft\nname: Add Two\nlimits:\n  time_limit: 1\n  memory: 256\n");
    put("data/sample/1.in", "1 2\n");
    put("data/sample/1.ans", "3\n");
    put("data/secret/big.in", "");
    truncateSync(join(pkg, "data/secret/big.in"), 8 << 20);
    put("data/secret/big.ans", "0\n");
    const project = join(scratch.dir, "project");
    mkdirSync(project);
    const script = 'mount -t tmpfs -o size=2m none "$1" && mkdir "$1/problems" && node "$2" import "$3"; code=$?; echo "exit $code" >&2; ls -A "$1" "$1/problems" "$1/cases" 2>/dev/null';
    const result = spawnSync("unshare", ["--map-root-user", "--mount", "sh", "-c", script, "sh", project, join(repoRoot, "scripts", "launch.cjs"), pkg], {
      encoding: "utf8",
      env: cleanEnv({ STONEBENCH_ROOT: project, STONEBENCH_CACHE_DIR: join(scratch.dir, "cache") }),
      timeout: 120_000,
    });
    expect(result.stderr).toMatch(/^error: no space left on the disk while writing \S*big\.in \(ENOSPC\); that file was not written\nhint: free some space there/m);
    expect(result.stderr).toMatch(/^exit 2$/m);
    expect(result.stderr).not.toMatch(/internal error|\n\s+at /);
    // The tmpfs's listing: only what import found or made empty; no case, no problem folder, no staging left.
    expect(result.stdout.split("\n").filter((line) => line && !line.endsWith(":"))).toEqual(expect.not.arrayContaining([expect.stringMatching(/addtwo|stonebench-import|big/)]));
  }, 150_000);
});
