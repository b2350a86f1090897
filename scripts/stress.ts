import { stopOnSignals } from "../src/cli/stop-on-signals";
import { StoppedWhileBuilding } from "../src/authoring/run-on-input";
import { existsSync } from "node:fs";
import { problemFiles } from "../src/authoring/problem-files";
import { loadGenerator } from "../src/authoring/problem-tools";
import { positiveInteger, shellQuote, type CommandSpec, type ParsedCommandLine } from "../src/cli/parse-args";
import { runCommand } from "../src/cli/run-cli";
import { EXIT, UserError } from "../src/errors";
import { displayPath, resolveUserPath } from "../src/paths";
import { describeKnownProblems, findProblem } from "../src/problem/find-problem";
import { colorsFor } from "../src/report/colors";
import { addCase } from "../src/scaffold/add-case";
import { createPairRunner } from "../src/stress/pair-runner";
import { createInteractiveRunner } from "../src/stress/interactive-pair-runner";
import { basename, dirname, join } from "node:path";
import { anyLanguage } from "../src/authoring/problem-files";
import { isProgramGenerator, loadProgramGenerator, type ProgramGenerator } from "../src/authoring/program-generator";
import { loadValidator } from "../src/authoring/problem-tools";
import { openTestlibTextCheck } from "../src/check/testlib-validator";
import { allLanguages, languagesForFile } from "../src/languages/registry";
import { batchSize, searchForDifference } from "../src/stress/stress-search";
import { searchSummary, shrinkingSummary } from "../src/stress/phase-summary";
import { makeTempDir, removeTempDir } from "../src/util/temp-dir";
import { assertReadableFile } from "../src/util/user-file";
import { solutionNotFound } from "../src/problem/solution-not-found";
import { problemInteractor } from "../src/judge/plan-judge";
import { nearFile } from "../src/util/near-file";
import { CLEAR_LINE, LINE_START } from "../src/report/terminal-guard";
import { plural } from "../src/util/plural";

// Any language's source (docs/languages.md): the ending names the language.
const sourceFile = (flag: string) => (raw: string) => {
  if (languagesForFile(raw).length === 0) throw `Expected ${flag} to be a source file of a known language (${allLanguages().flatMap((language) => language.extensions).join(" ")}), got "${raw}"`;
  return raw;
};

const spec: CommandSpec = {
  name: "stress",
  summary:
    "Hunt for an input on which two solutions disagree: seeded random inputs, many games packed per file, and the first difference shrunk to a minimal input.",
  positionals: ["<id>"],
  options: [
    { name: "solution", type: "string", value: "<a.ts>", help: "the solution under test, in any language (default solutions/<id>/main.ts)", parse: sourceFile("--solution") },
    { name: "against", type: "string", value: "<b.ts>", help: "the reference, in any language (default solutions/<id>/brute.*)", parse: sourceFile("--against") },
    { name: "brute", type: "string", value: "<b.cpp>", help: "a brute force to compare with: as --against, but small instances by default (those a brute force can answer)", parse: sourceFile("--brute") },
    {
      name: "gen",
      elsewhere: ["generator", "generate"],
      type: "string",
      value: "<gen>",
      help: "the generator: a gen.ts module, or a program in any language run as `gen <seed> <size>` that prints one input (default problems/<id>/gen.ts, else gen.*)",
      parse: sourceFile("--gen"),
    },
    { name: "seed", type: "string", value: "<s>", help: "the seed (default: a fresh one, printed so the run can be replayed)" },
    { name: "count", type: "string", value: "<n>", help: "stop after n random instances", parse: positiveInteger("--count") },
    { name: "time", type: "string", value: "<s>", help: "search for s seconds (default 10 when --count is not given); shrinking a difference is timed apart", parse: positiveInteger("--time") },
    {
      name: "size",
      type: "string",
      value: "<small|large>",
      help: "instance sizes: small stays where brute.ts can answer (default when it is a side), large spans the constraints",
      parse: (raw) => {
        if (raw !== "small" && raw !== "large") throw `Expected --size to be small or large, got "${raw}"`;
        return raw;
      },
    },
    { name: "save", type: "boolean", help: "add the shrunk input as a case (expected output from the reference); only after --", writes: true, npmHides: true },
    {
      name: "strict",
      type: "boolean",
      help: "keep every input within the format's limit on instances per file (HDU 1846: 100); by default stress packs up to 2,000 for speed",
    },
  ],
  missingHint: () => describeKnownProblems(),
  examples: [
    "npm run stress hdu2516",
    "npm run stress -- hdu2516 --solution my.ts --seed 7 --count 100000",
    "npm run stress -- nim --solution solutions/hdu2176/wrong/sorted-moves.ts --save",
    "npm run stress -- hdu1527 --solution solutions/hdu1527/py/main.py --brute solutions/hdu1527/cpp/main.cpp --gen test/fixtures/stress/wythoff-gen.cpp",
  ],
};

