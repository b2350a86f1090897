import { execFileSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { assertReadableFile } from "../../src/util/user-file";
import { makeTempProject, repoRoot, writeFiles } from "../authoring/helpers/temp-project";

// `--out <(echo 5)` hands the command /dev/fd/63: a pipe, closed at start (launch.cjs closes inherited fds). The user
// is told that process substitution is what fails, not that a file they never named "does not exist".
describe("a path the user typed that is a shell's <(…)", () => {
  it("a /dev/fd/N that is not open is named as process substitution, with the file to write instead", () => {
    expect(() => assertReadableFile("/dev/fd/987", "--out")).toThrow(/--out \/dev\/fd\/987 is a shell's <\(…\) process substitution/);
    expect(() => assertReadableFile("/proc/self/fd/987", "--in")).toThrow(/process substitution/);
    // Any other missing file is still "does not exist".
    expect(() => assertReadableFile("/nonexistent/x.out", "--out")).toThrow(/--out \/nonexistent\/x\.out does not exist/);
  });

  it("through the real command: case --out <(echo 5) is one line about process substitution, exit 2", (context) => {
    let bash = "";
    try {
      bash = execFileSync("sh", ["-c", "command -v bash"], { encoding: "utf8" }).trim();
    } catch {
      console.warn("test/util/user-file: skipped: no bash for a <(…)");
      return context.skip();
    }
    const project = makeTempProject();
    let stderr = "";
    let code = 0;
    try {
      writeFiles(project.root, { "problems/sum/problem.yaml": "title: Sum\ntimeLimitMs: 1000\nmemoryLimitMiB: 64\nchecker: tokens\n", "problems/sum/statement.md": "# Sum\n", "in.txt": "2 3\n" });
      execFileSync(bash, ["-c", `node scripts/launch.cjs case sum --in "${project.root}/in.txt" --out <(echo 5)`], { cwd: repoRoot, encoding: "utf8", stdio: ["ignore", "pipe", "pipe"], env: { ...process.env, STONEBENCH_ROOT: project.root } });
    } catch (error) {
      const failed = error as { status: number; stderr: string };
      code = failed.status;
      stderr = failed.stderr;
    } finally {
      project.remove();
    }
    expect(code, stderr).toBe(2);
    expect(stderr).toMatch(/process substitution/);
    expect(stderr).not.toMatch(/\n\s+at /);
  });
});
