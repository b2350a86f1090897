import { existsSync, readFileSync, statSync } from "node:fs";
import { basename, dirname, join } from "node:path";
import { listUnproven, UNPROVEN_FILE } from "../scaffold/unproven-cases";
import { problemFiles, solutionNames } from "../authoring/problem-files";
import { loadGenerator, loadValidator } from "../authoring/problem-tools";
import { describeError, UserError } from "../errors";
import { isInputError } from "../problem-kit/input-reader";
import { languagesForFile } from "../languages/registry";
import { findLanguageTools } from "../languages/launch";
import { judgeCases, type CaseResult, type JudgeRequest } from "../judge/judge-cases";
import { planJudge } from "../judge/plan-judge";
import { prepareInteractor } from "../interactive/interactor-program";
import { prepareOutputValidator } from "../check/output-validator";
import { prepareTestlibChecker } from "../check/run-testlib-checker";
import { displayPath, problemsDir } from "../paths";
import { findCases, type TestCase } from "../problem/find-cases";
import { findProblem, findSharedAliases } from "../problem/find-problem";
import type { Verdict } from "../verdicts";
import { checkInvalidData } from "./check-invalid-data";
import { checkPackageInputs } from "./check-package-inputs";
import { hasPackageInputValidators } from "./package-input-validators";
import { checkProvenance } from "./check-provenance";
import { expectationsFor, packageOrigin, unmetExpectations } from "./submission-expectations";
import { listLanguageSolutions, listWrongSolutions, missingToolchain, notPlain, solutionName } from "./language-solutions";
import { readSolutionLabel } from "./solution-label";
import { validateCases } from "./validate-cases";
import type { VerifyCheck } from "./verify-check";
import { plural } from "../util/plural";
import { assumedMemoryNote } from "./assumed-memory";

export type { VerifyCheck } from "./verify-check";

export interface VerifyOptions {
  jobs: number;
  signal?: AbortSignal;
  onCheck?: (check: VerifyCheck) => void;
  /** --table: every solution is judged on every case, and each run's results are handed here (verdict-table.ts). */
  onJudged?: (solution: string, results: CaseResult[] | string) => void;
  /** Judge each wrong solution on every case, for the exact count of cases that kill it (by default it stops at MIN_KILLS). */
  everyCase?: boolean;
}

/** Polygon's rule: every mistake is caught by at least two tests, so one weak or wrong test cannot hide it. */
export const MIN_KILLS = 2;

// Brute force and second method are oracles, not submissions: they get room to be slow (the largest inputs included).
const ORACLE_TIME_FACTOR = 3;
const ORACLE_MIN_TIME_MS = 30_000;
const ORACLE_MEMORY_MIB = 1024;

type Judged = CaseResult[] | string;

/**
 * Checks one problem the way Polygon and Kattis do: it is complete, every input is valid, every expected output comes
 * from an independent oracle, main.ts is AC everywhere, the oracles agree with it, and every labelled wrong solution
 * gets its label on at least MIN_KILLS cases (verify says how many, and warns when only one case catches it).
 */
