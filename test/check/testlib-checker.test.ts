import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { generatorProgram } from "../../src/authoring/generator-program";
import { runTestlibChecker, prepareTestlibChecker } from "../../src/check/run-testlib-checker";
import { testlibVerdict } from "../../src/check/testlib-exit";
import { scaffoldProblem } from "../../src/scaffold/scaffold-problem";
import { inProject, makeTempDir, makeTempProject } from "../authoring/helpers/temp-project";
import { ECHO_PROBLEM, judgeJson, makeProject, repoRoot, runCommand } from "../helpers/cli";

// testlib's own yesno checker, built once with the vendored testlib.h (the build cache keeps it for every test here):
// its answer must be YES or NO (else FAIL) and so must the output (else PE), so it tells the argv order apart.
const YESNO = readFileSync(join(repoRoot, "test", "fixtures", "testlib", "checkers", "yesno.cpp"), "utf8");

describe("testlib checkers: checker <input> <output> <answer>, testlib's exit codes", () => {
  const scratch = makeTempDir("testlib");
  afterAll(() => scratch.remove());
  const file = (name: string, text: string): string => {
    writeFileSync(join(scratch.dir, name), text);
    return join(scratch.dir, name);
  };

  it("maps testlib's exits: 0 AC, 1 WA, 2/4/8 PE, 7 points WA, FAIL (3) and the rest IE", () => {
    expect([0, 1, 2, 4, 8].map((code) => testlibVerdict(code)?.verdict)).toEqual(["AC", "WA", "PE", "PE", "PE"]);
    expect(testlibVerdict(7)).toEqual({ verdict: "WA", points: true });
    expect([3, 5, 6, 16, 42, null].map((code) => testlibVerdict(code))).toEqual([undefined, undefined, undefined, undefined, undefined, undefined]);
  });

  it("runs testlib's yesno built with the vendored testlib.h: AC, WA, PE by the output, IE when it FAILs on the answer", async () => {
    const folder = join(scratch.dir, "yesno");
    mkdirSync(folder);
    writeFileSync(join(folder, "checker.cpp"), YESNO);
    const validator = await prepareTestlibChecker(join(folder, "checker.cpp"), true);
    const input = file("case.in", "1\n");
    const judge = (output: string, answer: string, label: string) =>
      runTestlibChecker({ validator, inputPath: input, outputPath: file(`${label}.out`, output), answerPath: file(`${label}.ans`, answer), workDir: scratch.dir, label });
    expect(await judge("yes\n", "YES\n", "ok")).toEqual({ verdict: "AC", message: "ok answer is YES" });
    expect(await judge("NO\n", "YES\n", "wa")).toEqual({ verdict: "WA", message: "wrong answer expected YES, found NO" });
    // The output is argv[2] and the answer argv[3]: swapped, "maybe" would be the answer, and yesno would FAIL.
    expect(await judge("maybe\n", "YES\n", "pe")).toEqual({ verdict: "PE", message: "wrong output format YES or NO expected, but MAYBE found" });
    const failed = await judge("YES\n", "maybe\n", "fail");
    expect(failed.verdict).toBe("IE");
    expect(failed.message).toMatch(/^the testlib checker .*checker\.cpp FAILed \(exit 3\); .*FAIL YES or NO expected in answer, but MAYBE found$/);
    // testlib names the file it failed on by its path: the sandbox's /dev/fd/7 is said as what it is.
    expect((await judge("YES\n", "", "empty")).message).toMatch(/FAIL Unexpected end of file - token expected \(answer\)$/);
  });

  // new --judge polygon: checker testlib and a checker.cpp to start from, which builds with the vendored testlib.h and
  // compares tokens (a problem from Polygon had checker: testlib and nothing to run).
  it("new --judge polygon writes checker: testlib and a token checker.cpp that judges AC and WA", async () => {
    const project = makeTempProject();
    try {
      const made = await inProject(project.root, () => scaffoldProblem({ id: "pg", judge: "polygon" }));
      expect(made.checker?.checker).toBe("testlib");
      expect(readFileSync(join(project.root, "problems/pg/problem.yaml"), "utf8")).toMatch(/^checker: testlib$/m);
      const validator = await prepareTestlibChecker(join(project.root, "problems/pg/checker.cpp"), true);
      const input = file("pg.in", "1 2\n");
      const judge = (output: string, label: string) => runTestlibChecker({ validator, inputPath: input, outputPath: file(`${label}.out`, output), answerPath: file("pg.ans", "3 four\n"), workDir: scratch.dir, label });
      expect(await judge("3\n  four", "pg-ok")).toEqual({ verdict: "AC", message: "ok 2 tokens" });
      expect((await judge("3 five\n", "pg-wa")).message).toMatch(/token 2 differs: expected four, found five/);
      expect((await judge("3\n", "pg-short")).verdict).toBe("WA");
      expect((await judge("3 four 5\n", "pg-long")).message).toMatch(/goes on after the answer's 2 tokens/);
    } finally {
      project.remove();
    }
  });

  it("uses the problem folder's own testlib.h over the vendored one", async () => {
    const folder = join(scratch.dir, "own");
    mkdirSync(folder);
    writeFileSync(join(folder, "testlib.h"), "#define OWN_TESTLIB 1\n");
    writeFileSync(join(folder, "checker.cpp"), '#include "testlib.h"\n#include <cstdio>\nint main() { std::fputs("ok own header\\n", stderr); return OWN_TESTLIB - 1; }\n');
    const validator = await prepareTestlibChecker(join(folder, "checker.cpp"), true);
    const answer = file("own.ans", "x\n");
    expect(await runTestlibChecker({ validator, inputPath: answer, outputPath: answer, answerPath: answer, workDir: scratch.dir, label: "own" })).toEqual({ verdict: "AC", message: "ok own header" });
  });

  it("a checker gets the input and the answer read-only: one that writes them changes nothing", async () => {
    const folder = join(scratch.dir, "hostile");
    mkdirSync(folder);
    writeFileSync(join(folder, "testlib.h"), "\n");
    writeFileSync(join(folder, "checker.cpp"), '#include <cstdio>\nint main(int, char** v) { for (int i = 1; i <= 3; i += 2) if (FILE* f = std::fopen(v[i], "w")) { std::fputs("forged\\n", f); std::fclose(f); } return 0; }\n');
    const validator = await prepareTestlibChecker(join(folder, "checker.cpp"), true);
    const [input, answer] = [file("kept.in", "1\n"), file("kept.ans", "YES\n")];
    await runTestlibChecker({ validator, inputPath: input, outputPath: file("kept.out", "YES\n"), answerPath: answer, workDir: scratch.dir, label: "hostile" });
    expect([readFileSync(input, "utf8"), readFileSync(answer, "utf8")]).toEqual(["1\n", "YES\n"]);
  });

  it("judge: checker: testlib in problem.yaml builds problems/<id>/checker.cpp and shows its message per case", async () => {
    const made = makeProject({
      ...ECHO_PROBLEM,
      "problems/echo/problem.yaml": "title: Echo\ntimeLimitMs: 1000\nmemoryLimitMiB: 64\nchecker: testlib\n",
      "problems/echo/checker.cpp": YESNO,
      "cases/echo/1.in": "YES\n",
      "cases/echo/1.out": "YES\n",
      "solutions/echo/no.ts": 'process.stdout.write("NO\\n");\n',
    });
    try {
      const echo = await judgeJson(["echo"], { env: { STONEBENCH_ROOT: made.root } });
      const no = await judgeJson(["echo", "--solution", join(made.root, "solutions/echo/no.ts")], { env: { STONEBENCH_ROOT: made.root } });
      expect(echo.report?.cases[0]).toMatchObject({ verdict: "AC", message: "ok answer is YES" });
      expect(no.report?.cases[0]).toMatchObject({ verdict: "WA", message: "wrong answer expected YES, found NO" });
    } finally {
      made.cleanup();
    }
  });

  it("judge --checker testlib without problems/<id>/checker.cpp: exit 2, naming the file and the protocol", async () => {
    const made = makeProject(ECHO_PROBLEM);
    try {
      const { exitCode, stderr } = await judgeJson(["echo", "--checker", "testlib"], { env: { STONEBENCH_ROOT: made.root } });
      expect(exitCode).toBe(2);
      expect(stderr).toContain('The checker is "testlib" but problems/echo/checker.cpp does not exist');
      expect(stderr).toContain("checker <input> <output> <answer>");
    } finally {
      made.cleanup();
    }
  });
});

describe("testlib validators: problems/<id>/validator.cpp, registerValidation, exit 0 valid", () => {
  it("validate runs testlib's nval on every case and on --in, with testlib's message for an invalid input", async () => {
    const made = makeProject({
      "problems/nums/problem.yaml": "title: Numbers\ntimeLimitMs: 1000\nmemoryLimitMiB: 64\n",
      "problems/nums/validator.cpp": readFileSync(join(repoRoot, "test", "fixtures", "testlib", "validators", "nval.cpp"), "utf8"),
      "cases/nums/1.in": "3\n1 2 -3\n",
      "cases/nums/1.out": "0\n",
      "cases/nums/2.in": "0\n\n",
      "cases/nums/2.out": "0\n",
      "mine.in": "2\n5 6\n",
    });
    try {
      const all = await runCommand("validate", ["nums"], { env: { STONEBENCH_ROOT: made.root } });
      expect(all.exitCode).toBe(1);
      expect(all.stdout).toContain("✗ cases/nums/2.in: exit 3: FAIL Integer parameter [name=n] equals to 0, violates the range [1, 100000] (stdin, line 1)");
      expect(all.stdout).not.toContain("1.in");
      const one = await runCommand("validate", ["nums", "--in", join(made.root, "mine.in")], { env: { STONEBENCH_ROOT: made.root } });
      expect(one).toMatchObject({ exitCode: 0, stdout: "valid" });
      // case: an input the testlib validator rejects is refused, nothing written (it was taken unchecked); a valid one is added.
      writeFileSync(join(made.root, "bad.in"), "0\n\n");
      writeFileSync(join(made.root, "any.out"), "0\n");
      const bad = await runCommand("case", ["nums", "--in", join(made.root, "bad.in"), "--out", join(made.root, "any.out")], { env: { STONEBENCH_ROOT: made.root } });
      expect(bad.exitCode, bad.stdout + bad.stderr).toBe(2);
      expect(bad.stderr).toMatch(/violates the range \[1, 100000\]/);
      expect(bad.stderr).toMatch(/validator\.cpp; nothing was written/);
      const good = await runCommand("case", ["nums", "--in", join(made.root, "mine.in"), "--out", join(made.root, "any.out")], { env: { STONEBENCH_ROOT: made.root } });
      expect(good.exitCode, good.stderr).toBe(0);
      expect(readdirSync(join(made.root, "cases", "nums")).sort()).toEqual(["1.in", "1.out", "2.in", "2.out", "3.in", "3.out"]);
    } finally {
      made.cleanup();
    }
  });

  it("make-cases and stress with a generator program check their inputs with it: an invalid one is refused, nothing written", async () => {
    const nval = readFileSync(join(repoRoot, "test", "fixtures", "testlib", "validators", "nval.cpp"), "utf8");
    const made = makeProject({
      "problems/nums/problem.yaml": "title: Numbers\ntimeLimitMs: 1000\nmemoryLimitMiB: 64\n",
      "problems/nums/validator.cpp": nval,
      // The second recipe breaks the constraint n ≥ 1; its expected output comes from second-method.py.
      "problems/nums/cases.ts": "export const caseRecipes = [{ name: '01-ok', input: '2\\n5 6\\n' }, { name: '02-empty', input: '0\\n\\n' }];\n",
      "solutions/nums/main.py": "import sys\nprint(sum(map(int, sys.stdin.read().split()[1:])))\n",
      "solutions/nums/second-method.py": "import sys\nprint(sum(map(int, sys.stdin.read().split()[1:])))\n",
      "gen.py": "print(0)\nprint()\n",
    });
    const env = { STONEBENCH_ROOT: made.root };
    try {
      const cases = await runCommand("make-cases", ["nums"], { env });
      expect(cases.exitCode, cases.stdout + cases.stderr).toBe(2);
      expect(cases.stderr).toMatch(/case recipe 02-empty: problems\/nums\/validator\.cpp rejects its input: exit 3: FAIL Integer parameter \[name=n\] equals to 0/);
      expect(readdirSync(join(made.root, "cases", "nums")).filter((name) => name.startsWith("02"))).toEqual([]);
      const stress = await runCommand("stress", ["nums", "--solution", join(made.root, "solutions/nums/main.py"), "--against", join(made.root, "solutions/nums/second-method.py"), "--gen", join(made.root, "gen.py"), "--count", "3"], { env, timeoutMs: 180_000 });
      expect(stress.exitCode, stress.stdout + stress.stderr).toBe(2);
      expect(stress.stderr).toMatch(/made an invalid input with `gen\.py \d+ large`: the problem's testlib validator rejects it: exit 3: FAIL Integer parameter \[name=n\] equals to 0/);
    } finally {
      made.cleanup();
    }
  });
});

describe("testlib generators: gen <args>, registerGen seeds from the arguments", () => {
  it("a C++ generator that includes testlib.h builds with the vendored one and prints the same case for the same args", async () => {
    const scratch = makeTempDir("testlib-gen");
    try {
      const gen = await generatorProgram(join(repoRoot, "test", "fixtures", "testlib", "generators", "igen.cpp"), scratch.dir);
      const [one, again, three] = [await gen.run(["1"]), await gen.run(["1"]), await gen.run(["3"])];
      expect(one).toMatch(/^\d+\n$/);
      expect(again).toBe(one);
      expect(three).not.toBe(one);
    } finally {
      scratch.remove();
    }
  });
});
