import { afterAll, describe, expect, it } from "vitest";
import { makeTempDir, runCommand, tempProjectPerTest, writeFiles } from "../authoring/helpers/temp-project";
import { missingToolchain } from "../languages/language-fixtures";

// A new problem with validate.ts and a generator program (gen.py) but no gen.ts: stress's counterexample was printed
// as "[object Object]" and both sides were run on that text (RE), since the validator's parsed instances were joined
// back into an input with nothing to format them. The checked input must stay whole, as printed by the generator.

const cache = makeTempDir("program-gen-cache");
afterAll(() => cache.remove());

describe("stress with gen.py and validate.ts, without gen.ts", { timeout: 180_000 }, () => {
  const project = tempProjectPerTest();
  it("reports the generator's own input, and both sides' real outputs on it", async (context) => {
    const missing = await missingToolchain("python");
    if (missing) return context.skip();
    writeFiles(project.root, {
      "problems/mp/problem.yaml": "title: Max pair\ntimeLimitMs: 2000\nmemoryLimitMiB: 256\nchecker: tokens\n",
      "problems/mp/statement.md": "# Max pair\n",
      "problems/mp/validate.ts": [
        'import type { InputReader } from "../../src/problem-kit/input-reader";',
        "export function parseInput(reader: InputReader): { values: number[] }[] {",
        "  reader.strict = true;",
        '  const n = reader.readInt(2, 100, "n");',
        "  reader.readEoln();",
        "  const values: number[] = [];",
        "  for (let i = 0; i < n; i++) {",
        "    if (i > 0) reader.readSpace();",
        '    values.push(reader.readInt(-10, 10, "a"));',
        "  }",
        "  reader.readEoln();",
        "  reader.readEof();",
        "  return [{ values }];",
        "}",
        "",
      ].join("\n"),
      "problems/mp/gen.py": "import sys, random\nr = random.Random(int(sys.argv[1]))\nn = r.randint(2, 6)\nprint(n)\nprint(' '.join(str(r.randint(-10, 10)) for _ in range(n)))\n",
      // Wrong: the largest value twice. Right: the best of every pair.
      "solutions/mp/main.py": "d = open(0).read().split()\nprint(2 * max(map(int, d[1:])))\n",
      "solutions/mp/brute.py": "d = open(0).read().split()\na = list(map(int, d[1:]))\nprint(max(a[i] + a[j] for i in range(len(a)) for j in range(i + 1, len(a))))\n",
    });
    const run = await runCommand("stress", ["mp", "--seed", "4", "--count", "40"], { root: project.root, cacheDir: cache.dir, timeoutMs: 150_000 });
    expect(run.code, run.stderr + run.stdout).toBe(1);
    expect(run.stdout).not.toMatch(/object Object|RE:/);
    // The input shown is what gen.py printed: n, then n values; each side's answer is a number.
    const input = /input:\n((?:\s+│.*\n)+)/.exec(run.stdout)?.[1]?.split("\n").map((line) => line.replace(/^\s+│ ?/, "")).filter(Boolean);
    expect(input, run.stdout).toHaveLength(2);
    expect(input![1]!.split(" ")).toHaveLength(Number(input![0]));
    const values = input![1]!.split(" ").map(Number).sort((a, b) => b - a);
    expect(run.stdout).toContain(`solutions/mp/brute.py:\n    │ ${values[0]! + values[1]!}\n`);
    expect(run.stdout).toContain(`solutions/mp/main.py:\n    │ ${2 * values[0]!}\n`);
  });
});