export async function verifyProblem(id: string, options: VerifyOptions): Promise<VerifyCheck[]> {
  const checks: VerifyCheck[] = [];
  // Once stopped (Ctrl-C), nothing more is recorded: a judge cut short has verdicts for only some cases (or none), and
  // a check made of them would say "AC on 0/0 cases" or "passes every case" of work that never ran.
  const record = (check: VerifyCheck): void => {
    if (options.signal?.aborted) return;
    checks.push(check);
    options.onCheck?.(check);
  };
  const files = problemFiles(id);
  let base: JudgeRequest;
  try {
    // Without main (a package may have no accepted submission here) the cases still load and every other solution is judged.
    base = planJudge(id, { jobs: options.jobs, withoutMain: true, ...(options.signal ? { signal: options.signal } : {}) });
  } catch (error) {
    record({ kind: "complete", ok: false, summary: "the problem loads, with its cases", failures: [`${id}: ${describeError(error)}${hintOf(error)}`], warnings: [] });
    // The validators can be tested without a solution to judge, on the cases when they load.
    await recordPackageInputs(id, true, options.jobs, record);
    await recordValidatorChecks(id, true, record);
    return checks;
  }
  record(await checkCompleteness(id, base.cases, files.statement));
  await recordPackageInputs(id, base.sandbox, options.jobs, record, base.cases);
  await recordValidatorChecks(id, base.sandbox, record);
  // An interactor or output validator that cannot run here (a folder of build and run scripts) fails every solution
  // alike: said once, and each solution is listed as not judged (BAPCtools' boolfind printed the same long reason
  // seven times, NWERC 2023 higherarithmetic's output validator 33 times).
  const interactorRefusal = base.interactor
    ? await refusalOf(() => prepareInteractor(base.interactor!, base.sandbox, base.packageLimits?.compile))
    : base.checker === "custom" || base.checker === "testlib"
      ? await refusalOf(() => (base.checker === "custom" ? prepareOutputValidator : prepareTestlibChecker)(base.checkerPath, base.sandbox, base.packageLimits ?? {}))
      : undefined;
  const judgeProgram = base.interactor ? "interactor" : base.checker === "testlib" ? "checker" : "output validator";
  if (interactorRefusal) record({ kind: "complete", ok: false, summary: `its ${judgeProgram} runs here`, failures: [`${id}: ${interactorRefusal}`], warnings: [] });
  const judge = async (solution: string, overrides: Partial<JudgeRequest> = {}): Promise<Judged> => {
    try {
      // For a table every case is judged: no stopping at the first verdict a label allows.
      const { stopWhen, ...rest } = overrides;
      const report = await judgeCases({ ...base, solutionPath: solution, solutionLabel: displayPath(solution), ...rest, ...(stopWhen && !options.onJudged ? { stopWhen } : {}) });
      options.onJudged?.(solution, report.summary.verdict === "CE" ? "CE" : report.cases);
      // A CE names the compiler: a package's accepted Kotlin using readln() (Kotlin 1.6) does not build under an older
      // kotlinc, and the first error alone ("unresolved reference: readln") read as the submission's fault.
      const compiler = report.language?.description.split(" · ")[1];
      return report.summary.verdict === "CE" ? `CE${compiler ? ` under ${compiler}` : ""}: ${report.summary.message.split("\n")[0]}` : report.cases;
    } catch (error) {
      return describeError(error);
    }
  };
  const oracleLimits = { timeLimitMs: Math.max(ORACLE_MIN_TIME_MS, base.timeLimitMs * ORACLE_TIME_FACTOR), memoryLimitMiB: ORACLE_MEMORY_MIB };

  // Every solution in any language; one whose toolchain is not installed, or that is no file or folder, is listed with
  // the reason, not judged.
  const solutionsDir = dirname(files.main);
  const runnable = async (path: string, kind: VerifyCheck["kind"]): Promise<boolean> => {
    const missing = notPlain(path) ?? (interactorRefusal ? `its ${judgeProgram} cannot run here (said above)` : await missingToolchain(path));
    if (missing) record({ kind, solution: displayPath(path), ok: true, summary: `${solutionName(solutionsDir, path)}: not judged: ${missing}`, failures: [], warnings: [], notJudged: missing });
    return missing === undefined;
  };
  // A package's submissions.yaml (and the format's default per folder) says which verdicts each submission may get, and where.
  const said = new Set<string>();
  const expected = (path: string) => expectationsOf(id, path, record, said);
  const checked = (path: string, check: VerifyCheck): VerifyCheck => {
    const origin = packageOrigin(id, path);
    return withExpectations({ ...check, ...(origin !== undefined ? { packageSubmission: `submissions/${origin}` } : {}) }, expected(path), base.cases.length);
  };
  if (existsSync(base.solutionPath) && interactorRefusal) await runnable(base.solutionPath, "accepted");
  else if (existsSync(base.solutionPath)) record(checked(base.solutionPath, { kind: "accepted", solution: displayPath(base.solutionPath), ...expectAllAccepted(id, basename(base.solutionPath), await judge(base.solutionPath), base.cases.length) }));
  else record(noMainCheck(id, base.solutionPath));
  if (existsSync(files.secondMethod) && (await runnable(files.secondMethod, "oracle"))) {
    record({ kind: "oracle", solution: displayPath(files.secondMethod), ...expectAllAccepted(id, basename(files.secondMethod), await judge(files.secondMethod, oracleLimits), base.cases.length) });
  }
  if (existsSync(files.brute) && (await runnable(files.brute, "oracle"))) {
    record({ kind: "oracle", solution: displayPath(files.brute), ...(await checkBrute(id, base.cases, (cases) => judge(files.brute, { ...oracleLimits, cases }), basename(files.brute))) });
  }
  for (const other of listLanguageSolutions(solutionsDir)) {
    // solutions/<id>/cpp/main.cpp and the like: AC everywhere, unless a first-line label says otherwise.
    const name = solutionName(solutionsDir, other);
    // Its label is read only once it is known to be a file or a folder (a FIFO's read would block verify for good).
    const kind = notPlain(other) === undefined && readSolutionLabel(other) ? "wrong" : "accepted";
    if (!(await runnable(other, kind))) continue;
    const everyCase = options.everyCase === true || expected(other) !== undefined;
    if (kind === "wrong") record(checked(other, await checkWrongSolution(id, other, base.cases, everyCase, (request) => judge(other, request), base, name)));
    else record(checked(other, { kind: "accepted", solution: displayPath(other), ...expectAllAccepted(id, name, await judge(other), base.cases.length) }));
  }
  for (const wrong of listWrongSolutions(files.wrong)) {
    if (!(await runnable(wrong, "wrong"))) continue;
    record(checked(wrong, await checkWrongSolution(id, wrong, base.cases, options.everyCase === true || expected(wrong) !== undefined, (request) => judge(wrong, request), base)));
  }
  record(checkProvenance(id, base.cases, findProblem(id).config));
  return checks;
}

