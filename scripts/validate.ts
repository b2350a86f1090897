import { existsSync } from "node:fs";
import { type CommandSpec, type ParsedCommandLine } from "../src/cli/parse-args";
import { runCommand } from "../src/cli/run-cli";
import { stopOnSignals } from "../src/cli/stop-on-signals";
import { EXIT, InvalidInputError, UserError } from "../src/errors";
import { displayPath, resolveUserPath } from "../src/paths";
import { problemFiles } from "../src/authoring/problem-files";
import { loadValidator } from "../src/authoring/problem-tools";
import { findCases, holdsNoCases } from "../src/problem/find-cases";
import { findProblem, listProblemIds } from "../src/problem/find-problem";
import { colorsFor } from "../src/report/colors";
import { validateCases } from "../src/verify/validate-cases";
import { checkPackageInputs, isRejection } from "../src/verify/check-package-inputs";
import { hasPackageInputValidators } from "../src/verify/package-input-validators";
import { testlibValidatorPath, validateWithTestlib } from "../src/check/testlib-validator";
import { assertReadableFile } from "../src/util/user-file";
import { plural } from "../src/util/plural";

const spec: CommandSpec = {
  name: "validate",
  summary: "Check case inputs against a problem's constraints with its validator (problems/<id>/validate.ts, or a testlib validator.cpp).",
  positionals: ["<id>?"],
  options: [{ name: "in", type: "string", value: "<file>", help: "check this one input file instead of the problem's cases" }],
  examples: ["npm run validate", "npm run validate hdu2176", "npm run validate -- hdu2176 --in my-test.in"],
};

// Ctrl-C kills the validator that runs (one that sleeps was waited for, or outlived the command), and says so.
async function main(parsed: ParsedCommandLine): Promise<number> {
  const stop = stopOnSignals();
  const stopped = (): number => {
    process.stdout.write(`stopped by ${stop.stoppedBy()}: the inputs listed above were checked; the rest were not (run validate again for them)\n`);
    return stop.stoppedCode();
  };
  try {
    const code = await validate(parsed, () => stop.stoppedBy() !== undefined);
    return stop.stoppedBy() ? stopped() : code;
  } catch (error) {
    if (stop.stoppedBy()) return stopped();
    throw error;
  }
}

