import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { basename, extname, join, relative } from "node:path";
import { parse } from "yaml";
import { problemFiles } from "../authoring/problem-files";
import { UserError } from "../errors";
import { casesDir, displayPath, problemsDir, solutionsDir } from "../paths";
import { sortNaturally } from "../problem/find-cases";
import { parseProblemConfig } from "../problem/problem-config";
import { assertCaseName, existingCaseNames } from "../scaffold/case-names";
import { aliasOwner, assertAliasFree, assertProblemId, existingProblemFolders, nameOwner, suggestId } from "../scaffold/problem-id";
import { DEFAULT_TIME_LIMIT_MS } from "../scaffold/scaffold-problem";
import { problemYamlTemplate } from "../scaffold/templates";
import { writeAllOrNothing, type PlannedFile } from "../scaffold/write-plan";
import { CARRIED_PROBLEM_FILES, STONEBENCH_FOLDER } from "./export-package";
import { checkerFromValidatorArgs, readKattisProblemYaml } from "./kattis-metadata";
import { KATTIS_SUBMISSION_FOLDERS, labelOf, RUNNABLE_EXTENSIONS, verdictForFolder } from "./submission-folders";

/** Kattis's "typical system default" memory limit, for packages that do not set one. */
const KATTIS_DEFAULT_MEMORY_MIB = 2048;

export interface ImportResult {
  id: string;
  cases: string[];
  /** Solution files written, as display paths. */
  solutions: string[];
  /** Cases that were in cases/<id>/ before a --force import and are not in the package (kept). */
  keptCases: string[];
  notes: string[];
}

/** Reads a Kattis package into problems/<id>/, solutions/<id>/ and cases/<id>/; everything is checked before anything is written. */
export function importKattisPackage(dir: string, options: { id?: string; force?: boolean } = {}): ImportResult {
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
  const files: PlannedFile[] = [];
  const paths = problemFiles(id);
  const carried = join(dir, STONEBENCH_FOLDER);
  const facts = readKattisProblemYaml(readFileSync(packageYaml, "utf8"), displayPath(packageYaml));
  if (facts.interactive) throw new UserError(`${dir} is an interactive problem`, "stonebench judges stdin/stdout problems only; nothing was written");

  // Our own problem.yaml came along in .stonebench/ (a package we exported): use it byte for byte.
  if (existsSync(join(carried, "problem.yaml"))) {
    const text = readFileSync(join(carried, "problem.yaml"));
    const config = parseProblemConfig(text.toString("utf8"), displayPath(join(carried, "problem.yaml")));
    for (const alias of config.aliases) {
      assertAliasFree(alias, id, `remove it from ${displayPath(join(carried, "problem.yaml"))} or from problems/${nameOwner(alias, id)}/problem.yaml, then import again`);
    }
    files.push({ path: paths.config, data: text });
  } else {
    files.push({ path: paths.config, data: configFromKattis(dir, facts, notes) });
  }
  for (const name of CARRIED_PROBLEM_FILES) {
    if (name !== "problem.yaml" && existsSync(join(carried, name))) files.push({ path: join(problemsDir(), id, name), data: readFileSync(join(carried, name)) });
  }
  const statement = findStatement(dir);
  if (statement) files.push({ path: paths.statement, data: readFileSync(statement) });
  else notes.push(`the package has no statement/problem.en.md (nor a .md in problem_statement/); write ${displayPath(paths.statement)}`);

  const cases = readCases(dir, notes);
  for (const testCase of cases) {
    files.push({ path: join(casesDir(), id, `${testCase.name}.in`), data: readFileSync(testCase.input) });
    files.push({ path: join(casesDir(), id, `${testCase.name}.out`), data: readFileSync(testCase.answer) });
  }
  const solutionFiles = readSubmissions(dir, id, notes);
  files.push(...solutionFiles);

  const caseNames = new Set(cases.map((testCase) => testCase.name));
  const keptCases = existingCaseNames(join(casesDir(), id)).filter((name) => !caseNames.has(name));
  writeAllOrNothing(files, { replace: options.force === true, dirs: [join(problemsDir(), id), join(solutionsDir(), id), join(casesDir(), id)] });
  return { id, cases: cases.map((testCase) => testCase.name), solutions: solutionFiles.map((file) => displayPath(file.path)), keptCases: sortNaturally(keptCases, (name) => name), notes };
}