// No main: said as unfinished (○ in a draft, ✗ otherwise), with what is lost; every other solution is still judged.
function noMainCheck(id: string, mainPath: string): VerifyCheck {
  const failure =
    `${id}: no main solution (${displayPath(mainPath)}): no solution is held AC on every case as the problem's reference, so nothing here vouches ` +
    `for the cases' expected outputs, and a case without one cannot get it from main (npm run case, make-cases --oracle main); ` +
    `judge and submit need --solution. The labelled solutions below are still judged, against the expected outputs as given. ` +
    `Write ${displayPath(mainPath)} (or main.<ext> in another language), e.g. from an accepted submission`;
  return { kind: "complete", ok: false, summary: "main: none (every labelled solution is judged without it)", failures: [failure], warnings: [] };
}

// The expectations of a package's submission, or undefined; a broken submissions.yaml is a failed check, said once.
function expectationsOf(id: string, path: string, record: (check: VerifyCheck) => void, brokenExpectations: Set<string>): ReturnType<typeof expectationsFor> {
  try {
    return expectationsFor(id, path);
  } catch (error) {
    if (!brokenExpectations.has(id)) record({ kind: "complete", ok: false, summary: "submissions.yaml", failures: [`${id}: ${describeError(error)}${hintOf(error)}`], warnings: [] });
    brokenExpectations.add(id);
    return undefined;
  }
}

// A solution's check, with the package's expectations held against every case's verdict (every case was judged for them).
function withExpectations(check: VerifyCheck, expected: ReturnType<typeof expectationsFor>, total: number): VerifyCheck {
  if (!expected || expected.rules.length === 0) return check;
  if (!check.results || check.results.length < total) {
    return check.ok ? { ...check, ok: false, failures: [...check.failures, `${check.solution}: not judged on every case, so submissions.yaml's expectations (${expected.submission}) cannot be checked`] } : check;
  }
  const unmet = unmetExpectations(expected.rules, check.results, expected.caseName);
  const named = (line: string): string => `${check.solution} (submissions/${expected.submission}): ${line}`;
  return {
    ...check,
    ok: check.ok && unmet.failures.length === 0,
    summary: `${check.summary}; ${unmet.failures.length ? "breaks" : "meets"} the package's expectations (${expected.rules.map((rule) => rule.from).join("; ")})`,
    failures: [...check.failures, ...unmet.failures.map(named)],
    warnings: [...check.warnings, ...unmet.warnings.map(named)],
  };
}

