import { closeSync, existsSync, openSync, readFileSync, readSync, statSync } from "node:fs";
import { basename, dirname, extname, join, resolve, sep } from "node:path";
import { problemFiles } from "../authoring/problem-files";
import { isMainSolutionName, PROBLEM_YAML_BYTES } from "../problem/find-problem";
import { validatorLanguage } from "../check/output-validator";
import { EXIT, UserError } from "../errors";
import { writeFileAtomic } from "../util/atomic-write";
import { casesDir, displayPath, problemsDir, solutionsDir } from "../paths";
import { divertGeneratedCases } from "../problem/generated-cases";
import { sortNaturally } from "../problem/find-cases";
import { LIMIT_RANGES, parseProblemConfig } from "../problem/problem-config";
import { roundingSaid, wholeUnits } from "../util/whole-units";
import { parsePackageYaml } from "../util/package-yaml";
import { existingCaseNames } from "../scaffold/case-names";
import { aliasOwner, assertAliasFree, assertProblemId, existingProblemFolders, freeIdLike, isProblemId, nameOwner, PROBLEM_ID_RULE, suggestId } from "../scaffold/problem-id";
import { freeIdFor, importCommand } from "./import-command";
import { DEFAULT_TIME_LIMIT_MS } from "../scaffold/scaffold-problem";
import { oneLine, problemYamlTemplate } from "../scaffold/templates";
import { writeAllOrNothing, type PlannedFile } from "../scaffold/write-plan";
import { writeFreshHomes } from "./staged-homes";
import { labelOfSource } from "../verify/solution-label";
import { CARRIED_CASES, CARRIED_FOLDERS, CARRIED_SOLUTIONS, KEPT_KATTIS_FOLDER, LATEX_STUB_MARK, ownPath } from "./carried-files";
import { IMPORT_MANIFEST, keepUserChangesAside, readImportManifest, writeImportManifest, type KeptAside } from "./import-manifest";
import { readKattisProblemYaml, refuseUnsupportedType, type KattisFacts } from "./kattis-metadata";
import { deriveTimeLimit } from "./derive-time-limit";
import { readPackageData, type PackageCase } from "./package-cases";
import { planSubmissions, type SubmissionPlan, type ToolchainCheck } from "./package-submissions";
import type { LanguageDefinition } from "../languages/language";
import { findLanguageTools } from "../languages/launch";
import { languagesForFile } from "../languages/registry";
import { MAX_PACKAGE_TEXT_BYTES, readPackageTree, type PackageTree } from "./package-tree";
import { packageFileCopy } from "./package-file-copy";
import { withConstants } from "./package-constants";
import { MANIFEST_FILE } from "../problem/case-manifest";
import { VALIDATOR_DATA_FOLDERS } from "../verify/check-invalid-data";
import { DEPRECATED_INPUT_VALIDATORS, inputValidatorFolders } from "../verify/input-validator-folders";
import { takeBackWritten } from "./take-back-import";
import { PACKAGE_ORIGINS, parseOrigins } from "../verify/package-origins";
import { PACKAGE_DEFAULT_MEMORY_MIB as KATTIS_DEFAULT_MEMORY_MIB } from "../verify/assumed-memory";
import { problemNameMacro } from "./problem-name-macro";

/** The format's "typical system default" memory limit (its limits table, legacy and 2023-07 alike), for packages that set none. */
/** The format's default output limit (limits.output, every version): a package without one is judged with it. */
const KATTIS_DEFAULT_OUTPUT_MIB = 8;

export interface ImportResult {
  id: string;
  cases: string[];
  /** Solution files written, as display paths. */
  solutions: string[];
  /** Each submission: where it went and with which label. */
  submissions: string[];
  /** What was not imported, and why. */
  skipped: string[];
  /** Package files kept as they were (statement files, images, group settings, validators, metadata). */
  kept: string[];
  /** Cases that were in cases/<id>/ before a --force import and are not in the package (kept). */
  keptCases: string[];
  /** Solutions the last import wrote that are not in the package now (kept, as display paths). */
  keptSolutions: string[];
  /** Files a --force import replaced that the user had changed since the last import: their version, kept aside. */
  keptAside: KeptAside[];
  notes: string[];
}

/**
 * Reads a Kattis package into problems/<id>/, solutions/<id>/ and cases/<id>/. The whole package is walked and
 * checked first (every entry a file or a folder, every link inside, no loop), then everything is planned, and only
 * then written; what cannot be used is listed (skipped) or kept, never dropped silently. Without a time limit in the
 * package, the limit is then derived from the accepted submissions, as Kattis does.
 */