async function main({ positionals, values }: ParsedCommandLine): Promise<number> {
  if (values.count !== undefined && values.time !== undefined) throw new UserError("Give --count or --time, not both", "--count n stops after n instances; --time s after s seconds");
  if (values.brute !== undefined && values.against !== undefined && values.brute !== values.against) throw new UserError("Give --brute or --against, not both", "they are the same option: the reference solution");
  const againstFlag = values.brute !== undefined ? "--brute" : "--against";
  const againstValue = (values.brute ?? values.against) as string | undefined;
  const c = colorsFor(process.stdout);
  const problem = findProblem(positionals[0]!);
  const files = problemFiles(problem.id);
  const solution = values.solution ? resolveUserPath(values.solution as string) : files.main;
  // Interactive problems: the solution plays against the problem's interactor (interactor.ts, interactor.py, …) on
  // each generated input, as judge plays it (stress took interactor.ts only: "interactor.ts does not exist").
  const interactor = problemInteractor(problem.dir);
  const interactorPath = interactor ? (interactor.kind === "file" ? interactor.path : interactor.dir) : join(problem.dir, "interactor.ts");
  const against = problem.config.interactive ? interactorPath : againstValue ? resolveUserPath(againstValue) : files.brute;
  // The problem's own main missing: the error a judge gives (a main left in the wrong folder named), not "--solution".
  if (!values.solution && !existsSync(solution)) throw solutionNotFound(problem, solution, false);
  for (const [path, flag] of [[solution, "--solution"], [against, againstFlag]] as const) {
    if (!existsSync(path)) {
      throw path === files.brute
        // brute.* is taken in any language: naming only brute.ts sent a C++ or Python user to write TypeScript.
        ? new UserError(`${displayPath(path)} does not exist: stress compares ${displayPath(solution)} with a brute force (an obviously right, slow solution) on random inputs`, `write one there, or as ${displayPath(join(dirname(path), "brute"))}.<ext> in any language (brute.cpp, brute.py, …; npm run new -- <id> --example writes a worked one to copy from; see solutions/hdu2516/brute.ts), or name another reference with ${flag} <file>`)
        : missingReference(path, flag, dirname(files.wrong));
    }
    assertReadableFile(path, flag);
  }
  const generatorPath = values.gen ? resolveUserPath(values.gen as string) : existsSync(files.generator) ? files.generator : anyLanguage(problem.dir, "gen");
  if (values.gen) assertReadableFile(generatorPath, "--gen");
  // From here Ctrl-C stops every box at once (a build, the tool host, a generator), loading included.
  const stop = stopOnSignals();
  const workDir = makeTempDir("stonebench-stress");
  try {
    return await stress(problem, files, { solution, against, generatorPath, workDir }, values, c, stop);
  } catch (error) {
    if (!stop.stoppedBy()) throw error;
    process.stderr.write(`stopped by ${stop.stoppedBy()} before stress had a result to report\n`);
    return stop.stoppedCode();
  } finally {
    removeTempDir(workDir);
  }
}

