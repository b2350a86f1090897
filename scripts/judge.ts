import { existsSync, fstatSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { positiveInteger, withinRange, type CommandSpec, type ParsedCommandLine } from "../src/cli/parse-args";
import { reportError, runCommand } from "../src/cli/run-cli";
import { EXIT, exitCodeForSignal, UserError } from "../src/errors";
import { stopEveryBox } from "../src/run/stop-every-box";
import { judgeCases, type JudgeReport, type JudgeRequest } from "../src/judge/judge-cases";
import { planJudge } from "../src/judge/plan-judge";
import { customCase } from "../src/judge/custom-input";
import type { TestCase } from "../src/problem/find-cases";
import { readySandbox } from "../src/sandbox/sandboxed-argv";
import { SETTINGS_FILE } from "../src/languages/languages-settings";
import { displayPath, projectRoot } from "../src/paths";
import { describeKnownProblems, findProblem } from "../src/problem/find-problem";
import { secondsSlipNote } from "../src/cli/seconds-slip";
import { emptySourceNote } from "../src/cli/empty-source-note";
import { mebibytes, milliseconds } from "../src/cli/limit-units";
import { CHECKER_MODES, LIMIT_RANGES, type CheckerMode } from "../src/problem/problem-config";
import { toJsonReport } from "../src/report/json-report";
import { createTextReporter } from "../src/report/text-reporter";
import { watchPaths } from "../src/watch/watch-paths";
import { judgeWatchList } from "../src/watch/judge-watch-list";
import { isTypeScript, typeCheckInSandbox, type TypeCheckOutcome } from "../src/typecheck/boxed-type-check";
import { formatTypeError } from "../src/typecheck/type-check";
import { CLEAR_SCREEN } from "../src/report/terminal-guard";

export const judgeSpec: CommandSpec = {
  name: "judge",
  summary: "Judge a solution on every case of a problem, the way an online judge would.",
  positionals: ["<id>"],
  options: [
    { elsewhere: ["file", "source", "src", "sol"], name: "solution", type: "string", value: "<file>", help: "judge this file instead of solutions/<id>/main.ts, in any language (docs/languages.md): main.cpp, main.py, Main.java, …" },
    { name: "lang", type: "string", value: "<id>", help: "the solution's language when its ending does not say (cpp, c, python, java, kotlin, rust, go, typescript, javascript, or one of languages.yaml)" },
    { elsewhere: ["tests", "test-dir", "testdir", "directory", "dir", "d"], name: "cases", type: "string", value: "<dir>", help: "take .in/.out pairs from this folder instead of cases/<id>/" },
    { name: "case", type: "string", value: "<name|glob>", help: 'judge only matching cases, e.g. 02-fib-neighbours or "0[1-3]*"' },
    { elsewhere: ["tle", "time-limit", "timelimit", "timeout", "time"], name: "tl", type: "string", value: "<ms>", help: "time limit in ms (CPU time)", parse: withinRange("--tl", LIMIT_RANGES.timeLimitMs, milliseconds("--tl")) },
    { elsewhere: ["mle", "memory-limit", "memorylimit", "memory"], name: "ml", type: "string", value: "<MiB>", help: "memory limit in MiB: above the runtime's baseline for Node, Python and the JVM, the whole process for C, C++, Rust, Go", parse: withinRange("--ml", LIMIT_RANGES.memoryLimitMiB, mebibytes("--ml")) },
    { name: "jobs", type: "string", value: "<n>", help: "judge n cases at once (default 1; timings get noisier)", parse: positiveInteger("--jobs") },
    {
      name: "checker",
      type: "string",
      value: "<mode>",
      help: `compare with ${CHECKER_MODES.join(", ")} instead of problem.yaml's checker`,
      parse: (raw) => {
        if (!(CHECKER_MODES as readonly string[]).includes(raw)) throw `Expected --checker to be one of ${CHECKER_MODES.join(", ")}, got "${raw}"`;
        return raw;
      },
    },
    { name: "in", type: "string", value: "<file|->", help: "judge one custom input instead of the cases: a file, or - for stdin (same build, sandbox and limits); its output is shown" },
    { name: "out", type: "string", value: "<file>", help: "with --in: the expected output, compared with the problem's checker (AC, PE or WA, with the diff)" },
    { name: "expect", type: "string", value: "<file>", help: "the same as --out" },
    { name: "bail", type: "boolean", help: "stop at the first case that is not AC" },
    { name: "transcript", type: "boolean", help: "interactive problems: print each case's whole exchange (directions, ms, bytes); a failing case shows its last lines anyway" },
    { name: "stderr", type: "boolean", help: "show the stderr tail under every case, AC too (always shown under the others)" },
    { name: "show", type: "boolean", help: "print the input and the whole output of every case that is not AC (up to --show-limit bytes each)" },
    { name: "show-limit", type: "string", value: "<bytes>", help: "the byte limit for --show (default 4096)", parse: positiveInteger("--show-limit") },
    { name: "json", type: "boolean", help: "print the JSON report on stdout and nothing else" },
    { name: "watch", type: "boolean", help: "judge again whenever the solution, a case or problem.yaml changes" },
    { name: "no-sandbox", type: "boolean", help: "run without Node's permission model (for debugging)" },
  ],
  missingHint: () => describeKnownProblems(),
  examples: [
    "npm run judge hdu2516",
    "npm run judge -- hdu2516 --json",
    "npm run judge -- wythoff --solution solutions/hdu1527/wrong/float.ts",
    "npm run judge -- hdu2516 --solution solutions/hdu2516/cpp/main.cpp",
    'npm run judge -- hdu2516 --case "0[1-3]*" --jobs 2',
    "echo 8 | npm run judge -- hdu1846 --in -",
    "npm run judge -- hdu1846 --in my.in --out my.out",
  ],
};

async function main({ positionals, values }: ParsedCommandLine): Promise<number> {
  const controller = new AbortController();
  let stoppedBy: NodeJS.Signals | undefined;
  const stop = (signal: NodeJS.Signals): void => {
    if (stoppedBy) process.exit(exitCodeForSignal(signal));
    stoppedBy = signal;
    controller.abort();
    // Every box at once: a validator that sleeps is not waited for up to its wall bound (20 s, more with validation_time).
    stopEveryBox(signal);
  };
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
  process.on("SIGHUP", stop);
  // The sandbox's holder starts now, under the plan and the build; judgeCases awaits it (and reports its errors).
  readySandbox(values["no-sandbox"] !== true).catch(() => undefined);
  const slip = secondsSlipNote(values.tl as number | undefined, (ms) => `--tl ${ms}`);
  if (slip) process.stderr.write(`${slip}\n`);
  const customCase = await customCaseOf(positionals[0]!, values);
  const plan = () =>
    planJudge(positionals[0]!, {
      solution: values.solution as string | undefined,
      lang: values.lang as string | undefined,
      cases: values.cases as string | undefined,
      case: values.case as string | undefined,
      tl: values.tl as number | undefined,
      ml: values.ml as number | undefined,
      jobs: values.jobs as number | undefined,
      checker: values.checker as CheckerMode | undefined,
      bail: values.bail === true,
      sandbox: values["no-sandbox"] !== true,
      signal: controller.signal,
      transcript: values.transcript === true,
      allowMissingAnswers: true,
      ...(customCase ? { customCase } : {}),
    });
  const showBytes = values.show === true || values["show-limit"] !== undefined || customCase ? ((values["show-limit"] as number | undefined) ?? 4096) : undefined;
  const judgeOnce = async (request: JudgeRequest): Promise<JudgeReport> => {
    const onNote = (message: string) => process.stderr.write(`${message}\n`);
    const empty = emptySourceNote(request.solutionPath, request.solutionLabel);
    if (empty) onNote(empty);
    const observer = values.json
      ? { onNote }
      : { ...createTextReporter({ write: (text) => process.stdout.write(text), isTTY: process.stdout.isTTY, showStderr: values.stderr === true, showAlways: customCase !== undefined, ...(showBytes !== undefined ? { showBytes } : {}) }), onNote };
    // The type check runs in the sandbox beside the cases (cached by content); its note comes after them, on this run.
    // STONEBENCH_TYPECHECK=0 turns it off (the test suite does, so hundreds of judge runs do not each start tsc).
    const typeCheck = isTypeScript(request.solutionPath) && process.env.STONEBENCH_TYPECHECK !== "0" ? startTypeCheck(request) : undefined;
    const report = await judgeCases(showBytes !== undefined ? { ...request, showBytes } : request, observer);
    if (values.json) process.stdout.write(`${JSON.stringify(toJsonReport(report))}\n`);
    // A solution that does not build has its CE already: tsc would only say the same syntax error again.
    const built = !(report.summary.verdict === "CE" && report.cases.length === 0);
    if (typeCheck) {
      const outcome = await typeCheck;
      if (built) noteTypeErrors(request, outcome, onNote);
    }
    return report;
  };
  const exitCodeOf = (report: JudgeReport): number => {
    if (stoppedBy) return exitCodeForSignal(stoppedBy);
    // Cases without expected output (NO) do not fail the run: summary.verdict is AC when every other case is.
    const allPassed = report.summary.verdict === "AC" && report.cases.length === report.summary.total;
    return allPassed ? EXIT.ok : EXIT.failed;
  };
  const request = plan();
  if (!values.watch) return exitCodeOf(await judgeOnce(request));
  const code = await watchAndJudge(request, plan, judgeOnce, controller.signal);
  return stoppedBy && stoppedBy !== "SIGINT" ? exitCodeForSignal(stoppedBy) : code;
}

// `echo 8 | npm run judge x` used to be ignored without a word: a pipe or a non-empty file on stdin gets a note.
function stdinHasData(): boolean {
  try {
    const stat = fstatSync(0);
    return stat.isFIFO() || stat.isSocket() || (stat.isFile() && stat.size > 0);
  } catch {
    return false;
  }
}

/** --in (and --out/--expect): the one custom case, checked against the options it cannot go with. */
async function customCaseOf(problemName: string, values: Record<string, unknown>): Promise<TestCase | undefined> {
  const expected = (values.out ?? values.expect) as string | undefined;
  if (values.out !== undefined && values.expect !== undefined) throw new UserError("--out and --expect are the same option, given twice", "keep one of them");
  if (values.in === undefined) {
    if (stdinHasData()) process.stderr.write(`note: judge reads no stdin; to judge it as a custom input: npm run judge -- ${problemName} --in -\n`);
    if (expected !== undefined) throw new UserError(`--${values.out !== undefined ? "out" : "expect"} needs --in: it is the expected output of a custom input`, `npm run judge -- ${problemName} --in <input> --out <expected>`);
    return undefined;
  }
  for (const option of ["cases", "case"]) {
    if (values[option] !== undefined) throw new UserError(`--in judges one custom input, so --${option} has nothing to choose`, `drop --${option}, or drop --in to judge the problem's cases`);
  }
  if (values.in === "-" && values.watch) throw new UserError("--watch cannot read stdin again on every save", "write the input to a file: --in <file> --watch");
  const problem = findProblem(problemName);
  return customCase({ input: values.in as string, ...(expected !== undefined ? { expected } : {}), interactive: problem.config.interactive === true, problemId: problem.id });
}

/**
 * esbuild ignores types, so judge does too; but a TypeScript judge would give CE, so say so once per run: the check
 * runs in the sandbox beside the cases (bounded by its own limits), and the judge waits for it, so a save under
 * --watch shows its type error on the run it triggered.
 */
function startTypeCheck(request: JudgeRequest): Promise<TypeCheckOutcome> {
  let text: string;
  try {
    text = readFileSync(request.solutionPath, "utf8");
  } catch {
    return Promise.resolve({ errors: [] }); // Unreadable now: the verdicts stand on their own.
  }
  return typeCheckInSandbox(request.solutionPath, text, Number(process.versions.node.split(".")[0]), request.signal).catch((error: Error) => ({ stopped: `type check failed: ${error.message}` }));
}

function noteTypeErrors(request: JudgeRequest, outcome: TypeCheckOutcome, onNote: (message: string) => void): void {
  if ("stopped" in outcome) return onNote(`note: ${request.solutionLabel}: ${outcome.stopped}`);
  const errors = outcome.errors;
  if (errors.length === 0) return;
  const first = formatTypeError(errors[0]!, request.solutionLabel);
  onNote(`note: ${request.solutionLabel} has ${errors.length === 1 ? "a type error" : `${errors.length} type errors`}; judge ignores types (esbuild), but a TypeScript judge (tsc) gives CE and submit refuses it: ${first}`);
}

/** --watch: judge, then judge again on every change to the solution, the cases, problem.yaml or languages.yaml, until Ctrl-C. */
async function watchAndJudge(first: JudgeRequest, plan: () => JudgeRequest, judgeOnce: (request: JudgeRequest) => Promise<JudgeReport>, signal: AbortSignal): Promise<number> {
  const problem = findProblem(first.problemId);
  const watched = judgeWatchList({ solutionPath: first.solutionPath, firstInput: first.cases[0]?.inputPath, checker: first.checker, checkerPath: first.checkerPath }, problem, join(projectRoot(), SETTINGS_FILE));
  const clear = process.stdout.isTTY ? CLEAR_SCREEN : "\n";
  let pending: string | undefined = "start";
  let wake: (() => void) | undefined;
  const stopWatching = watchPaths(watched, (what) => {
    pending = what;
    wake?.();
  });
  try {
    while (!signal.aborted) {
      if (pending) {
        const because = pending === "start" ? "" : ` (changed: ${displayPath(pending)})`;
        pending = undefined;
        process.stdout.write(clear);
        try {
          await judgeOnce(plan());
        } catch (error) {
          if (!(error instanceof UserError)) throw error;
          reportError(error);
        }
        if (!signal.aborted) process.stderr.write(`watching ${watched.filter(existsSync).map(displayPath).join(", ")}${because}; Ctrl-C stops\n`);
      }
      // A save made during the run set pending: judge it now. An abort that already fired would never fire again.
      if (pending || signal.aborted) continue;
      await new Promise<void>((resolve) => {
        wake = resolve;
        signal.addEventListener("abort", () => resolve(), { once: true });
      });
    }
  } finally {
    stopWatching();
  }
  return EXIT.interrupted;
}

runCommand(judgeSpec, main);
