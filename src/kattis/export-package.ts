import { spawnSync } from "node:child_process";
import { chmodSync, existsSync, lstatSync, mkdirSync, readdirSync, readFileSync, readlinkSync, realpathSync, renameSync, rmSync, statSync } from "node:fs";
import { basename, dirname, extname, join, relative, resolve } from "node:path";
import { problemFiles } from "../authoring/problem-files";
import { UserError } from "../errors";
import { casesDir, displayPath, problemsDir, projectRoot, solutionsDir, toolRoot } from "../paths";
import { findCases, holdsNoCases } from "../problem/find-cases";
import type { Problem } from "../problem/find-problem";
import { writeFileAtomic } from "../util/atomic-write";
import { cachePath, readCacheEntry, writeCacheEntry } from "../build/build-cache";
import { makeSubmission } from "../submit/make-submission";
import { parseNodeTarget } from "../submit/node-target";
import { verifySubmission } from "../submit/verify-submission";
import { listLanguageSolutions } from "../verify/language-solutions";
import { problemInteractor } from "../judge/plan-judge";
import { readSolutionLabel, type SolutionLabel } from "../verify/solution-label";
import { CARRIED_CASES, CARRIED_SOLUTIONS, carriedPath, KEPT_KATTIS_FOLDER, LATEX_STUB_MARK, STONEBENCH_FOLDER } from "./carried-files";
import { IMPORT_MANIFEST } from "./import-manifest";
import { readManifest } from "../problem/case-manifest";
import { listUnproven } from "../scaffold/unproven-cases";
import { plural } from "../util/plural";
import { PACKAGE_ORIGINS, parseOrigins } from "../verify/package-origins";
import { kattisProblemYaml, outputValidatorArgs } from "./kattis-metadata";
import { mainBaselineMiB } from "./main-baseline";
import { stableModulePaths } from "./stable-module-paths";
import { rootTestdataYaml } from "./export-group-settings";
import { assertLinksInsideProject } from "./export-links";
import { folderForLabel, importedName, MIXED_FOLDER, RUNNABLE_EXTENSIONS, withoutImportedLabel } from "./submission-folders";
import { submissionsYaml, type SubmissionEntry } from "./submissions-yaml";
import { jvmNames } from "../languages/main-class";
import { toLegacyLayout, validatorFolderName, type PackageFile } from "./legacy-layout";
import { isProgramScript, nodeProgramFolder } from "./node-program-folder";
import { testlibInputValidatorFiles, testlibOutputValidatorFiles } from "./testlib-output-validator";
import { testlibValidatorPath } from "../check/testlib-validator";
import { languagesForFile } from "../languages/registry";
import { readSourceFolder } from "../languages/source-folder";
import { loadEsbuild } from "../util/load-on-demand";
import { TOOL_TSCONFIG } from "../build/tool-tsconfig";
import { VALIDATOR_DATA_FOLDERS } from "../verify/check-invalid-data";
import { DEPRECATED_INPUT_VALIDATORS, inputValidatorFolders } from "../verify/input-validator-folders";
import { isSameOrInside } from "../util/path-inside";

/** Kattis runs JavaScript on Node 18 (open.kattis.com/languages/javascript): the submissions are converted for it. */
export const KATTIS_NODE_TARGET = "node18";

/** Our validate.ts goes out as this program folder (build, run, validate.js); its name is input_validator_args' key. */
export const INPUT_VALIDATOR_FOLDER = "input_validators/validate";


export interface ExportResult {
  dir: string;
  samples: string[];
  secrets: string[];
  /** Paths under submissions/, e.g. "accepted/main.ts". */
  submissions: string[];
  /** Things a Kattis tool may complain about, said once each. */
  notes: string[];
  /** Files outside the problem folder that its files import (built into the JavaScript, not carried in stonebench/). */
  outside: string[];
}

