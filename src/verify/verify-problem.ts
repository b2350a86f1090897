import { existsSync, readFileSync } from "node:fs";
import { basename, dirname } from "node:path";
import { listUnproven, UNPROVEN_FILE } from "../scaffold/unproven-cases";
import { problemFiles } from "../authoring/problem-files";
import { loadGenerator, loadValidator } from "../authoring/problem-tools";
import { describeError, UserError } from "../errors";
import { judgeCases, type CaseResult, type JudgeRequest } from "../judge/judge-cases";
import { planJudge } from "../judge/plan-judge";
import { displayPath } from "../paths";
import type { TestCase } from "../problem/find-cases";
import { findSharedAliases } from "../problem/find-problem";
import type { Verdict } from "../verdicts";
import { listLanguageSolutions, listWrongSolutions, missingToolchain, solutionName } from "./language-solutions";
import { readSolutionLabel } from "./solution-label";
import { validateCases } from "./validate-cases";

/** One thing verify checked, and whether it held. */
export interface VerifyCheck {
  ok: boolean;
  /** What was checked, e.g. "wrong/float.ts: WA as labelled (on 05-float-traps)". */
  summary: string;
  /** The failures behind a failed check: problem, solution, case and verdict. */
  failures: string[];
  /** Not judged, and why (a language whose toolchain is not installed): listed, never dropped, not a failure. */
  notJudged?: string;
}

export interface VerifyOptions {
  jobs: number;
  signal?: AbortSignal;
  onCheck?: (check: VerifyCheck) => void;
  /** --table: every solution is judged on every case, and each run's results are handed here (verdict-table.ts). */
  onJudged?: (solution: string, results: CaseResult[] | string) => void;
}

// Brute force and second method are oracles, not submissions: they get room to be slow.
const ORACLE_TIME_FACTOR = 3;
const ORACLE_MEMORY_MIB = 1024;

/**
 * Checks one problem the way Polygon and Kattis do: it is complete, every input is valid, main.ts is AC
 * everywhere, the oracles agree with it, and every labelled wrong solution gets its label somewhere.
 */
export async function verifyProblem(id: string, options: VerifyOptions): Promise<VerifyCheck[]> {
  const checks: VerifyCheck[] = [];
  const record = (check: VerifyCheck): void => {
    checks.push(check);
    options.onCheck?.(check);
  };
  const files = problemFiles(id);
  let base: JudgeRequest;
  try {
    base = planJudge(id, { jobs: options.jobs, ...(options.signal ? { signal: options.signal } : {}) });
  } catch (error) {
    record({ ok: false, summary: "the problem loads, with its cases", failures: [`${id}: ${describeError(error)}${hintOf(error)}`] });
    return checks;
  }
  record(await checkCompleteness(id, base.cases, files.statement));
  const judge = async (solution: string, overrides: Partial<JudgeRequest> = {}): Promise<CaseResult[] | string> => {
    try {
      // For a table every case is judged: no stopping at the first verdict a label allows.
      const { stopWhen, ...rest } = overrides;
      const report = await judgeCases({ ...base, solutionPath: solution, solutionLabel: displayPath(solution), ...rest, ...(stopWhen && !options.onJudged ? { stopWhen } : {}) });
      options.onJudged?.(solution, report.summary.verdict === "CE" ? "CE" : report.cases);
      return report.summary.verdict === "CE" ? `CE: ${report.summary.message.split("\n")[0]}` : report.cases;
    } catch (error) {
      return describeError(error);
    }
  };
  const oracleLimits = { timeLimitMs: base.timeLimitMs * ORACLE_TIME_FACTOR, memoryLimitMiB: ORACLE_MEMORY_MIB };

  // Every solution in any language; one whose toolchain is not installed is listed with the reason, not judged.
  const solutionsDir = dirname(files.main);
  const runnable = async (path: string): Promise<boolean> => {
    const missing = await missingToolchain(path);
    if (missing) record({ ok: true, summary: `${solutionName(solutionsDir, path)}: not judged: ${missing}`, failures: [], notJudged: missing });
    return missing === undefined;
  };
  record(expectAllAccepted(id, basename(base.solutionPath), await judge(base.solutionPath), base.cases.length));
  if (existsSync(files.secondMethod) && (await runnable(files.secondMethod))) {
    record(expectAllAccepted(id, basename(files.secondMethod), await judge(files.secondMethod, oracleLimits), base.cases.length));
  }
  if (existsSync(files.brute) && (await runnable(files.brute))) record(await checkBrute(id, base.cases, (cases) => judge(files.brute, { ...oracleLimits, cases }), basename(files.brute)));
  for (const other of listLanguageSolutions(solutionsDir)) {
    if (!(await runnable(other))) continue;
    // solutions/<id>/cpp/main.cpp and the like: AC everywhere, unless a first-line label says otherwise.
    const name = solutionName(solutionsDir, other);
    if (readSolutionLabel(other)) record(await checkWrongSolution(id, other, (stopWhen) => judge(other, stopWhen ? { stopWhen } : {}), name));
    else record(expectAllAccepted(id, name, await judge(other), base.cases.length));
  }
  for (const wrong of listWrongSolutions(files.wrong)) {
    if (!(await runnable(wrong))) continue;
    // A solution labelled AC (or mixed) is judged on every case; a wrong one stops at the first verdict its label allows.
    record(await checkWrongSolution(id, wrong, (stopWhen) => judge(wrong, stopWhen ? { stopWhen } : {})));
  }
  return checks;
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
  for (const name of listUnproven(dirname(cases[0]?.inputPath ?? problemFiles(id).main))) {
    failures.push(`${id}: case ${name}'s expected output came from main.ts itself, which proves nothing; check it by hand or recompute it with brute.ts, then delete its line from cases/${id}/${UNPROVEN_FILE}`);
  }
  let validated = "";
  try {
    const problems = await validateCases(id, cases);
    if (problems === undefined) failures.push(`${id}: no validator; write ${displayPath(problemFiles(id).validator)} (export function parseInput(reader) that checks the constraints; npm run new -- <id> --example writes a worked one)`);
    else failures.push(...problems.map((problem) => `${id}: ${problem.message}`));
    validated = problems === undefined ? "" : ", every input valid";
  } catch (error) {
    failures.push(`${id}: the validator fails: ${describeError(error)}`);
  }
  return { ok: failures.length === 0, summary: `statement, limits, ${cases.length} cases with .out${validated}`, failures };
}

