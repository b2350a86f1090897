import { chmodSync, existsSync, mkdtempSync, openSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync, closeSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { execa } from "execa";
import { afterAll, describe, expect, it } from "vitest";
import { cleanEnv, ECHO_PROBLEM, lingeringProcesses, makeProject, repoRoot, type JsonReportShape } from "../helpers/cli";

// Each row is a fault a judge must survive, and the outcome it must have. Every run gets its own TMPDIR and
// build cache, so "temp files gone" and "no process survives" can be checked exactly.
const fixture = (path: string) => join(repoRoot, "test/fixtures", path);
const made: string[] = [];
afterAll(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});
function scratch(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  made.push(dir);
  return dir;
}

interface Judged {
  exitCode: number;
  stdout: string;
  stderr: string;
  report?: JsonReportShape;
  /** The judge's own peak memory, reported by the same preload that measures solutions. */
  judgePeakKiB: number;
  leftInTmp: string[];
  survivors: string[];
}

async function judge(args: string[], options: { root?: string; cacheDir?: string; tmp?: string; timeoutMs?: number; signalAfter?: { pattern: RegExp; signal: NodeJS.Signals } } = {}): Promise<Judged> {
  const tmp = options.tmp ?? scratch("stonebench-fault-tmp-");
  const cacheDir = options.cacheDir ?? scratch("stonebench-fault-cache-");
  const reportDir = scratch("stonebench-fault-report-");
  const reportFile = join(reportDir, "judge.json");
  const env = cleanEnv({ TMPDIR: tmp, STONEBENCH_CACHE_DIR: cacheDir, ...(options.root ? { STONEBENCH_ROOT: options.root } : {}) });
  const child = execa("node", ["--require", join(repoRoot, "src/run/preload.cjs"), join(repoRoot, "scripts/launch.cjs"), "judge", ...args], {
    cwd: repoRoot,
    env,
    extendEnv: false,
    reject: false,
    stdio: ["ignore", "pipe", "pipe", { file: reportFile }],
    timeout: options.timeoutMs ?? 120_000,
  });
  if (options.signalAfter) {
    let seen = "";
    const { pattern, signal } = options.signalAfter;
    child.stdout?.on("data", (chunk: Buffer) => {
      seen += chunk.toString();
      if (pattern.test(seen)) {
        pattern.lastIndex = 0;
        seen = "";
        child.kill(signal);
      }
    });
  }
  const result = await child;
  await new Promise((resolve) => setTimeout(resolve, 100));
  const survivors = await lingeringProcesses((line) => line.includes(cacheDir) || line.includes("sleep 1000"));
  const stdout = String(result.stdout);
  let report: JsonReportShape | undefined;
  if (args.includes("--json") && stdout.trim().startsWith("{")) report = JSON.parse(stdout) as JsonReportShape;
  const usage = JSON.parse(existsSync(reportFile) ? readFileSync(reportFile, "utf8") || "{}" : "{}") as { maxRssKiB?: number };
  const leftInTmp = existsSync(tmp) ? readdirSync(tmp) : [];
  return { exitCode: result.exitCode ?? -1, stdout, stderr: String(result.stderr), report, judgePeakKiB: usage.maxRssKiB ?? 0, leftInTmp, survivors };
}

function listTree(root: string): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else out.push(`${relative(root, path)}:${readFileSync(path).length}`);
    }
  };
  walk(root);
  return out.sort();
}

const gitStatus = async () => String((await execa("git", ["status", "--porcelain", "--untracked-files=all"], { cwd: repoRoot })).stdout);