/** Writes a Kattis problem package for a problem; refuses a non-empty folder unless force (and then only a package). */
export async function exportKattisPackage(problem: Problem, given: string, options: { force?: boolean; judgeAccepted?: boolean; legacy?: boolean } = {}): Promise<ExportResult> {
  const target = checkTarget(given, options.force === true);
  assertLinksInsideProject([problem.dir, problem.casesDir, join(solutionsDir(), problem.id)]);
  const files: PackageFile[] = [];
  const notes: string[] = [];
  const add = (path: string, data: string | Buffer, executable = false): void => void files.push({ path, data, ...(executable ? { executable } : {}) });
  // problemtools takes each entry of output_validator/ for one program: the validator or interactor is one folder in it.
  const validatorFolder = `output_validator/${validatorFolderName(problem.id)}`;
  const paths = problemFiles(problem.id);
  const bundling: BundleContext = { problemDir: problem.dir, notes, outside: new Set() };

  // Kattis counts the whole process: our limit above the main's language's baseline becomes limit + that baseline.
  const baseline = problem.config.memoryLimitScope === "whole-process" ? { mib: 0, of: "" } : await mainBaselineMiB(problem);
  const baselineMiB = baseline.mib;
  // Only a package with a JavaScript submission needs Node's floor: a C++ and Python package keeps its own limit.
  const floorMiB = exportsNodeSubmission(problem, paths) ? nodeAddressSpaceFloorMiB() : 0;
  const memoryMiB = Math.ceil(problem.config.memoryLimitMiB + baselineMiB);
  if (floorMiB > memoryMiB) notes.push(`limits.memory is ${floorMiB} MiB, not ${memoryMiB} (${problem.config.memoryLimitMiB} + ${baseline.of} ${baselineMiB.toFixed(1)} MiB baseline): problemtools limits address space, and Node ${process.version} needs about ${floorMiB} MiB of it (its start and ${NODE_HEAP_HEADROOM_MIB} MiB for the program's heap)`);
  const interactorTs = join(problem.dir, "interactor.ts");
  // An imported package's interactor (a folder of C++ or Python sources) goes back as it came.
  const interactorDir = join(problem.dir, "interactor");
  const keptInteractor = problem.config.interactive === true && !existsSync(interactorTs) && existsSync(interactorDir);
  // An interactor in another language (interactor.py, interactor.cpp), which judge plays: one program, its folder the
  // validator, as it is (export said "interactor.ts does not exist, so the package has no interactor").
  const found = problem.config.interactive === true && !existsSync(interactorTs) && !keptInteractor ? problemInteractor(problem.dir) : undefined;
  const otherInteractor = found?.kind === "file" ? found.path : undefined;
  const interactive = problem.config.interactive === true && (existsSync(interactorTs) || keptInteractor || otherInteractor !== undefined);
  if (problem.config.interactive && !interactive) notes.push(`${displayPath(interactorTs)} does not exist, so the package has no interactor`);
  // Interactive: the interactor is the output validator, marked in both the 2023-07 and the legacy way.
  // A problem imported from a package keeps that package's problem.yaml: its license, rights owner, source and other keys go back out.
  const keptYaml = join(problem.dir, KEPT_KATTIS_FOLDER, "problem.yaml");
  const original = existsSync(keptYaml) ? readFileSync(keptYaml, "utf8") : undefined;
  // 2023-07 says `type: interactive` only (problemtools refuses a `validation` key there); --legacy turns it into `validation: custom interactive`.
  add("problem.yaml", kattisProblemYaml(problem.id, problem.config, baselineMiB, floorMiB, original, baseline.of) + (interactive ? "type: interactive\n" : ""));
  // An imported package's statement files (every language, LaTeX, images) go back beside ours. A LaTeX-only package's
  // statement.md is import's stub showing the source: the .tex files are the statement then, not the stub.
  const statementDir = join(problem.dir, "statement");
  const keptStatements = existsSync(statementDir) && statSync(statementDir).isDirectory() ? filesUnder(statementDir, notes) : [];
  const stub = existsSync(paths.statement) && readFileSync(paths.statement, "utf8").includes(LATEX_STUB_MARK) && keptStatements.some((file) => file.endsWith(".tex"));
  if (existsSync(paths.statement) && !stub) add("statement/problem.en.md", readFileSync(paths.statement));
  else if (!stub) notes.push(`${displayPath(paths.statement)} does not exist; Kattis wants statement/problem.en.md`);
  // A legacy package's problem.tex (no language) is its English statement; the draft format reads only
  // problem.<language>.tex, so problemtools found no statement in the export of a LaTeX-only legacy package. A
  // problem.md likewise (oj-lab's packages): it went out beside its own copy, statement.md's problem.en.md.
  const statementName = (file: string): string => {
    const bare = /^problem\.(tex|md)$/.exec(file);
    return bare && !keptStatements.includes(`problem.en.${bare[1]}`) ? `problem.en.${bare[1]}` : file;
  };
  for (const file of keptStatements) if (!files.some((added) => added.path === `statement/${statementName(file)}`)) add(`statement/${statementName(file)}`, readFileSync(join(statementDir, file)));

  const samples: string[] = [];
  const secrets: string[] = [];
  const notLfText = new Map<string, string[]>();
  // An imported case goes back to its package path (data/secret/g2/12), which submissions.yaml's rules and the
  // package's .interaction files name; a case of ours to data/<sample or secret>/<name>.
  const origins = caseOrigins(join(problem.dir, KEPT_KATTIS_FOLDER, PACKAGE_ORIGINS));
  // A package imported without cases (Code Jam's interactive problems in google/coding-competitions-archive) leaves
  // cases/<id>/ empty: findCases refuses that, and export, which writes such a package with a note, stopped there.
  for (const testCase of holdsNoCases(problem.casesDir) ? [] : findCases(problem.casesDir, { problemId: problem.id })) {
    const origin = origins.get(testCase.name);
    const own = `data/${/sample/i.test(testCase.name) ? "sample" : "secret"}/${testCase.name}`;
    const stem = origin && !files.some((file) => file.path === `data/${origin}.in`) ? `data/${origin}` : own;
    if (files.some((file) => file.path === `${stem}.in`)) throw new UserError(`Two cases would both be ${stem}.in`, `rename case ${testCase.name} in ${displayPath(problem.casesDir)}`);
    (stem.startsWith("data/sample/") ? samples : secrets).push(testCase.name);
    const input = readFileSync(testCase.inputPath);
    const answer = readFileSync(testCase.answerPath);
    add(`${stem}.in`, input);
    add(`${stem}.ans`, answer);
    for (const [bytes, ext] of [[input, "in"], [answer, "ans"]] as const) {
      const trouble = [bytes.includes("\r\n") ? "CRLF line ends" : "", bytes.length > 0 && bytes[bytes.length - 1] !== 10 ? "no final newline" : ""].filter(Boolean);
      if (trouble.length) notLfText.set(trouble.join(" and "), [...(notLfText.get(trouble.join(" and ")) ?? []), `${stem}.${ext}`]);
    }
  }
  // One note for each kind: oj-lab's mole-fish has 44 case files with CRLF, which were 44 notes.
  for (const [trouble, paths] of notLfText) {
    const which = paths.length === 1 ? `${paths[0]} has` : `${paths.length} case files have`;
    const named = paths.length === 1 ? "" : ` (${paths.slice(0, 4).join(", ")}${paths.length > 4 ? ", …" : ""})`;
    notes.push(`${which} ${trouble}${named}: kept byte for byte; Kattis asks for LF-terminated text`);
  }
  if (secrets.length === 0) notes.push("data/secret/ is empty; Kattis needs at least one secret case (a case whose name lacks \"sample\")");
  // A package vouches for its answers: one whose expected outputs came from main itself, or a draft, is said to be so
  // (it was exported without a word, statement template and all: a new user's afternoon).
  // make-cases remakes a recipe's case only: one added by npm run case (.from-main) is told how case takes another oracle.
  const recipes = readManifest(problem.casesDir)?.cases ?? {};
  const fromRecipes = Object.entries(recipes).filter(([, entry]) => entry.oracle === "main").map(([name]) => name);
  const byHand = listUnproven(problem.casesDir).filter((name) => !(name in recipes));
  const listed = (names: string[]) => `${names.slice(0, 5).join(", ")}${names.length > 5 ? ", …" : ""}`;
  if (fromRecipes.length > 0) notes.push(`${plural(fromRecipes.length, "expected output")} came from main itself (${listed(fromRecipes)}), which proves nothing about main; npm run make-cases -- ${problem.id} --oracle brute (or second-method) makes them from an independent oracle`);
  if (byHand.length > 0) notes.push(`${plural(byHand.length, "expected output")} added by npm run case came from main itself (${listed(byHand)}), which proves nothing about main; check each by hand and delete its line from cases/${problem.id}/.from-main, or replace it: npm run case -- ${problem.id} --in cases/${problem.id}/<its name>.in --name <its name> --oracle brute --force (or second-method)`);
  if (problem.config.status === "draft") notes.push(`problems/${problem.id}/problem.yaml says status: draft: npm run verify -- ${problem.id} lists what is unfinished; exported as it is`);
  // problemtools reads output_validator_flags from testdata.yaml (inherited by every group), in every format version;
  // an imported package's own root settings go with them.
  const rootSettings = rootTestdataYaml(join(problem.dir, KEPT_KATTIS_FOLDER, "data"), outputValidatorArgs(problem.config), interactive);
  if (rootSettings !== undefined) add("data/testdata.yaml", rootSettings);
  if (problem.config.checker === "hdu") notes.push("checker hdu exports as case_sensitive space_change_sensitive: Kattis has no PE, and also rejects trailing spaces and a missing final newline that hdu accepts");
  // Kattis has no testlib protocol: the checker goes with an adapter that speaks Kattis's (testlib-output-validator.ts).
  if (problem.config.checker === "testlib" && !interactive) for (const file of testlibOutputValidatorFiles(problem.dir)) add(`${validatorFolder}/${file.path}`, file.data);
  if (problem.config.checker === "custom" && !interactive) {
    if (existsSync(join(problem.dir, "checker.ts"))) for (const file of nodeProgramFolder("validate.js", await checkerAsJavaScript(join(problem.dir, "checker.ts"), bundling))) add(`${validatorFolder}/${file.path}`, file.data, file.executable);
    else if (existsSync(join(problem.dir, "output_validator"))) for (const file of filesUnder(join(problem.dir, "output_validator"), notes)) add(`${validatorFolder}/${file}`, readFileSync(join(problem.dir, "output_validator", file)), isProgramScript(file));
    // A checker in another language (checker.py, checker.cpp): one program, its folder the validator (problemtools builds it).
    else if (existsSync(problem.checkerPath) && statSync(problem.checkerPath).isFile()) add(`${validatorFolder}/${basename(problem.checkerPath)}`, readFileSync(problem.checkerPath), isProgramScript(basename(problem.checkerPath)));
  }

  // Our TypeScript travels in stonebench/solutions/ (problemtools knows no TypeScript); submissions/ gets
  // JavaScript for Kattis's Node, made as `npm run submit --js` makes it, and each accepted one judged AC first.
  const submissions: string[] = [];
  const solutions: { folder: string; source: string; label?: SolutionLabel | undefined }[] = [];
  if (existsSync(problem.mainSolution)) solutions.push({ folder: "accepted", source: problem.mainSolution });
  else notes.push(`${displayPath(paths.main)} does not exist; Kattis needs at least one accepted submission`);
  if (existsSync(paths.secondMethod)) solutions.push({ folder: "accepted", source: paths.secondMethod });
  // Raised to Node's address-space floor, limits.memory is above ours: a solution that fails here by memory (MLE) may
  // pass there or fail another way (problemtools gave hdu2516's readline-interface TLE, not RE), so it goes to mixed/.
  const memoryRaised = floorMiB > memoryMiB;
  const folderFor = (source: string, label: SolutionLabel | undefined): { folder: string; label: SolutionLabel | undefined } => {
    const folder = folderForLabel(label);
    if (!memoryRaised || !label?.verdicts.includes("MLE") || folder === "rejected" || folder === "accepted" || folder === MIXED_FOLDER) return { folder, label };
    notes.push(`${displayPath(source)} expects ${label.verdicts.join(" or ")} at ${memoryMiB} MiB, but the package's limit is ${floorMiB} MiB (Node's floor), where it may pass or fail another way: exported to submissions/${MIXED_FOLDER}/ (any verdict), not ${folder}/`);
    return { folder: MIXED_FOLDER, label: { ...label, kind: "mixed", reason: `${label.reason}; may pass at Node's memory floor` } };
  };
  // The exhaustive search is right but too slow for large cases: Kattis's brute_force folder means exactly that. A
  // brute.ts that may go wrong beyond its reach says so on its first line ("expect:") and goes where that label says.
  if (existsSync(paths.brute)) {
    const label = readSolutionLabel(paths.brute);
    solutions.push(label ? { ...folderFor(paths.brute, label), source: paths.brute } : { folder: "brute_force", source: paths.brute });
  }
  // Submissions in other languages (imported from a package, or written so) go back as their sources, in the folder of their label.
  const native = (source: string): boolean => (statSync(source).isDirectory() ? readSourceFolder(source).ok : languagesForFile(source).some((language) => language.runtime !== "node"));
  // What submissions.yaml must say of a submission its folder does not describe (draft layout only).
  const entries: SubmissionEntry[] = [];
  const describe = (path: string, label: SolutionLabel | undefined, folder: string, source: string): boolean => {
    // A legacy package's own mixed/ (NWERC 2023 lateraldamage's) is kept: it came so, and every tool leaves it unjudged.
    const fromOwnMixed = recorded[relative(join(solutionsDir(), problem.id), source)]?.startsWith(`${MIXED_FOLDER}/`) === true;
    if (folder === MIXED_FOLDER && options.legacy && !fromOwnMixed) {
      notes.push(`${displayPath(source)} may get ${label?.kind === "exact" ? label.verdicts.join(" or ") : "any verdict"}: the legacy layout has no folder that says so (the draft's submissions.yaml does), so it is not in submissions/; it travels in ${STONEBENCH_FOLDER}/`);
      return false;
    }
    if (!options.legacy) entries.push({ path, label, folder });
    return true;
  };
  // An imported main (solutions/<id>/main.cc) carries no label to name it: import's record does (accepted/typo-hc.cc).
  const recorded = submissionOrigins(problem.dir);
  const originalName = (folder: string, source: string): string | undefined => {
    const origin = recorded[relative(join(solutionsDir(), problem.id), source)];
    const name = origin?.startsWith(`${folder}/`) ? origin.slice(folder.length + 1) : undefined;
    return name && /^[^/\\]+$/.test(name) && name !== ".." ? name : undefined;
  };
  const addNative = (folder: string, source: string, label?: SolutionLabel): void => {
    const stat = statSync(source);
    let name = stat.isDirectory() ? (filesUnder(source).map((file) => importedName(readFileSync(join(source, file), "utf8"))).find(Boolean) ?? basename(source)) : (originalName(folder, source) ?? nativeName(source));
    let base = `submissions/${folder}/${name}`;
    // Two files that must carry one name (two Java solutions whose class is Main, in one verdict's folder): the later
    // goes as a submission folder named after its own file, which the format allows (export failed on hdu2177's two
    // TLE Java solutions, and its hint to rename the file could not help: the name comes from the class).
    if (!stat.isDirectory() && files.some((file) => file.path === base || file.path.startsWith(`${base}/`))) {
      const own = basename(source, extname(source)).replace(/[^a-zA-Z0-9_-]/g, "_");
      base = `submissions/${folder}/${own}/${name}`;
      name = `${own}`;
    }
    if (!describe(`${folder}/${name}`, label, folder, source)) return;
    const entries = stat.isDirectory() ? filesUnder(source).map((file) => ({ path: `${base}/${file}`, data: withoutImportedLabel(readFileSync(join(source, file))) })) : [{ path: base, data: withoutImportedLabel(readFileSync(source)) }];
    for (const entry of entries) {
      if (files.some((file) => file.path === entry.path)) throw new UserError(`Two solutions would both be ${entry.path}`, `rename one of them in ${displayPath(dirname(source))}`);
      add(entry.path, entry.data);
    }
    submissions.push(`${folder}/${name}`);
  };
  // main, second-method and brute in another language (main.cpp, brute.py) are Kattis submissions as they are; the
  // TypeScript and JavaScript ones go as JavaScript, below.
  for (let i = 0; i < solutions.length; ) {
    const solution = solutions[i]!;
    if (!native(solution.source)) i++;
    else {
      solutions.splice(i, 1);
      addNative(solution.folder, solution.source, solution.label);
    }
  }
  if (existsSync(paths.wrong)) {
    for (const name of readdirSync(paths.wrong).sort()) {
      const source = join(paths.wrong, name);
      if (name.includes(".mine")) continue;
      if (native(source)) {
        const label = readSolutionLabel(source);
        if (!label) notes.push(`${displayPath(source)} has no "expect: <verdict>" label; exported to submissions/rejected/`);
        // A native submission keeps its label's folder: it came from a package's folder, and goes back to it.
        addNative(expectedResultsFolder(problem.dir, `wrong/${name}`, label) ?? folderForLabel(label), source, label);
        continue;
      }
      if (!RUNNABLE_EXTENSIONS.includes(extname(name)) || !statSync(source).isFile()) continue;
      const label = readSolutionLabel(source);
      if (!label) notes.push(`${displayPath(source)} has no "// expect: <verdict>" label; exported to submissions/rejected/`);
      solutions.push({ ...folderFor(source, label), source });
    }
  }
  // The problem's solutions in other languages (cpp/main.cpp, py/main.py, java/Main.java), which verify judges AC
  // unless their first line labels them otherwise: accepted/ (or their label's folder), as their sources.
  for (const source of listLanguageSolutions(join(solutionsDir(), problem.id))) {
    const label = readSolutionLabel(source);
    const folder = label ? folderForLabel(label) : "accepted";
    if (!native(source)) {
      if (RUNNABLE_EXTENSIONS.includes(extname(source))) solutions.push(label ? { ...folderFor(source, label), source } : { folder, source });
      continue;
    }
    // Two of them named alike (cpp/main.cpp beside a main.cpp): the second goes as a folder named after its own.
    if (files.some((file) => file.path === `submissions/${folder}/${nativeName(source)}`)) addNative(folder, dirname(source), label);
    else addNative(folder, source, label);
  }
  for (const { folder, source, label } of solutions) {
    // Every accepted one is judged first unless a test that checks only the package's bytes says not to (judgeAccepted: false).
    const js = await javaScriptFor(problem.id, source, folder === "accepted" && options.judgeAccepted !== false, notes);
    if (!js) continue;
    const recordedJs = originalName(folder, source);
    const path = `submissions/${folder}/${recordedJs?.endsWith(".js") ? recordedJs : `${basename(source, extname(source)).replace(/[^a-zA-Z0-9_-]/g, "_")}.js`}`;
    if (files.some((file) => file.path === path)) throw new UserError(`Two solutions would both be ${path}`, `rename one of them in ${displayPath(dirname(source))}`);
    if (!describe(path.slice("submissions/".length), label, folder, source)) continue;
    add(path, js);
    submissions.push(path.slice("submissions/".length));
  }
  // submissions.yaml: the package's own (kept at import) with what our folders do not say added after it.
  const keptSubmissionsYaml = join(problem.dir, KEPT_KATTIS_FOLDER, "submissions", "submissions.yaml");
  const yamlText = submissionsYaml(existsSync(keptSubmissionsYaml) ? readFileSync(keptSubmissionsYaml, "utf8") : undefined, entries, notes);
  if (yamlText !== undefined) add("submissions/submissions.yaml", yamlText);
  carryOwnFiles(problem, add, notes);
  // A package's folders that stonebench keeps but has no place for go back where they came from; the 2023-07 ones
  // (the solution's description, the visualizers) have no place in the legacy layout and travel in stonebench/ only.
  for (const folder of [...LAYOUT_FOLDERS, ...DRAFT_FOLDERS]) {
    const kept = join(problem.dir, KEPT_KATTIS_FOLDER, folder);
    if (!existsSync(kept) || !statSync(kept).isDirectory()) continue;
    if (options.legacy && DRAFT_FOLDERS.includes(folder)) notes.push(`${folder}/ is not written in the legacy layout (it has no such folder); it travels in ${STONEBENCH_FOLDER}/`);
    else for (const file of filesUnder(kept, notes)) add(`${folder}/${file}`, readFileSync(join(kept, file)));
  }
  // The validators' test data (invalid_input, invalid_answer, invalid_output, valid_output) back in data/, as it came.
  const validatorData = join(problem.dir, KEPT_KATTIS_FOLDER, "data");
  for (const folder of VALIDATOR_DATA_FOLDERS) {
    if (!existsSync(join(validatorData, folder))) continue;
    if (options.legacy) notes.push(`data/${folder}/ is not written in the legacy layout (it has no such folder); it travels in ${STONEBENCH_FOLDER}/`);
    else for (const file of filesUnder(join(validatorData, folder), notes)) add(`data/${folder}/${file}`, readFileSync(join(validatorData, folder, file)));
  }
  // The validators import kept and verify ran: input_validators/, or the legacy input_format_validators/ problemtools
  // takes first, which goes out under the name the format reads now (2025-09's input_validator/ travels in stonebench/).
  const keptName = inputValidatorFolders((folder) => folder !== "input_validator" && existsSync(join(problem.dir, KEPT_KATTIS_FOLDER, folder)))[0];
  const keptValidators = join(problem.dir, KEPT_KATTIS_FOLDER, keptName ?? "input_validators");
  // A program folder, as our output validators: problemtools runs a build/run program without its 1 GiB address-space
  // limit, in which Node crashed now and then on hdu2177's largest inputs (run as a .js file, it gets the limit).
  if (existsSync(paths.validator)) for (const file of nodeProgramFolder("validate.js", await inputValidatorAsJavaScript(paths.validator, bundling))) add(`${INPUT_VALIDATOR_FOLDER}/${file.path}`, file.data, file.executable);
  // An imported package's own input validators go back where Kattis looks for them.
  else if (keptName) {
    for (const file of filesUnder(keptValidators)) add(`input_validators/${file}`, readFileSync(join(keptValidators, file)), isProgramScript(file.split("/").slice(1).join("/")));
    if (keptName === DEPRECATED_INPUT_VALIDATORS) notes.push(`the package's ${DEPRECATED_INPUT_VALIDATORS}/ (a deprecated name) is written as input_validators/`);
  }
  // A Polygon validator.cpp, with an adapter to Kattis's exits (testlib-output-validator.ts).
  else if (existsSync(testlibValidatorPath(problem.id))) for (const file of testlibInputValidatorFiles(problem.dir)) add(`input_validators/testlib/${file.path}`, file.data);
  else notes.push(`no input_validators/ (Kattis requires one) and no ${displayPath(paths.validator)} or validator.cpp to make it from`);
  // The rest of an imported package's files that have a place in the format and nothing of ours in it go back there too.
  const kept = join(problem.dir, KEPT_KATTIS_FOLDER);
  if (existsSync(kept)) for (const file of filesUnder(kept)) if (KEPT_GOING_BACK.some((pattern) => pattern.test(file)) && !files.some((added) => added.path === file)) add(file, readFileSync(join(kept, file)));
  if (!/^[a-z0-9]+$/.test(basename(target))) notes.push(`Kattis wants the package folder named with lowercase letters and digits only, not "${basename(target)}"`);

  // The interactor in output_validator/<id>_validator/ (--legacy moves it to output_validators/): an imported one as
  // it came, ours as one JavaScript file behind build/run scripts.
  if (keptInteractor) for (const file of filesUnder(interactorDir, notes)) add(`${validatorFolder}/${file}`, readFileSync(join(interactorDir, file)), isProgramScript(file));
  else if (otherInteractor) add(`${validatorFolder}/${basename(otherInteractor)}`, readFileSync(otherInteractor), false);
  else if (interactive) for (const file of nodeProgramFolder("interactor.js", await bundleForKattis({ entryPoints: [interactorTs] }, bundling))) add(`${validatorFolder}/${file.path}`, file.data, file.executable);
  leaveOutDotNames(files, notes);
  let keptHidden: string[];
  if (options.legacy) {
    const legacy = toLegacyLayout(files, problem.id, notes);
    if (!legacy.some((file) => file.path === ".timelimit")) legacy.push({ path: ".timelimit", data: `${problem.config.timeLimitMs / 1000}\n` });
    keptHidden = writePackage(target, legacy);
  } else keptHidden = writePackage(target, files);
  if (keptHidden.length) notes.push(`kept from the package it replaced: ${keptHidden.sort().join(", ")} (hidden entries are no part of a package)`);
  return { dir: target, samples, secrets, submissions, notes, outside: [...bundling.outside].sort() };
}