// A package from elsewhere: build our problem.yaml from its limits and output validator settings.
function configFromKattis(dir: string, facts: ReturnType<typeof readKattisProblemYaml>, notes: string[]): string {
  let timeLimitMs = facts.timeLimitMs;
  const legacyTimeLimit = join(dir, ".timelimit");
  if (timeLimitMs === undefined && existsSync(legacyTimeLimit)) {
    const seconds = Number(readFileSync(legacyTimeLimit, "utf8").trim());
    if (seconds > 0) timeLimitMs = Math.ceil(seconds * 1000);
  }
  if (timeLimitMs === undefined) notes.push(`the package sets no time limit (Kattis derives it from the accepted submissions); used ${DEFAULT_TIME_LIMIT_MS} ms`);
  if (facts.memoryLimitMiB === undefined) notes.push(`the package sets no memory limit; used Kattis's usual ${KATTIS_DEFAULT_MEMORY_MIB} MiB`);
  const args = validatorArgs(dir, facts.validatorFlags);
  const checker = checkerFromValidatorArgs(args);
  if (facts.customValidation || existsSync(join(dir, "output_validator")) || existsSync(join(dir, "output_validators"))) {
    notes.push(`the package has a custom output validator, which stonebench cannot run; imported with checker: ${checker.checker} (write problems/<id>/checker.ts and set checker: custom if that is not enough)`);
  }
  return problemYamlTemplate({
    id: basename(dir),
    title: facts.title ?? basename(dir),
    ...(facts.source ? { source: facts.source } : {}),
    aliases: [],
    timeLimitMs: timeLimitMs ?? DEFAULT_TIME_LIMIT_MS,
    memoryLimitMiB: facts.memoryLimitMiB ?? KATTIS_DEFAULT_MEMORY_MIB,
    ...(facts.outputLimitMiB ? { outputLimitMiB: facts.outputLimitMiB } : {}),
    checker: checker.checker,
    ...(checker.tolerance !== undefined ? { tolerance: checker.tolerance } : {}),
  });
}

// output_validator_args live in test_group.yaml (2025-09) or testdata.yaml (2023-07 draft); legacy packages use validator_flags.
function validatorArgs(dir: string, legacyFlags: string[] | undefined): string[] {
  for (const file of ["data/secret/test_group.yaml", "data/test_group.yaml", "data/secret/testdata.yaml", "data/testdata.yaml"]) {
    const path = join(dir, file);
    if (!existsSync(path)) continue;
    const data = parse(readFileSync(path, "utf8")) as { output_validator_args?: unknown } | null;
    const args = data?.output_validator_args;
    if (Array.isArray(args)) return args.map(String);
    if (typeof args === "string") return args.split(/\s+/).filter(Boolean);
  }
  return legacyFlags ?? [];
}

function findStatement(dir: string): string | undefined {
  for (const folder of ["statement", "problem_statement"]) {
    const path = join(dir, folder);
    if (!existsSync(path)) continue;
    const names = readdirSync(path).filter((name) => /^problem(\.[a-zA-Z-]+)?\.md$/.test(name));
    const chosen = names.find((name) => name === "problem.en.md") ?? names.find((name) => name === "problem.md") ?? names.sort()[0];
    if (chosen) return join(path, chosen);
  }
  return undefined;
}

interface PackageCase {
  name: string;
  input: string;
  answer: string;
}

