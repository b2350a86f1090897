import { existsSync } from "node:fs";
import { join } from "node:path";
import { casesDir, displayPath, problemsDir } from "../paths";
import { listProblemIds } from "../problem/find-problem";
import { parseProblemConfig, type ProblemConfig } from "../problem/problem-config";
import { existingCaseNames } from "../scaffold/case-names";
import type { CheckerChoice } from "../scaffold/judge-checker";
import { chooseChecker } from "../scaffold/judge-checker";
import { aliasOwner, freeIdLike, isIdFree } from "../scaffold/problem-id";
import { planScaffold, updateSettings, type SettingsUpdate } from "../scaffold/scaffold-problem";
import { writeAllOrNothing, type PlannedFile } from "../scaffold/write-plan";
import { writeFileAtomic } from "../util/atomic-write";
import type { CompanionTask } from "./companion-task";
import { judgeIdFromUrl, problemIdFromUrl } from "./problem-id-from-url";
import { makeInteractive } from "../scaffold/scaffold-interactor";
import { plural } from "../util/plural";
import { readPlainText } from "../util/read-plain";

/** What a problem received before has and the task sent: said in full, applied only when asked (listen --update). */
export interface ResendReport {
  /** The URL the problem was made from, when the task came from another address of it. */
  firstSource?: string;
  /** What the problem already has as sent ("title", "time limit 1000 ms", "2 samples"). */
  same: string[];
  /** What differs, each with the problem's value and the sent one. */
  differs: string[];
  /** What was changed (with --update; and an alias for another address, which changes nothing the judge does). */
  applied: string[];
  /** How to apply what differs and was not applied: commands that work as written. */
  howToApply: string[];
}

export interface CreatedFromTask {
  id: string;
  /** created: a new problem; unchanged: received before, nothing differs; differs: received before, nothing changed; updated: --update applied it. */
  status: "created" | "unchanged" | "differs" | "updated";
  /** The id the URL gave, when another problem had it and a fresh one was picked. */
  takenId?: string;
  /** The checker a new problem got, and why. */
  checker?: CheckerChoice;
  files: string[];
  /** The cases of a new problem, or the samples added by --update. */
  caseNames: string[];
  /** Those of them sent with an empty output (a batch problem's): written as a lone .in, never an empty .out. */
  withoutOutput?: string[];
  resend?: ResendReport;
}

/**
 * A task from Competitive Companion: a new problem is created as `npm run new` would (problem.yaml, statement.md,
 * main.ts; no placeholder validator, generator or brute force), with the task's limits, its judge's checker and its
 * tests as cases 01-sample, 02-sample, …. A problem received before (the same problem from any of its addresses) is
 * compared with the task and left as it is unless `update`; nothing of an existing problem changes behind the user's back.
 */
export function receiveTask(task: CompanionTask, options: { update?: boolean } = {}): CreatedFromTask {
  const found = findSameProblem(task);
  if (found) return compareWithExisting(found.id, task, options.update === true, found.alias);
  const wanted = problemIdFromUrl(task.url, task.name);
  const id = freeIdLike(wanted);
  const plan = planScaffold({
    id,
    title: task.name,
    ...(/^https?:\/\/\S+$/.test(task.url) ? { source: task.url } : {}),
    timeLimitMs: task.timeLimitMs,
    memoryLimitMiB: task.memoryLimitMiB,
    ...(task.group ? { group: task.group } : {}),
    samples: task.tests,
  });
  // The tests are the statement's samples; "sample" in the name sends them to data/sample on a Kattis export.
  const caseNames = sampleNames(0, task.tests.length);
  const cases: PlannedFile[] = task.tests.flatMap((test, index) => sampleFiles(task, id, caseNames[index]!, test));
  const planned = task.interactive ? makeInteractive(plan.files, id) : plan.files;
  const files = writeAllOrNothing([...planned, ...cases], { dirs: plan.dirs });
  const withoutOutput = caseNames.filter((_, index) => lacksOutput(task, task.tests[index]!));
  return { id, status: "created", ...(id !== wanted ? { takenId: wanted } : {}), files, caseNames, ...(withoutOutput.length ? { withoutOutput } : {}), checker: plan.checker };
}

