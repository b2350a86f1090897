import { join } from "node:path";
import { execa } from "execa";
import { afterEach, describe, expect, it } from "vitest";
import { cleanEnv, ECHO_PROBLEM, judgeJson, makeProject, repoRoot, runCommand } from "../helpers/cli";

const projects: (() => void)[] = [];
afterEach(() => {
  while (projects.length) projects.pop()!();
});
function project(files: Record<string, string>): string {
  const made = makeProject(files);
  projects.push(made.cleanup);
  return made.root;
}

describe("npm run judge on the real problems", () => {
  it("judges hdu2516 with main.ts: every case AC, exit 0, one summary line", async () => {
    const { exitCode, stdout } = await runCommand("judge", ["hdu2516"]);
    expect(exitCode).toBe(0);
    const lines = stdout.trim().split("\n");
    expect(lines.at(-1)).toMatch(/^hdu2516 {2}(\d+)\/\1 AC$/);
    expect(lines.filter((line) => /^ {2}\S+\s+AC\s+cpu\s+\d+ ms\s+wall\s+\d+ ms\s+mem\s+[\d.]+ MiB$/.test(line)).length).toBeGreaterThanOrEqual(8);
  });

  it("prints only the JSON report with --json, in the documented schema", async () => {
    const { exitCode, stdout, report } = await judgeJson(["hdu2516"]);
    expect(exitCode).toBe(0);
    expect(stdout.trim().split("\n")).toHaveLength(1);
    expect(report).toMatchObject({ problem: "hdu2516", solution: "solutions/hdu2516/main.ts", summary: { verdict: "AC" } });
    expect(report!.summary.total).toBe(report!.cases.length);
    expect(report!.summary.passed).toBe(report!.cases.length);
    for (const result of report!.cases) {
      expect(Object.keys(result).sort()).toEqual(["cpuMs", "memoryKiB", "message", "name", "verdict", "wallMs"]);
      expect(result.memoryKiB).toBeGreaterThan(10_000);
    }
  });

  it("finds a problem by alias, case-insensitively", async () => {
    const { report } = await judgeJson(["FIB-NIM", "--case", "01-sample"]);
    expect(report?.problem).toBe("hdu2516");
  });

  it("refuses an unknown problem with close matches and exit 2, without a stack trace", async () => {
    const { exitCode, stderr, stdout } = await runCommand("judge", ["hdu2561"]);
    expect(exitCode).toBe(2);
    expect(stdout).toBe("");
    expect(stderr).toMatch(/Unknown problem "hdu2561"; did you mean hdu2516/);
    expect(stderr).not.toMatch(/\n\s+at /);
  });

  it("shows the first differing line on WA, with expected and actual, and the summary names the case", async () => {
    const wa = join(repoRoot, "test/fixtures/solutions/wa.ts");
    const { exitCode, stdout } = await runCommand("judge", ["hdu2516", "--solution", wa, "--case", "01-sample"]);
    expect(exitCode).toBe(1);
    expect(stdout).toContain('line 2, column 1: expected "Second", got "First"');
    expect(stdout).toMatch(/expected 2 │ Second win/);
    expect(stdout).toMatch(/actual {3}2 │ First win/);
    expect(stdout.trim().split("\n").at(-1)).toBe("hdu2516  0/1 AC  WA on 01-sample");
  });

  it("colours only when asked: NO_COLOR and a pipe give plain text, FORCE_COLOR gives escapes", async () => {
    const plain = await runCommand("judge", ["hdu2516", "--case", "01-sample"]);
    expect(plain.stdout).not.toContain("\u001b[");
    const coloured = await runCommand("judge", ["hdu2516", "--case", "01-sample"], { env: { FORCE_COLOR: "1", NO_COLOR: "" } });
    expect(coloured.stdout).toContain("\u001b[");
  });

  it("judges only the cases matching --case, a name, a glob or a prefix", async () => {
    const { report } = await judgeJson(["hdu2516", "--case", "0[5-7]*"]);
    expect(report?.cases.map((result) => result.name)).toEqual(["05-min-n", "06-max-n", "07-no-final-newline"]);
    const byPrefix = await judgeJson(["hdu2516", "--case", "03"]);
    expect(byPrefix.report?.cases.map((result) => result.name)).toEqual(["03-all-small"]);
  });

  it("--bail stops at the first case that is not AC", async () => {
    const wa = join(repoRoot, "test/fixtures/solutions/wa.ts");
    const { report } = await judgeJson(["hdu2516", "--solution", wa, "--bail"]);
    expect(report?.cases.at(-1)?.verdict).toBe("WA");
    expect(report?.cases.filter((result) => result.verdict !== "AC")).toHaveLength(1);
    expect(report!.cases.length).toBeLessThan(report!.summary.total);
  });

  it("--jobs 2 gives the same verdicts in the same order, and says timings are noisier", async () => {
    const one = await judgeJson(["hdu2516"]);
    const two = await judgeJson(["hdu2516", "--jobs", "2"]);
    expect(two.report?.cases.map((result) => [result.name, result.verdict])).toEqual(one.report?.cases.map((result) => [result.name, result.verdict]));
    const text = await runCommand("judge", ["hdu2516", "--jobs", "2"]);
    expect(text.stdout).toMatch(/timings are noisier/);
  });

  it("prints help with --help and exits 0", async () => {
    const { exitCode, stdout } = await runCommand("judge", ["--help"]);
    expect(exitCode).toBe(0);
    expect(stdout).toMatch(/--solution <file>/);
    expect(stdout).toMatch(/--lang <id>/);
    expect(stdout).toMatch(/npm run judge -- hdu2516 --json/);
  });

  it.each([
    [["--jsn"], 'Unknown option "--jsn"; did you mean --json?'],
    [["--checker", "fuzzy"], 'Expected --checker to be one of hdu, tokens, float, custom, kattis, testlib, got "fuzzy"'],
    [["--solution", "README.md"], 'No language is known for'],
    [["--solution", "README.md", "--lang", "cobol"], 'Unknown language "cobol"'],
  ])("refuses %j with exit 2 and a clear message", async (args, message) => {
    const { exitCode, stderr } = await runCommand("judge", ["hdu2516", ...args]);
    expect(exitCode).toBe(2);
    expect(stderr).toContain(message);
  });
});

