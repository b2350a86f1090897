import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { parseDocument } from "yaml";
import { UserError } from "../errors";
import { casesDir, displayPath, problemsDir } from "../paths";
import { problemFiles } from "../authoring/problem-files";
import { parseProblemConfig } from "../problem/problem-config";
import { aliasOwner, assertAliasFree, assertProblemId, existingProblemFolders, nameOwner } from "./problem-id";
import { projectLanguage } from "../languages/registry";
import { mainTemplateIn } from "./language-templates";
import { bruteTemplate, caseRecipesTemplate, generatorTemplate, problemYamlTemplate, statementTemplate, testlibCheckerTemplate, validateTemplate, type ProblemFacts } from "./templates";
import { writeAllOrNothing, type PlannedFile } from "./write-plan";
import { chooseChecker, type CheckerChoice } from "./judge-checker";
import type { CheckerMode } from "../problem/problem-config";
import { portableYaml } from "./yaml-text";
import { makeInteractive } from "./scaffold-interactor";

export const DEFAULT_TIME_LIMIT_MS = 1000;
export const DEFAULT_MEMORY_LIMIT_MIB = 256;

export interface ScaffoldRequest {
  id: string;
  title?: string;
  source?: string;
  aliases?: string[];
  timeLimitMs?: number;
  memoryLimitMiB?: number;
  group?: string;
  samples?: { input: string; output: string }[];
  /** Replace the scaffold files (never cases) when the problem exists already. */
  force?: boolean;
  /** The judge the problem comes from (--judge codeforces): its checker is the default. */
  judge?: string;
  /** The main's language (--lang cpp): else languages.yaml's `default:`, else TypeScript. */
  lang?: string;
  /** An interactive problem (--interactive): `interactive: true` and an interactor.ts to replace with the real dialogue. */
  interactive?: boolean;
  /** Also write the worked A+B example of validate.ts, gen.ts, cases.ts and brute.ts (--example); else only the real parts. */
  example?: boolean;
}

export interface ScaffoldResult {
  id: string;
  /** The files written, in order: problem.yaml, statement.md, main.ts. */
  files: string[];
  casesDir: string;
  /** True when --force completed an existing problem. */
  replaced: boolean;
  /** Files that existed and were left as they were (--force never replaces one; problem.yaml only gets the options given). */
  kept: string[];
  /** The checker the new problem got, and why (its judge's); undefined when --force kept an existing problem.yaml's. */
  checker?: CheckerChoice;
}

/**
 * The files of a new problem, checked (the id, the aliases, problem.yaml through the real parser) but not written.
 * Only what is real: problem.yaml, statement.md and main.ts to fill in. A validator, generator and brute force are
 * the problem's own or nothing (the commands that need one say so); --example adds the worked A+B ones to learn from.
 */
export function planScaffold(request: ScaffoldRequest): { facts: ProblemFacts; files: PlannedFile[]; dirs: string[]; existing: string[]; checker: CheckerChoice } {
  assertProblemId(request.id);
  const aliases = [...new Set((request.aliases ?? []).map((alias) => alias.toLowerCase()))];
  for (const alias of aliases) {
    assertProblemId(alias, "alias");
    if (alias === request.id) throw new UserError(`--alias ${alias} is the id itself`, "an alias is another name for the problem");
    assertAliasFree(alias, request.id, `pick another alias, or remove it from problems/${nameOwner(alias, request.id)}/problem.yaml first`);
  }
  const owner = aliasOwner(request.id);
  if (owner) throw new UserError(`"${request.id}" is already an alias of ${owner}`, `pick another id, or remove the alias from problems/${owner}/problem.yaml`);
  if (request.source !== undefined && !/^https?:\/\/\S+$/.test(request.source)) {
    throw new UserError(`--source must be an http(s) URL, got "${request.source}"`, "e.g. --source https://acm.hdu.edu.cn/showproblem.php?pid=2516");
  }
  if (request.interactive && request.example) {
    throw new UserError("--example's worked A+B problem is not interactive: give --interactive or --example, not both; nothing was written", `npm run new -- ${request.id} --interactive (its interactor.ts replays the samples, a start to replace with the real dialogue)`);
  }
  const checker = chooseChecker({ ...(request.judge !== undefined ? { judge: request.judge } : {}), ...(request.source !== undefined ? { source: request.source } : {}) });
  const facts: ProblemFacts = {
    id: request.id,
    title: request.title !== undefined && request.title.trim() !== "" ? request.title : request.id,
    ...(request.source ? { source: request.source } : {}),
    aliases,
    timeLimitMs: request.timeLimitMs ?? DEFAULT_TIME_LIMIT_MS,
    memoryLimitMiB: request.memoryLimitMiB ?? DEFAULT_MEMORY_LIMIT_MIB,
    ...(request.group ? { group: request.group } : {}),
    ...(request.samples ? { samples: request.samples } : {}),
    checker: checker.checker,
  };
  const paths = problemFiles(request.id);
  const yaml = problemYamlTemplate(facts);
  // What we write must load: check it with the same parser the judge uses.
  parseProblemConfig(yaml, displayPath(paths.config));
  const example = request.example === true;
  // The main in the language asked for, or the project's own (languages.yaml `default:`): main.cpp, main.py, Main.java, …
  const main = mainTemplateIn(projectLanguage(request.lang), facts, { example });
  const files: PlannedFile[] = [
    { path: paths.config, data: yaml },
    { path: paths.statement, data: statementTemplate(facts) },
    // An existing main of any language is kept (new --force), unless --lang asks for another.
    { path: existsSync(paths.main) && request.lang === undefined ? paths.main : join(dirname(paths.main), main.fileName), data: main.text },
    // A testlib checker to start from, for a problem from Polygon (checker: testlib needs one to judge at all).
    ...(checker.checker === "testlib" ? [{ path: join(problemsDir(), request.id, "checker.cpp"), data: testlibCheckerTemplate(facts) }] : []),
    // The worked example for an A+B-like format, asked for with --example: stress and verify work at once, to learn from.
    ...(example
      ? [
          { path: paths.validator, data: validateTemplate(facts) },
          { path: paths.generator, data: generatorTemplate(facts) },
          { path: paths.caseRecipes, data: caseRecipesTemplate(facts) },
          { path: paths.brute, data: bruteTemplate(facts) },
        ]
      : []),
  ];
  return {
    facts,
    // An interactive problem's problem.yaml says so, and interactor.ts starts as listen's: it replays the samples.
    // An interactor already there in any language (interactor.py) is the problem's: no interactor.ts goes beside it.
    files: request.interactive ? (hasInteractor(request.id) ? files.map((file) => (file.path === paths.config ? makeInteractive([file], request.id)[0]! : file)) : makeInteractive(files, request.id)) : files,
    dirs: [join(problemsDir(), request.id), dirname(paths.main), join(casesDir(), request.id)],
    existing: existingProblemFolders(request.id),
    checker,
  };
}