// A path that is not there: a file of that name (or stem) in the problem's solutions folder is named, for a path typed
// without its folder or ending.
function missingReference(path: string, flag: string, solutionsFolder: string): UserError {
  const same = join(solutionsFolder, basename(path));
  const stem = anyLanguage(solutionsFolder, basename(path));
  const near = [same, stem].find((candidate) => candidate !== path && existsSync(candidate)) ?? nearFile(path);
  return new UserError(`${displayPath(path)} does not exist`, near ? `did you mean ${displayPath(near)}? (paths start from the folder you ran npm in)` : `check the path given to ${flag}`);
}

async function stress(
  problem: ReturnType<typeof findProblem>,
  files: ReturnType<typeof problemFiles>,
  paths: { solution: string; against: string; generatorPath: string; workDir: string },
  values: ParsedCommandLine["values"],
  c: ReturnType<typeof colorsFor>,
  stop: ReturnType<typeof stopOnSignals>,
): Promise<number> {
  const { solution, against, generatorPath, workDir } = paths;
  const interactor = problemInteractor(problem.dir) ?? { kind: "file" as const, path: join(problem.dir, "interactor.ts") };
  // A program generator (gen.cpp, gen.py): its inputs are checked by validate.ts and shrunk by gen.ts where they exist.
  const program: ProgramGenerator | undefined = isProgramGenerator(generatorPath)
    ? await loadProgramGenerator(generatorPath, { workDir, ...(await programKit(problem.id, workDir)) })
    : undefined;
  const generator = program ?? (await loadGenerator(problem.id, generatorPath));
  if (!generator) throw new UserError(`${displayPath(generatorPath)} does not exist: stress draws its random inputs from it`, "write a generator there (export const generator: ProblemGenerator<Instance>; npm run new -- <id> --example writes a worked one; see problems/hdu2516/gen.ts), or pass --gen <file>");
  // A brute force: the problem's brute.*, or any reference given with --brute (small instances, those it can answer).
  const bruteSide = solution === files.brute || against === files.brute || values.brute !== undefined;
  const size = (values.size as "small" | "large" | undefined) ?? (bruteSide ? "small" : "large");
  // The exact option to type: "compare against second-method.ts (--against)" sent users to --against second-method.ts, not found.
  const secondMethod = existsSync(files.secondMethod) && solution !== files.secondMethod ? `--against ${shellQuote(displayPath(files.secondMethod))}` : undefined;
  const largeWay = secondMethod ? `compare against the second method to test large ones: ${secondMethod} --size large` : "compare against a second, independent method (--against <file> --size large) to test large ones";
  if (size === "large" && bruteSide) process.stderr.write(`note: ${displayPath(against === files.brute || values.brute !== undefined ? against : solution)} is a brute force, so instances beyond its reach are skipped; ${largeWay}\n`);
  const seed = (values.seed as string | undefined) ?? String(Date.now() % 1_000_000_007);
  const timeSeconds = values.count === undefined ? ((values.time as number | undefined) ?? 10) : undefined;
  const { controller } = stop;
  const tty = process.stdout.isTTY === true;
  // Past the limit, brute.ts on large instances could run for seconds per input; elsewhere packing more is pure gain.
  // A generator program prints one whole input per run: nothing is packed, so there is nothing to note.
  const overpack = program === undefined && values.strict !== true && !(bruteSide && size === "large") && generator.maxInstancesPerFile !== undefined && generator.maxInstancesPerFile < batchSize(generator, true);
  process.stdout.write(
    `stress ${c.bold(problem.id)}: ${displayPath(solution)} against ${displayPath(against)}, ${size} instances, seed ${seed}, ` +
      `${values.count !== undefined ? `${values.count} instances` : `${timeSeconds} s`}\n`,
  );
  if (overpack) {
    process.stdout.write(
      `  packing up to ${batchSize(generator, true).toLocaleString("en")} instances per input, past the format's ${generator.maxInstancesPerFile}: ` +
        `a difference counts only once it is shrunk to a valid input (--strict keeps to the limit)\n`,
    );
  }
  {
    const makeRunner = () => problem.config.interactive
      ? createInteractiveRunner({ solution, interactor, workDir, timeLimitMs: Math.max(problem.config.timeLimitMs * 5, 10_000), memoryLimitMiB: problem.config.memoryLimitMiB, signal: controller.signal })
      : createPairRunner({
      solutionA: solution,
      solutionB: against,
      workDir,
      timeLimitMs: Math.max(problem.config.timeLimitMs * 5, 10_000),
      mode: problem.config.checker === "custom" || problem.config.checker === "testlib" ? "tokens" : problem.config.checker,
      tolerance: problem.config.tolerance,
      signal: controller.signal,
    });
    let runner: Awaited<ReturnType<typeof makeRunner>>;
    try {
      runner = await makeRunner();
    } catch (error) {
      if (!(error instanceof StoppedWhileBuilding)) throw error;
      process.stderr.write(`stopped by ${stop.stoppedBy() ?? "a signal"} while ${displayPath(error.path)} was compiled; nothing was compared\n`);
      return stop.stoppedCode();
    }
    const result = await searchForDifference({
      generator,
      runner,
      seed,
      size,
      ...(values.count !== undefined ? { count: values.count as number } : {}),
      ...(timeSeconds !== undefined ? { timeSeconds } : {}),
      bruteSide,
      overpack,
      stopOnReferenceFailure: !problem.config.interactive,
      onNote: (note) => process.stderr.write(`${tty ? CLEAR_LINE : ""}note: ${note}\n`),
      signal: controller.signal,
      onProgress: tty ? ({ instances, perSecond }) => process.stdout.write(`${LINE_START}  ${instances.toLocaleString("en")} instances, ${Math.round(perSecond).toLocaleString("en")}/s   `) : undefined,
      onShrinkStep: tty ? (instances) => void generator.format(instances).then((text) => process.stdout.write(`${LINE_START}  shrinking: ${text.length} bytes of input   `), () => undefined) : undefined,
    });
    if (tty) process.stdout.write(CLEAR_LINE);
    // The search and shrinking apart: each phase's own pair runs and seconds (phase-summary.ts).
    const rate = searchSummary(result);
    const shrinkingLine = (setAside: number) => (result.shrinking ? `  ${shrinkingSummary(result.shrinking, setAside)}\n` : "");
    if (result.referenceFailed) {
      const { batch, outcome } = result.referenceFailed;
      process.stdout.write(`${c.red(c.bold("the reference failed"))} after ${rate}\n`);
      process.stdout.write(`  ${displayPath(against)} on batch ${batch} (seed ${seed}): ${(outcome.b.failure ?? outcome.reason).split("\n")[0]}\n`);
      process.stdout.write(`  it cannot judge these inputs, so nothing was shrunk${outcome.a.failure ? `; ${displayPath(solution)} failed too (${outcome.a.failure.split("\n")[0]})` : ""}\n`);
      throw new UserError(
        `The reference ${displayPath(against)} failed on the inputs stress drew (${size} instances)`,
        size === "large" ? "a brute force needs small instances: add --size small (the default with --brute), or name a faster reference with --against" : "fix the reference, or name another with --against",
      );
    }
    if (!result.failure) {
      const headline = stop.stoppedBy() ? c.yellow(c.bold(`stopped by ${stop.stoppedBy()}, no difference so far`)) : c.green(c.bold("no difference"));
      process.stdout.write(`${headline}: ${rate}\n`);
      process.stdout.write(shrinkingLine(result.shrinking?.differences ?? 0));
      // A brute force reaches small instances only: a float or overflow bug beyond them passes unseen (binet-round.cpp).
      if (size === "small" && bruteSide) process.stdout.write(`  small instances only (a brute force's reach); ${largeWay}\n`);
      return stop.stoppedBy() ? stop.stoppedCode() : EXIT.ok;
    }
    const { shrunk, original, batch } = result.failure;
    // As it ran: a Ctrl-C has killed the tool host, which can format nothing more.
    const input = shrunk.input;
    process.stdout.write(`${c.red(c.bold("difference found"))} after ${rate}\n`);
    process.stdout.write(`  first seen in batch ${batch}: ${original.reason.split("\n")[0]}\n`);
    process.stdout.write(shrinkingLine((result.shrinking?.differences ?? 1) - 1));
    const steps = `${plural(shrunk.steps, "step")}`;
    const stopped = stop.stoppedBy() ? ` (shrinking stopped by ${stop.stoppedBy()}: the smallest failing input so far)` : "";
    process.stdout.write(`  shrunk in ${steps} to ${plural(shrunk.instances.length, "instance")}${stopped}:\n\n`);
    process.stdout.write(indent("input", input));
    process.stdout.write(indent(displayPath(solution), shrunk.outcome.a.output ?? `(${shrunk.outcome.a.failure})`));
    process.stdout.write(indent(displayPath(against), shrunk.outcome.b.output ?? `(${shrunk.outcome.b.failure})`));
    process.stdout.write(`  ${shrunk.outcome.reason.split("\n")[0]}\n\n`);
    // Quoted as a shell needs them: "--solution my dir/x.cpp" typed back as printed named two paths.
    const replay = [`npm run stress -- ${problem.id}`];
    if (values.solution) replay.push(`--solution ${shellQuote(values.solution as string)}`);
    if (values.brute) replay.push(`--brute ${shellQuote(values.brute as string)}`);
    else if (values.against) replay.push(`--against ${shellQuote(values.against as string)}`);
    if (values.gen) replay.push(`--gen ${shellQuote(values.gen as string)}`);
    if (values.size) replay.push(`--size ${values.size}`);
    if (values.strict) replay.push("--strict");
    replay.push(`--seed ${seed} --count ${result.instances}`);
    if (program) process.stdout.write(`  the input of batch ${batch} came from: ${program.commandOf(seed, batch, size)}\n`);
    process.stdout.write(`replay: ${replay.join(" ")}\n`);
    if (values.save) {
      // The expected output is the one the reference gave in this very run (never main.ts's, which addCase would take
      // when no brute reaches the input); an interactor's case has no output of the reference's to keep.
      const reference = shrunk.outcome.b.output;
      if (!problem.config.interactive && reference === undefined) {
        process.stdout.write(`not saved: ${displayPath(against)} gave no output on it (${shrunk.outcome.b.failure}), so there is no expected output to keep\n`);
        return EXIT.failed;
      }
      const expected = problem.config.interactive || reference === undefined ? {} : { expected: { bytes: Buffer.from(reference), label: displayPath(against) } };
      const added = await addCase({ problem, input: { bytes: Buffer.from(input), label: "the shrunk input" }, ...expected });
      process.stdout.write(`saved as ${displayPath(added.inputPath)} with the expected output from ${added.outputFrom}\n`);
    } else {
      // `npm run stress … --save` loses --save to npm without a trace: say how to keep the input.
      process.stdout.write(`not saved; to add it as a case: ${replay.join(" ")} --save\n`);
    }
    return stop.stoppedBy() ? stop.stoppedCode() : EXIT.failed;
  }
}

// What a program generator's inputs are checked and shrunk with: validate.ts, and gen.ts's format and shrink; without
// validate.ts, a Polygon validator.cpp checks each input whole (its scratch files go with the stress run's workDir).
async function programKit(id: string, workDir: string) {
  const validator = await loadValidator(id);
  const kit = validator ? await loadGenerator(id) : undefined;
  const testlib = validator ? undefined : await openTestlibTextCheck(id, workDir);
  return { ...(validator ? { validator } : {}), ...(kit ? { kit } : {}), ...(testlib ? { testlib } : {}) };
}

function indent(title: string, text: string): string {
  const lines = text.replace(/\n$/, "").split("\n");
  const shown = lines.length > 12 ? [...lines.slice(0, 10), `… (${lines.length - 10} more lines)`] : lines;
  return `  ${title}:\n${shown.map((line) => `    │ ${line}`).join("\n")}\n`;
}

runCommand(spec, main);