/**
 * problemtools refuses a file or folder whose name starts with a dot anywhere in a package, but .gitignore and the top
 * .timelimit (verifyproblem.py, _check_file_and_directory_names). A package's own such files that import kept (git's
 * `.gitkeep` in an empty submissions/ folder, a hidden file in problem_statement/) were written back at their places,
 * and problemtools refused the export: they are left out there and named. Every one is a file of problems/<id>/ or
 * solutions/<id>/, which travel whole in stonebench/ (carried-files.ts gives a dot name a `_`), so an import gets it back.
 */
function leaveOutDotNames(files: PackageFile[], notes: string[]): void {
  const refused = (path: string): boolean =>
    !path.startsWith(`${STONEBENCH_FOLDER}/`) && path !== ".timelimit" && path.split("/").some((part, i, parts) => part.startsWith(".") && !(part === ".gitignore" && i === parts.length - 1));
  const left = files.filter((file) => refused(file.path));
  if (left.length === 0) return;
  for (const file of left) files.splice(files.indexOf(file), 1);
  const names = left.map((file) => file.path).sort();
  notes.push(`left out of the package's own folders, as problemtools refuses a name starting with a dot there: ${names.join(", ")} (each travels in ${STONEBENCH_FOLDER}/, and an import of this package gives it back)`);
}