// problems/<id>/interactor.<ext> in any language, or an interactor/ folder kept from a Kattis package.
function hasInteractor(id: string): boolean {
  const dir = join(problemsDir(), id);
  return existsSync(dir) && readdirSync(dir).some((name) => name === "interactor" || name.startsWith("interactor."));
}

/**
 * Creates problems/<id>/, solutions/<id>/main.ts and cases/<id>/; refuses when any exists, unless force. With force it
 * completes an existing problem: missing scaffold files are written, existing ones kept, and problem.yaml keeps every
 * setting it has but the options given (an imported problem's title, limits and checker survive).
 */
export function scaffoldProblem(request: ScaffoldRequest): ScaffoldResult {
  const plan = planScaffold(request);
  if (plan.existing.length > 0 && !request.force) {
    throw new UserError(
      `Problem "${request.id}" already exists: ${plan.existing.join(", ")}; nothing was written`,
      `pick another id, or add the scaffold files it lacks (existing files and settings are kept) with: npm run new -- ${request.id} --force`,
    );
  }
  const paths = problemFiles(request.id);
  const kept: string[] = [];
  const toWrite: PlannedFile[] = [];
  let checkerSet = true;
  for (const file of plan.files) {
    if (!existsSync(file.path)) toWrite.push(file);
    else if (file.path === paths.config) {
      // An existing problem keeps its checker unless --judge names one.
      checkerSet = request.judge !== undefined;
      const updated = updateSettings(file.path, { ...request, ...(request.judge !== undefined ? { checker: plan.checker.checker } : {}), ...(request.interactive ? { interactive: true } : {}) });
      if (updated === undefined) kept.push(file.path);
      else toWrite.push({ path: file.path, data: updated });
    } else kept.push(file.path);
  }
  const files = writeAllOrNothing(toWrite, { replace: request.force === true, dirs: plan.dirs });
  return { id: request.id, files, casesDir: join(casesDir(), request.id), replaced: plan.existing.length > 0, kept, ...(checkerSet ? { checker: plan.checker } : {}) };
}

/** The settings a re-scaffold (new --force) or a Competitive Companion update may change in problem.yaml. */
export interface SettingsUpdate {
  title?: string;
  source?: string;
  aliases?: string[];
  timeLimitMs?: number;
  memoryLimitMiB?: number;
  checker?: CheckerMode;
  interactive?: boolean;
}

/** problem.yaml with only the settings given changed, comments and other keys as they were; undefined when nothing changes. */
export function updateSettings(path: string, request: SettingsUpdate): string | undefined {
  const text = readFileSync(path, "utf8");
  const shown = displayPath(path);
  parseProblemConfig(text, shown);
  const doc = parseDocument(text);
  const given: [string, unknown][] = [
    ["title", request.title !== undefined && request.title.trim() !== "" ? request.title : undefined],
    ["source", request.source],
    ["aliases", request.aliases?.length ? [...new Set(request.aliases.map((alias) => alias.toLowerCase()))] : undefined],
    ["timeLimitMs", request.timeLimitMs],
    ["memoryLimitMiB", request.memoryLimitMiB],
    ["checker", request.checker],
    ["interactive", request.interactive === true ? true : undefined],
  ];
  let changed = false;
  for (const [key, value] of given) {
    if (value === undefined) continue;
    doc.set(key, Array.isArray(value) ? doc.createNode(value, { flow: true }) : value);
    changed = true;
  }
  if (!changed) return undefined;
  const updated = portableYaml(doc);
  parseProblemConfig(updated, shown);
  return updated;
}