describe("npm run judge on a project with problems of its own", () => {
  it("judges cases in natural order: 2 before 10", async () => {
    const root = project({ ...ECHO_PROBLEM, "cases/echo/10.in": "10\n", "cases/echo/10.out": "10\n", "cases/echo/2.in": "2\n", "cases/echo/2.out": "2\n" });
    const { report } = await judgeJson(["echo"], { env: { STONEBENCH_ROOT: root } });
    expect(report?.cases.map((result) => result.name)).toEqual(["1", "2", "10"]);
  });

  it("a large outputLimitMiB (4096) is a large cap, not an overflow to a tiny one", async () => {
    const root = project({
      ...ECHO_PROBLEM,
      "problems/echo/problem.yaml": "title: Echo\ntimeLimitMs: 1000\nmemoryLimitMiB: 64\noutputLimitMiB: 4096\n",
      "cases/echo/1.in": "x\n".repeat(1_500_000),
      "cases/echo/1.out": "x\n",
    });
    // 3 MB of output against a 2-byte answer: above the 1 MiB floor of the cap, far below 4096 MiB, so WA and not OLE.
    const { report } = await judgeJson(["echo"], { env: { STONEBENCH_ROOT: root } });
    expect(report?.summary.verdict).toBe("WA");
  });

  it("refuses an alias that two problems claim, instead of judging one of them", async () => {
    const root = project({
      ...ECHO_PROBLEM,
      "problems/echo/problem.yaml": "title: Echo\naliases: [copycat]\ntimeLimitMs: 1000\nmemoryLimitMiB: 64\n",
      "problems/echo2/problem.yaml": "title: Echo again\naliases: [copycat]\ntimeLimitMs: 1000\nmemoryLimitMiB: 64\n",
    });
    const { exitCode, stderr } = await runCommand("judge", ["copycat"], { env: { STONEBENCH_ROOT: root } });
    expect(exitCode).toBe(2);
    expect(stderr).toMatch(/The alias "copycat" belongs to echo and echo2/);
  });

  it("--cases takes .in/.out pairs from another folder", async () => {
    const root = project({ ...ECHO_PROBLEM, "elsewhere/a.in": "7\n", "elsewhere/a.out": "7\n" });
    const { report } = await judgeJson(["echo", "--cases", join(root, "elsewhere")], { env: { STONEBENCH_ROOT: root } });
    expect(report?.cases.map((result) => result.name)).toEqual(["a"]);
  });

  it("the tokens and float checkers can be chosen with --checker", async () => {
    const root = project({ ...ECHO_PROBLEM, "cases/echo/1.out": "1.0000001\n" });
    const strict = await judgeJson(["echo"], { env: { STONEBENCH_ROOT: root } });
    const loose = await judgeJson(["echo", "--checker", "float"], { env: { STONEBENCH_ROOT: root } });
    expect(strict.report?.summary.verdict).toBe("WA");
    expect(loose.report?.summary.verdict).toBe("AC");
  });

  it("a custom checker.ts speaks the Kattis protocol: exit 42 AC, 43 WA, judgemessage.txt is the message", async () => {
    const checker = [
      'import { readFileSync, writeFileSync } from "node:fs";',
      "const [inputFile, , feedbackDir] = process.argv.slice(2);",
      "const input = readFileSync(inputFile, 'utf8').trim();",
      "const actual = readFileSync(0, 'utf8').trim();",
      "const ok = Number(actual) === 2 * Number(input);",
      'writeFileSync(`${feedbackDir}/judgemessage.txt`, ok ? "doubled" : `expected the double of ${input}`);',
      "process.exitCode = ok ? 42 : 43;",
    ].join("\n");
    const root = project({
      ...ECHO_PROBLEM,
      "problems/echo/problem.yaml": "title: Echo\ntimeLimitMs: 1000\nmemoryLimitMiB: 64\nchecker: custom\n",
      "problems/echo/checker.ts": checker,
      "solutions/echo/double.ts": 'import { readFileSync } from "node:fs";\nprocess.stdout.write(String(2 * Number(readFileSync(0, "utf8"))));\n',
    });
    const echo = await judgeJson(["echo"], { env: { STONEBENCH_ROOT: root } });
    const double = await judgeJson(["echo", "--solution", join(root, "solutions/echo/double.ts")], { env: { STONEBENCH_ROOT: root } });
    expect(echo.report?.cases[0]).toMatchObject({ verdict: "WA", message: "expected the double of 1" });
    expect(double.report?.cases[0]).toMatchObject({ verdict: "AC", message: "doubled" });
  });
});