describe("fault matrix: hostile solutions", () => {
  it.each([
    ["an infinite loop", "solutions/tle.ts", [], "TLE", /CPU time \d+ ms passed the limit of 1000 ms/],
    ["a solution that sleeps forever", "solutions/sleep.ts", [], "TLE", /wall time/],
    ["a solution that writes forever", "solutions/ole.ts", [], "OLE", /output passed the cap/],
    ["a solution that touches 600 MiB", "solutions/mle.ts", [], "MLE", /limit is 32 MiB/],
    ["a solution that reads a file other than stdin", "hostile/read-secret.ts", [], "RE", /sandbox denied FileSystemRead on \/etc\/hostname/],
    ["a solution that spawns a process", "solutions/spawn-then-loop.ts", [], "RE", /sandbox denied ChildProcess/],
    ["a solution that starts a worker", "hostile/start-worker.ts", [], "RE", /sandbox denied WorkerThreads/],
    ["spawn `sleep 1000` then loop, with --no-sandbox", "solutions/spawn-then-loop.ts", ["--no-sandbox"], "TLE", /CPU time/],
  ] as const)("%s: %s, its process group killed, temp files gone", async (_, path, extra, verdict, message) => {
    const result = await judge(["hdu2516", "--solution", fixture(path), "--case", "01-sample", "--tl", "1000", "--json", ...extra]);
    expect(result.report?.cases[0]?.verdict).toBe(verdict);
    expect(result.report?.cases[0]?.message).toMatch(message);
    expect(result.exitCode).toBe(1);
    expect(result.survivors).toEqual([]);
    expect(result.leftInTmp).toEqual([]);
  });

  it("a solution that writes forever: the judge's own memory stays flat", async () => {
    const result = await judge(["hdu2516", "--solution", fixture("solutions/ole.ts"), "--case", "01-sample", "--json"]);
    expect(result.report?.summary.verdict).toBe("OLE");
    expect(result.judgePeakKiB).toBeGreaterThan(0);
    expect(result.judgePeakKiB).toBeLessThan(150 * 1024);
  });

  it("a solution that writes a file: RE naming FileSystemWrite, and the repository is byte-identical afterwards", async () => {
    const before = await gitStatus();
    const result = await judge(["hdu2516", "--solution", fixture("solutions/write-file.ts"), "--case", "01-sample", "--json"]);
    expect(result.report?.cases[0]).toMatchObject({ verdict: "RE", message: expect.stringMatching(/sandbox denied FileSystemWrite/) });
    expect(await gitStatus()).toBe(before);
    expect(existsSync(join(repoRoot, "escaped.txt"))).toBe(false);
  });
});

describe("fault matrix: the judge interrupted", () => {
  const slowProject = () =>
    makeProject({
      ...ECHO_PROBLEM,
      "solutions/echo/main.ts": readFileSync(fixture("hostile/busy-half-second.ts"), "utf8"),
      "cases/echo/2.in": "2\n",
      "cases/echo/2.out": "2\n",
      "cases/echo/3.in": "3\n",
      "cases/echo/3.out": "3\n",
      "cases/echo/4.in": "4\n",
      "cases/echo/4.out": "4\n",
    });

  it.each([
    ["Ctrl-C (SIGINT)", "SIGINT", 130],
    ["SIGTERM", "SIGTERM", 143],
    // The terminal closed: it died by the signal and left its temp folders to the next command.
    ["SIGHUP", "SIGHUP", 129],
  ] as const)("%s mid-run: summary of the cases judged so far, exit %s, no process left, temp files gone", async (_, signal, code) => {
    const project = slowProject();
    made.push(project.root);
    const result = await judge(["echo"], { root: project.root, signalAfter: { pattern: /\n {2}1 +AC/, signal } });
    expect(result.exitCode).toBe(code);
    expect(result.stdout.trim().split("\n").at(-1)).toMatch(/^echo {2}[12]\/4 AC {2}interrupted after [12] of 4 cases$/);
    expect(result.survivors).toEqual([]);
    expect(result.leftInTmp).toEqual([]);
  });

  it("two judges at once on the same problem, with an empty build cache: both AC, no clash", async () => {
    const cacheDir = scratch("stonebench-fault-shared-cache-");
    const [a, b] = await Promise.all([judge(["hdu2516", "--json"], { cacheDir }), judge(["hdu2516", "--json"], { cacheDir })]);
    expect(a.report?.summary.verdict).toBe("AC");
    expect(b.report?.summary.verdict).toBe("AC");
    expect(readdirSync(join(cacheDir, "solutions")).filter((file) => file.endsWith(".tmp"))).toEqual([]);
  });
});

