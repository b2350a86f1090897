import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { runCommand } from "../helpers/cli";
import { makeTempDir, makeTempProject, writeFiles } from "../authoring/helpers/temp-project";
import { missingToolchain } from "../languages/language-fixtures";

// npm run validate said "no validator yet; write problems/<id>/validate.ts" of an imported package whose own input
// validators verify runs on every input (GCPC 2023 eszett: input_validators/input_validator on 69 inputs). It now runs
// them as verify does, with exit 1 for an input they reject. A package in our own words: two numbers from 1 to 9.
const PACKAGE: Record<string, string> = {
  "problem.yaml": 'name: Pair\nlicense: "cc by-sa"\nlimits:\n  time_limit: 1\n',
  "problem_statement/problem.en.tex": "\\problemname{Pair}\nAdd two digits.\n",
  "data/sample/1.in": "1 2\n",
  "data/sample/1.ans": "3\n",
  "data/secret/2.in": "5 7\n",
  "data/secret/2.ans": "12\n",
  "input_validators/digits.py":
    "import re, sys\nline = sys.stdin.read()\nif not re.fullmatch(r'[1-9] [1-9]\\n', line):\n    print('want two digits 1-9 on one line, got ' + repr(line))\n    sys.exit(43)\nsys.exit(42)\n",
  "submissions/accepted/add.py": "a, b = map(int, input().split())\nprint(a + b)\n",
};

const why = await missingToolchain("python");
if (why) console.warn(`skipped: ${why}`);