describe("options that npm swallows when they come before --", () => {
  const npm = (args: string[]) => execa("npm", ["run", "judge", ...args], { cwd: repoRoot, env: cleanEnv(), extendEnv: false, reject: false });

  it("npm run judge hdu2516 --json still prints the JSON report, and says how to write it", async () => {
    const result = await npm(["hdu2516", "--json", "--case", "01-sample"]);
    expect(result.exitCode).toBe(0);
    const json = String(result.stdout).split("\n").find((line) => line.startsWith("{"));
    expect(JSON.parse(json!)).toMatchObject({ problem: "hdu2516", cases: [{ name: "01-sample", verdict: "AC" }] });
    expect(String(result.stderr)).toMatch(/npm swallowed --case 01-sample --json|npm swallowed --json --case 01-sample/);
  });

  it("recovers several swallowed values when only one pairing passes the options' checks", async () => {
    const result = await npm(["hdu2516", "--case", "05-min-n", "--tl", "1500", "--json"]);
    const json = String(result.stdout).split("\n").find((line) => line.startsWith("{"));
    expect(JSON.parse(json!).cases.map((result: { name: string }) => result.name)).toEqual(["05-min-n"]);
  });

  it("says what happened, and what to type, when swallowed values could pair either way", async () => {
    const result = await npm(["hdu2516", "--tl", "1500", "--jobs", "2"]);
    expect(result.exitCode).toBe(2);
    expect(String(result.stderr)).toMatch(/npm kept --tl, --jobs \(and any option it does not report\) for itself/);
    expect(String(result.stderr)).toMatch(/npm run judge -- hdu2516 --tl <ms> --jobs <n> …/);
  });
});
