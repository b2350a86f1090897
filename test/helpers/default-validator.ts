import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { prepareOutputValidator, type PreparedValidator } from "../../src/check/output-validator";
import { runCustomChecker } from "../../src/check/run-custom-checker";

/** problemtools' vendored default_validator: its source, and the table of tests its authors ship with it. */
export const problemtoolsDir = join(__dirname, "..", "fixtures", "kattis-problemtools");

/** The reference's verdict on one output: AC (exit 42), WA (43), or what else happened. */
export interface ReferenceValidator {
  judge(input: { answer: Buffer | string; output: Buffer | string; flags: string[] }): Promise<string>;
  remove(): void;
}

/**
 * The reference the kattis checker is cross-checked against: the binary STONEBENCH_KATTIS_DEFAULT_VALIDATOR names, else
 * problemtools' vendored source built by the C++ executor (undefined without g++). Like every program a test starts, it
 * is compiled and run in the box with the validator's limits, exactly as a package's output validator would be.
 */
export async function referenceValidator(): Promise<ReferenceValidator | undefined> {
  const given = process.env.STONEBENCH_KATTIS_DEFAULT_VALIDATOR;
  if (!given && spawnSync("g++", ["--version"]).status !== 0) return undefined;
  const validator: PreparedValidator = given
    ? { judge: { kind: "argv", argv: [given], source: given, language: "C++" }, language: "C++", source: given }
    : await prepareOutputValidator(join(problemtoolsDir, "default_validator", "default_validator.cc"), true);
  const dir = mkdtempSync(join(tmpdir(), "default-validator-"));
  let runs = 0;
  return {
    async judge({ answer, output, flags }) {
      const label = `row${++runs}`;
      const [inputPath, answerPath, outputPath] = ["in", "ans", "out"].map((name) => join(dir, `${label}.${name}`)) as [string, string, string];
      writeFileSync(inputPath, "");
      writeFileSync(answerPath, answer);
      writeFileSync(outputPath, output);
      const check = await runCustomChecker({ validator, inputPath, answerPath, outputPath, flags, workDir: dir, label });
      for (const path of [inputPath, answerPath, outputPath]) rmSync(path, { force: true });
      return check.verdict === "IE" ? `IE: ${check.message}` : check.verdict;
    },
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}