// A batch problem's sample sent with an empty output (the page's parser found none) made an empty .out, on which new's
// main, printing nothing, was AC: such a sample is a lone .in (judged NO, its output shown) until its output is written.
function lacksOutput(task: CompanionTask, test: CompanionTask["tests"][number]): boolean {
  return !task.interactive && test.output.trim() === "";
}

function sampleFiles(task: CompanionTask, id: string, name: string, test: CompanionTask["tests"][number]): PlannedFile[] {
  const input = { path: join(casesDir(), id, `${name}.in`), data: test.input };
  return lacksOutput(task, test) ? [input] : [input, { path: join(casesDir(), id, `${name}.out`), data: test.output }];
}

function sampleNames(after: number, count: number): string[] {
  const width = Math.max(2, String(after + count).length);
  return Array.from({ length: count }, (_, index) => `${String(after + index + 1).padStart(width, "0")}-sample`);
}

// Another problem's files are only consulted: read without blocking, and only when they are plain and of a sane size.
const CONFIG_BYTES = 1 << 20;
const SAMPLE_BYTES = 16 << 20; // a request's whole body is at most 16 MiB (companion-server.ts): a larger sample differs

function readConfig(id: string): ProblemConfig | undefined {
  const path = join(problemsDir(), id, "problem.yaml");
  const text = readPlainText(path, CONFIG_BYTES);
  if (text === undefined) return undefined;
  try {
    return parseProblemConfig(text, displayPath(path));
  } catch {
    // A broken problem.yaml is that problem's business; it is not this one.
    return undefined;
  }
}

/**
 * The problem this task is, if it was received before: the one answering to the id its URL gives, when its source is
 * an address of the same problem (judgeIdFromUrl maps every address of a problem to one id); else one of the same judge
 * with the same title (but for its letter) and the same samples, which the URL's id then names as an alias (the same
 * problem in a Div. 1 and a Div. 2 round).
 */
function findSameProblem(task: CompanionTask): { id: string; alias?: string } | undefined {
  const judgeId = judgeIdFromUrl(task.url);
  const wanted = problemIdFromUrl(task.url, task.name);
  const owner = existsSync(join(problemsDir(), wanted, "problem.yaml")) ? wanted : aliasOwner(wanted);
  if (owner) {
    const source = readConfig(owner)?.source;
    if (source !== undefined && (source === task.url || (judgeId !== undefined && judgeIdFromUrl(source) === judgeId))) return { id: owner };
  }
  // The same address as a problem saved under another id (its wanted id was taken when it first arrived): a re-send.
  if (/^https?:\/\/\S+$/.test(task.url)) for (const id of listProblemIds()) if (readConfig(id)?.source === task.url) return { id };
  if (judgeId === undefined || task.tests.length === 0) return undefined;
  const judge = chooseChecker({ source: task.url }).judge;
  const contest = contestOf(task.url);
  for (const id of listProblemIds()) {
    const config = readConfig(id);
    if (!config?.source || chooseChecker({ source: config.source }).judge !== judge) continue;
    // Two problems of one contest are never the same problem, however alike their samples.
    if (contest === undefined || contestOf(config.source) === undefined || contestOf(config.source) === contest) continue;
    if (bareTitle(config.title) !== bareTitle(task.name) || config.timeLimitMs !== task.timeLimitMs || config.memoryLimitMiB !== task.memoryLimitMiB) continue;
    if (!sameSamples(id, task.tests)) continue;
    return { id, ...(wanted !== id && isIdFree(wanted) ? { alias: wanted } : {}) };
  }
  return undefined;
}