/** data/sample and data/secret (with any groups) as our cases; a sample's name always says "sample". */
function readCases(dir: string, notes: string[]): PackageCase[] {
  const cases: PackageCase[] = [];
  const names = new Map<string, string>();
  for (const group of ["sample", "secret"] as const) {
    const root = join(dir, "data", group);
    for (const input of listFiles(root).filter((path) => path.endsWith(".in"))) {
      const relativeStem = relative(root, input).slice(0, -3);
      const answer = `${input.slice(0, -3)}.ans`;
      if (!existsSync(answer)) throw new UserError(`${displayPath(input)} has no ${basename(answer)}`, "every .in of a Kattis package needs its .ans");
      let name = relativeStem.split(/[\\/]/).join("-");
      if (group === "sample" && !/sample/i.test(name)) name = `${name}-sample`;
      assertCaseName(name);
      const clash = names.get(name);
      if (clash) throw new UserError(`${displayPath(input)} and ${clash} would both become case ${name}`, "rename one of them in the package");
      names.set(name, displayPath(input));
      if (existsSync(`${input.slice(0, -3)}.files`)) notes.push(`${displayPath(input)} has input files (.files/), which stonebench does not provide`);
      cases.push({ name, input, answer });
    }
  }
  if (cases.length === 0) notes.push("the package has no cases in data/sample or data/secret");
  return sortNaturally(cases, (testCase) => testCase.name);
}

function listFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name.endsWith(".files") ? [] : listFiles(path);
    return entry.isFile() ? [path] : [];
  });
}

/**
 * submissions/ back into solutions/<id>/: accepted/main.ts, second-method.ts and brute_force/brute.ts to their
 * places, the rest into wrong/ (labelled by their folder when their first line has no label). Only files the
 * judge can run (TypeScript or JavaScript) are taken.
 */
function readSubmissions(dir: string, id: string, notes: string[]): PlannedFile[] {
  const paths = problemFiles(id);
  const skipped: string[] = [];
  const submissions = KATTIS_SUBMISSION_FOLDERS.flatMap((folder) => {
    const root = join(dir, "submissions", folder);
    if (!existsSync(root)) return [];
    return sortNaturally(readdirSync(root, { withFileTypes: true }), (entry) => entry.name).flatMap((entry) => {
      if (!entry.isFile() || !RUNNABLE_EXTENSIONS.includes(extname(entry.name))) {
        skipped.push(`${folder}/${entry.name}`);
        return [];
      }
      const bytes = readFileSync(join(root, entry.name));
      return [{ folder, name: entry.name, bytes, label: labelOf(bytes.toString("utf8")) }];
    });
  });
  // An unlabelled accepted .ts is a real solution; a labelled one went out from wrong/ (e.g. "// expect: AC").
  const accepted = submissions.filter((item) => item.folder === "accepted" && item.name.endsWith(".ts") && !item.label);
  const main = accepted.find((item) => item.name === "main.ts") ?? accepted.find((item) => item.name !== "second-method.ts" && item.name !== "brute.ts");
  const planned: PlannedFile[] = [];
  const taken = new Set<string>();
  const place = (path: string, data: Buffer): void => {
    taken.add(path);
    planned.push({ path, data });
  };
  for (const item of submissions) {
    if (item === main) place(paths.main, item.bytes);
    else if (accepted.includes(item) && item.name === "second-method.ts") place(paths.secondMethod, item.bytes);
    else if ((item.folder === "brute_force" || accepted.includes(item)) && item.name === "brute.ts") place(paths.brute, item.bytes);
    else if (accepted.includes(item)) skipped.push(`${item.folder}/${item.name} (one accepted solution becomes main.ts)`);
    else {
      // Keep a labelled file byte for byte; give an unlabelled one the label its folder implies.
      const data = item.label ? item.bytes : Buffer.concat([Buffer.from(`// expect: ${verdictForFolder(item.folder)} (imported from Kattis submissions/${item.folder}/)\n`), item.bytes]);
      let target = join(paths.wrong, item.name);
      for (let n = 2; taken.has(target); n++) target = join(paths.wrong, `${basename(item.name, extname(item.name))}-${n}${extname(item.name)}`);
      place(target, data);
    }
  }
  if (!main) notes.push(`no accepted TypeScript submission; write ${displayPath(paths.main)}`);
  if (skipped.length) notes.push(`not imported (stonebench runs single TypeScript/JavaScript files): submissions/${skipped.join(", submissions/")}`);
  return planned;
}
