import { existsSync, readFileSync, statSync } from "node:fs";
import { type CommandSpec, type ParsedCommandLine } from "../src/cli/parse-args";
import { runCommand } from "../src/cli/run-cli";
import { EXIT, UserError } from "../src/errors";
import { displayPath, resolveUserPath } from "../src/paths";
import { findProblem } from "../src/problem/find-problem";
import { problemFiles, solutionNames } from "../src/authoring/problem-files";
import type { SolutionOracle } from "../src/authoring/reference-output";
import { assertValidatorInputSize } from "../src/authoring/problem-tools";
import { addCase, type TextSource } from "../src/scaffold/add-case";
import { INPUT_BOM_NOTE } from "../src/outcome/input-bom-note";
import { assertReadableFile } from "../src/util/user-file";
import { colorsFor } from "../src/report/colors";
import { existingCaseNames, nextCaseName } from "../src/scaffold/case-names";

const ORACLE_CHOICES: SolutionOracle[] = ["brute", "second-method", "main"];

const spec: CommandSpec = {
  name: "case",
  summary: "Add a case to cases/<id>/: the input from a file or stdin, validated; the expected output from --out or the reference solution.",
  positionals: ["<id>"],
  options: [
    { name: "in", type: "string", value: "<file|->", help: "the input file, or - for stdin (default: stdin when it is piped)" },
    { name: "out", type: "string", value: "<file|->", writes: true, help: "the expected output, or - for stdin when --in is a file (default: computed by brute.ts where it can reach, else second-method.ts, else main.ts)" },
    {
      name: "oracle",
      type: "string",
      value: "<solution>",
      help: "compute the expected output with brute, second-method or main (brute runs even where its reach is unknown, without validate.ts and gen.ts)",
      parse: (raw) => {
        if (!(ORACLE_CHOICES as string[]).includes(raw)) throw `Expected --oracle to be one of ${ORACLE_CHOICES.join(", ")}, got "${raw}"`;
        return raw;
      },
      writes: true,
    },
    { name: "sample", type: "boolean", help: 'the case is a sample of the statement: its name ends in "-sample", so export puts it in data/sample' },
    { name: "allow-empty", type: "boolean", help: "accept an empty expected output, from --out or computed (refused by default: usually a mistake)" },
    { name: "name", type: "string", value: "<name>", writes: true, help: "the case name, e.g. 09-max-n (default: the next number, e.g. 09)" },
    { name: "force", type: "boolean", writes: true, help: "replace the case --name names (its .in and .out), e.g. its expected output again from --oracle brute" },
  ],
  examples: [
    "npm run case -- hdu2516 --in sample.in --out sample.out",
    "npm run case -- hdu2516 --in big.in --name 09-big",
    "printf '2\\n3\\n0\\n' | npm run case hdu2516",
    "npm run case -- hdu2516 --in big.in --oracle brute",
  ],
};

