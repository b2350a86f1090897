import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { exportKattisPackage } from "../../src/kattis/export-package";
import { importKattisPackage, type ImportResult } from "../../src/kattis/import-package";
import { findProblem } from "../../src/problem/find-problem";
import { checkInvalidData } from "../../src/verify/check-invalid-data";
import { verifyProblem } from "../../src/verify/verify-problem";
import { inProject, makeTempDir, makeTempProject, writeFiles } from "../authoring/helpers/temp-project";
import { missingToolchain } from "../languages/language-fixtures";

// The package format's validator test data (2023-07-draft "Invalid Test Cases": data/invalid_input, data/invalid_output,
// data/valid_output; BAPCtools' data/invalid_answer). No public example we vendor has these folders, so the validators
// are real (problemtools' `different`, vendored unchanged: its Python input validator and C++ output validator) and
// only the validator test data below is hand-made, in our own words. Every validator runs boxed, as in judging.
const DIFFERENT = join(import.meta.dirname, "../fixtures/kattis-problemtools/different");

const GOOD: Record<string, string> = {
  // validate.py: pairs of integers in [0, 10^15], 1 to 40 lines.
  "invalid_input/negative.in": "-1 5\n",
  "invalid_input/too-big.in": "1 1000000000000001\n",
  "invalid_input/groups/letters.in": "a b\n",
  "invalid_input/groups/empty.in": "",
  // The C++ validator reads one integer per line: a wrong difference is rejected.
  "invalid_output/off-by-one.in": "10 12\n",
  "invalid_output/off-by-one.ans": "2\n",
  "invalid_output/off-by-one.out": "3\n",
  "invalid_output/trailing.in": "1 1\n",
  "invalid_output/trailing.ans": "0\n",
  "invalid_output/trailing.out": "0\n7\n",
  // An answer that is not a number: the validator's judge_error rejects it.
  "invalid_answer/word.in": "3 4\n",
  "invalid_answer/word.ans": "one\n",
  // Whitespace is free for this validator.
  "valid_output/spaces.in": "3 5\n",
  "valid_output/spaces.ans": "2\n",
  "valid_output/spaces.out": "   2   \n\n",
};

function packageWith(root: string, data: Record<string, string>, extra: (dir: string) => void = () => undefined): string {
  const dir = join(root, "different");
  rmSync(dir, { recursive: true, force: true });
  cpSync(DIFFERENT, dir, { recursive: true });
  // A time limit, so import does not judge every accepted submission to derive one; no submissions: this test is about data/.
  writeFileSync(join(dir, "problem.yaml"), readFileSync(join(dir, "problem.yaml"), "utf8").replace(/^limits:$/m, "limits:\n  time_limit: 1"));
  rmSync(join(dir, "submissions"), { recursive: true });
  writeFiles(join(dir, "data"), data);
  extra(dir);
  return dir;
}