describe.skipIf(why !== undefined)("npm run validate on an imported package", () => {
  it("runs the package's input validators: every input valid, then an input they reject is ✗ with exit 1", async () => {
    const scratch = makeTempDir("validate-package");
    const project = makeTempProject();
    try {
      const dir = join(scratch.dir, "pair");
      writeFiles(dir, PACKAGE);
      const env = { STONEBENCH_ROOT: project.root };
      expect((await runCommand("import", [dir], { env })).exitCode).toBe(0);
      const valid = await runCommand("validate", ["pair"], { env });
      expect(valid.stdout).toMatch(/✓ pair: the package's input validators \(input_validators\/digits\.py\) on 2 inputs: every input valid/);
      expect(valid.stdout).not.toMatch(/no validator yet/);
      expect(valid.exitCode).toBe(0);
      writeFileSync(join(project.root, "cases/pair/3-mine.in"), "10 2\n");
      writeFileSync(join(project.root, "cases/pair/3-mine.out"), "12\n");
      const invalid = await runCommand("validate", ["pair"], { env });
      expect(invalid.stdout).toMatch(/✗ pair: case 3-mine is rejected by input_validators\/digits\.py \(.*want two digits 1-9/);
      expect(invalid.exitCode).toBe(1);
      // One file with --in, as for a problem of our own: it said the problem had no validator.
      const good = join(scratch.dir, "good.in");
      writeFileSync(good, "4 4\n");
      const one = await runCommand("validate", ["pair", "--in", good], { env });
      expect(one.stdout).toMatch(/^valid$/m);
      expect(one.exitCode).toBe(0);
      const bad = join(scratch.dir, "bad.in");
      writeFileSync(bad, "0 4\n");
      const rejected = await runCommand("validate", ["pair", "--in", bad], { env });
      expect(rejected.stderr).toMatch(/is rejected by input_validators\/digits\.py \(.*want two digits 1-9/);
      expect(rejected.stderr).not.toMatch(/has no validator/);
      expect(rejected.exitCode).toBe(1);
    } finally {
      project.remove();
      scratch.remove();
    }
  }, 180_000);

  // McGill COMP 321's CamJeff/COMP-321-Problem-Development has input_format_validators/validate.py exit 1 on an error
  // and 0 otherwise: every valid input was "rejected by … (exit 0)", with nothing saying that valid is exit 42.
  it("a validator that exits 0: the rejection names the protocol's valid exit, 42", async () => {
    const scratch = makeTempDir("validate-package-exit0");
    const project = makeTempProject();
    try {
      const dir = join(scratch.dir, "pairzero");
      writeFiles(dir, { ...PACKAGE, "input_validators/digits.py": "import sys\nsys.exit(0)\n" });
      const env = { STONEBENCH_ROOT: project.root };
      expect((await runCommand("import", [dir], { env })).exitCode).toBe(0);
      const result = await runCommand("validate", ["pairzero"], { env });
      expect(result.stdout).toMatch(/✗ pairzero: data\/sample\/1\.in \(case 1-sample\) is rejected by input_validators\/digits\.py \(exit 0, where "valid" is exit 42 \(problemtools counts 0 as a rejection\)\)/);
      expect(result.exitCode).toBe(1);
    } finally {
      project.remove();
      scratch.remove();
    }
  }, 180_000);

  // xtof-durr/contractkiller validates its inputs with input_validators/contract_killer.ctd (checktestdata), which did
  // not run here: validate named it, then said "no validator yet", as if the package had none. A .ctd runs now (below);
  // a VIVA script still does not.
  it("a package whose input validators none runs here: said so, not 'no validator yet'", async () => {
    const scratch = makeTempDir("validate-package-ctd");
    const project = makeTempProject();
    try {
      const dir = join(scratch.dir, "pairctd");
      const { "input_validators/digits.py": _python, ...rest } = PACKAGE;
      writeFiles(dir, { ...rest, "input_validators/pair.viva": "{ n, m } n in [1, 9] and m in [1, 9]\n" });
      const env = { STONEBENCH_ROOT: project.root };
      expect((await runCommand("import", [dir], { env })).exitCode).toBe(0);
      const result = await runCommand("validate", ["pairctd"], { env });
      expect(result.stdout).toMatch(/\? pairctd: input_validators\/pair\.viva not run/);
      expect(result.stdout).toMatch(/\? pairctd: none of the package's input validators runs here \(said above\), and there is no problems\/pairctd\/validate\.ts; write one/);
      expect(result.stdout).not.toMatch(/no validator yet/);
      expect(result.exitCode).toBe(0);
    } finally {
      project.remove();
      scratch.remove();
    }
  }, 180_000);
});

// A package whose only input validator is a checktestdata script (DOMjudge's and BAPC's often are): validate named it
// "not run" and, with nothing else to run, could say nothing of an input (--in exited 2). It now runs on our own
// checktestdata interpreter, needing no toolchain.
describe("npm run validate on a package with a checktestdata validator", () => {
  it("runs the .ctd on every input and on --in, a rejection saying the line and character", async () => {
    const scratch = makeTempDir("validate-ctd");
    const project = makeTempProject();
    try {
      const dir = join(scratch.dir, "pair");
      const { "input_validators/digits.py": _python, ...rest } = PACKAGE;
      writeFiles(dir, { ...rest, "input_validators/digits.ctd": "INT(1, 9) SPACE INT(1, 9) NEWLINE\n" });
      const env = { STONEBENCH_ROOT: project.root };
      expect((await runCommand("import", [dir], { env })).exitCode).toBe(0);
      const valid = await runCommand("validate", ["pair"], { env });
      expect(valid.stdout).toMatch(/✓ pair: the package's input validators \(input_validators\/digits\.ctd\) on 2 inputs: every input valid/);
      expect(valid.exitCode).toBe(0);
      const good = join(scratch.dir, "good.in");
      writeFileSync(good, "4 4\n");
      const one = await runCommand("validate", ["pair", "--in", good], { env });
      expect(one.stdout).toMatch(/^valid$/m);
      expect(one.exitCode).toBe(0);
      const bad = join(scratch.dir, "bad.in");
      writeFileSync(bad, "4 10\n");
      // Character 5: checktestdata reads the whole number before it finds it out of range, and points after it.
      const rejected = await runCommand("validate", ["pair", "--in", bad], { env });
      expect(rejected.stderr).toMatch(/is rejected by input_validators\/digits\.ctd \(exit 43: ERROR: line 1 character 5 of the input doesn't match INT\(1, 9\) \(line 1 of the script\): value 10 out of range \[1, 9\]\)/);
      expect(rejected.exitCode).toBe(1);
    } finally {
      project.remove();
      scratch.remove();
    }
  }, 180_000);
});
