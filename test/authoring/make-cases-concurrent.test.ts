import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { runCommand, tempProjectPerTest, writeFiles } from "./helpers/temp-project";
import { missingToolchain } from "../languages/language-fixtures";

// Two make-cases at once on one problem (--case slow, --case fast: a setter making cases in two terminals) each wrote
// back the whole manifest.json they had read at their start, so the one that ended last dropped the other's case: its
// files were written but its oracle was on record no more. Each now merges its entries into the manifest on disk.

describe("two make-cases at once", () => {
  const project = tempProjectPerTest();
  it("both cases are recorded in manifest.json", async (context) => {
    if (await missingToolchain("python")) return context.skip();
    writeFiles(project.root, {
      "problems/two/problem.yaml": "title: Two\ntimeLimitMs: 1000\nmemoryLimitMiB: 64\nchecker: tokens\n",
      "problems/two/statement.md": "# Two\n",
      "problems/two/cases.ts": 'export const caseRecipes = [{ name: "01-slow", input: "3\\n" }, { name: "02-fast", input: "1\\n" }];\n',
      // The oracle takes a few seconds on 3: the fast command starts, records its case and ends meanwhile.
      "solutions/two/brute.py": "import time\nn = int(input())\nif n == 3:\n    time.sleep(4)\nprint(n * 2)\n",
      "solutions/two/main.py": "print(int(input()) * 2)\n",
    });
    const options = { ...project, timeoutMs: 120_000 };
    const [slow, fast] = await Promise.all([
      runCommand("make-cases", ["two", "--oracle", "brute", "--case", "01-slow"], options),
      runCommand("make-cases", ["two", "--oracle", "brute", "--case", "02-fast"], options),
    ]);
    expect(slow.code, slow.stderr).toBe(0);
    expect(fast.code, fast.stderr).toBe(0);
    const manifest = JSON.parse(readFileSync(join(project.root, "cases/two/manifest.json"), "utf8")) as { cases: Record<string, { oracle: string }> };
    expect(Object.keys(manifest.cases).sort()).toEqual(["01-slow", "02-fast"]);
    expect(manifest.cases["02-fast"]?.oracle).toBe("brute");
  }, 150_000);
});
