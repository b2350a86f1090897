import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { basename, extname, join, relative } from "node:path";
import { problemFiles } from "../authoring/problem-files";
import { validatorLanguage } from "../check/output-validator";
import { UserError } from "../errors";
import { casesDir, displayPath, problemsDir, solutionsDir } from "../paths";
import { sortNaturally } from "../problem/find-cases";
import { parseProblemConfig } from "../problem/problem-config";
import { assertCaseName, existingCaseNames } from "../scaffold/case-names";
import { aliasOwner, assertAliasFree, assertProblemId, existingProblemFolders, nameOwner, suggestId } from "../scaffold/problem-id";
import { DEFAULT_TIME_LIMIT_MS } from "../scaffold/scaffold-problem";
import { problemYamlTemplate } from "../scaffold/templates";
import { writeAllOrNothing, type PlannedFile } from "../scaffold/write-plan";
import { CARRIED_FOLDERS, CARRIED_PROBLEM_FILES } from "./export-package";
import { readKattisProblemYaml, refuseUnsupportedType, type KattisFacts } from "./kattis-metadata";
import { deriveTimeLimit } from "./derive-time-limit";
import { insidePackage, readPackageData } from "./package-cases";
import { planSubmissions } from "./package-submissions";

/** Kattis's "typical system default" memory limit, for packages that do not set one. */
const KATTIS_DEFAULT_MEMORY_MIB = 2048;

export interface ImportResult {
  id: string;
  cases: string[];
  /** Solution files written, as display paths. */
  solutions: string[];
  /** Each submission: where it went and with which label. */
  submissions: string[];
  /** What was not imported, and why. */
  skipped: string[];
  /** Package files kept as they were (statement files, images, group settings, validators). */
  kept: string[];
  /** Cases that were in cases/<id>/ before a --force import and are not in the package (kept). */
  keptCases: string[];
  notes: string[];
}

/**
 * Reads a Kattis package into problems/<id>/, solutions/<id>/ and cases/<id>/. Everything is checked before
 * anything is written; what cannot be used is listed (skipped) or refused, never dropped silently. Without a
 * time limit in the package, the limit is then derived from the accepted submissions, as Kattis does.
 */
