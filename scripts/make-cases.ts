import { makeCases } from "../src/authoring/make-cases";
import type { SolutionOracle } from "../src/authoring/reference-output";
import { type CommandSpec, type ParsedCommandLine } from "../src/cli/parse-args";
import { runCommand } from "../src/cli/run-cli";
import { stopOnSignals } from "../src/cli/stop-on-signals";
import { EXIT, UserError } from "../src/errors";
import { findProblem } from "../src/problem/find-problem";

const ORACLE_CHOICES: SolutionOracle[] = ["brute", "second-method", "main"];

const spec: CommandSpec = {
  name: "make-cases",
  summary:
    "Write a problem's cases from problems/<id>/cases.ts, with expected outputs from an independent oracle (brute.ts, else second-method.ts) recorded in cases/<id>/manifest.json; generated cases (the largest inputs) are cached, not committed.",
  positionals: ["<id>"],
  options: [
    { name: "case", type: "string", value: "<names>", help: "make only these cases (comma-separated)", writes: true },
    { name: "only", type: "string", value: "<names>", help: "the same as --case (only after --: npm keeps a --only written before -- without a trace)", writes: true, npmHides: true },
    { name: "force", type: "boolean", help: "replace cases whose content changed (never done without it)", writes: true },
    {
      name: "oracle",
      type: "string",
      value: "<solution>",
      help: "compute expected outputs with brute, second-method or main; main.ts is never used unless asked for here, and verify fails on its outputs unless problem.yaml has acceptMainOutputs",
      parse: (raw) => {
        if (!(ORACLE_CHOICES as string[]).includes(raw)) throw `Expected --oracle to be one of ${ORACLE_CHOICES.join(", ")}, got "${raw}"`;
        return raw;
      },
      writes: true,
    },
    { name: "generated", type: "boolean", help: "make only the generated cases cases/<id>/manifest.json records, again, into the cache (the judge does this on first use)", writes: true },
  ],
  examples: ["npm run make-cases hdu2516", "npm run make-cases -- hdu1527 --case 05-float-traps --force", "npm run make-cases -- hdu2516 --generated"],
};

async function main({ positionals, values }: ParsedCommandLine): Promise<number> {
  const problem = findProblem(positionals[0]!);
  if (values.case !== undefined && values.only !== undefined && values.case !== values.only) throw new UserError("Give --case or --only, not both", "they are the same option");
  const chosen = (values.case ?? values.only) as string | undefined;
  const only = chosen?.split(",").map((name) => name.trim()).filter(Boolean);
  // Ctrl-C kills the generator or oracle that runs (one that sleeps outlived the command at the permission-model level).
  const stop = stopOnSignals();
  let result: Awaited<ReturnType<typeof makeCases>> | undefined;
  try {
    result = await makeCases(problem, {
      ...(only ? { only } : {}),
      force: values.force === true,
      ...(values.oracle ? { oracle: values.oracle as SolutionOracle } : {}),
      generatedOnly: values.generated === true,
      print: (line) => process.stdout.write(`${line}\n`),
    });
  } catch (error) {
    if (!stop.stoppedBy()) throw error;
  }
  if (stop.stoppedBy() || !result) {
    process.stdout.write(`stopped by ${stop.stoppedBy()}: the cases listed above are made and recorded; the one being made and the rest are not (run make-cases again for them)\n`);
    return stop.stoppedCode();
  }
  return result.refused > 0 ? EXIT.failed : EXIT.ok;
}

runCommand(spec, main);