// The package's input validators on every real input (the cases, when the judge could not load them: as far as they load).
async function recordPackageInputs(id: string, sandbox: boolean, jobs: number, record: (check: VerifyCheck) => void, cases?: TestCase[]): Promise<void> {
  let all = cases;
  if (!all) {
    try {
      all = findCases(findProblem(id).casesDir, { problemId: id, allowMissingAnswers: true });
    } catch {
      return;
    }
  }
  const check = await checkPackageInputs(id, all, { sandbox, jobs });
  if (check) record(check);
}

// The package format's invalid_input, invalid_answer, invalid_output and valid_output test the validators; a static validator is named.
async function recordValidatorChecks(id: string, sandbox: boolean, record: (check: VerifyCheck) => void): Promise<void> {
  const invalidData = await checkInvalidData(id, { sandbox });
  if (invalidData) record(invalidData);
  const notRun = staticValidatorNote(id);
  if (notRun) record(notRun);
  const answersNotRun = answerValidatorsNote(id);
  if (answersNotRun) record(answersNotRun);
}

// A package's answer_validators/ (they check each .ans against its .in) are not run here: said, never silently skipped.
function answerValidatorsNote(id: string): VerifyCheck | undefined {
  const dir = join(problemsDir(), id, "kattis", "answer_validators");
  if (!existsSync(dir)) return undefined;
  return { kind: "complete", ok: true, summary: "answer_validators/: not run", failures: [], warnings: [`${id}: the package's answer validators (${displayPath(dir)}/) are kept but not run: the cases' answers are checked by the output validator only (data/invalid_answer)`] };
}

// A package's static_validator/ (it judges a submission's source) has no counterpart here: said, never silently skipped.
function staticValidatorNote(id: string): VerifyCheck | undefined {
  const dir = join(problemsDir(), id, "kattis", "static_validator");
  if (!existsSync(dir)) return undefined;
  return { kind: "complete", ok: true, summary: "static_validator/: not run", failures: [], warnings: [`${id}: the package's static validator (${displayPath(dir)}/) is kept but not run: stonebench judges what a submission prints, not its source`] };
}

// The statement template's prompts (src/scaffold/templates.ts): while one is left, the statement is unwritten.
const TEMPLATE_PROMPTS = ["<!-- The task in your own words", "<!-- The exact format", "<!-- One line per what", "<!-- Every range", "<!-- The idea behind"];

async function checkCompleteness(id: string, cases: TestCase[], statementPath: string): Promise<VerifyCheck> {
  const failures: string[] = [];
  for (const [alias, owners] of findSharedAliases()) {
    if (owners.includes(id)) failures.push(`${id}: the alias "${alias}" is also claimed by ${owners.filter((owner) => owner !== id).join(", ")}; keep it in one problem.yaml`);
  }
  const statement = existsSync(statementPath) ? readFileSync(statementPath, "utf8").trim() : "";
  if (statement.length < 200) failures.push(`${id}: ${displayPath(statementPath)} is missing or nearly empty; write the statement`);
  else if (TEMPLATE_PROMPTS.some((prompt) => statement.includes(prompt))) {
    failures.push(`${id}: ${displayPath(statementPath)} still holds the template's <!-- … --> prompts; write each section in your own words`);
  }
  const committed = cases.find((testCase) => !testCase.generated);
  const files = problemFiles(id);
  const names = solutionNames(files);
  for (const name of listUnproven(dirname(committed?.inputPath ?? files.main))) {
    failures.push(`${id}: case ${name}'s expected output came from ${names.main} itself, which proves nothing; check it by hand and delete its line from cases/${id}/${UNPROVEN_FILE}, or take ${names.brute}'s output instead (npm run case -- ${id} --in cases/${id}/${name}.in --name ${name} --oracle brute --force), which takes it off the list`);
  }
  let validated = "";
  try {
    const problems = await validateCases(id, cases);
    // An imported package's own input validators check every input (their own line below): it said "no validator" then.
    if (problems === undefined && hasPackageInputValidators(id)) failures.push(`${id}: no ${displayPath(problemFiles(id).validator)} of ours (the package's input validators check every input, below; make-cases and stress read parseInput from validate.ts: npm run new -- <id> --example writes a worked one)`);
    else if (problems === undefined) failures.push(`${id}: no validator; write ${displayPath(problemFiles(id).validator)} (export function parseInput(reader) that checks the constraints; npm run new -- <id> --example writes a worked one)`);
    else failures.push(...problems.map((problem) => `${id}: ${problem.message}`));
    validated = problems === undefined ? "" : ", every input valid";
  } catch (error) {
    failures.push(`${id}: the validator fails: ${describeError(error)}`);
  }
  const generated = cases.filter((testCase) => testCase.generated).length;
  const shown = generated ? `${plural(cases.length, "case")} with .out (${generated} generated)` : `${plural(cases.length, "case")} with .out`;
  return { kind: "complete", ok: failures.length === 0, summary: `statement, limits, ${shown}${validated}`, failures, warnings: [] };
}