export async function importKattisPackage(dir: string, options: { id?: string; force?: boolean } = {}): Promise<ImportResult> {
  const packageYaml = join(dir, "problem.yaml");
  if (!existsSync(dir) || !statSync(dir).isDirectory()) throw new UserError(`${dir} is not a folder`, "give the folder of a Kattis problem package (the one holding problem.yaml)");
  if (!existsSync(packageYaml)) throw new UserError(`${dir} holds no problem.yaml, so it is not a Kattis problem package`, "give the folder that holds problem.yaml, data/ and submissions/");
  const id = options.id ?? basename(dir).toLowerCase();
  if (options.id === undefined && !/^[a-z0-9-]+$/.test(id)) {
    throw new UserError(`The folder name "${basename(dir)}" is not a problem id`, `give one: npm run import -- ${dir} --id ${suggestId(basename(dir)) || "my-problem"}`);
  }
  assertProblemId(id);
  const existing = existingProblemFolders(id);
  if (existing.length > 0 && !options.force) {
    throw new UserError(`Problem "${id}" already exists: ${existing.join(", ")}; nothing was written`, `import under another id (--id <id>), or replace its files with --force (other cases are kept)`);
  }
  const owner = aliasOwner(id);
  if (owner) throw new UserError(`"${id}" is already an alias of ${owner}`, "import under another id: --id <id>");

  const notes: string[] = [];
  const kept: string[] = [];
  const files: PlannedFile[] = [];
  const paths = problemFiles(id);
  const problemDir = join(problemsDir(), id);
  const carried = CARRIED_FOLDERS.map((name) => join(dir, name)).find((path) => existsSync(path));
  const facts = readKattisProblemYaml(readFileSync(packageYaml, "utf8"), displayPath(packageYaml));
  refuseUnsupportedType(facts, dir);
  // A package we exported: its settings, validators and statement copy were made from the files it carries, so they are not kept twice.
  const own = carried !== undefined && existsSync(join(carried, "problem.yaml"));
  const data = readPackageData(dir, notes, { keepNames: own });
  const keep = (relativePath: string, target = join(problemDir, "kattis", relativePath), substitute = false): void => {
    const bytes = readFileSync(insidePackage(dir, join(dir, relativePath)));
    files.push({ path: target, data: substitute ? withConstants(bytes, facts.constants) : bytes });
    kept.push(`${relativePath} → ${displayPath(target)}`);
  };

  // Our own problem.yaml came along in stonebench/ (a package we exported): use it byte for byte.
  let derive: { multiplier: number; resolutionMs: number; why: string } | undefined;
  if (carried && existsSync(join(carried, "problem.yaml"))) {
    const text = readFileSync(join(carried, "problem.yaml"));
    const config = parseProblemConfig(text.toString("utf8"), displayPath(join(carried, "problem.yaml")));
    for (const alias of config.aliases) {
      assertAliasFree(alias, id, `remove it from ${displayPath(join(carried, "problem.yaml"))} or from problems/${nameOwner(alias, id)}/problem.yaml, then import again`);
    }
    files.push({ path: paths.config, data: text });
  } else {
    const made = configFromKattis(dir, facts, data.validatorArgs, notes);
    files.push({ path: paths.config, data: made.yaml });
    derive = made.derive;
    // An interactive package's validator is its interactor: kept where the judge builds it on first use (g++, python3, node).
    const validatorHome = facts.interactive ? "interactor" : "output_validator";
    if (made.validatorDir) for (const file of listAll(dir, made.validatorDir)) keep(file, join(problemDir, validatorHome, relative(made.validatorDir, file)), true);
    if (made.validatorDir && Object.keys(facts.constants).length) notes.push(`the output validator's {{constants}} (${Object.keys(facts.constants).join(", ")}) were filled in from problem.yaml, as Kattis does`);
  }
  for (const name of CARRIED_PROBLEM_FILES) {
    if (carried && name !== "problem.yaml" && existsSync(join(carried, name))) files.push({ path: join(problemDir, name), data: readFileSync(join(carried, name)) });
  }
  statementFiles(dir, facts, files, kept, paths.statement, problemDir, notes, own);
  if (!own) for (const file of data.settingsFiles) keep(file);
  for (const folder of own ? [] : ["input_validators", "input_validator", "include", "attachments", "generators"]) {
    if (existsSync(join(dir, folder))) for (const file of listAll(dir, folder)) keep(file);
  }
  if (["input_validators", "input_validator"].some((folder) => existsSync(join(dir, folder))) && !(carried && existsSync(join(carried, "validate.ts")))) {
    notes.push(`the package's input validators are kept in ${displayPath(join(problemDir, "kattis"))}/ but not run; write ${displayPath(paths.validator)} for npm run validate`);
  }

  for (const testCase of data.cases) {
    files.push({ path: join(casesDir(), id, `${testCase.name}.in`), data: readFileSync(testCase.input) });
    files.push({ path: join(casesDir(), id, `${testCase.name}.out`), data: readFileSync(testCase.answer) });
  }
  if (data.cases.length === 0) notes.push("the package has no cases in data/sample or data/secret");
  const hasMain = existsSync(paths.main) && !options.force;
  const ownSolutions = carried && existsSync(join(carried, "solutions")) ? join(relative(dir, carried), "solutions") : undefined;
  // A package we exported carries our TypeScript solutions; its submissions/ are JavaScript made from them.
  const submissions = ownSolutions ? restoreOwnSolutions(dir, ownSolutions, id) : planSubmissions(dir, paths, { hasMain });
  files.push(...submissions.files);
  if (!submissions.accepted.some((path) => path === paths.main || path === paths.main.replace(/\.ts$/, ".js")) && !hasMain) {
    notes.push(`no accepted TypeScript or JavaScript submission; write ${displayPath(paths.main)}`);
  }

  const caseNames = new Set(data.cases.map((testCase) => testCase.name));
  const keptCases = existingCaseNames(join(casesDir(), id)).filter((name) => !caseNames.has(name));
  writeAllOrNothing(files, { replace: options.force === true, dirs: [problemDir, join(solutionsDir(), id), join(casesDir(), id)] });
  if (derive) notes.push(await deriveTimeLimit(id, paths.config, submissions.accepted, derive));
  return {
    id,
    cases: data.cases.map((testCase) => testCase.name),
    solutions: submissions.files.map((file) => displayPath(file.path)),
    submissions: submissions.placed,
    skipped: submissions.skipped,
    kept,
    keptCases: sortNaturally(keptCases, (name) => name),
    notes,
  };
}

