import { existsSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { parsePackageYaml } from "../util/package-yaml";
import { UserError } from "../errors";
import { displayPath, problemsDir, solutionsDir } from "../paths";
import type { Verdict } from "../verdicts";
import { isLegacyFormat } from "../problem/package-format-version";
import { readOrigins } from "./package-origins";

/** The package format's four verdicts (2023-07-draft "Example Submissions"). */
type SpecVerdict = "AC" | "WA" | "TLE" | "RTE";
const SPEC_VERDICTS: SpecVerdict[] = ["AC", "WA", "TLE", "RTE"];

/** One requirement on a submission, over the cases a test-case glob picks (all cases when none). */
export interface Expectation {
  /** Where it came from: "submissions.yaml: wrong_answer/*" or "the format's default for wrong_answer/". */
  from: string;
  /** The test data glob it is narrowed to (relative to data/), if any. */
  cases?: string;
  permitted?: SpecVerdict[];
  required?: SpecVerdict[];
  /** Keys read but not checked here (message, score): named, never silently passed. */
  unchecked: string[];
}

// 2023-07-draft's "Default directories": what each submissions/ folder means unless submissions.yaml says otherwise.
const DEFAULT_RULES: Record<string, { permitted?: SpecVerdict[]; required?: SpecVerdict[] }> = {
  accepted: { permitted: ["AC"] },
  rejected: { required: ["RTE", "TLE", "WA"] },
  wrong_answer: { permitted: ["AC", "WA"], required: ["WA"] },
  time_limit_exceeded: { permitted: ["AC", "TLE"], required: ["TLE"] },
  run_time_error: { permitted: ["AC", "RTE"], required: ["RTE"] },
  brute_force: { permitted: ["AC", "RTE", "TLE"], required: ["RTE", "TLE"] },
};

// The keys of a submissions.yaml entry that describe the submission, not a test data group.
const SUBMISSION_KEYS = new Set(["language", "entrypoint", "authors", "model_solution", "permitted", "required", "score", "message", "use_for_time_limit"]);

/**
 * Our verdicts in the format's four: PE is a wrong answer (Kattis has no PE); ILE (idle, waiting for input) is the
 * wall-clock limit, TLE on Kattis; memory and output limits are run-time errors there. CE and IE have no place:
 * a submission that does not build, or a broken judge, meets no expectation.
 */
export function specVerdict(verdict: Verdict): SpecVerdict | undefined {
  if (verdict === "AC" || verdict === "WA" || verdict === "TLE") return verdict;
  if (verdict === "PE") return "WA";
  if (verdict === "ILE") return "TLE";
  if (verdict === "RE" || verdict === "MLE" || verdict === "OLE") return "RTE";
  return undefined;
}

/** The package submission (its path under submissions/) one of ours was imported from, or undefined (ours, or not imported). */
export function packageOrigin(id: string, solutionPath: string): string | undefined {
  return readOrigins(id)?.submissions[relative(join(solutionsDir(), id), solutionPath)];
}

/** The expectations of one solution of an imported package with a submissions.yaml or in a format after legacy; undefined otherwise. */
export function expectationsFor(id: string, solutionPath: string): { rules: Expectation[]; caseName: (ours: string) => string; submission: string } | undefined {
  const kept = join(problemsDir(), id, "kattis");
  const yamlPath = join(kept, "submissions", "submissions.yaml");
  // Without a submissions.yaml the format's default folders still mean what they say, from 2023-07 on.
  if (!existsSync(yamlPath) && !draftFormat(join(kept, "problem.yaml"))) return undefined;
  const origins = readOrigins(id);
  const submission = origins?.submissions[relative(join(solutionsDir(), id), solutionPath)];
  if (origins === undefined || submission === undefined) return undefined;
  let yaml: unknown = {};
  try {
    if (existsSync(yamlPath)) yaml = parsePackageYaml(readFileSync(yamlPath, "utf8"), yamlPath).data;
  } catch (error) {
    throw new UserError(`${displayPath(yamlPath)}: broken YAML: ${(error as Error).message.split("\n")[0]}`, "fix the package's submissions.yaml");
  }
  const entries = typeof yaml === "object" && yaml !== null && !Array.isArray(yaml) ? (yaml as Record<string, unknown>) : {};
  const folder = submission.split("/")[0]!;
  const rules: Expectation[] = [];
  // The folder's default, with the keys submissions.yaml gives under the folder's own name replacing the default's.
  const own = entries[folder];
  const defaults = DEFAULT_RULES[folder];
  if (defaults) rules.push(...rulesOf({ ...defaults, ...(isMap(own) ? own : {}) }, `the format's default for ${folder}/${isMap(own) ? ", as submissions.yaml changes it" : ""}`));
  for (const [pattern, value] of Object.entries(entries)) {
    if (pattern === folder && defaults) continue;
    if (!isMap(value) || !matchesSubmission(pattern, submission)) continue;
    rules.push(...rulesOf(value, `submissions.yaml: ${pattern}`));
  }
  return { rules, caseName: (ours) => origins.cases[ours] ?? ours, submission };
}

// A kept problem.yaml that names a format version after legacy (2023-07-draft, 2025-09, …).
function draftFormat(problemYaml: string): boolean {
  if (!existsSync(problemYaml)) return false;
  try {
    const document = parsePackageYaml(readFileSync(problemYaml, "utf8"), problemYaml).data as Record<string, unknown> | null;
    return document !== null && !isLegacyFormat(document.problem_format_version);
  } catch {
    return false;
  }
}

function isMap(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

// An entry's own permitted/required, and each test data glob's under it.
function rulesOf(entry: Record<string, unknown>, from: string, cases?: string): Expectation[] {
  const rules: Expectation[] = [];
  const verdicts = (key: string): SpecVerdict[] | undefined => {
    const value = entry[key];
    if (value === undefined) return undefined;
    const list = (Array.isArray(value) ? value : [value]).map(String);
    const unknown = list.filter((item) => !SPEC_VERDICTS.includes(item as SpecVerdict));
    if (unknown.length) throw new UserError(`submissions.yaml (${from}): ${key} names ${unknown.join(", ")}, which is not one of AC, WA, TLE, RTE`, "fix the package's submissions.yaml");
    return list as SpecVerdict[];
  };
  const permitted = verdicts("permitted");
  const required = verdicts("required");
  const unchecked = ["message", "score"].filter((key) => entry[key] !== undefined);
  if (permitted || required || unchecked.length) rules.push({ from, ...(cases ? { cases } : {}), ...(permitted ? { permitted } : {}), ...(required ? { required } : {}), unchecked });
  // 2025-09: `use_for_time_limit: lower` is a `permitted: [AC, WA, RTE]` constraint, `upper` a `required: [TLE]` one.
  // BAPCtools' testexpectations holds tle/sleep.py so (lower on sample, upper on secret); it was judged unchecked.
  const timeLimitUse = entry.use_for_time_limit;
  if (timeLimitUse === "lower") rules.push({ from: `${from} (use_for_time_limit: lower)`, ...(cases ? { cases } : {}), permitted: ["AC", "WA", "RTE"], unchecked: [] });
  if (timeLimitUse === "upper") rules.push({ from: `${from} (use_for_time_limit: upper)`, ...(cases ? { cases } : {}), required: ["TLE"], unchecked: [] });
  for (const [key, value] of Object.entries(entry)) {
    if (SUBMISSION_KEYS.has(key) || !isMap(value)) continue;
    rules.push(...rulesOf(value, `${from} → ${key}`, key));
  }
  return rules;
}

/**
 * `{a,b}` brace expansion (nested braces are expanded one level at a time). Spaces around a choice are dropped, as
 * BAPCtools drops them (its own test package writes `secret/*{ 4 }{ 2 }` for the cases ending in 42).
 */
export function expandBraces(pattern: string): string[] {
  const expanded = expandBracesUpTo(pattern, MAX_BRACE_CHOICES);
  // A package's `{a,b}` written 40 times is 2^40 patterns: the command ran out of memory instead of saying so.
  if (expanded === undefined) throw new UserError(`the pattern ${JSON.stringify(pattern.slice(0, 80))} in submissions.yaml expands to more than ${MAX_BRACE_CHOICES} patterns`, "write fewer {a,b} choices in that pattern");
  return expanded;
}

const MAX_BRACE_CHOICES = 4096;

function expandBracesUpTo(pattern: string, budget: number): string[] | undefined {
  const match = /\{([^{}]*)\}/.exec(pattern);
  if (!match) return [pattern];
  const out: string[] = [];
  for (const choice of match[1]!.split(",").map((item) => item.trim())) {
    const more = expandBracesUpTo(pattern.slice(0, match.index) + choice + pattern.slice(match.index + match[0].length), budget - out.length);
    if (more === undefined || out.length + more.length > budget) return undefined;
    out.push(...more);
  }
  return out;
}

// A glob of the format: `*` within one path part, braces expanded; a path matches when it or a folder above it does.
function globMatches(pattern: string, path: string): boolean {
  const parts = path.split("/");
  return expandBraces(pattern.replace(/\/+$/, "")).some((choice) => {
    const wanted = choice.split("/");
    return wanted.length <= parts.length && wanted.every((part, index) => partMatches(part, parts[index]!));
  });
}

/**
 * One path part against one part of a glob (`*` any run of characters): the greedy walk that goes back only to the
 * last `*`, at most length × length steps. A RegExp of `*a*a*a…` backtracked exponentially: a package's
 * submissions.yaml with 14 of them against a 40-letter name held import for minutes, deaf to Ctrl-C.
 */
function partMatches(glob: string, name: string): boolean {
  let g = 0;
  let n = 0;
  let star = -1;
  let resume = 0;
  while (n < name.length) {
    if (g < glob.length && glob[g] !== "*" && glob[g] === name[n]) {
      g++;
      n++;
    } else if (g < glob.length && glob[g] === "*") {
      star = g++;
      resume = n;
    } else if (star !== -1) {
      g = star + 1;
      n = ++resume;
    } else return false;
  }
  while (g < glob.length && glob[g] === "*") g++;
  return g === glob.length;
}

export function matchesSubmission(pattern: string, submission: string): boolean {
  return globMatches(pattern, submission);
}

export function matchesCase(pattern: string, caseName: string): boolean {
  return globMatches(pattern, caseName);
}

/** What breaks the expectations, given every case's verdict (ours, in order): one line each, naming the rule and the cases. */
export function unmetExpectations(rules: Expectation[], results: { name: string; verdict: Verdict }[], caseName: (ours: string) => string): { failures: string[]; warnings: string[] } {
  const failures: string[] = [];
  const warnings: string[] = [];
  for (const rule of rules) {
    const scope = rule.cases ? results.filter((result) => matchesCase(rule.cases!, caseName(result.name))) : results;
    if (rule.unchecked.length) warnings.push(`${rule.from}: ${rule.unchecked.join(" and ")} not checked here`);
    if (scope.length === 0) {
      if (rule.permitted || rule.required) failures.push(`${rule.from}: no case matches ${rule.cases}`);
      continue;
    }
    if (rule.permitted) {
      const outside = scope.filter((result) => !rule.permitted!.includes(specVerdict(result.verdict) as SpecVerdict));
      if (outside.length) failures.push(`${rule.from}: permitted ${rule.permitted.join(", ")}, but ${outside.slice(0, 3).map((result) => `${result.verdict} on ${caseName(result.name)}`).join(", ")}${outside.length > 3 ? `, … (${outside.length} cases)` : ""}`);
    }
    if (rule.required && !scope.some((result) => rule.required!.includes(specVerdict(result.verdict) as SpecVerdict))) {
      failures.push(`${rule.from}: required ${rule.required.join(" or ")} on some case${rule.cases ? ` of ${rule.cases}` : ""}, got ${[...new Set(scope.map((result) => result.verdict))].join(", ")}`);
    }
  }
  return { failures, warnings };
}