export async function importKattisPackage(dir: string, options: { id?: string; force?: boolean; signal?: AbortSignal; onProgress?: (line: string) => void; timeLimitMs?: number } = {}): Promise<ImportResult> {
  if (!existsSync(dir)) throw new UserError(`${dir} does not exist`, "give the folder of a Kattis problem package (the one holding problem.yaml); check the path from where you are");
  if (!statSync(dir).isDirectory()) throw new UserError(`${dir} is not a folder`, notAFolderHint(dir));
  if (!existsSync(join(dir, "problem.yaml"))) throw new UserError(`${dir} holds no problem.yaml, so it is not a Kattis problem package`, "give the folder that holds problem.yaml, data/ and submissions/");
  const id = options.id ?? basename(dir).toLowerCase();
  // Each refusal for the id gives the exact command that imports the package (src/kattis/import-command.ts).
  const force = options.force ? ["--force"] : [];
  if (options.id === undefined && !isProblemId(id)) {
    throw new UserError(`The folder name "${basename(dir)}" is not a problem id: an id is ${PROBLEM_ID_RULE}; nothing was written`, `give one with --id: ${importCommand(dir, "--id", freeIdFor(basename(dir)), ...force)}`);
  }
  try {
    assertProblemId(id);
  } catch (error) {
    // With --force the id meant an existing problem: its nearest spelling; without, a free one.
    const nearest = options.force ? suggestId(id) || "my-problem" : freeIdFor(id);
    throw new UserError(`${(error as Error).message}; nothing was written`, `give a valid one: ${importCommand(dir, "--id", nearest, ...force)}`);
  }
  const existing = existingProblemFolders(id);
  if (existing.length > 0 && !options.force) {
    throw new UserError(
      `Problem "${id}" already exists: ${existing.join(", ")}; nothing was written`,
      `import under a free id: ${importCommand(dir, "--id", freeIdLike(id))}; or replace what the package brings in ${id}: ${importCommand(dir, ...(options.id === undefined ? [] : ["--id", id]), "--force")} (files you changed since the last import are kept aside as <name>.mine; other cases are kept)`,
    );
  }
  const owner = aliasOwner(id);
  if (owner) throw new UserError(`"${id}" is already an alias of ${owner}; nothing was written`, `import under a free id: ${importCommand(dir, "--id", freeIdLike(id), ...force)}`);

  // Before anything is read: every entry checked (a FIFO would hang the first read; a link outside would carry a secret in).
  const tree = readPackageTree(dir);
  if (!tree.isFile("problem.yaml")) throw new UserError(`${tree.shown("problem.yaml")} is not a file; nothing was written`, "a Kattis package's problem.yaml is a YAML file");
  const notes: string[] = [];
  const kept: string[] = [];
  const files: PlannedFile[] = [];
  const paths = problemFiles(id);
  const problemDir = join(problemsDir(), id);
  const facts = readKattisProblemYaml(tree.readText("problem.yaml"), tree.shown("problem.yaml"));
  refuseUnsupportedType(facts, dir);
  // DOMjudge's settings, read once: they may give the title and the time limit.
  const ini = readDomjudgeIni(tree);
  const title = packageTitle(tree, facts, ini, notes);
  if (title !== undefined) facts.title = title;
  // The YAML parser's warnings, one line each naming file:line:col (they reached the console as raw YAMLWarnings).
  notes.push(...facts.yamlWarnings.map((warning) => `YAML warning: ${warning}`));
  notes.push(...tree.leftOut.map((link) => `${link.path} was not imported: ${link.why} (copy the file into the package to keep it)`));
  const carried = CARRIED_FOLDERS.find((name) => tree.isFolder(name));
  // A package we exported: its problem folder travels whole in stonebench/, so nothing is made from Kattis's files.
  const own = carried !== undefined && tree.isFile(`${carried}/problem.yaml`);
  const data = readPackageData(tree, notes, { keepNames: own, constants: facts.constants });
  // Our export puts an imported case back at its package path (data/secret/g2/12): its name here is the one recorded.
  if (own) data.cases = namedAsRecorded(tree, carried!, data.cases);
  // The kept folders in which a {{constant}} was filled in (include/), for the note.
  const filledIn = new Set<string>();
  const keep = (path: string, target = join(problemDir, KEPT_KATTIS_FOLDER, path), substitute = false): void => {
    // Copied as it is when written (a chunk at a time: data/ may hold 1 GiB files); read only to fill in {{constants}}.
    let copy: PlannedFile["data"] = packageFileCopy(tree, path);
    if (substitute) {
      const bytes = tree.read(path);
      copy = withConstants(bytes, facts.constants);
      if (copy !== bytes) filledIn.add(path.split("/")[0]!);
    }
    files.push({ path: target, data: copy });
    kept.push(`${path} → ${displayPath(target)}`);
  };

  let derive: { multiplier: number; resolutionMs: number; why: string } | undefined;
  let submissions: SubmissionPlan;
  if (own) {
    restoreOwnProblem(tree, carried!, id, files);
    submissions = restoreOwnSolutions(tree, `${carried}/${CARRIED_SOLUTIONS}`, id);
  } else {
    const made = configFromKattis(tree, facts, ini, data.validatorArgs, notes, options.timeLimitMs);
    files.push({ path: paths.config, data: made.yaml });
    derive = made.derive;
    // The package's own problem.yaml, byte for byte: its license, rights owner, source and every key we do not use travel back on export.
    keep("problem.yaml");
    // An interactive package's validator is its interactor: kept where the judge builds it on first use (g++, python3, node).
    const validatorHome = facts.interactive ? "interactor" : "output_validator";
    if (made.validatorDir) for (const file of tree.filesUnder(made.validatorDir)) keep(file, join(problemDir, validatorHome, file.slice(made.validatorDir.length + 1)), true);
    const constantNames = Object.keys(facts.constants).filter((name) => !name.includes("."));
    const inputValidators = inputValidatorFolders((folder) => tree.isFolder(folder))[0];
    const filled = [...(made.validatorDir ? ["output validator's"] : []), ...(inputValidators ? ["input validators'"] : [])];
    if (constantNames.length && filled.length) notes.push(`the ${filled.join(" and ")} {{constants}} (${constantNames.join(", ")}) were filled in from problem.yaml, as Kattis does`);
    statementFiles(tree, facts, files, kept, paths.statement, problemDir, notes);
    // Group settings are kept with their {{constants}} filled in, as import read them: verify reads the kept copy.
    for (const file of [...data.settingsFiles, ...data.otherFiles]) keep(file, undefined, data.settingsFiles.includes(file));
    if (filledIn.has("data")) notes.push(`the test groups' {{constants}} (${constantNames.join(", ")}) were filled in from problem.yaml, as Kattis does`);
    const used = new Set(["problem.yaml", "data", "submissions", "statement", "problem_statement", ...(made.validatorDir ? [made.validatorDir.split("/")[0]!] : [])]);
    for (const name of tree.list("")) {
      if (used.has(name)) continue;
      // A package's version control or editor files are not the problem's.
      if (name.startsWith(".") && name !== ".timelimit") {
        notes.push(`${name}${tree.isFolder(name) ? "/" : ""} (hidden) was not imported`);
        continue;
      }
      // The input validators' and included files' {{constants}} are filled in as the output validator's are (the
      // format says all three): the format's own example `maximal` has include/python3/include.py say
      // `magic_constant = {{example_constant}}`, and its accepted submission was RE (NameError).
      for (const file of tree.isFolder(name) ? tree.filesUnder(name) : [name]) keep(file, undefined, name === inputValidators || name === "include");
    }
    if (filledIn.has("include")) notes.push(`include/'s {{constants}} (${constantNames.join(", ")}) were filled in from problem.yaml, as Kattis does`);
    const validatorData = VALIDATOR_DATA_FOLDERS.filter((folder) => tree.isFolder(`data/${folder}`));
    if (validatorData.length) notes.push(`${validatorData.map((folder) => `data/${folder}/`).join(", ")} kept in ${displayPath(join(problemDir, KEPT_KATTIS_FOLDER, "data"))}/: verify checks that the validators reject (or accept) each case`);
    if (tree.isFolder("include")) notes.push(`include/ is kept in ${displayPath(join(problemDir, KEPT_KATTIS_FOLDER, "include"))}/: its <language>/ folder (else default/) is added to every submission of that language when it is judged`);
    // answer_validators/ (2023-07 and later) check each .ans against its .in: kept and said, as verify says it too.
    if (tree.isFolder("answer_validators")) notes.push(`answer_validators/ is kept in ${displayPath(join(problemDir, KEPT_KATTIS_FOLDER))}/ but not run: verify checks the answers with the output validator only (data/invalid_answer), not with these`);
    if (tree.isFolder("static_validator")) notes.push(`static_validator/ is kept in ${displayPath(join(problemDir, KEPT_KATTIS_FOLDER))}/ but not run: stonebench judges what a submission prints, not its source`);
    // The legacy input_format_validators/ is what problemtools runs when it exists (warning that the name is deprecated):
    // APS 2023's packages (mwhaITU/problemdesign, Grumlebob/KattisCheatyPetey) keep theirs there, and it was kept unrun.
    if (tree.isFolder(DEPRECATED_INPUT_VALIDATORS)) {
      notes.push(`${DEPRECATED_INPUT_VALIDATORS}/ is the deprecated name of input_validators/; its validators are run as problemtools runs them (it warns of the name)${tree.isFolder("input_validators") ? ", and input_validators/ is kept but not run, as problemtools leaves it then" : ""}; export writes them as input_validators/`);
    }
    if (inputValidatorFolders((folder) => tree.isFolder(folder)).length) {
      notes.push(`the package's input validators are kept in ${displayPath(join(problemDir, KEPT_KATTIS_FOLDER))}/ (validate and verify run them on every input of data/, verify on data/invalid_input too); make-cases and stress read ${displayPath(paths.validator)}, to write for them`);
    }
    // A submission's {{constants}} stay as written, though the format lists example submissions among the files that
    // get them: neither problemtools nor BAPCtools fills them in, and BAPCtools' own test problem `constants` has
    // wrong_answer/constant_in_submission.py print "{{FIVE.STRING}}" to be WA.
    submissions = planSubmissions(tree, paths, { hasMain: false, toolchain: await checkToolchains(tree), customFolders: !facts.legacy });
    notes.push(...yamlWarningsOf(tree, "submissions/submissions.yaml"));
    // Submissions not judged here (other languages, several files, unknown folders, submissions.yaml) are kept, not lost.
    for (const line of submissions.skipped) {
      const path = /^(submissions\/\S+?)\/? \(/.exec(line)?.[1];
      if (path && tree.has(path)) for (const file of tree.isFolder(path) ? tree.filesUnder(path) : [path]) keep(file);
    }
  }

  // Cases are copied a chunk at a time when written, never held: memory stays flat however large they are.
  for (const testCase of data.cases) {
    files.push({ path: join(casesDir(), id, `${testCase.name}.in`), data: packageFileCopy(tree, testCase.input) });
    files.push({ path: join(casesDir(), id, `${testCase.name}.out`), data: testCase.answer ? packageFileCopy(tree, testCase.answer) : Buffer.alloc(0) });
  }
  if (data.cases.length === 0) notes.push("the package has no cases in data/sample or data/secret");
  // A BAPCtools package may ship its secret cases only as generators.yaml's recipe: say so, or it looks judged in full.
  if (tree.isFile("generators/generators.yaml") && !data.cases.some((testCase) => testCase.input.startsWith("data/secret/")))
    notes.push("generators/generators.yaml describes cases that data/secret does not hold (BAPCtools makes them: run `bt generate` in the package, then import again); only the cases in data/ were imported");
  const homes = [problemDir, join(solutionsDir(), id), join(casesDir(), id)];
  assertInsideHomes(files, homes);
  // Our own export's generated cases (the largest inputs) go back to their cache, not into cases/<id>/.
  divertGeneratedCases(id, join(casesDir(), id), files);
  files.push(...submissions.files);
  if (!own) {
    // Which package submission and test case each of ours was: submissions.yaml names them by those paths.
    const cases = Object.fromEntries(data.cases.map((testCase) => [testCase.name, testCase.input.slice("data/".length, -".in".length)]));
    files.push({ path: join(problemDir, KEPT_KATTIS_FOLDER, PACKAGE_ORIGINS), data: `${JSON.stringify({ submissions: submissions.origins ?? {}, cases }, null, 2)}\n` });
  }
  if (!submissions.accepted.some((path) => basename(path).startsWith("main."))) {
    // RMRC 2020's public trainboarding and vaccineefficacy hold no submissions/ at all: no language is missing there.
    const none = !tree.isFolder("submissions") || tree.filesUnder("submissions").length === 0;
    notes.push(none ? `the package has no submissions (a public archive may leave the judges' out), so no solution is held AC; write ${displayPath(paths.main)} (or main.<ext> in another language)` : `no accepted submission in a language this machine runs; write ${displayPath(paths.main)}`);
  }
  assertNoClash(files);
  assertInsideHomes(files, homes);

  const caseNames = new Set(data.cases.map((testCase) => testCase.name));
  const keptCases = existingCaseNames(join(casesDir(), id)).filter((name) => !caseNames.has(name));
  // --force replaces what the package brings; a file changed since the last import is the user's, so it is kept aside first.
  const lastImport = options.force ? readImportManifest(problemDir) : undefined;
  const keptAside = options.force ? keepUserChangesAside(files, lastImport) : [];
  // Solutions the last import wrote that this package no longer has: kept (they may be yours now), and said.
  const planned = new Set(files.map((file) => file.path));
  const solutionsHome = join(solutionsDir(), id);
  const keptSolutions = [...(lastImport?.keys() ?? [])].filter((path) => path.startsWith(`${solutionsHome}/`) && !planned.has(path) && existsSync(path)).map((path) => displayPath(path)).sort();
  const fresh = homes.every((home) => !existsSync(home));
  const written = fresh ? writeFreshHomes(files, homes) : writeAllOrNothing(files, { replace: options.force === true, dirs: homes });
  if (derive) notes.push(await deriveTimeLimit(id, paths.config, submissions.accepted, derive, options.signal, options.onProgress));
  // 2025-09's use_for_time_limit opts submissions in as bounds of the limit; only accepted ones are timed here (said).
  if (derive && tree.isFile("submissions/submissions.yaml") && /^[^\S\r\n\u2028\u2029]*use_for_time_limit:\s*["']?(?:lower|upper)\b/m.test(tree.readText("submissions/submissions.yaml")))
    notes.push("submissions/submissions.yaml sets use_for_time_limit: lower or upper, but the derived limit counts only the accepted submissions' times: verify holds those submissions to it (no TLE where lower, some TLE where upper); if they break it, set timeLimitMs");
  if (options.signal?.aborted && fresh) takeBackStoppedImport(id, written, homes);
  if (options.signal?.aborted) markLimitNotDerived(paths.config);
  writeImportManifest(problemDir, dir, written);
  if (options.signal?.aborted) {
    throw new UserError(
      `import of ${id} stopped while the accepted submissions were timed; the package's files are in place, but timeLimitMs in ${displayPath(paths.config)} is a placeholder (said in the file)`,
      "import again with --force to derive it, or set timeLimitMs yourself",
      EXIT.interrupted,
    );
  }
  return {
    id,
    cases: data.cases.map((testCase) => testCase.name),
    solutions: submissions.files.map((file) => displayPath(file.path)),
    submissions: submissions.placed,
    skipped: submissions.skipped,
    kept,
    keptCases: sortNaturally(keptCases, (name) => name),
    keptSolutions,
    keptAside,
    notes,
  };
}

/** Cases of our own export renamed by the record it carries (stonebench/kattis/stonebench-origins.json: name → path). */
function namedAsRecorded(tree: PackageTree, carried: string, cases: PackageCase[]): PackageCase[] {
  const file = `${carried}/${KEPT_KATTIS_FOLDER}/${PACKAGE_ORIGINS}`;
  if (!tree.isFile(file)) return cases;
  let recorded: Record<string, string> = {};
  try {
    recorded = parseOrigins(tree.readText(file)).cases;
  } catch {
    return cases;
  }
  // A name is a file name in cases/<id>/: one with a "/" or a bare ".." (a forged record) would be written elsewhere.
  if (Object.keys(recorded).some((name) => !isPlainFileName(name))) return cases;
  const nameOf = new Map<string, string>(Object.entries(recorded).flatMap(([name, path]) => (typeof path === "string" ? [[`data/${path}.in`, name] as const] : [])));
  const renamed = cases.map((testCase) => ({ ...testCase, name: nameOf.get(testCase.input) ?? testCase.name }));
  return new Set(renamed.map((testCase) => testCase.name)).size === renamed.length ? renamed : cases;
}

/**
 * Stopped (Ctrl-C) while the accepted submissions were timed, the limit would be the placeholder and nothing would say
 * so. A fresh import is taken back whole: its three folders hold only what it wrote a moment ago.
 */
function takeBackStoppedImport(id: string, written: string[], homes: string[]): never {
  const left = takeBackWritten(written, homes);
  const kept = left.length ? ` but ${left.length} file${left.length === 1 ? "" : "s"} it did not write (${left.slice(0, 3).map(displayPath).join(", ")}${left.length > 3 ? ", …" : ""})` : "";
  throw new UserError(`import of ${id} stopped while the accepted submissions were timed for its time limit; nothing was kept${kept}`, "import again and let the timing finish (it judges each accepted submission once), or give the limit: --tl <ms>", EXIT.interrupted);
}

/** A --force import stopped there keeps the package's files (what they replaced is gone), and problem.yaml says so. */
function markLimitNotDerived(configPath: string): void {
  const text = readFileSync(configPath, "utf8");
  const note = "# Not derived: the import was stopped while the accepted submissions were timed. Import again with --force, or set timeLimitMs yourself.";
  writeFileAtomic(configPath, text.replace(/^timeLimitMs: \d+$/m, (line) => `${note}\n${line}`));
}

// A package YAML file's parser warnings as notes; a broken or missing file gives none here (verify names a broken one).
function yamlWarningsOf(tree: PackageTree, file: string): string[] {
  if (!tree.isFile(file)) return [];
  try {
    return parsePackageYaml(tree.readText(file), tree.shown(file)).warnings.map((warning) => `YAML warning: ${warning}`);
  } catch {
    return [];
  }
}

// Which of the submissions' languages this machine can build and run: each language's toolchain looked up once.
async function checkToolchains(tree: PackageTree): Promise<ToolchainCheck> {
  const wanted = new Map<string, LanguageDefinition>();
  if (tree.isFolder("submissions")) for (const file of tree.filesUnder("submissions")) for (const language of languagesForFile(file).slice(0, 1)) wanted.set(language.id, language);
  const missing = new Map<string, string>();
  for (const language of wanted.values()) {
    try {
      await findLanguageTools(language);
    } catch (error) {
      if (!(error instanceof UserError)) throw error;
      missing.set(language.id, `${error.message}${error.hint ? `; ${error.hint.replace(/; nothing was judged$/, "")}` : ""}`);
    }
  }
  return (language) => missing.get(language.id);
}

// Two package files planned for one path would leave only the second: refused, naming both (never silently).
function assertNoClash(files: PlannedFile[]): void {
  const seen = new Set<string>();
  for (const file of files) {
    if (seen.has(file.path)) throw new UserError(`two files of the package would both be written to ${displayPath(file.path)}; nothing was written`, "rename one of them in the package");
    seen.add(file.path);
  }
}

const isPlainFileName = (name: string): boolean => name !== "" && name !== "." && name !== ".." && !/[/\0]/.test(name);

/** A carried file's own path (ownPath): "_.." gives back "..", so a part that climbs or is empty is refused, naming the entry. */
function carriedInner(tree: PackageTree, file: string, folder: string): string {
  const inner = ownPath(file.slice(folder.length + 1));
  if (!inner.split("/").every(isPlainFileName)) {
    throw new UserError(`${tree.shown(file)} would be written outside the problem's folders (its name comes back as ${inner}); nothing was written`, "rename it in the package: a carried name must not be \"_..\" or \"_.\"");
  }
  return inner;
}

// The last guard before anything is written: every planned file inside problems/<id>, solutions/<id> or cases/<id>.
function assertInsideHomes(files: PlannedFile[], homes: string[]): void {
  for (const file of files) {
    const path = resolve(file.path);
    if (!homes.some((home) => path.startsWith(resolve(home) + sep))) {
      throw new UserError(`the package would write ${displayPath(path)}, outside ${homes.map(displayPath).join(", ")}; nothing was written`, "the package names a file by a path that climbs out (\"..\"): fix that name in the package");
    }
  }
}

// Our own package: problems/<id>/ comes back from stonebench/ whole (cases' other files from stonebench/cases/).
function restoreOwnProblem(tree: PackageTree, carried: string, id: string, files: PlannedFile[]): void {
  const paths = problemFiles(id);
  const configPath = `${carried}/problem.yaml`;
  const config = parseProblemConfig(tree.readText(configPath), tree.shown(configPath));
  for (const alias of config.aliases) {
    assertAliasFree(alias, id, `remove it from ${tree.shown(configPath)} or from problems/${nameOwner(alias, id)}/problem.yaml, then import again`);
  }
  for (const file of tree.filesUnder(carried)) {
    const inner = carriedInner(tree, file, carried);
    if (inner.startsWith(`${CARRIED_SOLUTIONS}/`)) continue;
    // The case manifest is read (generated cases are diverted by it); every other file is copied when written.
    if (inner === `${CARRIED_CASES}/${MANIFEST_FILE}`) files.push({ path: join(casesDir(), id, MANIFEST_FILE), data: tree.read(file) });
    else if (inner.startsWith(`${CARRIED_CASES}/`)) files.push({ path: join(casesDir(), id, inner.slice(CARRIED_CASES.length + 1)), data: packageFileCopy(tree, file) });
    else if (inner !== IMPORT_MANIFEST) files.push({ path: join(problemsDir(), id, inner), data: packageFileCopy(tree, file, inner === "statement.md" ? MAX_PACKAGE_TEXT_BYTES : undefined) });
  }
  // Packages exported before the statement travelled in stonebench/: it is statement/problem.en.md.
  if (!tree.isFile(`${carried}/statement.md`) && tree.isFile("statement/problem.en.md")) files.push({ path: paths.statement, data: packageFileCopy(tree, "statement/problem.en.md", MAX_PACKAGE_TEXT_BYTES) });
}

// Our solutions, in any language, byte for byte; main and second-method are accepted, as is a wrong/ file labelled AC.
function restoreOwnSolutions(tree: PackageTree, folder: string, id: string): SubmissionPlan {
  const plan: SubmissionPlan = { files: [], placed: [], skipped: ["submissions/ (the package's copies of the solutions it carries in stonebench/)"], accepted: [] };
  if (!tree.isFolder(folder)) return plan;
  // main.<ext> or Main.java, and second-method.<ext>: the solutions folder is not written yet, so by name.
  for (const file of tree.filesUnder(folder)) {
    const relative = carriedInner(tree, file, folder);
    const path = join(solutionsDir(), id, relative);
    const data = tree.read(file);
    plan.files.push({ path, data });
    plan.placed.push(`${file} → ${displayPath(path)}`);
    const label = labelOfSource(data.toString("utf8"));
    const accepted = isMainSolutionName(relative) || /^second-method\.[A-Za-z0-9]+$/.test(relative) || (label?.kind === "exact" && label.verdicts.length === 1 && label.verdict === "AC");
    if (accepted) plan.accepted.push(path);
  }
  // main first: what the time limit is derived from and what "no accepted submission" looks for.
  const first = (path: string): number => Number(isMainSolutionName(basename(path)) && dirname(path) === join(solutionsDir(), id));
  plan.accepted.sort((a, b) => first(b) - first(a));
  return plan;
}

/**
 * The problem's name as the tools its authors use read it. A legacy package's is its statement's: problemtools takes
 * `%% plainproblemname:` (else `\problemname{…}`) of problem_statement/problem[.<lang>].tex over problem.yaml's name
 * (English first; a note names a yaml name it replaces; BAPCtools' `\problemname{\problemyamlname}`, in mzuenni/icpc-problems'
 * NWERC 2023 statements, means problem.yaml's name). Then problem.yaml's name, then DOMjudge's ini name, then (2023-07
 * and later) the statement's; the folder's name when none gives one (undefined here). Kattis-SWERC-2025 gives a name
 * nowhere but its statements.
 */
function packageTitle(tree: PackageTree, facts: KattisFacts, ini: DomjudgeIni | undefined, notes: string[]): string | undefined {
  if (facts.legacy) {
    const stated = statementTitle(tree, "problem_statement");
    if (stated) {
      if (facts.title !== undefined && facts.title !== stated.title) notes.push(`the title is ${JSON.stringify(stated.title)}, from ${stated.file}, not problem.yaml's name ${JSON.stringify(facts.title)}: problemtools names a legacy package after its statement`);
      return stated.title;
    }
  }
  if (facts.title !== undefined) return facts.title;
  const name = ini?.name?.trim();
  if (name) return name;
  // A 2023-07 package names itself in problem.yaml; one that does not (BAPCtools' guessnoeofcheck) still says its
  // name in its statement's \problemname{…}, which beats the folder's name.
  const stated = facts.legacy ? undefined : statementTitle(tree, "statement");
  if (stated) notes.push(`the title is ${JSON.stringify(stated.title)}, from ${stated.file}: problem.yaml gives no name`);
  return stated?.title;
}

/** The name a folder's LaTeX statement gives itself (English first), as problemtools reads it, and its file. */
function statementTitle(tree: PackageTree, folder: string): { title: string; file: string } | undefined {
  if (!tree.isFolder(folder)) return undefined;
  const statements = tree.list(folder).filter((name) => tree.isFile(`${folder}/${name}`) && /^problem(\.([a-z]{2,3}|[a-z]{2}-[A-Z]{2}))?\.tex$/.test(name));
  const english: string[] = statements.filter((name) => name === "problem.tex" || name === "problem.en.tex").sort();
  for (const name of [...english, ...statements.filter((other) => !english.includes(other)).sort()]) {
    const text = tree.readText(`${folder}/${name}`);
    const found = (/^%%\s*plainproblemname:(.*)$/m.exec(text)?.[1] ?? problemNameMacro(text))?.trim();
    // BAPCtools' `\problemname{\problemyamlname}` (its LaTeX macro for problem.yaml's name) names no title of its own.
    if (found === "\\problemyamlname") return undefined;
    if (found) return { title: found, file: `${folder}/${name}` };
  }
  return undefined;
}

/** A time limit in seconds as the whole milliseconds the judge counts, with the note that says its rounding, if any. */
function secondsAsMs(key: string, seconds: number): [ms: number, notes: string[]] {
  const rounded = roundingSaid(key, seconds, "s", 1000, "ms");
  return [wholeUnits(seconds, 1000), rounded ? [`${rounded}: rounded up to the whole milliseconds stonebench judges in (never tighter than the package's)`] : []];
}

/** DOMjudge's problem settings beside a Kattis package (short-name, name, timelimit, color, …). */
const DOMJUDGE_INI = "domjudge-problem.ini";

/**
 * The keys of a package's domjudge-problem.ini as PHP's parse_ini_string gives them: `key = value`, the value's
 * quotes taken off, `;` comment lines and sections skipped; undefined without the file.
 */
type DomjudgeIni = Record<string, string>;

function readDomjudgeIni(tree: PackageTree): DomjudgeIni | undefined {
  if (!tree.isFile(DOMJUDGE_INI)) return undefined;
  const keys: Record<string, string> = {};
  // Split by hand, not by patterns with \s* on both sides of a lazy group: those backtracked quadratically, and a line
  // of 40,000 spaces took 2.6 s of import.
  for (const line of tree.readText(DOMJUDGE_INI).split(/\r?\n/)) {
    const equals = line.indexOf("=");
    const key = line.slice(0, Math.max(equals, 0)).trim();
    if (equals < 0 || !/^[A-Za-z0-9_.-]+$/.test(key) || line.trimStart().startsWith(";")) continue;
    const value = line.slice(equals + 1).trim();
    const comment = value.indexOf(";");
    keys[key] = /^(["']).*\1$/.test(value) ? value.slice(1, -1) : comment < 0 ? value : value.slice(0, comment).trimEnd();
  }
  return keys;
}

// A package from elsewhere: our problem.yaml from its limits and output validation.
function configFromKattis(
  tree: PackageTree,
  facts: KattisFacts,
  ini: DomjudgeIni | undefined,
  settingsArgs: string[] | undefined,
  notes: string[],
  givenMs?: number,
): { yaml: string; derive?: { multiplier: number; resolutionMs: number; why: string }; validatorDir?: string } {
  let timeLimitMs = facts.timeLimitMs;
  // DOMjudge's own file: it takes its timelimit first, and .timelimit only when the ini gives none.
  if (timeLimitMs === undefined && ini?.timelimit !== undefined) {
    const shown = tree.shown(DOMJUDGE_INI);
    const seconds = Number(ini.timelimit);
    if (ini.timelimit === "" || !(seconds > 0)) throw new UserError(`${shown}: timelimit is ${JSON.stringify(ini.timelimit)}; DOMjudge wants a number of seconds > 0; nothing was written`, `fix timelimit in the package's ${DOMJUDGE_INI}`);
    if (seconds * 1000 > LIMIT_RANGES.timeLimitMs.max) throw new UserError(`${shown}: timelimit is ${seconds} s, past the ${LIMIT_RANGES.timeLimitMs.max / 1000} s stonebench judges with; nothing was written`, `fix timelimit in the package's ${DOMJUDGE_INI}`);
    const [ms, rounded] = secondsAsMs(`${DOMJUDGE_INI} timelimit`, seconds);
    timeLimitMs = ms;
    notes.push(`time limit ${timeLimitMs / 1000} s from ${DOMJUDGE_INI} (timelimit = ${ini.timelimit}), as DOMjudge reads it${tree.isFile(".timelimit") ? " (before .timelimit)" : ""}`, ...rounded);
  }
  if (timeLimitMs === undefined && tree.isFile(".timelimit")) {
    const text = tree.readText(".timelimit").trim();
    const seconds = Number(text);
    // As domjudge-problem.ini's timelimit: one that is not a number > 0 was passed over in silence, the limit then timed.
    if (text === "" || !(seconds > 0)) throw new UserError(`${tree.shown(".timelimit")} says ${JSON.stringify(text)}; DOMjudge wants a number of seconds > 0; nothing was written`, "fix the package's .timelimit, or remove it to have the limit timed from the accepted submissions");
    // As limits.time_limit: past the judge's range it made a problem.yaml every command refused.
    if (seconds * 1000 > LIMIT_RANGES.timeLimitMs.max) throw new UserError(`${tree.shown(".timelimit")} says ${seconds} s, past the ${LIMIT_RANGES.timeLimitMs.max / 1000} s stonebench judges with; nothing was written`, "fix the package's .timelimit");
    const [ms, rounded] = secondsAsMs(".timelimit", seconds);
    timeLimitMs = ms;
    // Said as the ini's is: RMRC 2018's hindex imported with a limit its report never named.
    notes.push(`time limit ${ms / 1000} s from .timelimit (${text}), as DOMjudge reads it; problemtools derives the limit from the slowest accepted submission × ${facts.timeDerivation.why} instead`, ...rounded);
  }
  if (facts.roundedLimits.length) notes.push(`limits rounded up to the whole units stonebench judges in (never tighter than the package's): ${facts.roundedLimits.join(", ")}`);
  if (facts.unappliedLimits.length) notes.push(`limits ${facts.unappliedLimits.join(", ")} ${facts.unappliedLimits.length === 1 ? "is" : "are"} kept (they go back on export) but not applied here`);
  if (facts.validationLimits.length) notes.push(`limits ${facts.validationLimits.join(", ")} applied: validation_* to every run of the package's input and output validators (not to an interactor's run, which the case's own limits bound), compilation_* to every build (submissions, validators, interactor)`);
  if (facts.memoryLimitMiB === undefined) notes.push(`the package sets no memory limit; used the format's typical system default, ${KATTIS_DEFAULT_MEMORY_MIB} MiB for the whole process (problemtools' own default is 1024 MiB: set limits.memory in problem.yaml to judge as it does)`);
  if (facts.outputLimitMiB === undefined) notes.push(`the package sets no output limit; used the format's default, ${KATTIS_DEFAULT_OUTPUT_MIB} MiB`);
  const args = [...(facts.validatorFlags ?? []), ...(settingsArgs ?? [])];
  const validatorDir = findOutputValidator(tree);
  if (facts.customValidation && !validatorDir) {
    // Public archives often leave the judges' validators out (RMRC 2022's colortubes: validation: custom, no validator).
    const where = "output_validators/<name>/ (legacy) or output_validator/ (2023-07)";
    throw new UserError(
      `${tree.dir}: problem.yaml asks for a custom output validator, and the package has none in output_validator/ or output_validators/; nothing was written`,
      facts.interactive
        ? `a public contest archive often leaves the judges' interactor out; an interactive problem cannot be judged without it: add it as ${where}`
        : `a public contest archive often leaves the judges' validator out: add it as ${where}, or, if each case has one right answer, remove "validation: custom" from problem.yaml so that the default validator judges`,
    );
  }
  let checker = "kattis";
  if (validatorDir && !facts.interactive) {
    checker = "custom";
    const language = validatorLanguage(tree.shown(validatorDir));
    notes.push(
      "error" in language
        ? `the output validator ${validatorDir}/ cannot run here (${language.error}); judging will stop with that reason until it is ported`
        : `the package's own output validator (${language.language}, ${validatorDir}/) is kept in problems/<id>/output_validator/ and judges every case`,
    );
  }
  // import --tl: the user's limit for a package that sets none, instead of timing every accepted submission on every
  // case (NWERC 2023 joggingtour's seven on 333 cases took over 15 minutes on a loaded machine); a package's own is kept.
  if (givenMs !== undefined) {
    if (timeLimitMs === undefined) {
      timeLimitMs = givenMs;
      notes.push(`time limit ${givenMs} ms from --tl: the package sets none, and its accepted submissions were not timed for one`);
    } else notes.push(`--tl ${givenMs} not applied: the package sets its own time limit, ${timeLimitMs} ms (said above); set timeLimitMs in problems/<id>/problem.yaml to judge with another`);
  }
  const derive = timeLimitMs === undefined ? facts.timeDerivation : undefined;
  const yaml = problemYamlTemplate({
    id: basename(tree.dir),
    title: facts.title ?? basename(tree.dir),
    ...(facts.source ? { source: facts.source } : {}),
    aliases: [],
    timeLimitMs: timeLimitMs ?? DEFAULT_TIME_LIMIT_MS,
    memoryLimitMiB: facts.memoryLimitMiB ?? KATTIS_DEFAULT_MEMORY_MIB,
    memoryLimitScope: "whole-process",
    outputLimitMiB: facts.outputLimitMiB ?? KATTIS_DEFAULT_OUTPUT_MIB,
    checker,
    validatorFlags: args,
  });
  if (facts.interactive) {
    if (!validatorDir) throw new UserError(`${tree.dir}: an interactive problem needs its interactor in output_validator/ or output_validators/; nothing was written`, "add the interactor to the package");
    const language = validatorLanguage(tree.shown(validatorDir));
    notes.push(
      "error" in language
        ? `interactive: the package's interactor ${validatorDir}/ is kept in problems/<id>/interactor/ but cannot run here (${language.error}); judging will stop with that reason until it is ported`
        : `interactive: the package's interactor (${validatorDir}/) is kept in problems/<id>/interactor/ and plays against every submission`,
    );
  }
  const withInteractive = facts.interactive ? `${yaml.trimEnd()}\ninteractive: true\n` : yaml;
  // A 2 MB name (the package's text files may be 64 MiB) made a problem.yaml that every command then refused.
  const bytes = Buffer.byteLength(withInteractive);
  if (bytes > PROBLEM_YAML_BYTES) {
    throw new UserError(`${tree.shown("problem.yaml")}: its name, source and validator_flags would make a problem.yaml of ${bytes} bytes, more than the ${PROBLEM_YAML_BYTES} every command reads of one; nothing was written`, "shorten the package's name (a title is a line)");
  }
  return { yaml: withInteractive, ...(derive ? { derive } : {}), ...(validatorDir ? { validatorDir } : {}) };
}

// 2023-07 and later: output_validator/; legacy: output_validators/<name>/ (one validator).
function findOutputValidator(tree: PackageTree): string | undefined {
  // problemtools' own 2023-07-draft examples nest the program one level down (output_validator/guess_validator/).
  if (tree.isFolder("output_validator")) {
    const entries = tree.list("output_validator");
    return entries.length === 1 && tree.isFolder(`output_validator/${entries[0]!}`) ? `output_validator/${entries[0]!}` : "output_validator";
  }
  if (!tree.isFolder("output_validators")) return undefined;
  const entries = tree.list("output_validators");
  const folders = entries.filter((name) => tree.isFolder(`output_validators/${name}`));
  if (folders.length === 1 && entries.length === 1) return `output_validators/${folders[0]!}`;
  if (folders.length > 1) throw new UserError(`${tree.shown("output_validators")} holds ${folders.length} validators; nothing was written`, "Kattis runs one output validator; keep one");
  return "output_validators";
}

/**
 * Every statement file and image is kept under problems/<id>/statement/. statement.md is the English Markdown
 * (else the first Markdown); a LaTeX-only package gets a statement.md that names the kept files and shows the source.
 */
function statementFiles(tree: PackageTree, facts: KattisFacts, files: PlannedFile[], kept: string[], statementPath: string, problemDir: string, notes: string[]): void {
  const folder = ["statement", "problem_statement"].find((name) => tree.isFolder(name));
  if (!folder) {
    notes.push(`the package has no statement/ or problem_statement/; write ${displayPath(statementPath)}`);
    return;
  }
  const all = tree.filesUnder(folder);
  for (const file of all) {
    const target = join(problemDir, "statement", file.slice(folder.length + 1));
    files.push({ path: target, data: packageFileCopy(tree, file, textLimit(file)) });
    kept.push(`${file} → ${displayPath(target)}`);
  }
  const names = all.map((file) => file.slice(folder.length + 1));
  const markdown = names.find((name) => name === "problem.en.md") ?? names.find((name) => name === "problem.md") ?? names.find((name) => /^problem\.[a-zA-Z-]+\.md$/.test(name));
  if (markdown) {
    files.push({ path: statementPath, data: packageFileCopy(tree, `${folder}/${markdown}`, MAX_PACKAGE_TEXT_BYTES) });
    const others = names.filter((name) => /^problem(\.[a-zA-Z-]+)?\.(md|tex)$/.test(name) && name !== markdown);
    if (others.length) notes.push(`statement.md is ${markdown}; the other statements (${others.join(", ")}) are kept in ${displayPath(join(problemDir, "statement"))}/`);
    return;
  }
  const tex = names.find((name) => name === "problem.en.tex") ?? names.find((name) => name === "problem.tex") ?? names.find((name) => extname(name) === ".tex");
  if (!tex) {
    // Code Jam's archive states its problems in problem_statement/problem.html (and a PDF): kept, and said to be.
    const keptFiles = names.length ? ` (its ${names.length === 1 ? "file" : `${names.length} files`}, ${names.slice(0, 4).join(", ")}${names.length > 4 ? ", …" : ""}, ${names.length === 1 ? "is" : "are"} kept in ${displayPath(join(problemDir, "statement"))}/)` : "";
    notes.push(`${folder}/ holds no problem.<language>.md or .tex${keptFiles}; write ${displayPath(statementPath)}`);
    return;
  }
  const source = tree.readText(`${folder}/${tex}`);
  const shown = [`# ${oneLine(facts.title ?? basename(tree.dir))}`, "", `${LATEX_STUB_MARK} \`${displayPath(join(problemDir, "statement", tex))}\`, kept with every file beside it (${names.join(", ")}).`, "", "```latex", source.trimEnd(), "```", ""].join("\n");
  files.push({ path: statementPath, data: shown });
  notes.push(`the statement is LaTeX (${folder}/${tex}); statement.md shows its source, and every statement file is kept in ${displayPath(join(problemDir, "statement"))}/`);
}

// A statement's text (Markdown, LaTeX) is bounded as every text of a package is; its images by the 1 GiB of any file.
const textLimit = (file: string): number | undefined => (/\.(md|tex)$/i.test(file) ? MAX_PACKAGE_TEXT_BYTES : undefined);

// A package as Kattis and DOMjudge take it is often a zip (its first bytes "PK"): say how to unpack it, not only "a folder".
function notAFolderHint(path: string): string {
  const folder = "give the folder of a Kattis problem package (the one holding problem.yaml)";
  let zipped = /\.zip$/i.test(path);
  try {
    // A regular file only: opening a FIFO to read its head would wait for a writer for ever.
    if (!statSync(path).isFile()) return folder;
    const fd = openSync(path, "r");
    try {
      const head = Buffer.alloc(2);
      zipped ||= readSync(fd, head, 0, 2, 0) === 2 && head.toString("latin1") === "PK";
    } finally {
      closeSync(fd);
    }
  } catch {
    // Missing or unreadable: the folder hint alone.
  }
  if (!zipped) return folder;
  const name = basename(path).replace(/\.zip$/i, "") || "package";
  return `it is a zip: unpack it first (unzip ${JSON.stringify(path)} -d ${JSON.stringify(name)}), then import the folder that holds problem.yaml`;
}