function restoreOwnSolutions(dir: string, folder: string, id: string): ReturnType<typeof planSubmissions> {
  const plan: ReturnType<typeof planSubmissions> = { files: [], placed: [], skipped: ["submissions/ (the JavaScript made from the TypeScript solutions carried in the package)"], accepted: [] };
  for (const file of listAll(dir, folder)) {
    const path = join(solutionsDir(), id, relative(folder, file));
    plan.files.push({ path, data: readFileSync(join(dir, file)) });
    plan.placed.push(`${file} → ${displayPath(path)}`);
  }
  return plan;
}

// A package from elsewhere: our problem.yaml from its limits and output validation.
function configFromKattis(
  dir: string,
  facts: KattisFacts,
  settingsArgs: string[] | undefined,
  notes: string[],
): { yaml: string; derive?: { multiplier: number; resolutionMs: number; why: string }; validatorDir?: string } {
  let timeLimitMs = facts.timeLimitMs;
  const legacyTimeLimit = join(dir, ".timelimit");
  if (timeLimitMs === undefined && existsSync(legacyTimeLimit)) {
    const seconds = Number(readFileSync(legacyTimeLimit, "utf8").trim());
    if (seconds > 0) timeLimitMs = Math.ceil(seconds * 1000);
  }
  if (facts.memoryLimitMiB === undefined) notes.push(`the package sets no memory limit; used Kattis's usual ${KATTIS_DEFAULT_MEMORY_MIB} MiB for the whole process`);
  const args = [...(facts.validatorFlags ?? []), ...(settingsArgs ?? [])];
  const validatorDir = findOutputValidator(dir);
  if (facts.customValidation && !validatorDir) {
    throw new UserError(`${dir}: problem.yaml asks for a custom output validator, and the package has none in output_validator/ or output_validators/; nothing was written`, "add the validator to the package");
  }
  let checker = "kattis";
  if (validatorDir && !facts.interactive) {
    checker = "custom";
    const language = validatorLanguage(join(dir, validatorDir));
    notes.push(
      "error" in language
        ? `the output validator ${validatorDir}/ cannot run here (${language.error}); judging will stop with that reason until it is ported`
        : `the package's own output validator (${language.language}, ${validatorDir}/) is kept in problems/<id>/output_validator/ and judges every case`,
    );
  }
  const derive = timeLimitMs === undefined ? facts.timeDerivation : undefined;
  const yaml = problemYamlTemplate({
    id: basename(dir),
    title: facts.title ?? basename(dir),
    ...(facts.source ? { source: facts.source } : {}),
    aliases: [],
    timeLimitMs: timeLimitMs ?? DEFAULT_TIME_LIMIT_MS,
    memoryLimitMiB: facts.memoryLimitMiB ?? KATTIS_DEFAULT_MEMORY_MIB,
    memoryLimitScope: "whole-process",
    ...(facts.outputLimitMiB ? { outputLimitMiB: facts.outputLimitMiB } : {}),
    checker,
    validatorFlags: args,
  });
  if (facts.interactive) {
    if (!validatorDir) throw new UserError(`${dir}: an interactive problem needs its interactor in output_validator/ or output_validators/; nothing was written`, "add the interactor to the package");
    notes.push(`interactive: the package's interactor (${validatorDir}/) is kept in problems/<id>/interactor/ and plays against every submission`);
  }
  const withInteractive = facts.interactive ? `${yaml.trimEnd()}\ninteractive: true\n` : yaml;
  return { yaml: withInteractive, ...(derive ? { derive } : {}), ...(validatorDir ? { validatorDir } : {}) };
}

