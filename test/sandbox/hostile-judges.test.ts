import { spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { detectSandbox } from "../../src/sandbox/sandbox-level";
import { hostileHarness } from "../helpers/hostile-harness";
import { cleanEnv, repoRoot } from "../helpers/cli";

// The problem's own judges are code too: a checker or an interactor from a package runs in the sandbox like a solution,
// with its input, answer and feedback folder passed in. Each test makes one write outside the feedback folder in every
// way the protocol's arguments suggest, through the real judge command, and checks that nothing was written.
const namespaces = detectSandbox().level === "namespaces";
if (!namespaces) console.warn(`test/sandbox/hostile-judges: namespaces unavailable here (${detectSandbox().reason}); their tests are skipped`);
const { scratch, cacheDir } = hostileHarness("hostile-judges", "stonebench-hostile-judges");

describe.each([
  ["namespaces", !namespaces],
  ["permission-model", false],
] as const)("hostile judges at the %s level", (level, skip) => {
  it.skipIf(skip)("a TypeScript interactor writes nothing outside its feedback folder: no file, no process, not the answer", async () => {
    const root = scratch("stonebench-hostile-judges-project-");
    const target = scratch("stonebench-hostile-judges-target-");
    mkdirSync(join(root, "problems/ia"), { recursive: true });
    mkdirSync(join(root, "cases/ia"), { recursive: true });
    writeFileSync(join(root, "problems/ia/problem.yaml"), "title: IA\ntimeLimitMs: 1000\nmemoryLimitMiB: 64\ninteractive: true\n");
    writeFileSync(join(root, "problems/ia/statement.md"), "# IA\n");
    const interactor = readFileSync(join(repoRoot, "test/fixtures/hostile/interactor/interactor.ts"), "utf8").replace("SCRATCH", target);
    writeFileSync(join(root, "problems/ia/interactor.ts"), interactor);
    writeFileSync(join(root, "cases/ia/1.in"), "1\n");
    writeFileSync(join(root, "cases/ia/1.out"), "the answer\n");
    const solution = join(root, "solution.ts");
    writeFileSync(solution, 'process.stdin.once("data", () => { process.stdout.write("done\\n"); process.exit(0); });\n');
    const env = cleanEnv({ STONEBENCH_ROOT: root, STONEBENCH_CACHE_DIR: cacheDir, STONEBENCH_SANDBOX: level });
    const judged = spawnSync("node", [join(repoRoot, "scripts/launch.cjs"), "judge", "ia", "--solution", solution, "--stderr"], { cwd: root, env, encoding: "utf8", timeout: 60_000 });
    // The interactor really ran and tried (its stderr), and the judge finished on its own.
    expect(judged.status, judged.stderr).not.toBeNull();
    expect(judged.stdout + judged.stderr).toMatch(/refused absolute; refused through the feedback folder; refused a process; refused the answer file/);
    for (const name of ["pwned-absolute", "pwned-feedback", "pwned-exec"]) expect(existsSync(join(target, name)), name).toBe(false);
    expect(readFileSync(join(root, "cases/ia/1.out"), "utf8")).toBe("the answer\n");
  });
});
