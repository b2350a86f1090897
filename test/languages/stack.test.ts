import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { judgeCases } from "../../src/judge/judge-cases";
import { planJudge } from "../../src/judge/plan-judge";
import { inProject } from "../authoring/helpers/temp-project";
import { missingToolchain, sumProject } from "./language-fixtures";

// The stack: as large as the memory limit by default (as Codeforces and Kattis give), per problem (stackLimitMiB in
// problem.yaml) and per language (stackMiB in languages.yaml); an overflow is RE that says so and names the setting.

// A recursion `depth` deep (its depth is read from the input: no compiler folds it away), printing a + b at the end.
const DEEP: Record<string, { file: string; text: string }> = {
  cpp: {
    file: "deep.cpp",
    // The call's result picks an element of the frame's own array: no compiler turns this into a loop.
    text: '#include <cstdio>\nlong long down(long long n) { volatile char local[64]; for (int i = 0; i < 64; i++) local[i] = 1; if (n == 0) return 0; long long r = down(n - 1); return r + local[(r + n) % 64]; }\nint main() { long long a, b; std::scanf("%lld %lld", &a, &b); long long depth = (a + b) * 200000; std::printf("%lld\\n", down(depth) - depth + a + b); }\n',
  },
  typescript: {
    file: "deep.ts",
    text: 'import { readFileSync } from "node:fs";\nconst [a, b] = readFileSync(0, "utf8").trim().split(/\\s+/).map(Number) as [number, number];\nconst down = (n: number): number => (n === 0 ? 0 : 1 + down(n - 1));\nconst depth = (a + b) * 40000;\nprocess.stdout.write(`${down(depth) - depth + a + b}\\n`);\n',
  },
  java: {
    file: "Deep.java",
    text: "import java.util.Scanner;\npublic class Deep { static long down(long n) { return n == 0 ? 0 : 1 + down(n - 1); }\n  public static void main(String[] args) { Scanner in = new Scanner(System.in); long a = in.nextLong(), b = in.nextLong(); long depth = (a + b) * 40000; System.out.println(down(depth) - depth + a + b); } }\n",
  },
};

describe("the stack: a default like the big judges', per problem and per language, and an overflow named", () => {
  let project: { root: string; remove(): void };
  const missing: Record<string, string | undefined> = {};
  beforeAll(async () => {
    project = sumProject();
    for (const id of ["cpp", "java"]) missing[id] = await missingToolchain(id);
  });
  afterAll(() => project.remove());
  const judge = (id: string, problemYaml: string) => {
    writeFileSync(join(project.root, "problems/sum/problem.yaml"), problemYaml);
    mkdirSync(join(project.root, "src"), { recursive: true });
    const path = join(project.root, "src", DEEP[id]!.file);
    writeFileSync(path, DEEP[id]!.text);
    return inProject(project.root, () => judgeCases(planJudge("sum", { solution: path })));
  };
  const LIMITS = "title: Sum\ntimeLimitMs: 2000\nmemoryLimitMiB: 256\n";

  for (const id of ["cpp", "typescript", "java"]) {
    it(`${id}: a deep recursion is AC with the default stack (the memory limit), RE naming stackLimitMiB with a 1 MiB stack`, async (context) => {
      if (missing[id]) {
        console.warn(`test/languages/stack: ${id} skipped: ${missing[id]}`);
        return context.skip();
      }
      const deep = await judge(id, LIMITS);
      expect(deep.summary.verdict, deep.cases[0]?.message).toBe("AC");
      const shallow = await judge(id, `${LIMITS}stackLimitMiB: 1\n`);
      expect(shallow.cases[0]?.verdict).toBe("RE");
      expect(shallow.cases[0]?.message).toMatch(/stack overflow|SIGSEGV/);
      expect(shallow.cases[0]?.message).toMatch(/the stack is 1 MiB.*stackLimitMiB in problem\.yaml/);
    });
  }

  it("per language: stackMiB in languages.yaml sets it where problem.yaml does not", async (context) => {
    if (missing.cpp) return context.skip();
    writeFileSync(join(project.root, "languages.yaml"), "cpp:\n  stackMiB: 1\n");
    try {
      const report = await judge("cpp", LIMITS);
      expect(report.cases[0]?.verdict).toBe("RE");
      expect(report.cases[0]?.message).toMatch(/the stack is 1 MiB/);
    } finally {
      writeFileSync(join(project.root, "languages.yaml"), "");
    }
  });
});
