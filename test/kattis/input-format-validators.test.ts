import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { runCommand } from "../helpers/cli";
import { makeTempDir, makeTempProject, writeFiles } from "../authoring/helpers/temp-project";
import { missingToolchain } from "../languages/language-fixtures";

// input_format_validators/ is the legacy name of input_validators/, and problemtools still runs it (with a warning that
// the name is deprecated; it then ignores input_validators/). APS 2023's packages keep their validator there
// (mwhaITU/problemdesign, Grumlebob/KattisCheatyPetey: input_format_validators/validate.py). Import kept the folder
// among "kept as they were" and nothing ran it: validate said "no validator yet" and an input out of the package's
// own bounds went through. A package in our own words, in their shape: two numbers from 0 to 100, one secret input 200.
const PACKAGE: Record<string, string> = {
  "problem.yaml": "name: Sum\nsource: APS-like\nlimits:\n  time_multiplier: 2\n",
  ".timelimit": "1\n",
  "problem_statement/problem.en.tex": "\\problemname{Sum}\nAdd two numbers from 0 to 100.\n",
  "data/sample/1.in": "1 2\n",
  "data/sample/1.ans": "3\n",
  "data/secret/1.in": "5 7\n",
  "data/secret/1.ans": "12\n",
  "data/secret/2.in": "200 7\n",
  "data/secret/2.ans": "207\n",
  "input_format_validators/validate.py":
    "import sys\na, b = map(int, sys.stdin.readline().split())\nif not (0 <= a <= 100 and 0 <= b <= 100):\n    print(f'{a} or {b} is past 100')\n    sys.exit(43)\nsys.exit(42)\n",
  "submissions/accepted/sum.py": "a, b = map(int, input().split())\nprint(a + b)\n",
};

const why = await missingToolchain("python");
if (why) console.warn(`skipped: ${why}`);

describe.skipIf(why !== undefined)("a legacy package's input_format_validators/", () => {
  it("is run by validate as the package's input validators, said at import, and exported as input_validators/", async () => {
    const scratch = makeTempDir("input-format-validators");
    const project = makeTempProject();
    try {
      const dir = join(scratch.dir, "sum");
      writeFiles(dir, PACKAGE);
      const env = { STONEBENCH_ROOT: project.root };
      const imported = await runCommand("import", [dir], { env });
      expect(imported.exitCode).toBe(0);
      expect(imported.stdout).toMatch(/input_format_validators\/ is the deprecated name of input_validators\/; its validators are run as problemtools runs them/);
      expect(imported.stdout).toMatch(/the package's input validators are kept in/);

      const validated = await runCommand("validate", ["sum"], { env });
      expect(validated.stdout).not.toMatch(/no validator yet/);
      expect(validated.stdout).toMatch(/✗ sum: data\/secret\/2\.in \(case 03-2\) is rejected by input_format_validators\/validate\.py \(exit 43: 200 or 7 is past 100\)/);
      expect(validated.exitCode).toBe(1);

      // verify runs them too, and no longer says "no validator" of a problem whose package's validators it runs.
      const verified = await runCommand("verify", ["sum"], { env });
      expect(verified.stdout).toMatch(/the package's input validators \(input_format_validators\/validate\.py\) on 3 inputs/);
      expect(verified.stdout).toMatch(/sum: data\/secret\/2\.in \(case 03-2\) is rejected by input_format_validators\/validate\.py/);
      expect(verified.stdout).toMatch(/sum: no problems\/sum\/validate\.ts of ours \(the package's input validators check every input, below/);
      expect(verified.stdout).not.toMatch(/no validator; write/);

      const out = join(scratch.dir, "out", "sum");
      const exported = await runCommand("export", ["sum", "--kattis", out], { env });
      expect(exported.exitCode).toBe(0);
      expect(exported.stdout).toMatch(/input_format_validators\/ \(a deprecated name\) is written as input_validators\//);
      expect(exported.stdout).not.toMatch(/no input_validators\//);
      expect(readFileSync(join(out, "input_validators/validate.py"), "utf8")).toBe(PACKAGE["input_format_validators/validate.py"]);
      expect(existsSync(join(out, "input_format_validators"))).toBe(false);
    } finally {
      project.remove();
      scratch.remove();
    }
  }, 240_000);
});
