import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync } from "node:fs";
import { basename, dirname, extname, join } from "node:path";
import { stringify } from "yaml";
import { problemFiles } from "../authoring/problem-files";
import { UserError } from "../errors";
import { displayPath } from "../paths";
import { findCases } from "../problem/find-cases";
import type { Problem } from "../problem/find-problem";
import { writeFileAtomic } from "../util/atomic-write";
import { kattisProblemYaml, outputValidatorArgs } from "./kattis-metadata";
import { folderForVerdict, labelOf, RUNNABLE_EXTENSIONS } from "./submission-folders";

/** Our own files that Kattis has no place for; they travel in .stonebench/, which Kattis tools ignore. */
export const STONEBENCH_FOLDER = ".stonebench";
export const CARRIED_PROBLEM_FILES = ["problem.yaml", "validate.ts", "gen.ts", "cases.ts", "checker.ts"] as const;

export interface ExportResult {
  dir: string;
  samples: string[];
  secrets: string[];
  /** Paths under submissions/, e.g. "accepted/main.ts". */
  submissions: string[];
  /** Things a Kattis tool may complain about, said once each. */
  notes: string[];
}

/** Writes a Kattis problem package for a problem; refuses a non-empty folder unless force (and then only a package). */
export function exportKattisPackage(problem: Problem, target: string, options: { force?: boolean } = {}): ExportResult {
  checkTarget(target, options.force === true);
  const files: { path: string; data: string | Buffer }[] = [];
  const notes: string[] = [];
  const add = (path: string, data: string | Buffer): void => void files.push({ path, data });
  const paths = problemFiles(problem.id);

  add("problem.yaml", kattisProblemYaml(problem.id, problem.config));
  if (existsSync(paths.statement)) add("statement/problem.en.md", readFileSync(paths.statement));
  else notes.push(`${displayPath(paths.statement)} does not exist; Kattis wants statement/problem.en.md`);

  const samples: string[] = [];
  const secrets: string[] = [];
  for (const testCase of existsSync(problem.casesDir) ? findCases(problem.casesDir, { problemId: problem.id }) : []) {
    const group = /sample/i.test(testCase.name) ? "sample" : "secret";
    (group === "sample" ? samples : secrets).push(testCase.name);
    const input = readFileSync(testCase.inputPath);
    const answer = readFileSync(testCase.answerPath);
    add(`data/${group}/${testCase.name}.in`, input);
    add(`data/${group}/${testCase.name}.ans`, answer);
    for (const [bytes, ext] of [[input, "in"], [answer, "ans"]] as const) {
      const trouble = [bytes.includes("\r\n") ? "CRLF line ends" : "", bytes.length > 0 && bytes[bytes.length - 1] !== 10 ? "no final newline" : ""].filter(Boolean);
      if (trouble.length) notes.push(`data/${group}/${testCase.name}.${ext} has ${trouble.join(" and ")} (kept byte for byte; Kattis asks for LF-terminated text)`);
    }
  }
  if (secrets.length === 0) notes.push("data/secret/ is empty; Kattis needs at least one secret case (a case whose name lacks \"sample\")");
  const args = outputValidatorArgs(problem.config);
  if (args.length > 0) {
    for (const group of ["sample", "secret"]) if ((group === "sample" ? samples : secrets).length) add(`data/${group}/test_group.yaml`, stringify({ output_validator_args: args }));
  }
  if (problem.config.checker === "custom") notes.push("the custom checker is carried in .stonebench/checker.ts; Kattis needs it as an output_validator/ program");

  const submissions: string[] = [];
  const submit = (folder: string, source: string): void => {
    const path = `submissions/${folder}/${basename(source)}`;
    if (files.some((file) => file.path === path)) throw new UserError(`Two solutions would both be ${path}`, `rename one of them in ${displayPath(dirname(source))}`);
    add(path, readFileSync(source));
    submissions.push(`${folder}/${basename(source)}`);
  };
  if (existsSync(paths.main)) submit("accepted", paths.main);
  else notes.push(`${displayPath(paths.main)} does not exist; Kattis needs at least one accepted submission`);
  if (existsSync(paths.secondMethod)) submit("accepted", paths.secondMethod);
  // The exhaustive search is right but too slow for large cases: Kattis's brute_force folder means exactly that.
  if (existsSync(paths.brute)) submit("brute_force", paths.brute);
  if (existsSync(paths.wrong)) {
    for (const name of readdirSync(paths.wrong).sort()) {
      const source = join(paths.wrong, name);
      if (!RUNNABLE_EXTENSIONS.includes(extname(name)) || !statSync(source).isFile()) continue;
      const verdict = labelOf(readFileSync(source, "utf8"));
      if (!verdict) notes.push(`${displayPath(source)} has no "// expect: <verdict>" label; exported to submissions/rejected/`);
      submit(folderForVerdict(verdict), source);
    }
  }
  for (const name of CARRIED_PROBLEM_FILES) {
    const path = join(problem.dir, name);
    if (existsSync(path)) add(`${STONEBENCH_FOLDER}/${name}`, readFileSync(path));
  }
  notes.push(
    existsSync(paths.validator)
      ? "no input_validators/: the input checks are in .stonebench/validate.ts, which Kattis tools do not run"
      : `no input_validators/ (Kattis requires one) and no ${displayPath(paths.validator)} to carry`,
  );
  if (!/^[a-z0-9]+$/.test(basename(target))) notes.push(`Kattis wants the package folder named with lowercase letters and digits only, not "${basename(target)}"`);

  writePackage(target, files);
  return { dir: target, samples, secrets, submissions, notes };
}

// An empty or new folder is fine; a non-empty one only with --force, and only if it is a package already.
function checkTarget(target: string, force: boolean): void {
  if (!existsSync(target)) return;
  if (!statSync(target).isDirectory()) throw new UserError(`${target} is a file, not a folder`, "give a folder for the package");
  const entries = readdirSync(target);
  if (entries.length === 0) return;
  if (!force) {
    throw new UserError(`${target} is not empty (${entries.slice(0, 3).join(", ")}${entries.length > 3 ? ", …" : ""}); nothing was written`, "choose a new folder, or replace the package in it with --force");
  }
  if (!existsSync(join(target, "problem.yaml"))) {
    throw new UserError(`${target} is not empty and holds no problem.yaml, so it is not a problem package; --force replaces packages only`, "choose a new or empty folder");
  }
}

// Build the package beside the target, then swap it in: a failure half-way leaves the old folder as it was.
function writePackage(target: string, files: { path: string; data: string | Buffer }[]): void {
  mkdirSync(dirname(target), { recursive: true });
  const building = `${target}.stonebench-${process.pid}-${Date.now()}.tmp`;
  try {
    mkdirSync(building);
    for (const file of files) writeFileAtomic(join(building, file.path), file.data, { exclusive: true });
    if (existsSync(target) && readdirSync(target).length > 0) {
      const old = `${building}.old`;
      renameSync(target, old);
      renameSync(building, target);
      rmSync(old, { recursive: true, force: true });
    } else {
      if (existsSync(target)) rmSync(target, { recursive: true });
      renameSync(building, target);
    }
  } finally {
    rmSync(building, { recursive: true, force: true });
  }
}