// 2023-07 and later: output_validator/; legacy: output_validators/<name>/ (one validator).
function findOutputValidator(dir: string): string | undefined {
  if (existsSync(join(dir, "output_validator"))) return "output_validator";
  const legacy = join(dir, "output_validators");
  if (!existsSync(legacy)) return undefined;
  const entries = readdirSync(legacy, { withFileTypes: true });
  const folders = entries.filter((entry) => entry.isDirectory());
  if (folders.length === 1 && entries.length === 1) return `output_validators/${folders[0]!.name}`;
  if (folders.length > 1) throw new UserError(`${dir}/output_validators holds ${folders.length} validators; nothing was written`, "Kattis runs one output validator; keep one");
  return "output_validators";
}

/** Every file under a folder of the package, relative to the package, links resolved inside it. */
function listAll(dir: string, folder: string): string[] {
  const root = join(dir, folder);
  insidePackage(dir, root);
  return sortNaturally(readdirSync(root, { withFileTypes: true }), (entry) => entry.name).flatMap((entry) => {
    const path = join(root, entry.name);
    const real = insidePackage(dir, path);
    return statSync(real).isDirectory() ? listAll(dir, join(folder, entry.name)) : [join(folder, entry.name)];
  });
}

/**
 * Every statement file and image is kept under problems/<id>/statement/. statement.md is the English Markdown
 * (else the first Markdown); a LaTeX-only package gets a statement.md that names the kept files and shows the source.
 */
function statementFiles(dir: string, facts: KattisFacts, files: PlannedFile[], kept: string[], statementPath: string, problemDir: string, notes: string[], own: boolean): void {
  const folder = ["statement", "problem_statement"].find((name) => existsSync(join(dir, name)));
  if (!folder) {
    notes.push(`the package has no statement/ or problem_statement/; write ${displayPath(statementPath)}`);
    return;
  }
  const all = listAll(dir, folder);
  for (const file of own ? [] : all) {
    const target = join(problemDir, "statement", relative(folder, file));
    files.push({ path: target, data: readFileSync(insidePackage(dir, join(dir, file))) });
    kept.push(`${file} → ${displayPath(target)}`);
  }
  const names = all.map((file) => relative(folder, file));
  const markdown = names.find((name) => name === "problem.en.md") ?? names.find((name) => name === "problem.md") ?? names.find((name) => /^problem\.[a-zA-Z-]+\.md$/.test(name));
  if (markdown) {
    files.push({ path: statementPath, data: readFileSync(join(dir, folder, markdown)) });
    const others = names.filter((name) => /^problem(\.[a-zA-Z-]+)?\.(md|tex)$/.test(name) && name !== markdown);
    if (others.length) notes.push(`statement.md is ${markdown}; the other statements (${others.join(", ")}) are kept in ${displayPath(join(problemDir, "statement"))}/`);
    return;
  }
  const tex = names.find((name) => name === "problem.en.tex") ?? names.find((name) => name === "problem.tex") ?? names.find((name) => extname(name) === ".tex");
  if (!tex) {
    notes.push(`${folder}/ holds no problem.<language>.md or .tex; write ${displayPath(statementPath)}`);
    return;
  }
  const source = readFileSync(join(dir, folder, tex), "utf8");
  const shown = [`# ${facts.title ?? basename(dir)}`, "", `The statement came as LaTeX: \`${displayPath(join(problemDir, "statement", tex))}\`, kept with every file beside it (${names.join(", ")}).`, "", "```latex", source.trimEnd(), "```", ""].join("\n");
  files.push({ path: statementPath, data: shown });
  notes.push(`the statement is LaTeX (${folder}/${tex}); statement.md shows its source, and every statement file is kept in ${displayPath(join(problemDir, "statement"))}/`);
}

// 2025-09 constants: {{name}} in a text file stands for problem.yaml's value (binary files are left alone).
function withConstants(bytes: Buffer, constants: Record<string, string>): Buffer {
  if (Object.keys(constants).length === 0 || bytes.includes(0)) return bytes;
  const text = bytes.toString("utf8").replace(/\{\{\s*([A-Za-z_][A-Za-z0-9_]*)\s*\}\}/g, (whole, name: string) => constants[name] ?? whole);
  return Buffer.from(text);
}