/**
 * What an import needs to give the problem back byte for byte: the problem folder whole (but the import record),
 * every file of solutions/<id>/, and the cases' own files (anything in cases/<id>/ but the .in/.out/.ans pairs).
 */
function carryOwnFiles(problem: Problem, add: (path: string, data: string | Buffer) => void, notes: string[]): void {
  for (const file of filesUnder(problem.dir, notes)) {
    if (file === IMPORT_MANIFEST) continue;
    const top = file.split("/")[0]!;
    if (top === CARRIED_SOLUTIONS || top === CARRIED_CASES) {
      throw new UserError(`${displayPath(join(problem.dir, top))} has a name the package keeps for the solutions and the cases; nothing was written`, `rename ${displayPath(join(problem.dir, top))}`);
    }
    add(`${STONEBENCH_FOLDER}/${carriedPath(file)}`, readFileSync(join(problem.dir, file)));
  }
  const solutions = join(solutionsDir(), problem.id);
  if (existsSync(solutions)) for (const file of filesUnder(solutions, notes)) add(`${STONEBENCH_FOLDER}/${CARRIED_SOLUTIONS}/${carriedPath(file)}`, readFileSync(join(solutions, file)));
  if (existsSync(problem.casesDir)) {
    for (const file of filesUnder(problem.casesDir, notes)) if (file.includes("/") || !/\.(in|out|ans)$/.test(file)) add(`${STONEBENCH_FOLDER}/${CARRIED_CASES}/${carriedPath(file)}`, readFileSync(join(problem.casesDir, file)));
  }
}

