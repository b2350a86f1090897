import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { makeTempDir, runCommand, tempProjectPerTest, writeFiles } from "../authoring/helpers/temp-project";

// BAPCtools' packages may carry their secret cases only as generators/generators.yaml's recipe (its identity test
// problem has data/sample and no data/secret): importing only the samples without a word made a judge on five
// samples look like the whole package. Hand-made, in our own words: print the number back.
const files = (withSecret: boolean): Record<string, string> => ({
  "problem.yaml": "problem_format_version: 2023-07-draft\nname: Echo\n",
  "statement/problem.en.md": "Print the number.\n",
  "data/sample/1.in": "4\n",
  "data/sample/1.ans": "4\n",
  ...(withSecret ? { "data/secret/1.in": "7\n", "data/secret/1.ans": "7\n" } : {}),
  "generators/generators.yaml": "data:\n  sample:\n    data:\n      - '1': stdout.py 4\n  secret:\n    data:\n      - '1': stdout.py 7\n",
  "submissions/accepted/echo.py": "print(input())\n",
});

describe("import: secret cases only in generators.yaml", () => {
  const project = tempProjectPerTest();
  const run = (args: string[]) => runCommand("import", args, { root: project.root, cacheDir: project.cacheDir, timeoutMs: 240_000 });

  it("says the secret cases are not in data/, and says nothing once they are", async () => {
    const scratch = makeTempDir("generated-secret");
    try {
      writeFiles(join(scratch.dir, "echo"), files(false));
      const recipeOnly = await run([join(scratch.dir, "echo")]);
      expect(recipeOnly.code, recipeOnly.stdout + recipeOnly.stderr).toBe(0);
      expect(recipeOnly.stdout + recipeOnly.stderr).toMatch(/generators\.yaml describes cases that data\/secret does not hold .*bt generate/);

      writeFiles(join(scratch.dir, "echo2"), files(true));
      const generated = await run([join(scratch.dir, "echo2")]);
      expect(generated.code, generated.stdout + generated.stderr).toBe(0);
      expect(generated.stdout + generated.stderr).not.toContain("generators.yaml describes");
    } finally {
      scratch.remove();
    }
  }, 300_000);
});
