import { describeError } from "../errors";
import type { TestCase } from "../problem/find-cases";
import { makeTempDir, removeTempDir } from "../util/temp-dir";
import { groupArgs } from "../problem/test-group-settings";
import { settingsAtCase, validatorDataRoot } from "./check-invalid-data";
import { hasPackageInputValidators, openPackageInputValidators } from "./package-input-validators";
import { readOrigins } from "./package-origins";
import type { VerifyCheck } from "./verify-check";
import { plural } from "../util/plural";

const REJECTED = " is rejected by";

/** Whether a failure of checkPackageInputs is an input the validators reject (not a validator that broke). */
export function isRejection(failure: string): boolean {
  return failure.includes(REJECTED);
}

/**
 * Runs the package's own input validators on every real input (data/sample and data/secret, as import wrote them to
 * cases/<id>/), each with the input_validator_args its test group gives, as problemtools' verifyproblem does. A
 * rejection fails verify, naming the package's case and the validator's message. Undefined when the problem has no
 * package input validators. Cost per case: one boxed process per validator (each built and launched once), `jobs` at a time.
 */
export async function checkPackageInputs(id: string, cases: TestCase[], options: { sandbox: boolean; jobs: number }): Promise<VerifyCheck | undefined> {
  if (!hasPackageInputValidators(id)) return undefined;
  const origins = caseOrigins(id);
  const root = validatorDataRoot(id);
  const workDir = makeTempDir("stonebench-package-inputs");
  const failures: string[] = [];
  const warnings: string[] = [];
  let opened: Awaited<ReturnType<typeof openPackageInputValidators>> | undefined;
  try {
    opened = await openPackageInputValidators(id, { sandbox: options.sandbox, workDir });
    warnings.push(...opened.notRun.map((line) => `${id}: ${line}`));
    if (opened.validators.length === 0) return { kind: "complete", ok: true, summary: "the package's input validators: none runs here", failures, warnings };
    const perCase: string[][] = cases.map(() => []);
    let next = 0;
    const worker = async (): Promise<void> => {
      for (let index = next++; index < cases.length; index = next++) {
        const testCase = cases[index]!;
        const origin = origins[testCase.name];
        // The package's name for it ("data/secret/group1/01.in"); a case added here since import has only ours.
        const shown = origin ? `data/${origin}.in (case ${testCase.name})` : `case ${testCase.name}`;
        let settings: Record<string, unknown>;
        try {
          settings = settingsAtCase(root, origin);
        } catch (error) {
          perCase[index]!.push(`${id}: ${shown}: ${describeError(error)}`);
          continue;
        }
        for (const validator of opened!.validators) {
          const said = await validator.run(testCase.inputPath, groupArgs(settings, "input_validator", validator.argsKey) ?? [], `case-${index}-${validator.argsKey}`);
          if ("failed" in said) perCase[index]!.push(`${id}: ${shown}: ${said.failed}`);
          else if (!said.valid) perCase[index]!.push(`${id}: ${shown}${REJECTED} ${validator.name} (${said.message}); every input of data/ must pass every input validator: fix the input or the validator`);
        }
      }
    };
    await Promise.all(Array.from({ length: Math.max(1, Math.min(options.jobs, cases.length)) }, worker));
    failures.push(...perCase.flat());
    const names = opened.validators.map((validator) => validator.name).join(", ");
    return { kind: "complete", ok: failures.length === 0, summary: `the package's input validators (${names}) on ${plural(cases.length, "input")}${failures.length ? "" : ": every input valid"}`, failures, warnings };
  } catch (error) {
    failures.push(`${id}: the package's input validators: ${describeError(error)}`);
    return { kind: "complete", ok: false, summary: "the package's input validators", failures, warnings };
  } finally {
    opened?.close();
    removeTempDir(workDir);
  }
}

// Which package case each of ours was (import writes it); none for a problem that was not imported, or a broken record.
function caseOrigins(id: string): Record<string, string> {
  try {
    return readOrigins(id)?.cases ?? {};
  } catch {
    return {};
  }
}