/** Every regular file under a folder, relative to it, sorted; anything else (a FIFO, a socket) is left out with a note. */
// A Java file is named after its public class (javac insists); every other file keeps its name.
// Group settings (testdata.yaml, test_group.yaml: data/sample/'s and data/secret/'s too, with their arguments for the
// input validators; data/testdata.yaml is rootTestdataYaml's), sample interactions (the statement's samples of an interactive problem), a case's other files (2025-09's .in.statement,
// .ans.download and kin, its .files/ folder, its own <case>.yaml of arguments), answer validators, and the submissions
// import could not take (a language not installed here, a .disabled one): without them the package would lose what it had.
// Folders of a package with no place of ours, in both layouts, and in 2023-07 and later only.
const LAYOUT_FOLDERS = ["include", "attachments", "generators"];
const DRAFT_FOLDERS = ["static_validator", "solution", "input_visualizer", "output_visualizer"];

const KEPT_GOING_BACK = [
  // A case's files beside its .in and .ans: a sample's interaction, a description, a hint, an illustration.
  /^data\/(?:sample|secret)\/.*\.(?:interaction|desc|hint|png|jpg|jpeg|svg|(?:in|ans|out)\.(?:statement|download))$/,
  /^data\/(?:sample|secret)\/(?:.+\/)?[^/]+\.files\//,
  /^data\/(?:sample|secret)\/(?:.+\/)?(?!(?:testdata|test_group)\.yaml$)[^/]+\.yaml$/,
  /^data\/(?:(?:sample|secret)\/(?:.+\/)?(?:testdata|test_group)|test_group)\.yaml$/,
  /^answer_validators\//,
  /^submissions\//,
];