describe("fault matrix: the judge's own failures are internal errors, never the solution's", () => {
  it("a temp folder that cannot be used: internal error, exit 3, no verdict", async () => {
    const result = await judge(["hdu2516", "--json"], { tmp: "/dev/null/nowhere" });
    expect(result.exitCode).toBe(3);
    expect(result.stdout).toBe("");
    expect(result.stderr).toMatch(/^internal error: cannot create a temp folder in \/dev\/null\/nowhere: ENOTDIR/m);
    expect(result.stderr).toMatch(/hint: .*TMPDIR/);
  });

  it("a build cache folder that cannot be written: internal error, exit 3", async () => {
    const result = await judge(["hdu2516", "--json"], { cacheDir: "/dev/null/cache" });
    expect(result.exitCode).toBe(3);
    expect(result.stderr).toMatch(/^internal error: cannot write the build cache/m);
  });

  it("a corrupt build cache entry: rebuilt with a note, and the verdicts are right", async () => {
    const cacheDir = scratch("stonebench-fault-corrupt-cache-");
    await judge(["hdu2516", "--case", "01-sample", "--json"], { cacheDir });
    const entries = readdirSync(join(cacheDir, "solutions")).filter((file) => /\.[cm]js$/.test(file));
    expect(entries).toHaveLength(1);
    writeFileSync(join(cacheDir, "solutions", entries[0]!), "throw new Error('half-written cache entry');");
    const result = await judge(["hdu2516", "--json"], { cacheDir });
    expect(result.report?.summary.verdict).toBe("AC");
    expect(result.stderr).toMatch(/build cache entry for solutions\/hdu2516\/main\.ts was damaged; rebuilt it/);
  });
});

describe("fault matrix: size", () => {
  it("a 100 MiB expected output is compared by streaming: AC, and the judge's peak memory stays under 200 MiB", async () => {
    const project = makeProject({
      "problems/big/problem.yaml": "title: Big\ntimeLimitMs: 10000\nmemoryLimitMiB: 64\n",
      "problems/big/statement.md": "# Big\n",
      "solutions/big/main.ts": readFileSync(fixture("hostile/huge-answer.ts"), "utf8"),
      "cases/big/1.in": "10000000\n",
    });
    made.push(project.root);
    // CRLF in the expected file keeps the two files different, so the whole streaming comparison runs.
    const fd = openSync(join(project.root, "cases/big/1.out"), "w");
    const block = Buffer.from("First win\r\n".repeat(100_000));
    for (let i = 0; i < 100; i++) writeFileSync(fd, block);
    closeSync(fd);
    const result = await judge(["big", "--json"], { root: project.root, timeoutMs: 280_000 });
    expect(result.report?.summary.verdict).toBe("AC");
    expect(result.judgePeakKiB).toBeGreaterThan(0);
    expect(result.judgePeakKiB).toBeLessThan(200 * 1024);
    // Writing, judging and comparing 100 MiB twice over took 60 s on a slow host running two suites side by side: the
    // test is about memory and the verdict, not speed.
  }, 300_000);
});