describe("data/invalid_input, invalid_answer, invalid_output and valid_output: verify tests the validators", { timeout: 120_000 }, () => {
  const scratch = makeTempDir("validator-data");
  const project = makeTempProject();
  let skip: string | undefined;
  let imported: ImportResult;
  beforeAll(async () => {
    skip = (await missingToolchain("cpp")) ?? (await missingToolchain("python"));
    if (skip) return console.warn(`test/kattis/validator-data: skipped: ${skip}`);
    const dir = packageWith(scratch.dir, GOOD, (at) => {
      mkdirSync(join(at, "static_validator"));
      writeFileSync(join(at, "static_validator", "check.py"), "import sys\nsys.exit(42)\n");
      // BAPCtools' packages (generatorcount, divsort, helloproblemtools) carry answer_validators/: not run, so said.
      mkdirSync(join(at, "answer_validators"));
      writeFileSync(join(at, "answer_validators", "validate.py"), "import sys\nsys.exit(42)\n");
      // Settings in the folder chain: a flag the Python validator ignores must still reach it without harm.
      writeFileSync(join(at, "data", "invalid_input", "testdata.yaml"), "input_validator_flags: strict\n");
    });
    imported = await inProject(project.root, () => importKattisPackage(dir));
  });
  afterAll(() => {
    scratch.remove();
    project.remove();
  });

  it("import keeps them and says so; static_validator/ is named as not run", (context) => {
    if (skip) return context.skip();
    const notes = imported.notes.join("\n");
    expect(notes).toMatch(/data\/invalid_input\/, data\/invalid_answer\/, data\/invalid_output\/, data\/valid_output\/ kept in problems\/different\/kattis\/data\/: verify checks/);
    expect(notes).toMatch(/static_validator\/ is kept in problems\/different\/kattis\/ but not run/);
    expect(notes).toMatch(/answer_validators\/ is kept in problems\/different\/kattis\/ but not run/);
    expect(existsSync(join(project.root, "problems/different/kattis/data/invalid_input/groups/letters.in"))).toBe(true);
  });

  it("verify names the package's answer validators as not run", async (context) => {
    if (skip) return context.skip();
    const checks = await inProject(project.root, () => verifyProblem("different", { jobs: 1 }));
    const check = checks.find((item) => item.summary === "answer_validators/: not run");
    expect(check?.warnings.join("\n")).toMatch(/answer validators \(problems\/different\/kattis\/answer_validators\/\) are kept but not run/);
  });

  it("every invalid case is rejected and every valid output accepted by the real validators", async (context) => {
    if (skip) return context.skip();
    const check = await inProject(project.root, () => checkInvalidData("different"));
    expect(check?.failures).toEqual([]);
    expect(check).toMatchObject({ ok: true, summary: "validator test data: 4 invalid_input, 1 invalid_answer, 2 invalid_output, 1 valid_output (invalid inputs rejected, invalid answers and outputs rejected, valid outputs accepted)" });
    // The .ctd runs (on our checktestdata) with the others, no longer named as not run.
    expect(check?.warnings.join("\n")).not.toMatch(/not run/);
  });

  it("a validator that lets one through is a verify failure naming the file", async (context) => {
    if (skip) return context.skip();
    const wrongly = { ...GOOD, "invalid_input/fine.in": "1 2\n", "invalid_output/right.in": "10 12\n", "invalid_output/right.ans": "2\n", "invalid_output/right.out": "2\n", "valid_output/wrong.in": "1 2\n", "valid_output/wrong.ans": "1\n", "valid_output/wrong.out": "5\n", "invalid_answer/fine.in": "1 2\n", "invalid_answer/fine.ans": "1\n", "invalid_output/no-out.in": "1 2\n", "invalid_output/no-out.ans": "1\n" };
    const other = makeTempProject();
    try {
      const failures = await inProject(other.root, async () => {
        await importKattisPackage(packageWith(scratch.dir, wrongly));
        const checks = await verifyProblem("different", { jobs: 1 });
        const check = checks.find((item) => item.summary.startsWith("validator test data"));
        expect(check?.ok).toBe(false);
        return check!.failures;
      });
      expect(failures).toEqual([
        "different: data/invalid_input/fine.in is accepted by every input validator (input_validators/different.ctd, input_validators/validate.py); an invalid input must be rejected by at least one",
        "different: data/invalid_answer/fine.ans is accepted by the output validator (given as the output for its own answer); an invalid answer must be rejected",
        "different: data/invalid_output/no-out has no no-out.out; invalid_output cases are .in + .ans + .out",
        "different: data/invalid_output/right.out is accepted by the output validator; an invalid output must be rejected",
        expect.stringMatching(/^different: data\/valid_output\/wrong\.out is rejected by the output validator \(WA: .*\); a valid output must be accepted$/),
      ]);
    } finally {
      other.remove();
    }
  });

  it("our validate.ts that breaks on an invalid input has not rejected it: a failure naming it", async (context) => {
    if (skip) return context.skip();
    const other = makeTempProject();
    try {
      const failures = await inProject(other.root, async () => {
        await importKattisPackage(packageWith(scratch.dir, { "invalid_input/negative.in": "-1 5\n" }));
        writeFileSync(join(other.root, "problems/different/validate.ts"), 'export function parseInput(): never {\n  throw new TypeError("a bug, not a verdict");\n}\n');
        return (await checkInvalidData("different"))!.failures;
      });
      expect(failures).toEqual([expect.stringMatching(/^different: data\/invalid_input\/negative\.in: validate\.ts failed: .*a bug, not a verdict/)]);
    } finally {
      other.remove();
    }
  });

  it("export writes them back into data/, byte for byte, and static_validator/ back to its place", async (context) => {
    if (skip) return context.skip();
    const target = join(scratch.dir, "exported");
    await inProject(project.root, () => exportKattisPackage(findProblem("different"), target, { judgeAccepted: false }));
    for (const [path, text] of Object.entries(GOOD)) expect(readFileSync(join(target, "data", path), "utf8")).toBe(text);
    expect(readFileSync(join(target, "data/invalid_input/testdata.yaml"), "utf8")).toBe("input_validator_flags: strict\n");
    expect(existsSync(join(target, "static_validator/check.py"))).toBe(true);
    const legacy = join(scratch.dir, "legacy");
    const result = await inProject(project.root, () => exportKattisPackage(findProblem("different"), legacy, { judgeAccepted: false, legacy: true }));
    expect(existsSync(join(legacy, "data/invalid_input"))).toBe(false);
    expect(existsSync(join(legacy, "static_validator"))).toBe(false);
    expect(result.notes.join("\n")).toMatch(/data\/invalid_input\/ is not written in the legacy layout/);
  });
});