/**
 * The package folder of a submission whose label import took from a DOMjudge `@EXPECTED_RESULTS@` line (a label that
 * names no folder): BAPCtools' hello has one in mixed/, which its label alone would have sent to rejected/.
 */
function expectedResultsFolder(problemDir: string, solution: string, label: SolutionLabel | undefined): string | undefined {
  if (!label || !/imported from @EXPECTED_RESULTS@/.test(label.reason)) return undefined;
  try {
    const folder = parseOrigins(readFileSync(join(problemDir, KEPT_KATTIS_FOLDER, PACKAGE_ORIGINS), "utf8")).submissions[solution]?.split("/")[0];
    return folder !== undefined && /^[a-z0-9][a-z0-9_-]*$/.test(folder) ? folder : undefined;
  } catch {
    return undefined;
  }
}

/** An imported problem's solutions (their path under solutions/<id>/) → their path under submissions/; none for ours. */
function submissionOrigins(problemDir: string): Record<string, string> {
  try {
    return parseOrigins(readFileSync(join(problemDir, KEPT_KATTIS_FOLDER, PACKAGE_ORIGINS), "utf8")).submissions;
  } catch {
    return {};
  }
}

/** An imported problem's cases by name → their path under data/ in the package (sample/1, secret/g2/12); none for ours. */
function caseOrigins(file: string): Map<string, string> {
  try {
    const { cases } = parseOrigins(readFileSync(file, "utf8"));
    // Only a path the format allows back: under sample/ or secret/, no "..", no empty part.
    return new Map(Object.entries(cases).filter((entry): entry is [string, string] => typeof entry[1] === "string" && /^(?:sample|secret)(?:\/[^/]+)+$/.test(entry[1]) && !entry[1].split("/").includes("..")));
  } catch {
    return new Map();
  }
}

