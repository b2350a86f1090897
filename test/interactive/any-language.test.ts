import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { judgeCases } from "../../src/judge/judge-cases";
import { planJudge } from "../../src/judge/plan-judge";
import { inProject, makeTempProject, runCommand } from "../authoring/helpers/temp-project";
import { missingToolchain } from "../languages/language-fixtures";
import { writeDoubleProblem } from "./double-problem";

// Both sides of an interactive problem in any language: an interactor.py (built by its executor, run in a box with
// its private feedback folder) against solutions in C++ and Python (each boxed too), and against TypeScript.

const INTERACTOR = `import sys
n = int(open(sys.argv[1]).read())
feedback = sys.argv[3]
print(n, flush=True)
line = sys.stdin.readline().strip()
if line != str(2 * n):
    open(feedback + "judgemessage.txt", "w").write("expected %d, got %r" % (2 * n, line))
    sys.exit(43)
sys.exit(42)
`;

const SOLUTIONS: Record<string, [string, string, string]> = {
  cpp: ["double.cpp", '#include <cstdio>\nint main() { long long n; std::scanf("%lld", &n); std::printf("%lld\\n", 2 * n); std::fflush(stdout); }\n', "AC"],
  python: ["double.py", "n = int(input())\nprint(2 * n, flush=True)\n", "AC"],
  typescript: ["double.ts", 'process.stdin.once("data", (data) => { process.stdout.write(`${2 * Number(String(data).trim())}\\n`); process.exit(0); });\n', "AC"],
  "python-wrong": ["triple.py", "n = int(input())\nprint(3 * n, flush=True)\n", "WA"],
};

describe("an interactive problem whose interactor is Python, against solutions in several languages", () => {
  let root = "";
  let remove = () => undefined as void;
  const missing: Record<string, string | undefined> = {};
  beforeAll(async () => {
    const project = makeTempProject();
    root = project.root;
    remove = project.remove;
    writeDoubleProblem(root, INTERACTOR, 2000);
    for (const [name, n] of [["1", 21], ["2", 1000000]] as const) {
      writeFileSync(join(root, `cases/double/${name}.in`), `${n}\n`);
      writeFileSync(join(root, `cases/double/${name}.out`), "");
    }
    for (const id of ["cpp", "python"]) missing[id] = await missingToolchain(id);
  });
  afterAll(() => remove());

  for (const [key, [file, text, verdict]] of Object.entries(SOLUTIONS)) {
    it(`${file}: ${verdict}`, async (context) => {
      const id = key.replace("-wrong", "");
      if (missing.python || missing[id]) {
        console.warn(`test/interactive/any-language: ${file} skipped: ${missing.python ?? missing[id]}`);
        return context.skip();
      }
      writeFileSync(join(root, file), text);
      const report = await inProject(root, () => judgeCases(planJudge("double", { solution: join(root, file) })));
      expect(report.cases.map((result) => result.verdict), report.cases.map((result) => result.message).join("\n")).toEqual([verdict, verdict]);
      if (verdict === "WA") expect(report.cases[0]?.message).toMatch(/expected 42, got '63'/);
    });
  }
});

// A setter's interactor.py with a bug of its own was IE "exited with 1 …: IndexError: list index out of range" with
// no word of where (its stderr is not shown as a solution's is): the traceback's innermost line is named.
describe("an interactor.py that crashes", () => {
  it("is IE naming the exception and the interactor's line", async (context) => {
    if (await missingToolchain("python")) return context.skip();
    const project = makeTempProject();
    try {
      writeDoubleProblem(project.root, "import sys\n\ndef read():\n    return open(sys.argv[1]).read().split()[5]\n\nn = int(read())\nsys.exit(42)\n", 2000);
      writeFileSync(join(project.root, "cases/double/1.in"), "21\n");
      writeFileSync(join(project.root, "cases/double/1.out"), "");
      writeFileSync(join(project.root, "double.py"), "print(2 * int(input()), flush=True)\n");
      const report = await inProject(project.root, () => judgeCases(planJudge("double", { solution: join(project.root, "double.py") })));
      expect(report.cases[0]?.verdict).toBe("IE");
      expect(report.cases[0]?.message).toMatch(/exited with 1, not 42 \(accept\) or 43 \(reject\): IndexError: list index out of range \(interactor\.py, line 4\)$/);
    } finally {
      project.remove();
    }
  });
});

// stress took problems/<id>/interactor.ts only: a problem whose interactor is interactor.py (judged by judge and
// verify) stopped with "problems/<id>/interactor.ts does not exist".
describe("stress of an interactive problem whose interactor is Python", () => {
  it("plays the solution against interactor.py and finds a wrong one", async (context) => {
    if (await missingToolchain("python")) return context.skip();
    const project = makeTempProject();
    try {
      writeDoubleProblem(project.root, INTERACTOR, 2000);
      writeFileSync(join(project.root, "problems/double/gen.py"), "import sys, random\nprint(random.Random(int(sys.argv[1])).randint(1, 1000))\n");
      mkdirSync(join(project.root, "solutions/double"), { recursive: true });
      writeFileSync(join(project.root, "solutions/double/main.py"), "n = int(input())\nprint(2 * n, flush=True)\n");
      writeFileSync(join(project.root, "triple.py"), "n = int(input())\nprint(3 * n, flush=True)\n");
      const cache = join(project.root, "..", "cache");
      const right = await runCommand("stress", ["double", "--count", "3"], { root: project.root, cacheDir: cache, timeoutMs: 120_000 });
      expect(right.code, right.stderr).toBe(0);
      expect(right.stdout).toMatch(/against problems\/double\/interactor\.py/);
      const wrong = await runCommand("stress", ["double", "--solution", join(project.root, "triple.py"), "--count", "3"], { root: project.root, cacheDir: cache, timeoutMs: 120_000 });
      expect(wrong.code, wrong.stderr).toBe(1);
      expect(wrong.stdout).toMatch(/WA: .*expected \d+, got '\d+'/);
    } finally {
      project.remove();
    }
  }, 150_000);
});

// export of an interactive problem whose interactor is interactor.py said "problems/<id>/interactor.ts does not exist,
// so the package has no interactor" and wrote a package without one.
describe("export of an interactive problem whose interactor is Python", () => {
  it("writes interactor.py as the package's output validator, the problem interactive", async () => {
    const project = makeTempProject();
    try {
      writeDoubleProblem(project.root, INTERACTOR, 2000);
      writeFileSync(join(project.root, "cases/double/1.in"), "21\n");
      writeFileSync(join(project.root, "cases/double/1.out"), "");
      mkdirSync(join(project.root, "solutions/double"), { recursive: true });
      writeFileSync(join(project.root, "solutions/double/main.py"), "n = int(input())\nprint(2 * n, flush=True)\n");
      const out = join(project.root, "pkg");
      const exported = await runCommand("export", ["double", "--kattis", out], { root: project.root, cacheDir: join(project.root, "..", "cache"), timeoutMs: 120_000 });
      expect(exported.code, exported.stderr).toBe(0);
      expect(exported.stdout).not.toMatch(/no interactor/);
      expect(readFileSync(join(out, "output_validator/double_validator/interactor.py"), "utf8")).toBe(INTERACTOR);
      expect(readFileSync(join(out, "problem.yaml"), "utf8")).toMatch(/^type: interactive$/m);
    } finally {
      project.remove();
    }
  }, 150_000);
});
