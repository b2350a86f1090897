import { join } from "node:path";
import { execa } from "execa";
import { describe, expect, it } from "vitest";
import { sandboxLevel } from "../../src/sandbox/sandbox-level";
import { cleanEnv, repoRoot } from "../helpers/cli";

// The launcher keeps its own fds at 800 to 900, above any a program is given. Under a shell whose hard limit on open
// files was lower (`ulimit -n 512` in bash sets both), every boxed launch failed: the type check "exit 125", every case
// RE "its CPU time and memory could not be counted". Such a run now takes the permission-model level and says why.
const namespaces = process.platform === "linux" && sandboxLevel(true) === "namespaces";
if (!namespaces) console.warn("test/sandbox/open-files-limit: skipped: no namespaces level here");

describe.skipIf(!namespaces)("a hard limit on open files below the launcher's", () => {
  it("falls back to the permission model, says why, and judges the cases (C++ and TypeScript)", async () => {
    const judge = (solution: string) =>
      execa("/bin/sh", ["-c", `ulimit -n 512 && exec node "$0" judge hdu1846 --solution "$1"`, join(repoRoot, "scripts", "launch.cjs"), solution], { cwd: repoRoot, env: cleanEnv(), extendEnv: false, reject: false, timeout: 120_000 });
    for (const solution of ["solutions/hdu1846/main.ts", "solutions/hdu1846/cpp/main.cpp"]) {
      const result = await judge(solution);
      const said = String(result.stdout) + String(result.stderr);
      expect(said, said).toMatch(/sandbox: Node's permission model only \(the hard limit on open files is 512 \(ulimit -Hn\), below the 1024 the namespaces' launcher needs/);
      expect(String(result.stdout)).toMatch(/hdu1846 {2}(\d+)\/\1 AC$/m);
      expect(said).not.toMatch(/could not be counted|exit 125/);
      expect(result.exitCode).toBe(0);
    }
  }, 300_000);
});