type Verified = Pick<VerifyCheck, "ok" | "summary" | "failures" | "warnings" | "results">;

function expectAllAccepted(id: string, name: string, results: Judged, total: number): Verified {
  if (typeof results === "string") return { ok: false, summary: `${name}: AC on every case`, failures: [`${id} ${name}: ${results}`], warnings: [] };
  const failures = results.filter((result) => result.verdict !== "AC").map((result) => `${id} ${name} on ${result.name}: ${result.verdict} ${result.message}`);
  const passed = results.length - failures.length;
  return { ok: failures.length === 0, summary: `${name}: AC on ${passed}/${plural(total, "case")}`, failures, warnings: [], results: factsOf(results) };
}

/** brute.ts must agree (AC) on every case whose instances are all within its reach. */
async function checkBrute(id: string, cases: TestCase[], judgeOn: (cases: TestCase[]) => Promise<Judged>, bruteName = "brute.ts"): Promise<Verified> {
  const validator = await loadValidator(id);
  const generator = await loadGenerator(id);
  if (!validator || !generator) return checkBruteByItsLimits(id, cases, judgeOn, bruteName);
  const small: TestCase[] = [];
  for (const testCase of cases) {
    try {
      if (await generator.bruteCanSolveInput(readFileSync(testCase.inputPath, "utf8"))) small.push(testCase);
    } catch (error) {
      // An invalid input is the completeness check's to report; brute.ts just does not judge it.
      if (!(error instanceof UserError) && !isInputError(error)) throw error;
    }
  }
  if (small.length === 0) {
    return { ok: false, summary: `${bruteName}: checked on small cases`, failures: [`${id} ${bruteName}: no case is small enough for it; add small cases`], warnings: [] };
  }
  const verdict = expectAllAccepted(id, bruteName, await judgeOn(small), small.length);
  return { ...verdict, summary: `${verdict.summary.replace(/cases$/, "")}cases small enough for it (${cases.length - small.length} beyond its reach)` };
}

// Verdicts of resources: a solution labelled with one fails on the largest inputs, so those are judged first.
const RESOURCE_VERDICTS: Verdict[] = ["TLE", "MLE", "OLE", "ILE"];

/**
 * A brute force whose reach nothing declares (a Polygon-style problem: gen.py, brute.py, no gen.ts with bruteCanSolve):
 * judged on every case within the oracle's limits; a case it cannot finish (TLE, MLE) is beyond its reach, any other
 * verdict is a disagreement, and it must finish at least one case.
 */
async function checkBruteByItsLimits(id: string, cases: TestCase[], judgeOn: (cases: TestCase[]) => Promise<Judged>, bruteName: string): Promise<Verified> {
  const results = await judgeOn(cases);
  if (typeof results === "string") return expectAllAccepted(id, bruteName, results, cases.length);
  const reached = results.filter((result) => !["TLE", "MLE"].includes(result.verdict));
  const beyond = results.length - reached.length;
  if (reached.length === 0) return { ok: false, summary: `${bruteName}: checked on the cases it finishes`, failures: [`${id} ${bruteName}: it finished no case within the oracle's limits; add small cases`], warnings: [], results: factsOf(results) };
  const verdict = expectAllAccepted(id, bruteName, reached, reached.length);
  return { ...verdict, summary: `${verdict.summary.replace(/cases?$/, "")}cases it finished within the oracle's limits (${beyond} beyond its reach: TLE or MLE; gen.ts's bruteCanSolve would name them in advance)` };
}

