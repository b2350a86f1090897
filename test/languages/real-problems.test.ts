import { describe, expect, it } from "vitest";
import { judgeJson } from "../helpers/cli";
import { missingToolchain } from "./language-fixtures";

// The problems' own judges take C++ (HDU, POJ), so every problem's C++ solution is judged through the command a user
// types, and hdu1527 in Python and Java too, with the compiler named. Here on the sample: every case of each is judged
// by `npm run verify <id>` (test/e2e/verify-batch-problems.test.ts), and the README's and docs/languages.md's examples
// judge hdu2516 in C++ and hdu1527 in Python and Java on every case (test/docs/docs-examples.test.ts). The expected
// outputs come from each problem's oracles (docs/problems.md), not from these solutions.
const missing = { cpp: await missingToolchain("cpp"), python: await missingToolchain("python"), java: await missingToolchain("java") };
for (const [id, why] of Object.entries(missing)) if (why) console.warn(`test/languages/real-problems: ${id} skipped: ${why}`);

describe("real problems in other languages, through npm run judge", () => {
  const runs: [string, string, keyof typeof missing, RegExp][] = [
    ["hdu2516", "solutions/hdu2516/cpp/main.cpp", "cpp", /^g\+\+ /],
    ["hdu1527", "solutions/hdu1527/cpp/main.cpp", "cpp", /^g\+\+ /],
    ["hdu1846", "solutions/hdu1846/cpp/main.cpp", "cpp", /^g\+\+ /],
    ["hdu2176", "solutions/hdu2176/cpp/main.cpp", "cpp", /^g\+\+ /],
    ["hdu2177", "solutions/hdu2177/cpp/main.cpp", "cpp", /^g\+\+ /],
    ["hdu1527", "solutions/hdu1527/py/main.py", "python", /^Python 3\./],
    ["hdu1527", "solutions/hdu1527/java/Main.java", "java", /^javac \d+/],
  ];
  for (const [problem, solution, language, version] of runs) {
    it.skipIf(missing[language] !== undefined)(`${problem} with ${solution}: the sample AC, the compiler named`, async () => {
      const { exitCode, report, stderr } = await judgeJson([problem, "--solution", solution, "--case", "01-sample"]);
      expect(report?.cases.map((result) => result.name)).toEqual(["01-sample"]);
      expect(report?.cases.filter((result) => result.verdict !== "AC"), stderr).toEqual([]);
      expect(report?.summary.verdict).toBe("AC");
      expect(exitCode).toBe(0);
      const named = report as unknown as { language: { id: string; compiler?: { version: string } } };
      expect(named.language.id).toBe(language);
      expect(named.language.compiler?.version).toMatch(version);
    });
  }
});