function expectAllAccepted(id: string, name: string, results: CaseResult[] | string, total: number): VerifyCheck {
  if (typeof results === "string") return { ok: false, summary: `${name}: AC on every case`, failures: [`${id} ${name}: ${results}`] };
  const failures = results.filter((result) => result.verdict !== "AC").map((result) => `${id} ${name} on ${result.name}: ${result.verdict} ${result.message}`);
  const passed = results.length - failures.length;
  return { ok: failures.length === 0, summary: `${name}: AC on ${passed}/${total} cases`, failures };
}

/** brute.ts must agree (AC) on every case whose instances are all within its reach. */
async function checkBrute(id: string, cases: TestCase[], judgeOn: (cases: TestCase[]) => Promise<CaseResult[] | string>, bruteName = "brute.ts"): Promise<VerifyCheck> {
  const validator = await loadValidator(id);
  const generator = await loadGenerator(id);
  if (!validator || !generator) {
    return { ok: false, summary: `${bruteName}: checked on small cases`, failures: [`${id} ${bruteName}: needs validate.ts and gen.ts (bruteCanSolve) to know which cases it can reach`] };
  }
  const small: TestCase[] = [];
  for (const testCase of cases) {
    try {
      if (await generator.bruteCanSolve(await validator.parseFile(testCase.inputPath))) small.push(testCase);
    } catch (error) {
      if (!(error instanceof UserError)) throw error;
    }
  }
  if (small.length === 0) {
    return { ok: false, summary: `${bruteName}: checked on small cases`, failures: [`${id} ${bruteName}: no case is small enough for it; add small cases`] };
  }
  const verdict = expectAllAccepted(id, bruteName, await judgeOn(small), small.length);
  return { ...verdict, summary: `${verdict.summary.replace(/cases$/, "")}cases small enough for it (${cases.length - small.length} beyond its reach)` };
}

async function checkWrongSolution(id: string, path: string, judgeUntil: (stopWhen: ((result: CaseResult) => boolean) | undefined) => Promise<CaseResult[] | string>, name = `wrong/${basename(path)}`): Promise<VerifyCheck> {
  const label = readSolutionLabel(path);
  if (!label) {
    return { ok: false, summary: `${name}: labelled`, failures: [`${id} ${name}: no label; make its first line "// expect: WA (why)"`] };
  }
  const allowed = (verdict: Verdict): boolean => (label.kind === "rejected" ? verdict !== "AC" : label.verdicts.includes(verdict));
  const wanted = label.kind === "rejected" ? "a rejection" : label.verdicts.join(" or ");
  const everyCase = label.kind === "mixed" || (label.kind === "exact" && label.verdicts.length === 1 && label.verdict === "AC");
  const results = await judgeUntil(everyCase ? undefined : (result) => allowed(result.verdict));
  if (label.kind === "mixed") {
    const seen = typeof results === "string" ? results.split(":")[0] : tally(results.map((result) => result.verdict));
    return { ok: true, summary: `${name}: mixed, not checked (got ${seen})`, failures: [] };
  }
  if (typeof results === "string") {
    const ok = results.startsWith("CE") && (label.kind === "rejected" || label.verdicts.includes("CE"));
    return { ok, summary: `${name}: ${wanted} as labelled`, failures: ok ? [] : [`${id} ${name}: ${results}`] };
  }
  if (everyCase) return expectAllAccepted(id, name, results, results.length);
  const hit = results.find((result) => allowed(result.verdict));
  if (hit) return { ok: true, summary: `${name}: ${hit.verdict} as labelled (on ${hit.name})`, failures: [] };
  const seen = tally(results.map((result) => result.verdict));
  const weak = results.every((result) => result.verdict === "AC");
  return {
    ok: false,
    summary: `${name}: ${wanted} as labelled`,
    failures: [
      weak
        ? `${id} ${name}: weak test set: expected ${wanted}, but it passes every case; add a case that catches it`
        : `${id} ${name}: expected ${wanted} on some case, got ${seen}`,
    ],
  };
}

function tally(verdicts: string[]): string {
  const counts = new Map<string, number>();
  for (const verdict of verdicts) counts.set(verdict, (counts.get(verdict) ?? 0) + 1);
  return [...counts].map(([verdict, count]) => `${verdict}×${count}`).join(", ");
}

function hintOf(error: unknown): string {
  return error instanceof UserError && error.hint ? ` (${error.hint})` : "";
}