async function checkWrongSolution(id: string, path: string, cases: TestCase[], everyCase: boolean, judgeWith: (request: Partial<JudgeRequest>) => Promise<Judged>, limits: { memoryLimitMiB: number; timeLimitMs: number }, name = `wrong/${basename(path)}`): Promise<VerifyCheck> {
  const solution = displayPath(path);
  const label = readSolutionLabel(path);
  if (!label) {
    const comment = languagesForFile(path).some((language) => language.id === "python") ? "#" : "//";
    return { kind: "wrong", solution, ok: false, summary: `${name}: labelled`, failures: [`${id} ${name}: no label; make its first line "${comment} expect: WA (why)"`], warnings: [] };
  }
  const base = { kind: "wrong" as const, solution, label, warnings: [] as string[] };
  const allowed = (verdict: Verdict): boolean => (label.kind === "rejected" ? verdict !== "AC" : label.verdicts.includes(verdict));
  const wanted = label.kind === "rejected" ? "a rejection" : label.verdicts.join(" or ");
  // A label that allows AC among others (AC or WA) kills nothing: every case is judged, and each verdict must be allowed.
  const mayPass = label.kind === "exact" && label.verdicts.length > 1 && label.verdicts.includes("AC");
  const judgedOnAll = mayPass || label.kind === "mixed" || (label.kind === "exact" && label.verdicts.length === 1 && label.verdict === "AC");
  // Stops once MIN_KILLS cases gave the label (unless every case is asked for); a label of resources starts with the largest inputs.
  let kills = 0;
  const stopWhen = judgedOnAll || everyCase ? undefined : (result: CaseResult): boolean => allowed(result.verdict) && ++kills >= MIN_KILLS;
  const resources = label.kind === "exact" && label.verdicts.some((verdict) => RESOURCE_VERDICTS.includes(verdict));
  const order = resources && !judgedOnAll ? largestFirst(cases) : cases;
  const results = await judgeWith({ ...(stopWhen ? { stopWhen } : {}), cases: order });
  if (label.kind === "mixed") {
    const seen = typeof results === "string" ? results.split(":")[0] : tally(results.map((result) => result.verdict));
    return { ...base, ok: true, summary: `${name}: mixed, not checked (got ${seen})`, failures: [], ...(typeof results === "string" ? {} : { results: factsOf(results) }) };
  }
  if (typeof results === "string") {
    const ok = results.startsWith("CE") && (label.kind === "rejected" || label.verdicts.includes("CE"));
    return { ...base, ok, summary: `${name}: ${wanted} as labelled${ok ? " (it does not build)" : ""}`, failures: ok ? [] : [`${id} ${name}: ${results}`] };
  }
  if (mayPass) {
    const refused = results.filter((result) => !allowed(result.verdict));
    const seen = tally(results.map((result) => result.verdict));
    const failed = refused.map((result) => `${id} ${name}: ${result.name} is ${result.verdict}, which its label (${wanted}) does not allow`);
    return { ...base, results: factsOf(results), ok: refused.length === 0, summary: `${name}: ${seen} on ${plural(results.length, "case")}${refused.length ? "" : `, each allowed by its label (${wanted})`}`, failures: failed };
  }
  if (judgedOnAll) return { ...base, ...expectAllAccepted(id, name, results, results.length) };
  const killers = results.filter((result) => allowed(result.verdict)).map((result) => result.name);
  const complete = results.length === cases.length;
  const facts = { results: factsOf(results), kills: { count: killers.length, cases: killers, complete } };
  if (killers.length > 0) {
    const verdicts = [...new Set(results.filter((result) => allowed(result.verdict)).map((result) => result.verdict))].join(", ");
    const count = complete ? `${killers.length} of ${plural(cases.length, "case")}` : `${killers.length}+ cases`;
    const warnings =
      killers.length < MIN_KILLS && complete
        ? [`${id} ${name}: only ${killers.length === 1 ? "one case kills" : `${killers.length} cases kill`} it (${killers.join(", ")}); add another case that catches this mistake (at least ${MIN_KILLS}, as Polygon asks)`]
        : [];
    return { ...base, ...facts, ok: true, summary: `${name}: ${verdicts} as labelled, killed by ${count} (${abbreviate(killers)})`, failures: [], warnings };
  }
  const seen = tally(results.map((result) => result.verdict));
  const weak = results.every((result) => result.verdict === "AC");
  const interpreter =
    (label.verdicts.includes("TLE") ? (weak ? slowestCaseNote(results, limits.timeLimitMs) : "") + (await fasterInterpreterNote(path)) : "") +
    (label.verdicts.includes("RE") || label.verdicts.includes("MLE") ? assumedMemoryNote(id, limits.memoryLimitMiB) : "");
  const packageFolder = /^imported from (submissions\/[^)]*\/)$/.exec(label.reason)?.[1];
  return {
    ...base,
    ...facts,
    ok: false,
    summary: `${name}: ${wanted} as labelled`,
    failures: [
      weak && packageFolder && label.verdicts.includes("TLE")
        ? `${id} ${name}: expected ${wanted} (the package's ${packageFolder}), but it passes every case here${interpreter}; the package's judges labelled it by its times on their machine, and this one may be faster (then no case here makes the label true), or the cases miss its slowness`
        : weak
          ? `${id} ${name}: weak test set: expected ${wanted}, but it passes every case; add a case that catches it${interpreter}`
          : `${id} ${name}: expected ${wanted} on some case, got ${seen}${interpreter}`,
    ],
  };
}

