import { rmSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { runCommand, tempProjectPerTest, writeFiles } from "../authoring/helpers/temp-project";

// A new user's slips: a main.cpp written into problems/<id>/ (the folder new printed first) was "Solution not found:
// solutions/<id>/main.ts … write solutions/<id>/main.ts", from judge, submit and stress alike (stress adding "check the
// path given to --solution", which was never given); a --solution typed man.ts or fib.PY beside main.ts or fib.py was
// "not found" with nothing of the file meant. No solution runs in these tests: each error comes before any build.
const PROBLEM = {
  "problems/sum/problem.yaml": "title: Sum\ntimeLimitMs: 1000\nmemoryLimitMiB: 64\nchecker: tokens\n",
  "problems/sum/statement.md": "# Sum\n",
  "cases/sum/01.in": "2 3\n",
  "cases/sum/01.out": "5\n",
};
const MAIN = "#include <cstdio>\nint main(){long long a,b;scanf(\"%lld %lld\",&a,&b);printf(\"%lld\\n\",a+b);}\n";

describe("a solution that is not where the command looks", () => {
  const project = tempProjectPerTest();

  it("a main in problems/<id>/ is named, with the move to make, by judge, submit and stress", async () => {
    writeFiles(project.root, { ...PROBLEM, "problems/sum/main.cpp": MAIN });
    for (const [command, extra] of [["judge", []], ["submit", []], ["stress", ["--count", "1"]]] as const) {
      const result = await runCommand(command, ["sum", ...extra], project);
      expect(result.code, `${command}: ${result.stderr}`).toBe(2);
      expect(result.stderr, command).toMatch(/Solution not found: solutions\/sum\/main\.ts, but problems\/sum\/main\.cpp is a main in the wrong folder/);
      expect(result.stderr, command).toMatch(/mv problems\/sum\/main\.cpp solutions\/sum\/main\.cpp/);
      expect(result.stderr, command).not.toMatch(/given to --solution|\n\s+at /);
    }
  });

  it("a main in cases/<id>/ is found too; with none anywhere the error is as before", async () => {
    writeFiles(project.root, { ...PROBLEM, "cases/sum/main.py": "print(sum(map(int, input().split())))\n" });
    const found = await runCommand("judge", ["sum"], project);
    expect(found.stderr).toMatch(/but cases\/sum\/main\.py is a main in the wrong folder/);
    rmSync(`${project.root}/cases/sum/main.py`);
    const none = await runCommand("judge", ["sum"], project);
    expect(none.code).toBe(2);
    expect(none.stderr).toMatch(/Solution not found: solutions\/sum\/main\.ts\nhint: problem "sum" exists; only its solution is missing/);
  });

  it("a --solution with a slip in its name offers the file beside it (judge, submit, stress)", async () => {
    writeFiles(project.root, { ...PROBLEM, "solutions/sum/main.cpp": MAIN, "mine/fib.py": "print(5)\n" });
    const typo = await runCommand("judge", ["sum", "--solution", `${project.root}/solutions/sum/man.cpp`], project);
    expect(typo.code).toBe(2);
    expect(typo.stderr).toMatch(/Solution not found: .*solutions\/sum\/man\.cpp; did you mean .*solutions\/sum\/main\.cpp\?/);
    const upper = await runCommand("submit", ["sum", "--solution", `${project.root}/mine/fib.PY`], project);
    expect(upper.code).toBe(2);
    expect(upper.stderr).toMatch(/Solution not found: .*mine\/fib\.PY; did you mean .*mine\/fib\.py\?/);
    const stress = await runCommand("stress", ["sum", "--solution", `${project.root}/solutions/sum/man.cpp`, "--count", "1"], project);
    expect(stress.code).toBe(2);
    expect(stress.stderr).toMatch(/did you mean .*solutions\/sum\/main\.cpp\?/);
    // Nothing near: no guess.
    const far = await runCommand("judge", ["sum", "--solution", `${project.root}/solutions/sum/zzzzzzzz.cpp`], project);
    expect(far.stderr).toMatch(/Solution not found: .*zzzzzzzz\.cpp\nhint:/);
  });

  it("any other path typed with a slip (case --in) offers the near file", async () => {
    writeFiles(project.root, { ...PROBLEM, "inputs/sample.in": "1 2\n" });
    const result = await runCommand("case", ["sum", "--in", `${project.root}/inputs/smaple.in`, "--out", `${project.root}/inputs/sample.in`], project);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/--in .*inputs\/smaple\.in does not exist; did you mean .*inputs\/sample\.in\?/);
  });

  it("a --solution typed from a subfolder (cases/<id>/) offers the problem's file, as typed from there", async () => {
    // Before: "Solution not found: cases/sum/main.cpp" alone, though solutions/sum/main.cpp was the file meant.
    writeFiles(project.root, { ...PROBLEM, "solutions/sum/main.cpp": MAIN, "solutions/sum/wrong/off.cpp": MAIN });
    const cwd = `${project.root}/cases/sum`;
    const bare = await runCommand("judge", ["sum", "--solution", "main.cpp"], { ...project, cwd });
    expect(bare.code).toBe(2);
    expect(bare.stderr).toMatch(/Solution not found: cases\/sum\/main\.cpp; did you mean \.\.\/\.\.\/solutions\/sum\/main\.cpp\?/);
    const fromRoot = await runCommand("judge", ["sum", "--solution", "solutions/sum/wrong/off.cpp"], { ...project, cwd });
    expect(fromRoot.stderr).toMatch(/did you mean \.\.\/\.\.\/solutions\/sum\/wrong\/off\.cpp\?/);
    const wrong = await runCommand("submit", ["sum", "--solution", "off.cpp"], { ...project, cwd });
    expect(wrong.stderr).toMatch(/did you mean \.\.\/\.\.\/solutions\/sum\/wrong\/off\.cpp\?/);
  });
});
