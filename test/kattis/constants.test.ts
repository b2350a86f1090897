import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { importKattisPackage } from "../../src/kattis/import-package";
import { verifyProblem } from "../../src/verify/verify-problem";
import { inProject, makeTempDir, makeTempProject, writeFiles } from "../authoring/helpers/temp-project";

// 2025-09 constants: a scalar, or a map with `value` and variants; {{name}} is {{name.value}}, {{name.variant}} a
// variant's text, in the input and the output validators alike. BAPCtools' test problem `constants` uses
// {{FIVE.INT}} and {{FIVE.STRING}} in both: they were left as written, so neither validator compiled. A package in our
// own words of that shape.
const FILES: Record<string, string> = {
  "problem.yaml": [
    "problem_format_version: 2025-09",
    "name: Constants",
    "limits:",
    "  time_limit: 1",
    "constants:",
    "  MAXN:",
    "    value: 1000",
    "    tex: \"10^3\"",
    "    INT: \"1000\"",
    "  SEED: 7",
    "",
  ].join("\n"),
  "input_validators/validate.py": "import sys\nn = int(sys.stdin.read())\nsys.exit(42 if 1 <= n <= {{MAXN.INT}} and {{ SEED }} == 7 else 43)\n",
  "output_validator/validate.py": "import sys\n# {{MAXN.tex}} {{MAXN.value}} {{MAXN}} {{SEED.value}} {{UNKNOWN}} {{MAXN.nope}}\nsys.exit(42)\n",
  "data/sample/1.in": "5\n",
  "data/sample/1.ans": "5\n",
  "submissions/accepted/echo.py": "print(input())\n",
};

describe("2025-09 constants in the package's validators", () => {
  it("{{name}}, {{name.value}} and {{name.variant}} are filled in; an undefined one stays as written", async () => {
    const scratch = makeTempDir("constants");
    const project = makeTempProject();
    try {
      const pkg = join(scratch.dir, "constants");
      writeFiles(pkg, FILES);
      await inProject(project.root, async () => {
        const imported = await importKattisPackage(pkg, { id: "constants" });
        expect(imported.notes.join("\n")).toMatch(/the output validator's and input validators' \{\{constants\}\} \(MAXN, SEED\) were filled in/);
      });
      const problem = join(project.root, "problems", "constants");
      expect(readFileSync(join(problem, "output_validator", "validate.py"), "utf8")).toBe("import sys\n# 10^3 1000 1000 7 {{UNKNOWN}} {{MAXN.nope}}\nsys.exit(42)\n");
      expect(readFileSync(join(problem, "kattis", "input_validators", "validate.py"), "utf8")).toBe("import sys\nn = int(sys.stdin.read())\nsys.exit(42 if 1 <= n <= 1000 and 7 == 7 else 43)\n");
    } finally {
      project.remove();
      scratch.remove();
    }
  }, 120_000);

  // The format also fills them in included files. Its own example `maximal` (no license we could vendor it under; this
  // package is ours, in its shape) has include/python3/include.py say `magic_constant = {{example_constant}}`: left as
  // written, its accepted submission was RE on every case (NameError: name 'example_constant' is not defined). A
  // submission's own stay as written, as problemtools and BAPCtools leave them: BAPCtools' test problem `constants`
  // has wrong_answer/constant_in_submission.py print "{{FIVE.STRING}}" to be WA.
  it("include/ files get them too, and the accepted submission using one is AC; a submission's own stay", async () => {
    const scratch = makeTempDir("constants-include");
    const project = makeTempProject();
    try {
      const pkg = join(scratch.dir, "magic");
      writeFiles(pkg, {
        "problem.yaml": "problem_format_version: 2025-09\nname: Magic\nlimits:\n  time_limit: 2\nconstants:\n  magic: 1\n",
        "include/python3/include.py": "magic_constant = {{magic}}\n",
        "data/sample/1.in": "1\n",
        "data/sample/1.ans": "2\n",
        "data/secret/1.in": "41\n",
        "data/secret/1.ans": "42\n",
        "submissions/accepted/uses_include.py": "import include\n\nprint(int(input()) + include.magic_constant)\n",
        "submissions/wrong_answer/literal.py": "print(int(input()) + len('{{magic}}'))\n",
      });
      await inProject(project.root, async () => {
        const imported = await importKattisPackage(pkg, { id: "magic" });
        expect(imported.notes.join("\n")).toMatch(/include\/'s \{\{constants\}\} \(magic\) were filled in/);
        expect(readFileSync(join(project.root, "problems/magic/kattis/include/python3/include.py"), "utf8")).toBe("magic_constant = 1\n");
        const checks = await verifyProblem("magic", { jobs: 2 });
        const failed = checks.slice(1).filter((check) => !check.ok).map((check) => `${check.summary}: ${check.failures.join("; ")}`);
        expect(failed).toEqual([]);
        const said = checks.map((check) => check.summary).join("\n");
        expect(said).toMatch(/main\.py: AC on 2\/2 cases/);
        expect(said).toMatch(/wrong\/literal\.py: WA as labelled/);
      });
    } finally {
      project.remove();
      scratch.remove();
    }
  }, 180_000);

  // And in test_group.yaml, as BAPCtools fills them there: `input_validator_args: [--max, "{{MAXN}}"]` reached the
  // package's input validator as the text "{{MAXN}}" (verify read the kept file as written).
  it("test_group.yaml's arguments get them, at import and in the copy verify reads", async () => {
    const scratch = makeTempDir("constants-groups");
    const project = makeTempProject();
    try {
      const pkg = join(scratch.dir, "bounded");
      writeFiles(pkg, {
        "problem.yaml": "problem_format_version: 2025-09\nname: Bounded\nlimits:\n  time_limit: 2\nconstants:\n  MAXN: 100\n",
        "data/secret/test_group.yaml": 'input_validator_args: [--max, "{{MAXN}}"]\n',
        "data/sample/1.in": "5\n",
        "data/sample/1.ans": "5\n",
        "data/secret/1.in": "50\n",
        "data/secret/1.ans": "50\n",
        "input_validators/bounded.py": "import sys\nargs = sys.argv[1:]\nlimit = int(args[args.index('--max') + 1]) if '--max' in args else 10\nsys.exit(42 if int(sys.stdin.read()) <= limit else 43)\n",
        "submissions/accepted/echo.py": "print(input())\n",
      });
      await inProject(project.root, async () => {
        const imported = await importKattisPackage(pkg, { id: "bounded" });
        expect(imported.notes.join("\n")).toMatch(/the test groups' \{\{constants\}\} \(MAXN\) were filled in/);
        expect(readFileSync(join(project.root, "problems/bounded/kattis/data/secret/test_group.yaml"), "utf8")).toBe('input_validator_args: [--max, "100"]\n');
        const checks = await verifyProblem("bounded", { jobs: 2 });
        const failed = checks.filter((check) => !check.ok && check.kind !== "complete").map((check) => `${check.summary}: ${check.failures.join("; ")}`);
        expect(failed).toEqual([]);
        expect(checks.map((check) => check.summary).join("\n")).toMatch(/the package's input validators \(input_validators\/bounded\.py\) on 2 inputs: every input valid/);
      });
    } finally {
      project.remove();
      scratch.remove();
    }
  }, 180_000);
});
