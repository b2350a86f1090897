import { cpSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { importKattisPackage } from "../../src/kattis/import-package";
import { verifyProblem, type VerifyCheck } from "../../src/verify/verify-problem";
import { inProject, makeTempDir, makeTempProject, writeFiles } from "../authoring/helpers/temp-project";
import { missingToolchain } from "../languages/language-fixtures";

// verify runs a package's input validators on every real input (data/sample and data/secret), not only on
// data/invalid_input. The validator is real (problemtools' `different`, vendored unchanged: validate.py); a second,
// hand-made one (bound.py, our own words) reads its bound from the group's input_validator_args map, so the group
// settings are shown to reach real inputs. The inputs added below are hand-made.
const DIFFERENT = join(import.meta.dirname, "../fixtures/kattis-problemtools/different");

const BOUND_PY = `import sys
# Every number at most argv[1]; no argument: no bound.
bound = int(sys.argv[1]) if len(sys.argv) > 1 else None
for word in sys.stdin.read().split():
    if bound is not None and int(word) > bound:
        print("%s is over the bound %d" % (word, bound), file=sys.stderr)
        sys.exit(43)
sys.exit(42)
`;

const VALID: Record<string, string> = {
  "input_validators/bound.py": BOUND_PY,
  "data/secret/group/testdata.yaml": "input_validator_args:\n  bound: ['100']\n",
  "data/secret/group/small.in": "1 2\n",
  "data/secret/group/small.ans": "1\n",
  // Outside the group: bound.py gets no argument, so a big number is fine.
  "data/secret/wide.in": "5 500\n",
  "data/secret/wide.ans": "495\n",
};

function packageWith(root: string, name: string, files: Record<string, string>): string {
  const dir = join(root, name, "different");
  cpSync(DIFFERENT, dir, { recursive: true });
  // A time limit (no derivation) and no submissions: this test is about the inputs.
  writeFileSync(join(dir, "problem.yaml"), readFileSync(join(dir, "problem.yaml"), "utf8").replace(/^limits:$/m, "limits:\n  time_limit: 1"));
  rmSync(join(dir, "submissions"), { recursive: true });
  writeFiles(dir, files);
  return dir;
}

describe("verify runs the package's input validators on every input of data/", { timeout: 180_000 }, () => {
  const scratch = makeTempDir("package-inputs");
  let skip: string | undefined;
  beforeAll(async () => {
    skip = await missingToolchain("python");
    if (skip) console.warn(`test/kattis/package-inputs: skipped: ${skip}`);
  });
  afterAll(() => scratch.remove());

  const verify = async (name: string, files: Record<string, string>): Promise<VerifyCheck | undefined> => {
    const project = makeTempProject();
    try {
      return await inProject(project.root, async () => {
        await importKattisPackage(packageWith(scratch.dir, name, files));
        const checks = await verifyProblem("different", { jobs: 2 });
        return checks.find((check) => check.summary.startsWith("the package's input validators"));
      });
    } finally {
      project.remove();
    }
  };

  it("every real input passes: one check, every validator named, the .ctd run by our checktestdata", async (context) => {
    if (skip) return context.skip();
    const check = await verify("valid", VALID);
    expect(check?.failures).toEqual([]);
    // 1 sample + 2 secret of the package + 2 added.
    expect(check).toMatchObject({ ok: true, summary: "the package's input validators (input_validators/bound.py, input_validators/different.ctd, input_validators/validate.py) on 5 inputs: every input valid" });
    expect(check?.warnings.join("\n")).not.toMatch(/not run/);
  });

  it("a rejected input fails verify, naming the package's case, the validator and its message", async (context) => {
    if (skip) return context.skip();
    const check = await verify("invalid", {
      ...VALID,
      "data/secret/group/large.in": "1 200\n",
      "data/secret/group/large.ans": "199\n",
      "data/sample/2.in": "-1 5\n",
      "data/sample/2.ans": "6\n",
    });
    expect(check?.ok).toBe(false);
    expect(check?.failures).toEqual([
      // The package's checktestdata script, run by our interpreter: where and why, as checktestdata says it.
      expect.stringMatching(/^different: data\/sample\/2\.in \(case \S+\) is rejected by input_validators\/different\.ctd \(exit 43: ERROR: line 1 character 3 of the input doesn't match INT\(0, 10\^15\) \(line 3 of the script\): value -1 out of range \[0, 1000000000000000\]\)/),
      expect.stringMatching(/^different: data\/sample\/2\.in \(case \S+\) is rejected by input_validators\/validate\.py \(exit 1: .*-1 +not in \[0, 1000000000000000\]\); every input of data\/ must pass every input validator/),
      expect.stringMatching(/^different: data\/secret\/group\/large\.in \(case \S+\) is rejected by input_validators\/bound\.py \(exit 43: 200 is over the bound 100\)/),
    ]);
  });
});
