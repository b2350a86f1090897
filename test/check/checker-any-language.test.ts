import { existsSync, rmSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { runCommand, tempProjectPerTest, writeFiles } from "../authoring/helpers/temp-project";
import { missingToolchain } from "../languages/language-fixtures";

// A problem with several right answers: a setter wrote checker.py (Kattis's protocol, as interactor.py is taken) with
// checker: custom, and judge stopped with 'The checker is "custom" but problems/<id>/checker.ts does not exist'. A
// checker.<ext> in any language is now the custom checker, and export makes it the package's output validator.

const CHECKER = `import sys
a = list(map(int, open(sys.argv[1]).read().split()))[1:]
best = int(open(sys.argv[2]).read())
out = sys.stdin.read().split()
if len(out) == 2 and 1 <= int(out[0]) < int(out[1]) <= len(a) and a[int(out[0]) - 1] + a[int(out[1]) - 1] == best:
    sys.exit(42)
open(sys.argv[3] + "/judgemessage.txt", "w").write("not a pair of the largest sum")
sys.exit(43)
`;

describe("a custom checker in Python (checker.py)", () => {
  const project = tempProjectPerTest();
  it("judges each right answer AC and a wrong one WA; export writes it as the output validator", async (context) => {
    if (await missingToolchain("python")) return context.skip();
    writeFiles(project.root, {
      "problems/pair/problem.yaml": "title: Pair\ntimeLimitMs: 2000\nmemoryLimitMiB: 256\nchecker: custom\n",
      "problems/pair/statement.md": "# Pair\n",
      "problems/pair/checker.py": CHECKER,
      "cases/pair/01.in": "4\n5 5 5 1\n",
      "cases/pair/01.out": "10\n",
      "solutions/pair/main.py": "print(1, 2)\n",
      "other.py": "print(2, 3)\n",
      "wrong.py": "print(1, 4)\n",
    });
    const main = await runCommand("judge", ["pair"], { ...project, timeoutMs: 60_000 });
    expect(main.code, main.stderr).toBe(0);
    expect(main.stdout).toMatch(/checker custom/);
    const other = await runCommand("judge", ["pair", "--solution", join(project.root, "other.py")], { ...project, timeoutMs: 60_000 });
    expect(other.code, other.stderr).toBe(0);
    const wrong = await runCommand("judge", ["pair", "--solution", join(project.root, "wrong.py")], { ...project, timeoutMs: 60_000 });
    expect(wrong.code).toBe(1);
    expect(wrong.stdout).toMatch(/WA .*\n.*not a pair of the largest sum/);
    const out = join(project.root, "pkg");
    const exported = await runCommand("export", ["pair", "--kattis", out], { ...project, timeoutMs: 60_000 });
    expect(exported.code, exported.stderr).toBe(0);
    expect(existsSync(join(out, "output_validator/pair_validator/checker.py"))).toBe(true);
    // Without any checker, the error says a checker may be in any language.
    rmSync(join(project.root, "problems/pair/checker.py"));
    const none = await runCommand("judge", ["pair"], { ...project, timeoutMs: 60_000 });
    expect(none.code).toBe(2);
    expect(none.stderr).toMatch(/checker\.ts does not exist\nhint: write the checker \(in any language: checker\.ts, checker\.py, checker\.cpp/);
  }, 120_000);
});
