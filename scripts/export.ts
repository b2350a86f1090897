import { type CommandSpec, type ParsedCommandLine } from "../src/cli/parse-args";
import { runCommand } from "../src/cli/run-cli";
import { EXIT, UserError } from "../src/errors";
import { exportKattisPackage } from "../src/kattis/export-package";
import { KATTIS_FORMAT_VERSION } from "../src/kattis/kattis-metadata";
import { resolveUserPath } from "../src/paths";
import { findProblem } from "../src/problem/find-problem";

const spec: CommandSpec = {
  name: "export",
  summary: `Export a problem as a Kattis problem package (format ${KATTIS_FORMAT_VERSION}): problem.yaml, statement/, data/sample and data/secret (.in/.ans), submissions/.`,
  positionals: ["<id>"],
  options: [
    { elsewhere: ["out", "output", "dir", "o"], name: "kattis", type: "string", value: "<dir>", writes: true, help: "the package folder to write (new or empty)" },
    { name: "force", type: "boolean", writes: true, help: "replace a package that is already in <dir>" },
    { name: "legacy", type: "boolean", help: "write the legacy layout (problem_statement/, output_validators/, time_multiplier) instead of 2023-07-draft" },
  ],
  examples: ["npm run export -- hdu2516 --kattis ../packages/hdu2516", "npm run export -- hdu2516 --kattis ../packages/hdu2516 --force", "npm run export -- hdu2516 --kattis ../packages/hdu2516-legacy --legacy"],
};

async function main({ positionals, values }: ParsedCommandLine): Promise<number> {
  if (typeof values.kattis !== "string") throw new UserError("Say where to write the package: --kattis <dir>", `npm run export -- ${positionals[0]} --kattis ../packages/${positionals[0]!.replace(/[^a-z0-9]/g, "")}`);
  const problem = findProblem(positionals[0]!);
  const result = await exportKattisPackage(problem, resolveUserPath(values.kattis), { force: values.force === true, legacy: values.legacy === true });
  process.stdout.write(`Exported ${problem.id} to ${result.dir}\n`);
  process.stdout.write(`  data/sample: ${result.samples.length} (${result.samples.join(", ") || "none"})\n`);
  process.stdout.write(`  data/secret: ${result.secrets.length} (${result.secrets.join(", ") || "none"})\n`);
  process.stdout.write(`  submissions: ${result.submissions.join(", ") || "none"}\n`);
  for (const note of result.notes) process.stdout.write(`  note: ${note}\n`);
  return EXIT.ok;
}

runCommand(spec, main);