function nativeName(source: string): string {
  const renamed = importedName(readFileSync(source, "utf8"));
  if (renamed) return renamed;
  const language = languagesForFile(source)[0];
  return language?.mainClass ? jvmNames(language.mainClass, basename(source), readFileSync(source, "utf8")).fileName : basename(source);
}

function filesUnder(root: string, notes: string[] = [], folder = ""): string[] {
  return readdirSync(join(root, folder)).sort().flatMap((name) => {
    const path = folder ? `${folder}/${name}` : name;
    const stats = statSync(join(root, path));
    if (stats.isDirectory()) return filesUnder(root, notes, path);
    if (stats.isFile()) return [path];
    notes.push(`${displayPath(join(root, path))} is not a regular file; left out`);
    return [];
  });
}

// An empty or new folder is fine; a non-empty one only with --force, and only if it is a package already.
// A link is followed and kept (the swap replaced the link itself with a folder; a dangling one was an internal
// error); the project's own folders are never a target (--force over problems/<id>, which holds a problem.yaml, deleted it).
function checkTarget(given: string, force: boolean): string {
  let target = given;
  if (lstatSafe(given)?.isSymbolicLink()) {
    if (!existsSync(given)) throw new UserError(`${given} is a link to ${readlinkSync(given)}, which does not exist; nothing was written`, "make the folder it links to first, or give another folder");
    target = realpathSync(given);
  }
  const real = existsSync(target) ? realpathSync(target) : resolve(target);
  const realOf = (path: string): string => (existsSync(path) ? realpathSync(path) : resolve(path));
  for (const own of [problemsDir(), solutionsDir(), casesDir()]) {
    const ownReal = realOf(own);
    if (isSameOrInside(real, ownReal)) throw new UserError(`${given} is in the workbench's own ${displayPath(own)}/ folder; nothing was written`, "export to a folder outside problems/, solutions/ and cases/, e.g. ../packages/<id>");
  }
  for (const own of [projectRoot(), toolRoot]) {
    const ownReal = realOf(own);
    if (isSameOrInside(ownReal, real)) throw new UserError(`${given} holds the workbench (${ownReal}); nothing was written`, "export to a folder of its own, e.g. ../packages/<id>");
  }
  if (!existsSync(target)) return target;
  if (!statSync(target).isDirectory()) throw new UserError(`${target} is a file, not a folder`, "give a folder for the package");
  const entries = readdirSync(target);
  if (entries.length === 0) return target;
  if (!force) {
    throw new UserError(`${target} is not empty (${entries.slice(0, 3).join(", ")}${entries.length > 3 ? ", …" : ""}); nothing was written`, "choose a new folder, or replace the package in it with --force");
  }
  if (!existsSync(join(target, "problem.yaml"))) {
    throw new UserError(`${target} is not empty and holds no problem.yaml, so it is not a problem package; --force replaces packages only`, "choose a new or empty folder");
  }
  return target;
}

function lstatSafe(path: string): ReturnType<typeof lstatSync> | undefined {
  try {
    return lstatSync(path);
  } catch {
    return undefined;
  }
}

// Build the package beside the target, then swap it in: a failure half-way leaves the old folder as it was.
function writePackage(target: string, files: PackageFile[]): string[] {
  const kept: string[] = [];
  mkdirSync(dirname(target), { recursive: true });
  const building = `${target}.stonebench-${process.pid}-${Date.now()}.tmp`;
  try {
    mkdirSync(building);
    for (const file of files) {
      writeFileAtomic(join(building, file.path), file.data, { exclusive: true });
      if (file.executable) chmodSync(join(building, file.path), 0o755);
    }
    if (existsSync(target) && readdirSync(target).length > 0) {
      const old = `${building}.old`;
      renameSync(target, old);
      renameSync(building, target);
      // Hidden entries are no part of a package (import leaves them out): --force deleted the package's .git with it.
      for (const name of readdirSync(old)) {
        if (name.startsWith(".") && !lstatSafe(join(target, name))) {
          renameSync(join(old, name), join(target, name));
          kept.push(name);
        }
      }
      rmSync(old, { recursive: true, force: true });
    } else {
      if (existsSync(target)) rmSync(target, { recursive: true });
      renameSync(building, target);
    }
  } finally {
    rmSync(building, { recursive: true, force: true });
  }
  return kept;
}

// The JavaScript a Kattis judge runs; an accepted one must be AC on every case first (else it is left out, with a note).
async function javaScriptFor(problemId: string, source: string, accepted: boolean, notes: string[]): Promise<string | undefined> {
  try {
    // Handed over whatever submit's checks would say (the judging below is the proof), so they are not run.
    const submission = await makeSubmission({ problem: problemId, solution: source, js: true, target: parseNodeTarget(KATTIS_NODE_TARGET), force: true, checks: false });
    if (accepted) {
      const verified = await verifySubmission(problemId, submission.text, { extension: ".cjs", label: `JavaScript for ${KATTIS_NODE_TARGET} from ${displayPath(source)}` });
      if (!verified.passed) {
        notes.push(`${displayPath(source)} as JavaScript is ${verified.report.summary.verdict} (${verified.report.summary.message}); not exported to submissions/`);
        return undefined;
      }
    }
    return submission.text;
  } catch (error) {
    notes.push(`${displayPath(source)} could not be converted to JavaScript: ${(error as Error).message.split("\n")[0]}`);
    return undefined;
  }
}