describe("fault matrix: bad input gets one clear line, exit 2, and nothing written", () => {
  const rows: [string, Record<string, string>, string[], RegExp][] = [
    ["a broken problem.yaml (with the YAML line)", { "problems/echo/problem.yaml": "title: Echo\ntimeLimitMs: [1000\nmemoryLimitMiB: 64\n" }, [], /problems\/echo\/problem\.yaml:\d+: broken YAML/],
    ["an unknown key in problem.yaml", { "problems/echo/problem.yaml": "title: Echo\ntimeLimitMs: 1000\nmemoryLimitMiB: 64\ncolour: red\n" }, [], /problem\.yaml:4: unknown key "colour"/],
    ["a wrong type in problem.yaml", { "problems/echo/problem.yaml": "title: Echo\ntimeLimitMs: 1000\nmemoryLimitMiB: lots\n" }, [], /problem\.yaml:3: "memoryLimitMiB" must be a positive whole number/],
    // A .in without .out is judged now (verdict NO, test/judge/missing-answers.test.ts); a lone .out is still refused.
    ["a .out without .in", { "cases/echo/2.out": "2\n" }, [], /cases\/echo\/2\.out has no matching \.in file/],
    ["a case with a NUL byte", { "cases/echo/2.in": "2\u0000\n", "cases/echo/2.out": "2\n" }, [], /cases\/echo\/2\.in: byte 1 is a NUL; case files must be text/],
    ["a binary expected output", { "cases/echo/2.in": "2\n", "cases/echo/2.out": "\u0000\u0001\u0002" }, [], /cases\/echo\/2\.out: byte 0 is a NUL/],
    ["a solution path that does not exist", {}, ["--solution", "missing/sol.ts"], /Solution not found: .*missing\/sol\.ts/],
    // A new user's `--solution solutions/<id>` compiled every program in it together (main.cpp, every wrong/*.cpp):
    // CE with a wall of "multiple definition of `main'". Refused now, with what to type (src/judge/folder-of-solutions.ts).
    ["the problem's solutions folder as --solution", { "solutions/echo/cpp/main.cpp": "int main(){}\n", "solutions/echo/wrong/a.cpp": "// expect: WA\nint main(){}\n" }, ["--solution", "{root}/solutions/echo"], /--solution solutions\/echo is the folder of echo's solutions, not one solution/],
    ["a folder of several labelled solutions as --solution", { "solutions/echo/wrong/a.cpp": "// expect: WA\nint main(){}\n", "solutions/echo/wrong/b.py": "# expect: RE\nraise SystemExit(1)\n" }, ["--solution", "{root}/solutions/echo/wrong"], /--solution solutions\/echo\/wrong holds 2 labelled solutions \(a\.cpp, b\.py\), each a program of its own/],
    ["a negative --tl", {}, ["--tl", "-5"], /Expected --tl to be a positive whole number, got "-5"/],
    ["a non-numeric --ml", {}, ["--ml", "lots"], /Expected --ml to be a positive whole number, got "lots"/],
    ["a zero --jobs", {}, ["--jobs", "0"], /Expected --jobs to be a positive whole number, got "0"/],
  ];
  it.each(rows)("%s", async (_, files, args, message) => {
    const project = makeProject({ ...ECHO_PROBLEM, ...files });
    made.push(project.root);
    const before = listTree(project.root);
    const result = await judge(["echo", ...args.map((arg) => arg.replace("{root}", project.root))], { root: project.root });
    expect(result.exitCode).toBe(2);
    expect(result.stdout).toBe("");
    expect(result.stderr.split("\n")[0]).toMatch(message);
    expect(result.stderr).toMatch(/^hint: /m);
    expect(result.stderr).not.toMatch(/\n\s+at /);
    expect(listTree(project.root)).toEqual(before);
    expect(result.leftInTmp).toEqual([]);
  });

  it("an empty cases folder", async () => {
    const files: Record<string, string> = { ...ECHO_PROBLEM };
    delete files["cases/echo/1.in"];
    delete files["cases/echo/1.out"];
    const project = makeProject({ ...files, "cases/echo/.keep": "" });
    made.push(project.root);
    const result = await judge(["echo"], { root: project.root });
    expect(result.exitCode).toBe(2);
    expect(result.stderr).toMatch(/No cases for "echo": looked in cases\/echo\/\*\.in and found none/);
  });

  it("an unreadable case file (a link to nowhere, or a file without read permission)", async () => {
    const project = makeProject({ ...ECHO_PROBLEM, "cases/echo/2.out": "2\n" });
    made.push(project.root);
    symlinkSync(join(project.root, "nowhere.txt"), join(project.root, "cases/echo/2.in"));
    const result = await judge(["echo"], { root: project.root });
    expect(result.exitCode).toBe(2);
    expect(result.stderr.split("\n")[0]).toMatch(/Cannot read cases\/echo\/2\.in: ENOENT/);
    if (process.getuid?.() !== 0) {
      chmodSync(join(project.root, "cases/echo/1.in"), 0o000);
      const denied = await judge(["echo"], { root: project.root });
      expect(denied.stderr.split("\n")[0]).toMatch(/Cannot read cases\/echo\/1\.in: EACCES/);
    }
  });
});
