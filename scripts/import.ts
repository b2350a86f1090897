import { withinRange, type CommandSpec, type ParsedCommandLine } from "../src/cli/parse-args";
import { milliseconds } from "../src/cli/limit-units";
import { runCommand } from "../src/cli/run-cli";
import { EXIT } from "../src/errors";
import { importKattisPackage } from "../src/kattis/import-package";
import { displayPath, resolveUserPath } from "../src/paths";
import { stopOnSignals } from "../src/cli/stop-on-signals";
import { plural } from "../src/util/plural";
import { LIMIT_RANGES } from "../src/problem/problem-config";
import { secondsSlipNote } from "../src/cli/seconds-slip";

const spec: CommandSpec = {
  name: "import",
  summary: "Import a Kattis problem package (problem.yaml, statement/, data/sample and data/secret, submissions/) as a problem.",
  positionals: ["<dir>"],
  options: [
    { name: "id", type: "string", value: "<id>", help: "the problem id (default: the package folder's name)" },
    { elsewhere: ["tle", "time-limit", "timelimit", "timeout", "time"], name: "tl", type: "string", value: "<ms>", help: "the time limit in ms for a package that sets none, instead of timing its accepted submissions for one", parse: withinRange("--tl", LIMIT_RANGES.timeLimitMs, milliseconds("--tl")) },
    { name: "force", type: "boolean", writes: true, help: "replace what the package brings in an existing problem; a file you changed since the last import is kept aside as <name>.mine, and cases not in the package are kept" },
  ],
  examples: ["npm run import ../packages/hdu2516", "npm run import -- ../packages/hello --id kattis-hello"],
};

async function main({ positionals, values }: ParsedCommandLine): Promise<number> {
  // Ctrl-C while the accepted submissions are timed: import takes a fresh import back, or says what a forced one left.
  const stop = stopOnSignals();
  // A statement's "2 seconds" typed as --tl 2 is 2 ms: said, with the command for seconds.
  const slip = secondsSlipNote(values.tl as number | undefined, (ms) => `--tl ${ms}`);
  if (slip) process.stderr.write(`${slip}\n`);
  const result = await importKattisPackage(resolveUserPath(positionals[0]!), {
    ...(values.id !== undefined ? { id: values.id as string } : {}),
    force: values.force === true,
    ...(values.tl !== undefined ? { timeLimitMs: values.tl as number } : {}),
    signal: stop.controller.signal,
    // Timing the accepted submissions can take minutes: each one started is said on stderr, the report stays on stdout.
    onProgress: (line) => process.stderr.write(`${line}\n`),
  });
  process.stdout.write(`Imported ${result.id}: ${plural(result.cases.length, "case")} (${result.cases.join(", ") || "none"})\n`);
  if (result.submissions.length === 0) process.stdout.write("  submissions: none\n");
  else process.stdout.write("  submissions:\n");
  for (const line of result.submissions) process.stdout.write(`    ${line}\n`);
  if (result.skipped.length) process.stdout.write(`  not imported:\n`);
  for (const line of result.skipped) process.stdout.write(`    ${line}\n`);
  if (result.kept.length) process.stdout.write(`  kept as they were: ${plural(result.kept.length, "file")} (${result.kept.slice(0, 4).map((line) => line.split(" → ")[0]).join(", ")}${result.kept.length > 4 ? ", …" : ""})\n`);
  // A problem no import wrote (npm run new's) has no "last import": its file simply differs from the package's.
  for (const { path, aside, neverImported } of result.keptAside) process.stdout.write(`  kept your version: ${displayPath(path)} ${neverImported ? "differs from the package's (no import wrote this problem before)" : "changed since the last import"}; it is now ${displayPath(aside)}, and ${displayPath(path)} is the package's\n`);
  if (result.keptCases.length) process.stdout.write(`  kept cases that are not in the package: ${result.keptCases.join(", ")}\n`);
  if (result.keptSolutions.length) process.stdout.write(`  kept solutions the last import wrote that are not in the package now (verify still judges them; delete them if they should go): ${result.keptSolutions.join(", ")}\n`);
  for (const note of result.notes) process.stdout.write(`  note: ${note}\n`);
  process.stdout.write(`Next: npm run judge ${result.id}\n`);
  return EXIT.ok;
}

runCommand(spec, main);