// One CommonJS file for Kattis's Node, its modules named the same wherever the project lies (stable-module-paths.ts).
// A file of another problem that one of ours imports is in the JavaScript, but not in stonebench/: said once.
interface BundleContext {
  problemDir: string;
  notes: string[];
  /** Files outside the problem folder that the bundles took in. */
  outside: Set<string>;
}

async function bundleForKattis(input: { entryPoints: string[] } | { stdin: { contents: string; resolveDir: string; loader: "ts" } }, context: BundleContext): Promise<string> {
  const esbuild = loadEsbuild();
  const outside = new Set<string>();
  let result: { outputFiles?: { text: string }[] };
  try {
    result = await esbuild.build({ ...input, bundle: true, platform: "node", format: "cjs", target: KATTIS_NODE_TARGET, write: false, logLevel: "silent", tsconfigRaw: TOOL_TSCONFIG, plugins: [stableModulePaths(context.problemDir, outside)] });
  } catch (error) {
    // A build error (an import refused, a syntax error) in one line naming where, not esbuild's stack.
    const first = (error as { errors?: { text: string; location?: { file: string; line: number } | null }[] }).errors?.[0];
    if (!first) throw error;
    const where = first.location ? `${first.location.file.replace(/^(problem|workbench|project):/, "")}:${first.location.line}: ` : "";
    throw new UserError(`Cannot export ${displayPath(context.problemDir)}: ${where}${first.text}; nothing was written`, "fix the import (a problem's files may import the project's and the workbench's files only), then export again");
  }
  for (const file of outside) {
    if (context.outside.has(file)) continue;
    context.outside.add(file);
    context.notes.push(`${displayPath(file)} is outside ${displayPath(context.problemDir)} but imported by its files: it is built into the package's JavaScript, not carried in stonebench/, so an import of this package needs it beside the problem`);
  }
  return result.outputFiles?.[0]?.text ?? "";
}

// Our checker.ts as one CommonJS file, so Kattis tools run it as `node validate.js` under the same protocol.
async function checkerAsJavaScript(path: string, context: BundleContext): Promise<string> {
  return bundleForKattis({ entryPoints: [path] }, context);
}

// Our validate.ts as a Kattis input validator (stdin; exit 42 valid, 43 invalid with the reason on stdout).
async function inputValidatorAsJavaScript(validator: string, context: BundleContext): Promise<string> {
  const reader = join(toolRoot, "src", "problem-kit", "input-reader.ts");
  const entry = [
    `import { parseInput } from ${JSON.stringify(validator)};`,
    `import { InputReader } from ${JSON.stringify(reader)};`,
    'import { readFileSync } from "fs";',
    "try { parseInput(new InputReader(readFileSync(0, \"utf8\"))); process.exitCode = 42; }",
    "catch (error) { process.stdout.write(`line ${(error as { line?: number }).line ?? \"?\"}: ${(error as Error).message}\\n`); process.exitCode = 43; }",
  ].join("\n");
  return `// Made by stonebench export from validate.ts (Kattis input validator protocol: exit 42 valid, 43 invalid).\n${await bundleForKattis({ stdin: { contents: entry, resolveDir: dirname(validator), loader: "ts" } }, context)}`;
}

/**
 * The address space (MiB) a Node program needs under problemtools, which limits RLIMIT_AS to limits.memory: the least in
 * which this Node starts (a multiple of 64; Node reserves far more than it uses), plus NODE_HEAP_HEADROOM_MIB for the
 * program's own heap and buffers. 0 without prlimit.
 */
/** Whether any solution export writes to submissions/ runs on Node (TypeScript and JavaScript go out as JavaScript). */
function exportsNodeSubmission(problem: Problem, paths: ReturnType<typeof problemFiles>): boolean {
  const wrong = existsSync(paths.wrong) ? readdirSync(paths.wrong).filter((name) => !name.includes(".mine")).map((name) => join(paths.wrong, name)) : [];
  const all = [problem.mainSolution, paths.secondMethod, paths.brute, ...wrong, ...listLanguageSolutions(join(solutionsDir(), problem.id))];
  return all.some((source) => RUNNABLE_EXTENSIONS.includes(extname(source)) && existsSync(source) && statSync(source).isFile());
}

export function nodeAddressSpaceFloorMiB(): number {
  const starts = nodeStartAddressSpaceMiB();
  return starts === 0 ? 0 : starts + NODE_HEAP_HEADROOM_MIB;
}

// At the bare start floor (768 MiB for Node 20) V8 could not grow its heap: a WA submission reading a 280 KB input
// (about 75 MB used) crashed 6 times in 6 there, and ran 6 in 6 with 256 MiB more.
const NODE_HEAP_HEADROOM_MIB = 256;

function nodeStartAddressSpaceMiB(): number {
  const prlimit = ["/usr/bin/prlimit", "/bin/prlimit"].find((path) => existsSync(path));
  if (!prlimit) return 0;
  // Measured once per Node version (a few seconds), then cached.
  const cached = cachePath("node-address-space", process.version, ".txt");
  if (readCacheEntry(cached).state === "hit") return Number(readFileSync(cached, "utf8"));
  // Starved of address space, Node may hang instead of failing: each try is bounded.
  const starts = (mib: number): boolean => spawnSync(prlimit, [`--as=${mib * 1024 * 1024}`, process.execPath, "-e", "0"], { stdio: "ignore", timeout: 1500, killSignal: "SIGKILL" }).status === 0;
  let low = 0;
  let high = 512;
  while (!starts(high) && high < 65536) [low, high] = [high, high * 2];
  while (high - low > 64) {
    const middle = Math.round((low + high) / 128) * 64;
    if (starts(middle)) high = middle;
    else low = middle;
  }
  writeCacheEntry(cached, String(high));
  return high;
}
