import { spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { sharedHolder } from "../../src/sandbox/holder";
import { LAUNCHER_ENV, plainLauncher, sandboxLauncher } from "../../src/sandbox/launcher-build";
import { detectSandbox } from "../../src/sandbox/sandbox-level";
import { hostileHarness } from "../helpers/hostile-harness";
import { cleanEnv, repoRoot } from "../helpers/cli";

// The problem's own judges are code too: a checker or an interactor from a package runs in the sandbox like a solution,
// with its input, answer and feedback folder passed in. Each test makes one write outside the feedback folder in every
// way the protocol's arguments suggest, through the real judge command, and checks that nothing was written.
const namespaces = detectSandbox().level === "namespaces";
if (!namespaces) console.warn(`test/sandbox/hostile-judges: namespaces unavailable here (${detectSandbox().reason}); their tests are skipped`);
// The pid makes the marker this run's own: a second suite beside it runs the same attacks.
const MARK = `stonebench-hostile-judges-${String(process.pid).padStart(7, "0")}`;
const { scratch, cacheDir } = hostileHarness("hostile-judges", MARK);
// A validator without Node's permission model is held by the compiled launcher's private feedback folder.
const compiledLauncher = namespaces && process.env[LAUNCHER_ENV] !== "util-linux" && (await sandboxLauncher(await sharedHolder())).path !== undefined;
// Without namespaces, the launcher's --plain mode gives the kernel's count where a C compiler builds it.
const plainCounts = (await plainLauncher()).path !== undefined;
const hasPython = spawnSync("python3", ["--version"]).status === 0;
if (!hasPython) console.warn("test/sandbox/hostile-judges: no python3 here; the Python validator's test is skipped");

// A Python output validator (Kattis) that tries to write outside its feedback folder through the folder's path and
// to reopen the answer for writing, then accepts with a message saying what each attempt did.
const HOSTILE_VALIDATOR = `import sys
input_file, answer_file, feedback = sys.argv[1], sys.argv[2], sys.argv[3]
said = []
for what, path, mode in [("through the feedback folder", feedback + "../../../../../../../../..SCRATCH/pwned-feedback", "w"),
                         ("the answer file", answer_file, "a"), ("the input file", input_file, "a"), ("absolute", "SCRATCH/pwned-absolute", "w")]:
    try:
        with open(path, mode) as f:
            f.write("tampered\\n")
        said.append("wrote " + what)
    except OSError:
        said.append("refused " + what)
# The kernel's settings (written with the value they have, so a write that got through would change nothing) and a
# device node (/dev/kmsg, written with nothing).
for what, path, text in [("the kernel's settings", "/proc/sys/kernel/domainname", None), ("a device", "/dev/kmsg", "")]:
    try:
        if text is None:
            with open(path) as f:
                text = f.read()
        with open(path, "w") as f:
            f.write(text)
        said.append("wrote " + what)
    except OSError:
        said.append("refused " + what)
with open(feedback + "judgemessage.txt", "w") as f:
    f.write("; ".join(said) + "\\n")
sys.exit(43)
`;

describe.each([
  ["namespaces", !namespaces],
  ["permission-model", false],
] as const)("hostile judges at the %s level", (level, skip) => {
  it.skipIf(skip)("a TypeScript interactor writes nothing outside its feedback folder: no file, no process, not the answer", async () => {
    const root = scratch(`${MARK}-project-`);
    const target = scratch(`${MARK}-target-`);
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

  it.skipIf(skip || level !== "namespaces" || !compiledLauncher || !hasPython)("a Python output validator writes nothing outside its feedback folder, nor into the case files", async () => {
    const target = scratch(`${MARK}-target-`);
    const pack = join(scratch(`${MARK}-package-`), "split");
    cpSync(join(repoRoot, "test/fixtures/kattis/split"), pack, { recursive: true, verbatimSymlinks: true });
    for (const name of readdirSync(join(pack, "output_validator"))) rmSync(join(pack, "output_validator", name));
    writeFileSync(join(pack, "output_validator", "validate.py"), HOSTILE_VALIDATOR.replaceAll("SCRATCH", target));
    const root = scratch(`${MARK}-project-`);
    const env = cleanEnv({ STONEBENCH_ROOT: root, STONEBENCH_CACHE_DIR: cacheDir, STONEBENCH_SANDBOX: level });
    const imported = spawnSync("node", [join(repoRoot, "scripts/launch.cjs"), "import", pack], { cwd: root, env, encoding: "utf8", timeout: 60_000 });
    expect(imported.status, imported.stderr).toBe(0);
    const cases = join(root, "cases/split");
    const before = new Map(readdirSync(cases).map((name) => [name, readFileSync(join(cases, name), "utf8")]));
    const solution = readdirSync(join(root, "solutions/split")).find((name) => name.endsWith(".ts"))!;
    const judged = spawnSync("node", [join(repoRoot, "scripts/launch.cjs"), "judge", "split", "--solution", join(root, "solutions/split", solution)], { cwd: root, env, encoding: "utf8", timeout: 60_000 });
    // It ran, its message came through the private folder, and every attempt was refused.
    expect(judged.stdout + judged.stderr).toMatch(/refused through the feedback folder; refused the answer file; refused the input file; refused absolute; refused the kernel's settings; refused a device/);
    for (const name of ["pwned-feedback", "pwned-absolute"]) expect(existsSync(join(target, name)), name).toBe(false);
    for (const [name, text] of before) expect(readFileSync(join(cases, name), "utf8"), name).toBe(text);
    // Cases in a folder the sandbox hides (a scratch folder under /tmp, outside the project): the validator gets
    // copies, so a write that got through would change only a copy; the cases stay as they were.
    const hidden = scratch(`${MARK}-hidden-cases-`);
    for (const [name, text] of before) writeFileSync(join(hidden, name), text);
    const again = spawnSync("node", [join(repoRoot, "scripts/launch.cjs"), "judge", "split", "--cases", hidden, "--solution", join(root, "solutions/split", solution)], { cwd: root, env, encoding: "utf8", timeout: 60_000 });
    // The copies are the validator's to write (it says so); the originals are untouched.
    expect(again.stdout + again.stderr).toMatch(/refused through the feedback folder; wrote the answer file; wrote the input file/);
    for (const [name, text] of before) expect(readFileSync(join(hidden, name), "utf8"), name).toBe(text);
  });

  it.skipIf(skip)("a JavaScript output validator that floods its feedback folder and makes judgemessage.txt a folder: each case gets its verdict, the run goes on", async () => {
    const root = scratch(`${MARK}-project-`);
    mkdirSync(join(root, "problems/flood/output_validator"), { recursive: true });
    mkdirSync(join(root, "cases/flood"), { recursive: true });
    writeFileSync(join(root, "problems/flood/problem.yaml"), "title: Flood\ntimeLimitMs: 1000\nmemoryLimitMiB: 64\nchecker: custom\n");
    writeFileSync(join(root, "problems/flood/statement.md"), "# Flood\n");
    const flood = readFileSync(join(repoRoot, "test/fixtures/hostile/validator/flood.js"), "utf8");
    for (const name of ["1", "2", "3"]) {
      writeFileSync(join(root, `cases/flood/${name}.in`), `${name}\n`);
      writeFileSync(join(root, `cases/flood/${name}.out`), `${name}\n`);
    }
    const solution = join(root, "echo.ts");
    writeFileSync(solution, 'import { readFileSync } from "node:fs";\nprocess.stdout.write(readFileSync(0));\n');
    const env = cleanEnv({ STONEBENCH_ROOT: root, STONEBENCH_CACHE_DIR: cacheDir, STONEBENCH_SANDBOX: level });
    for (const [mode, verdict] of [["reject", "WA"], ["crash", "IE"]] as const) {
      // The whole flood where a private folder holds it; a small one where it lands on the judge's disk (documented).
      const held = level === "namespaces" && compiledLauncher;
      const text = flood.replace('"MODE"', JSON.stringify(mode)).replaceAll("FILES", held ? "300" : "3").replaceAll("FOLDERS", held ? "8000" : "10");
      writeFileSync(join(root, "problems/flood/output_validator/validate.js"), text);
      const judged = spawnSync("node", [join(repoRoot, "scripts/launch.cjs"), "judge", "flood", "--solution", solution, "--json"], { cwd: root, env, encoding: "utf8", timeout: 120_000 });
      // Never the judge's own failure (exit 3): every case judged, each the validator's verdict.
      expect(judged.status, judged.stderr).toBe(1);
      const report = JSON.parse(judged.stdout) as { cases: { verdict: string; message: string }[] };
      expect(report.cases.map((result) => result.verdict)).toEqual([verdict, verdict, verdict]);
      if (held && mode === "crash") {
        // The private folder held it: 8 MiB and 256 inodes, whatever it tried (its counts are in the IE message).
        const floods = report.cases.flatMap((result) => [...result.message.matchAll(/flood: (\{[^}]*\})/g)]);
        expect(floods).toHaveLength(3);
        for (const [, got] of floods) {
          const counted = JSON.parse(got!) as { files: number; folders: number; bytes: number };
          expect(counted.bytes).toBeLessThanOrEqual(8 << 20);
          expect(counted.folders).toBeLessThanOrEqual(256);
        }
      }
    }
  });

  it.skipIf(skip)("an interactive solution that writes over its report is judged by the kernel's count of its memory, where there is one", async () => {
    const root = scratch(`${MARK}-project-`);
    mkdirSync(join(root, "problems/ib"), { recursive: true });
    mkdirSync(join(root, "cases/ib"), { recursive: true });
    writeFileSync(join(root, "problems/ib/problem.yaml"), "title: IB\ntimeLimitMs: 1000\nmemoryLimitMiB: 64\ninteractive: true\n");
    writeFileSync(join(root, "problems/ib/statement.md"), "# IB\n");
    writeFileSync(join(root, "problems/ib/interactor.ts"), 'process.stdout.write("go\\n");\nprocess.stdin.once("data", () => process.exit(42));\n');
    writeFileSync(join(root, "cases/ib/1.in"), "1\n");
    writeFileSync(join(root, "cases/ib/1.out"), "-\n");
    const solution = join(root, "solution.ts");
    const forge = 'import { writeSync } from "node:fs";\nprocess.on("exit", () => writeSync(3, JSON.stringify({ cpuUs: 1, maxRssKiB: 900000, denied: null }) + " ".repeat(200), 0));\n';
    writeFileSync(solution, `${forge}process.stdin.once("data", () => { process.stdout.write("done\\n"); process.exit(0); });\n`);
    const env = cleanEnv({ STONEBENCH_ROOT: root, STONEBENCH_CACHE_DIR: cacheDir, STONEBENCH_SANDBOX: level });
    const judged = spawnSync("node", [join(repoRoot, "scripts/launch.cjs"), "judge", "ib", "--solution", solution, "--json"], { cwd: root, env, encoding: "utf8", timeout: 60_000 });
    const verdict = (JSON.parse(judged.stdout) as { cases: { verdict: string }[] }).cases[0]?.verdict;
    // Where the kernel counts (the compiled launcher), the forged 879 MiB is not believed; elsewhere it is what there is.
    expect(verdict, judged.stderr).toBe((level === "namespaces" ? compiledLauncher : plainCounts) ? "AC" : "MLE");
  });
});
