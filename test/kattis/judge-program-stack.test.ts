import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { join } from "node:path";
import { importKattisPackage } from "../../src/kattis/import-package";
import { verifyProblem, type VerifyCheck } from "../../src/verify/verify-problem";
import { inProject, makeTempDir, makeTempProject, writeFiles } from "../authoring/helpers/temp-project";
import { missingToolchain } from "../languages/language-fixtures";

// A package's validators and interactor get the stack a submission gets (1024 MiB), as problemtools and BAPCtools
// give every program they run an unlimited one (RLIMIT_STACK). They had 256 MiB: NWERC/GCPC's validate.h checks a
// string token against a std::regex, whose libstdc++ matcher recurses once per character, and the input validator
// of mzuenni/icpc-problems' loopinvariant (a line of 10^6 brackets) died of SIGSEGV on every secret input; an output
// validator doing the same to a team's output made every case IE. A hand-made package (our own words) in that shape.
const REGEX_CHECK = `#include <iostream>
#include <regex>
#include <string>
// Reads one line and matches it whole against [()]*, as validate.h's testIn.string(std::regex(...)) does.
static bool brackets(std::istream& in, std::string& line) {
  if (!std::getline(in, line)) return false;
  return std::regex_match(line, std::regex("[()]*"));
}
`;

const PACKAGE: Record<string, string> = {
  "problem.yaml": "name: Brackets\nvalidation: custom\n",
  ".timelimit": "2\n",
  "data/sample/1.in": "(())\n",
  "data/sample/1.ans": "(())\n",
  "data/secret/long.in": `${"()".repeat(500_000)}\n`,
  "data/secret/long.ans": `${"()".repeat(500_000)}\n`,
  "submissions/accepted/echo.c":
    '#include <stdio.h>\nint main(void) { int c; while ((c = getchar()) != EOF) putchar(c); return 0; }\n',
  "input_validators/input_validator/input_validator.cpp": `${REGEX_CHECK}int main() {
  std::string line, rest;
  if (!brackets(std::cin, line) || line.size() < 2) return 43;
  return std::cin >> rest ? 43 : 42;
}
`,
  "output_validators/output_validator/output_validator.cpp": `${REGEX_CHECK}#include <fstream>
int main(int argc, char** argv) {
  if (argc < 4) return 1;
  std::ifstream answer(argv[2]);
  std::string expected, got;
  std::getline(answer, expected);
  if (!brackets(std::cin, got)) return 43;
  return got == expected ? 42 : 43;
}
`,
};

describe("a package's validators get a submission's stack", { timeout: 240_000 }, () => {
  const scratch = makeTempDir("judge-program-stack");
  const project = makeTempProject();
  let skip: string | undefined;
  let checks: VerifyCheck[];
  beforeAll(async () => {
    skip = (await missingToolchain("c")) ?? (await missingToolchain("cpp"));
    if (skip) return console.warn(`test/kattis/judge-program-stack: skipped: ${skip}`);
    const dir = join(scratch.dir, "brackets");
    writeFiles(dir, PACKAGE);
    await inProject(project.root, async () => {
      await importKattisPackage(dir);
      checks = await verifyProblem("brackets", { jobs: 1 });
    });
  });
  afterAll(() => {
    scratch.remove();
    project.remove();
  });

  it("the input validator's regex over 10^6 characters accepts the long input", (context) => {
    if (skip) return context.skip();
    const inputs = checks.find((check) => check.summary.startsWith("the package's input validators"));
    expect(inputs?.failures).toEqual([]);
    expect(inputs?.ok).toBe(true);
  });

  it("the output validator's regex over the team's 10^6 characters accepts main's output", (context) => {
    if (skip) return context.skip();
    const accepted = checks.find((check) => check.kind === "accepted");
    expect(accepted?.failures).toEqual([]);
    expect(accepted?.summary).toMatch(/AC on 2\/2 cases/);
  });
});