// A package's submission labelled TLE that passes here may be one its judges timed on other machines (RMRC 2022
// foodprocessor2-hc.cc: 406 ms of a 1000 ms limit, slower than every accepted one) rather than a mistake the cases
// miss: how close its slowest case came to the limit tells which. Such a label (from a package's folder) is said to
// be the judges' timing, not called a weak test set.
function slowestCaseNote(results: CaseResult[], timeLimitMs: number): string {
  if (results.length === 0) return "";
  const slowest = results.reduce((a, b) => (b.cpuMs > a.cpuMs ? b : a));
  return ` (its slowest case, ${slowest.name}, took ${Math.round(slowest.cpuMs)} ms of CPU, ${Math.round((100 * slowest.cpuMs) / timeLimitMs)}% of the ${timeLimitMs} ms limit)`;
}

// A package's Python submission labelled TLE was timed by its judges, often under CPython; here Python runs under PyPy
// when installed (as Kattis does), several times faster: RMRC 2019's watchlater-zf.py took 2.95 s against 21.7 under
// CPython, for a 6 s limit, and passed. Said beside the failure, with the way to judge under CPython.
async function fasterInterpreterNote(path: string): Promise<string> {
  const language = languagesForFile(path)[0];
  if (language?.id !== "python") return "";
  const runner = await findLanguageTools(language).then((tools) => tools.runner, () => undefined);
  if (!runner || !/pypy/i.test(`${runner.name} ${runner.path}`)) return "";
  return ` (Python runs here under PyPy (${runner.name}), several times faster than CPython, under which the label may have been set; a python: entry in languages.yaml with run: python3 {mainfile} judges under CPython, as docs/languages.md shows)`;
}

/** The cases by input size, largest first (then in their usual order): where a too-slow or too-big solution fails. */
function largestFirst(cases: TestCase[]): TestCase[] {
  const sizes = new Map(cases.map((testCase) => [testCase.name, statSync(testCase.inputPath).size]));
  return [...cases].sort((a, b) => sizes.get(b.name)! - sizes.get(a.name)!);
}

function factsOf(results: CaseResult[]): NonNullable<VerifyCheck["results"]> {
  return results.map(({ name, verdict, cpuMs, wallMs, memoryKiB }) => ({ name, verdict, cpuMs, wallMs, memoryKiB }));
}

function abbreviate(names: string[]): string {
  return names.length <= 4 ? names.join(", ") : `${names.slice(0, 3).join(", ")}, … ${names.at(-1)}`;
}


function tally(verdicts: string[]): string {
  const counts = new Map<string, number>();
  for (const verdict of verdicts) counts.set(verdict, (counts.get(verdict) ?? 0) + 1);
  return [...counts].map(([verdict, count]) => `${verdict}×${count}`).join(", ");
}

function hintOf(error: unknown): string {
  return error instanceof UserError && error.hint ? ` (${error.hint})` : "";
}

// Why a problem's own judging program cannot be prepared (its UserError's message), or undefined when it can.
async function refusalOf(prepare: () => Promise<unknown>): Promise<string | undefined> {
  try {
    await prepare();
    return undefined;
  } catch (error) {
    if (error instanceof UserError) return `${error.message}${error.hint ? ` (${error.hint})` : ""}`;
    throw error;
  }
}