async function validate({ positionals, values }: ParsedCommandLine, isStopped: () => boolean): Promise<number> {
  const c = colorsFor(process.stdout);
  if (values.in !== undefined) {
    if (!positionals[0]) throw new UserError("--in needs the problem id", "npm run validate -- <id> --in <file>");
    const problem = findProblem(positionals[0]);
    const validator = await loadValidator(problem.id);
    const inputPath = resolveUserPath(values.in as string);
    if (!validator && existsSync(testlibValidatorPath(problem.id))) {
      // A Polygon validator says valid or not, and counts no instances.
      assertReadableFile(inputPath, "--in");
      const [failure] = await validateWithTestlib(problem.id, [{ name: "--in", path: inputPath }]);
      if (failure) throw new InvalidInputError(`${displayPath(inputPath)}: ${failure.message}`, `the input breaks the constraints checked by ${displayPath(testlibValidatorPath(problem.id))}`);
      process.stdout.write(`${c.green("valid")}\n`);
      return EXIT.ok;
    }
    if (!validator && hasPackageInputValidators(problem.id)) {
      // An imported package's own input validators, as the sweep below and verify run them (the file gets the flags of
      // data/ itself: it belongs to no group).
      assertReadableFile(inputPath, "--in");
      const byPackage = await checkPackageInputs(problem.id, [{ name: displayPath(inputPath), inputPath, answerPath: inputPath, noAnswer: true, custom: true }], { sandbox: true, jobs: 1 });
      for (const warning of byPackage?.warnings ?? []) process.stdout.write(`${c.yellow("?")} ${warning}\n`);
      const failures = byPackage?.failures ?? [];
      const rejected = failures.find(isRejection);
      if (rejected) throw new InvalidInputError(rejected, "the input breaks the constraints the package's input validators check");
      for (const failure of failures) process.stdout.write(`${c.red("✗")} ${failure}\n`);
      if (failures.length > 0) return EXIT.usage;
      process.stdout.write(`${byPackage?.summary.includes("none runs here") ? `${c.yellow("?")} ${byPackage.summary}` : c.green("valid")}\n`);
      return byPackage?.summary.includes("none runs here") ? EXIT.usage : EXIT.ok;
    }
    if (!validator) throw new UserError(`"${problem.id}" has no validator: ${displayPath(problemFiles(problem.id).validator)} does not exist`, `write it: export function parseInput(reader) that checks the constraints (npm run new -- <id> --example writes a worked one; see problems/hdu2516/validate.ts)`);
    assertReadableFile(inputPath, "--in");
    const instances = await validator.parseFile(inputPath);
    process.stdout.write(`${c.green("valid")}: ${plural(instances.length, "instance")}\n`);
    return EXIT.ok;
  }
  const ids = positionals[0] ? [findProblem(positionals[0]).id] : listProblemIds();
  // Invalid inputs exit 1; a validator that breaks (or a problem it cannot check) exits 2, as a fault of the tool.
  let bad = 0;
  let broken = 0;
  for (const id of ids) {
    try {
      const problem = findProblem(id);
      // Every problem's sweep: one just made by new, with no case yet, is a "?" as one without a validator is, not a
      // broken tool (it was "✗ … No cases" and exit 2 for the whole sweep); named alone, it is still the error.
      if (!positionals[0] && holdsNoCases(problem.casesDir)) {
        process.stdout.write(`${c.yellow("?")} ${id}: no cases yet; add one: npm run case -- ${id} --in <file>\n`);
        continue;
      }
      // Inputs only: a .in whose .out is not written yet is still checked (it was "no matching .out file" and exit 2,
      // and no input was validated).
      const cases = findCases(problem.casesDir, { problemId: id, allowMissingAnswers: true });
      const failures = await validateCases(id, cases);
      // Cut short: a validator killed by the stop said nothing about its input.
      if (isStopped()) break;
      if (failures === undefined) {
        // An imported package's own input validators (kept in problems/<id>/kattis/), run as verify runs them: validate
        // said "no validator yet" of GCPC 2023 eszett, whose input_validator verify ran on all 69 inputs.
        const byPackage = await checkPackageInputs(id, cases, { sandbox: true, jobs: 1 });
        if (isStopped()) break;
        for (const warning of byPackage?.warnings ?? []) process.stdout.write(`${c.yellow("?")} ${warning}\n`);
        for (const failure of byPackage?.failures ?? []) process.stdout.write(`${c.red("✗")} ${failure}\n`);
        broken += byPackage?.failures.filter((failure) => !isRejection(failure)).length ?? 0;
        bad += byPackage?.failures.filter(isRejection).length ?? 0;
        if (byPackage?.ok && !byPackage.summary.endsWith("none runs here")) {
          process.stdout.write(`${c.green("✓")} ${id}: ${byPackage.summary}\n`);
          continue;
        }
        if (byPackage && !byPackage.ok) continue;
        // Not a failure here (npm run verify insists on one); a problem can be judged without a validator. A package's
        // checktestdata .ctd (xtof-durr/contractkiller's) that does not run here is a validator all the same.
        if (byPackage) process.stdout.write(`${c.yellow("?")} ${id}: none of the package's input validators runs here (said above), and there is no ${displayPath(problemFiles(id).validator)}; write one to check the inputs: export function parseInput(reader) that checks the constraints (npm run new -- <id> --example writes a worked one)\n`);
        else process.stdout.write(`${c.yellow("?")} ${id}: no validator yet; write ${displayPath(problemFiles(id).validator)}: export function parseInput(reader) that checks the constraints (npm run new -- <id> --example writes a worked one; see problems/hdu2516/validate.ts)\n`);
        continue;
      }
      for (const failure of failures) process.stdout.write(`${c.red("✗")} ${failure.message}\n`);
      broken += failures.filter((failure) => failure.broken).length;
      bad += failures.filter((failure) => !failure.broken).length;
      if (failures.length === 0) process.stdout.write(`${c.green("✓")} ${id}: ${plural(cases.length, "input")} valid\n`);
    } catch (error) {
      if (isStopped() || !(error instanceof UserError)) throw error;
      process.stdout.write(`${c.red("✗")} ${id}: ${error.message}\n`);
      broken++;
    }
  }
  return broken > 0 ? EXIT.usage : bad > 0 ? EXIT.failed : EXIT.ok;
}

runCommand(spec, main);