// The contest a Codeforces or AtCoder address belongs to (the round a shared problem was set in twice).
function contestOf(url: string): string | undefined {
  const path = /^https?:\/\/[^/]+(\/[^?#]*)/.exec(url)?.[1] ?? "";
  return /^\/(?:contest|problemset\/problem|gym)\/(\d+)\//.exec(path)?.[1] ?? /^\/contests\/([^/]+)\//.exec(path)?.[1];
}

// "A. Watermelon" (Codeforces), "A - Day of Takahashi" (AtCoder): the title without the letter the contest gave it.
function bareTitle(title: string): string {
  return title.replace(/^\s*[A-Z][0-9]?\s*(?:[.:]|\s-)\s+/, "").trim();
}

interface CaseText {
  name: string;
  input: string;
  output: string;
}

function readCases(id: string): CaseText[] {
  const dir = join(casesDir(), id);
  return existingCaseNames(dir)
    .sort()
    .flatMap((name) => {
      const input = readPlainText(join(dir, `${name}.in`), SAMPLE_BYTES);
      // A lone .in (a sample sent without output) is that sample again when re-sent.
      const output = existsSync(join(dir, `${name}.out`)) ? readPlainText(join(dir, `${name}.out`), SAMPLE_BYTES) : "";
      return input === undefined || output === undefined ? [] : [{ name, input, output }];
    });
}

function sameSamples(id: string, tests: CompanionTask["tests"]): boolean {
  const samples = readCases(id).filter((testCase) => /sample/i.test(testCase.name));
  const key = (input: string, output: string): string => `${input}\0${output}`;
  const have = new Set(samples.map((testCase) => key(testCase.input, testCase.output)));
  const sent = new Set(tests.map((test) => key(test.input, test.output)));
  return have.size === sent.size && [...sent].every((item) => have.has(item));
}

// A shell word for a command the user copies: as it is when plain, else single-quoted.
function shellWord(text: string): string {
  return /^[A-Za-z0-9_.,:/=+@%-]+$/.test(text) ? text : `'${text.replace(/'/g, "'\\''")}'`;
}


/** The task against the problem it is: what is the same, what differs, what was applied (only with update) and how to apply the rest. */
function compareWithExisting(id: string, task: CompanionTask, update: boolean, alias: string | undefined): CreatedFromTask {
  const configPath = join(problemsDir(), id, "problem.yaml");
  const config = readConfig(id)!;
  const report: ResendReport = { same: [], differs: [], applied: [], howToApply: [] };
  if (config.source !== undefined && config.source !== task.url) report.firstSource = config.source;
  const settings: SettingsUpdate = {};
  const flags: string[] = [];
  if (config.title === task.name) report.same.push("title");
  else if (report.firstSource !== undefined && bareTitle(config.title) === bareTitle(task.name)) report.same.push("title (but for the problem's letter in that contest)");
  else {
    report.differs.push(`title: problem.yaml ${JSON.stringify(config.title)}, sent ${JSON.stringify(task.name)}`);
    settings.title = task.name;
    flags.push(`--title ${shellWord(task.name)}`);
  }
  if (config.timeLimitMs === task.timeLimitMs) report.same.push(`time limit ${config.timeLimitMs} ms`);
  else {
    report.differs.push(`time limit: problem.yaml ${config.timeLimitMs} ms, sent ${task.timeLimitMs} ms`);
    settings.timeLimitMs = task.timeLimitMs;
    flags.push(`--tl ${task.timeLimitMs}`);
  }
  if (config.memoryLimitMiB === task.memoryLimitMiB) report.same.push(`memory limit ${config.memoryLimitMiB} MiB`);
  else {
    report.differs.push(`memory limit: problem.yaml ${config.memoryLimitMiB} MiB, sent ${task.memoryLimitMiB} MiB`);
    settings.memoryLimitMiB = task.memoryLimitMiB;
    flags.push(`--ml ${task.memoryLimitMiB}`);
  }
  if ((config.interactive === true) !== task.interactive) {
    report.differs.push(`interactive: problem.yaml ${config.interactive === true}, sent ${task.interactive}`);
    report.howToApply.push(task.interactive ? `set "interactive: true" in ${displayPath(configPath)} and write problems/${id}/interactor.ts` : `remove "interactive: true" from ${displayPath(configPath)}`);
  }

  // The samples: one already a case (same input and output) is the same; the same input with another output is never
  // replaced, even with --update (which output is right is the user's call); a new one is added only with --update.
  const cases = readCases(id);
  const fresh: CompanionTask["tests"] = [];
  const changed: string[] = [];
  let already = 0;
  const seen = new Set<string>();
  for (const [index, test] of task.tests.entries()) {
    const key = `${test.input}\0${test.output}`;
    if (seen.has(key)) continue;
    seen.add(key);
    if (cases.some((testCase) => testCase.input === test.input && testCase.output === test.output)) already++;
    else {
      const sameInput = cases.find((testCase) => testCase.input === test.input);
      if (sameInput) changed.push(`sample ${index + 1}: the same input as ${displayPath(join(casesDir(), id, `${sameInput.name}.in`))}, another output (sent ${JSON.stringify(test.output.length > 40 ? `${test.output.slice(0, 40)}…` : test.output)})`);
      else fresh.push(test);
    }
  }
  if (already) report.same.push(`${plural(already, "sample")} already ${already === 1 ? "a case" : "cases"}`);
  for (const line of changed) {
    report.differs.push(line);
    report.howToApply.push(`${line.split(":")[0]}: check which output is right and edit the .out by hand (never replaced by a re-send)`);
  }
  if (fresh.length) report.differs.push(`${plural(fresh.length, "new sample")}`);

  const files: PlannedFile[] = [];
  // Numbered after every .in or .out, a lone one too: counting only complete cases picked a lone 03-sample.in's name, and
  // the exclusive write refused every re-send with "it appeared while writing; run the command again".
  const addedNames = update ? sampleNames(Math.max(0, ...existingCaseNames(join(casesDir(), id)).map((name) => Number(/^(\d+)/.exec(name)?.[1] ?? 0))), fresh.length) : [];
  if (update && fresh.length) {
    fresh.forEach((test, index) => {
      files.push(...sampleFiles(task, id, addedNames[index]!, test));
    });
    report.applied.push(`added ${plural(fresh.length, "new sample")} as ${addedNames.join(", ")}`);
  } else if (fresh.length) report.howToApply.push(`for the ${plural(fresh.length, "new sample")}: stop this receiver, start it with npm run listen -- --update and send the problem again`);

  const change: SettingsUpdate = { ...(update ? settings : {}), ...(alias ? { aliases: [...config.aliases, alias] } : {}) };
  if (update && Object.keys(settings).length) report.applied.push(`problem.yaml: ${Object.keys(settings).map((key) => `${key} ${JSON.stringify((settings as Record<string, unknown>)[key])}`).join(", ")}`);
  else if (Object.keys(settings).length) report.howToApply.push(`npm run new -- ${id} --force ${flags.join(" ")} (sets only these in problem.yaml)`);
  if (alias) report.applied.push(`alias ${alias} added (${task.url} is the same problem: same title and samples)`);
  const text = Object.keys(change).length ? updateSettings(configPath, change) : undefined;
  const written = files.length ? writeAllOrNothing(files, { dirs: [join(casesDir(), id)] }) : [];
  if (text !== undefined) {
    writeFileAtomic(configPath, text);
    written.push(configPath);
  }
  const status = report.differs.length === 0 ? "unchanged" : update && report.howToApply.length === 0 ? "updated" : "differs";
  const withoutOutput = update ? addedNames.filter((_, index) => lacksOutput(task, fresh[index]!)) : [];
  return { id, status, files: written, caseNames: addedNames, ...(withoutOutput.length ? { withoutOutput } : {}), resend: report };
}