async function main({ positionals, values }: ParsedCommandLine): Promise<number> {
  const problem = findProblem(positionals[0]!);
  const named = values.name as string | undefined;
  // "--name 1000.out" made 1000.out.in and 1000.out.out: the name is the stem the two files share (".in" is dropped, as before).
  const extension = named === undefined ? undefined : /\.(out|ans)$/.exec(named)?.[0];
  if (named !== undefined && extension) throw new UserError(`--name ${named} ends in ${extension}, but a case's name has no extension (it would make ${named}.in and ${named}.out); nothing was written`, `give --name ${named.slice(0, -extension.length)}`);
  // stdin can be one of the two, not both: say so before reading either.
  if (values.out !== undefined && values.oracle !== undefined) throw new UserError(`--out gives the expected output and --oracle computes it: give one of them; nothing was written`, `npm run case -- ${problem.id} --in <file> --out <file>, or --oracle ${values.oracle as string} without --out`);
  if (values.out === "-" && (values.in === undefined || values.in === "-")) {
    throw new UserError("--out - reads the expected output from stdin, which --in already reads; nothing was written", `give one of them as a file: npm run case -- ${problem.id} --in <file> --out -`);
  }
  if (values.force === true && named === undefined) throw new UserError("--force replaces the case that --name names, and no --name was given; nothing was written", `npm run case -- ${problem.id} --in <file> --name <case> --force`);
  const input = await readInput(values.in as string | undefined, problem.id);
  const expected = values.out === undefined ? undefined : values.out === "-" ? await readStdin() : readUserFile(values.out as string, "--out");
  // An empty expected output is almost always a redirect that failed; it would make every silent solution AC.
  if (expected && expected.bytes.length === 0 && values["allow-empty"] !== true) {
    throw new UserError(`--out ${values.out as string} is empty, so the case would accept a solution that prints nothing; nothing was written`, "check the file, or pass --allow-empty if the expected output really is empty");
  }
  const added = await addCase({
    problem,
    input,
    ...(expected ? { expected } : {}),
    allowEmpty: values["allow-empty"] === true,
    replace: values.force === true,
    ...(values.oracle !== undefined ? { oracle: values.oracle as SolutionOracle } : {}),
    ...(caseName(values.name as string | undefined, values.sample === true, problem.casesDir) !== undefined ? { name: caseName(values.name as string | undefined, values.sample === true, problem.casesDir)! } : {}),
    onComputing: () => process.stdout.write("computing the expected output…\n"),
  });
  process.stdout.write(`${added.replaced ? "replaced" : "added"} ${displayPath(added.inputPath)} (${input.bytes.length} bytes, from ${input.label}) and ${displayPath(added.outputPath)}\n`);
  const from = added.why ? `${added.outputFrom}: ${added.why}` : `${added.outputFrom} (given with --out)`;
  process.stdout.write(`expected output from ${from}\n`);
  if (added.bom) process.stderr.write(`warning: ${INPUT_BOM_NOTE} (kept as given)\n`);
  if (added.crlf) process.stderr.write("warning: the input has CRLF line ends (saved on Windows?), where a judge's inputs end lines with LF alone: getline, readLine and input() keep or trip on the CR; kept as given (convert it with dos2unix, or write a validator that allows CR if the format does)\n");
  if (added.sameInputAs.length) process.stderr.write(`warning: its input is byte for byte that of ${added.sameInputAs.join(", ")}, so it tests nothing new (kept; delete it if it was a mistake)\n`);
  if (!added.validated) process.stdout.write(`not validated: there is no ${displayPath(problemFiles(problem.id).validator)} (export function parseInput(reader) checks an input's constraints)\n`);
  if (added.fromMain) {
    const c = colorsFor(process.stderr);
    const files = problemFiles(problem.id);
    const { main: mainName, brute } = solutionNames(files);
    // A brute force that is there but was passed over (its reach unknown without validate.ts and gen.ts): "write a
    // brute force" sent its author to write what they had just written.
    const instead = added.bruteReachUnknown
      ? `or take ${brute}'s output (its reach is unknown without ${existsSync(files.validator) ? "" : "validate.ts and "}gen.ts, so it is not chosen by itself): npm run case -- ${problem.id} --in ${displayPath(added.inputPath)} --name ${added.name} --oracle brute --force`
      : `or write a brute force (solutions/${problem.id}/brute.*) and add the case again`;
    process.stderr.write(
      `${c.yellow(c.bold("WARNING:"))} the expected output is from ${mainName} itself: this proves nothing (a wrong ${mainName} passes its own case).\n` +
        `  Check ${displayPath(added.outputPath)} by hand, ${instead};\n` +
        `  npm run verify ${problem.id} lists it as unfinished until then.\n`,
    );
  }
  return EXIT.ok;
}

// --sample names the case so that export sends it to data/sample: "<name>-sample", or the next number then "-sample".
function caseName(name: string | undefined, sample: boolean, casesDir: string): string | undefined {
  if (!sample) return name;
  if (name !== undefined) return /sample/i.test(name) ? name : `${name.replace(/\.in$/, "")}-sample`;
  return `${nextCaseName(existingCaseNames(casesDir))}-sample`;
}

async function readInput(option: string | undefined, id: string): Promise<TextSource> {
  // A problem with a validator takes inputs it can check; the size is known before the bytes are read.
  const validator = problemFiles(id).validator;
  const checkSize = (bytes: number, label: string) => existsSync(validator) && assertValidatorInputSize(bytes, label, validator);
  if (option !== undefined && option !== "-") return readUserFile(option, "--in", checkSize);
  if (option === undefined && process.stdin.isTTY) {
    throw new UserError("No input given", `npm run case -- ${id} --in <file>, or pipe it: npm run case ${id} < in.txt (--in - reads what you type, up to Ctrl-D)`);
  }
  return readStdin(checkSize);
}

async function readStdin(checkSize?: (bytes: number, label: string) => unknown): Promise<TextSource> {
  const chunks: Buffer[] = [];
  let bytes = 0;
  for await (const chunk of process.stdin) {
    chunks.push(chunk as Buffer);
    bytes += (chunk as Buffer).length;
    checkSize?.(bytes, "stdin");
  }
  return { bytes: Buffer.concat(chunks), label: "stdin" };
}

function readUserFile(path: string, flag: string, checkSize?: (bytes: number, label: string) => unknown): TextSource {
  const resolved = resolveUserPath(path);
  assertReadableFile(resolved, flag);
  try {
    if (statSync(resolved).isDirectory()) throw new UserError(`${flag} ${path} is a folder, not a file`, `give a file: ${flag} <file>`);
    checkSize?.(statSync(resolved).size, displayPath(resolved));
    return { bytes: readFileSync(resolved), label: displayPath(resolved) };
  } catch (error) {
    if (error instanceof UserError) throw error;
    throw new UserError(`Cannot read ${flag} ${path}: ${(error as NodeJS.ErrnoException).code ?? error}`, "check the path (it is relative to the folder you ran npm in)");
  }
}

runCommand(spec, main);
