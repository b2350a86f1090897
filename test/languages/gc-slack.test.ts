import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { judgeCases } from "../../src/judge/judge-cases";
import { planJudge } from "../../src/judge/plan-judge";
import { inProject, makeTempProject, writeFiles } from "../authoring/helpers/temp-project";
import { missingToolchain } from "./language-fixtures";

// A garbage-collected runtime's collector may hold garbage before it collects: PyPy makes no major collection below
// PYPY_GC_MIN (8 × the nursery, 32 MB with our 4 MB one), V8 grows its young generation to 16 MiB semi-spaces on a
// machine with gigabytes of memory. Either alone put a program that keeps almost nothing past a limit of 32 MiB above
// the baseline: MLE for a streaming solution (hdu2177 in PyPy, hdu2176 in TypeScript). Each program below churns
// through hundreds of MB of short-lived strings while keeping under 1 MB, judged under 24 MiB: AC. The hog beside it
// keeps 48 MB alive: MLE still.
const CHURN_PY = `import sys
a, b = map(int, sys.stdin.read().split())
odd = 0
for i in range(3000):
    chunk = "\\n".join(str(i * 1000 + j) for j in range(10000))
    odd += len(chunk) & 1
print(a + b + odd * 0)
`;
const HOG_PY = `import sys
a, b = map(int, sys.stdin.read().split())
kept = [str(i) * 4 for i in range(1000000)]
print(a + b + len(kept) * 0)
`;
const CHURN_JS = `const [a, b] = require("fs").readFileSync(0, "utf8").trim().split(/\\s+/).map(Number);
let odd = 0;
for (let i = 0; i < 30_000_000; i++) { const pair = [i, i + 3]; odd ^= \`\${pair[0]} \${pair[1]}\`.length & 1; }
console.log(a + b + odd * 0);
`;
const HOG_JS = `const [a, b] = require("fs").readFileSync(0, "utf8").trim().split(/\\s+/).map(Number);
const kept = [];
for (let i = 0; i < 1_000_000; i++) kept.push({ i, s: String(i) });
console.log(a + b + kept.length * 0);
`;

describe("garbage a collector has not yet collected is not a solution's memory", () => {
  let project: { root: string; remove(): void };
  let pythonMissing: string | undefined;
  beforeAll(async () => {
    pythonMissing = await missingToolchain("python");
    project = makeTempProject();
    writeFiles(project.root, {
      "problems/churn/problem.yaml": "title: Churn\ntimeLimitMs: 10000\nmemoryLimitMiB: 24\noutputLimitMiB: 1\nchecker: tokens\n",
      "problems/churn/statement.md": "# Churn\n",
      "cases/churn/1.in": "2 3\n",
      "cases/churn/1.out": "5\n",
      "churn.py": CHURN_PY,
      "hog.py": HOG_PY,
      "churn.js": CHURN_JS,
      "hog.js": HOG_JS,
    });
  });
  afterAll(() => project.remove());

  const judge = (file: string) => inProject(project.root, () => judgeCases(planJudge("churn", { solution: `${project.root}/${file}` })));

  for (const [file, verdict] of [["churn.py", "AC"], ["hog.py", "MLE"], ["churn.js", "AC"], ["hog.js", "MLE"]] as const) {
    it(`${file}: ${verdict}`, async (context) => {
      if (file.endsWith(".py") && pythonMissing) return context.skip();
      const report = await judge(file);
      const result = report.cases[0]!;
      expect(result.verdict, `${result.message} (peak ${result.memoryKiB} KiB)`).toBe(verdict);
    });
  }
});
