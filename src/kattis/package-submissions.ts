import { closeSync, readSync } from "node:fs";
import { basename, dirname, extname, join } from "node:path";
import type { ProblemFiles } from "../authoring/problem-files";
import { displayPath } from "../paths";
import type { PlannedFile } from "../scaffold/write-plan";
import { labelOfSource, withLabel } from "../verify/solution-label";
import type { PackageTree } from "./package-tree";
import type { LanguageDefinition } from "../languages/language";
import { languageOfFiles, languagesForFile } from "../languages/registry";
import { entryPointOf } from "../languages/source-folder";
import { matchesSubmission } from "../verify/submission-expectations";
import { parsePackageYaml } from "../util/package-yaml";
import { plural } from "../util/plural";

/** What each submissions/ folder means, as our label (see verify/solution-label.ts). */
export const FOLDER_LABELS: Record<string, string> = {
  accepted: "AC",
  wrong_answer: "WA",
  // Kattis's time limit is also a wall-clock one: a submission that waits for ever (no flush in an interactive problem) is TLE there, ILE here.
  time_limit_exceeded: "TLE or ILE",
  // Kattis counts running out of memory as a run-time error.
  run_time_error: "RE or MLE",
  brute_force: "TLE or RE or MLE",
  rejected: "rejected",
  mixed: "mixed",
  slow_accepted: "AC or TLE",
  compiler_error: "CE",
  output_limit: "OLE",
  partially_accepted: "mixed",
};

// DOMjudge's verdict names in an "@EXPECTED_RESULTS@: WRONG-ANSWER, TIMELIMIT" line.
const DOMJUDGE_RESULTS: Record<string, string> = {
  CORRECT: "AC",
  "WRONG-ANSWER": "WA",
  "NO-OUTPUT": "WA",
  TIMELIMIT: "TLE or ILE",
  "RUN-ERROR": "RE or MLE",
  "COMPILER-ERROR": "CE",
  "OUTPUT-LIMIT": "OLE",
};

export interface SubmissionPlan {
  files: PlannedFile[];
  /** One line per submission: where it went and with which label. */
  placed: string[];
  /** What was not imported and why (multi-file, another language, an unknown folder). */
  skipped: string[];
  /** Accepted solutions written (main first), for deriving the time limit. */
  accepted: string[];
  /** Where each written submission came from: its path under solutions/<id>/ → its path under submissions/ (for submissions.yaml). */
  origins?: Record<string, string>;
}

/** The label a file must get: an @EXPECTED_RESULTS@ line wins, then its own "// expect:" label, then its folder. */
export function labelFor(folder: string, source: string, customFolders = false): { label: string; from: string } | undefined {
  const expected = /@EXPECTED_RESULTS@:?\s*([A-Z, -]+)/.exec(source);
  if (expected) {
    const verdicts = [...new Set(expected[1]!.split(/[,\s]+/).filter(Boolean).map((name) => DOMJUDGE_RESULTS[name]).filter(Boolean))];
    if (verdicts.length) return { label: verdicts.join(" or "), from: `@EXPECTED_RESULTS@: ${expected[1]!.trim()}` };
  }
  const own = labelOfSource(source);
  if (own) return undefined;
  // 2023-07 and later let a package add folders of its own; what they must get is in submissions.yaml (verify checks
  // it), so the folder itself claims nothing: judged, never checked by a label.
  const label = FOLDER_LABELS[folder] ?? (customFolders ? "mixed" : undefined);
  return label ? { label, from: `submissions/${folder}/` } : undefined;
}

/** Whether a language's toolchain is here: undefined when it is, else why not (what is missing, what to install). */
export type ToolchainCheck = (language: LanguageDefinition) => string | undefined;

// Which accepted submission becomes main: the first TypeScript or JavaScript one in the package's order, else the
// quickest language to build and run.
const MAIN_PREFERENCE = ["typescript", "cpp", "c", "rust", "go", "java", "kotlin", "python"];

// Python 2 (problemtools tells it apart by the same signs): a print statement or raw_input. We run Python 3 only.
const PYTHON_2 = /^[^\S\r\n\u2028\u2029]*print\s+(?![\s(=])|^[^\S\r\n\u2028\u2029]*print\s*$|\braw_input\s*\(/m;

/** A line comment in a language's syntax, for the label line: # in Python (and shell-like languages), // elsewhere. */
export function commentFor(language: LanguageDefinition): string {
  return ["python", "bash", "ruby", "perl"].includes(language.id) || language.extensions.some((extension) => [".py", ".sh", ".rb", ".pl"].includes(extension)) ? "#" : "//";
}

interface Candidate {
  folder: string;
  /** submissions/<folder>/<name>, as shown. */
  shown: string;
  name: string;
  language: LanguageDefinition;
  /** A single file, or a folder's files (relative to it) with its entry point. */
  files: string[];
  entry: string;
  label?: { label: string; from: string };
  meaning: string;
  ownLabel: boolean;
  isFolder: boolean;
}

/**
 * submissions/ into solutions/<id>/: every submission in a language this machine runs is kept under its label. The
 * first unlabelled accepted one becomes main (TypeScript, then JavaScript, then the quickest language: main.<ext>),
 * second-method.ts and brute.ts return to their places, every other goes to wrong/ (a multi-file submission as a
 * folder) with the label its folder (or @EXPECTED_RESULTS@ line) means, as a comment of its language after any #! line
 * (in the entry file of a folder). A submission in an unknown language, in Python 2, or in a language whose toolchain
 * is missing here is listed with the reason, never dropped silently.
 */
export function planSubmissions(tree: PackageTree, paths: ProblemFiles, options: { hasMain: boolean; toolchain: ToolchainCheck; customFolders?: boolean }): SubmissionPlan {
  const plan: SubmissionPlan = { files: [], placed: [], skipped: [], accepted: [], origins: {} };
  if (!tree.isFolder("submissions")) return plan;
  const solutionsRoot = dirname(paths.main);
  const origin = (target: string, shown: string): void => void (plan.origins![target.slice(solutionsRoot.length + 1)] = shown.slice("submissions/".length));
  const folders = tree.list("submissions").filter((name) => {
    if (tree.isFolder(`submissions/${name}`)) return true;
    if (name !== "submissions.yaml") plan.skipped.push(`submissions/${name} (not in a verdict folder)`);
    else plan.skipped.push("submissions/submissions.yaml (kept: verify checks each submission's verdicts against its permitted and required sets)");
    return false;
  });
  // accepted first, so main is an accepted one.
  folders.sort((a, b) => Number(b === "accepted") - Number(a === "accepted"));
  const candidates: Candidate[] = [];
  const entrypoint = declaredEntrypoints(tree);
  for (const folder of folders) {
    // A legacy package has the fixed folders only; a later one may add its own (a folder name of the format's characters).
    const custom = options.customFolders === true && /^[a-z0-9][a-z0-9_-]*$/.test(folder);
    if (!(folder in FOLDER_LABELS) && !custom) {
      const meant = meantFolder(folder);
      plan.skipped.push(`submissions/${folder}/ (an unknown folder: its verdict is not known${meant ? `; the format's folder is ${meant}/, which is judged: rename it to have its submissions judged` : ""})`);
      continue;
    }
    for (const name of tree.list(`submissions/${folder}`)) {
      const candidate = readCandidate(tree, folder, name, options.toolchain, custom, entrypoint(`${folder}/${name}`));
      if (typeof candidate === "string") plan.skipped.push(candidate);
      else candidates.push(candidate);
    }
  }
  const taken = new Set<string>();
  const place = (path: string, data: Buffer, line: string): void => {
    taken.add(path);
    plan.files.push({ path, data });
    plan.placed.push(line);
  };
  const rank = (candidate: Candidate): number => {
    const id = candidate.language.id === "javascript" ? "typescript" : candidate.language.id;
    return MAIN_PREFERENCE.includes(id) ? MAIN_PREFERENCE.indexOf(id) : MAIN_PREFERENCE.length;
  };
  const mayBeMain = acceptedEverywhere(tree);
  // A submission whose verdicts submissions.yaml sets is not what its folder says (BAPCtools' testexpectations makes
  // accepted/ WA-only): its label claims nothing, and verify checks it against submissions.yaml instead.
  const governed = governedBySubmissionsYaml(tree);
  for (const candidate of candidates) {
    const submission = `${candidate.folder}/${candidate.name}`;
    if (!candidate.label?.from.endsWith("/") || candidate.label.label === "mixed" || !governed(submission) || (candidate.folder === "accepted" && mayBeMain(submission))) continue;
    candidate.label = { label: "mixed", from: candidate.label.from };
    candidate.meaning = "mixed: submissions.yaml says what it may get";
  }
  const mainCandidate = options.hasMain
    ? undefined
    : candidates
        .filter((candidate) => candidate.folder === "accepted" && candidate.meaning === "AC" && !candidate.ownLabel && candidate.files.length === 1 && !["second-method.ts", "brute.ts"].includes(candidate.name))
        .filter((candidate) => mayBeMain(`${candidate.folder}/${candidate.name}`))
        .sort((a, b) => rank(a) - rank(b))[0];
  for (const candidate of candidates) {
    const { folder, shown, name } = candidate;
    const read = (file: string): Buffer => tree.read(candidate.isFolder ? `${shown}/${file}` : shown);
    if (candidate === mainCandidate) {
      const extension = extname(name).toLowerCase();
      // problemFiles' main may already name another language's main.*: the target is named from main.ts.
      const target = join(dirname(paths.main), `main${candidate.language.id === "typescript" ? ".ts" : extension}`);
      place(target, read(name), `${shown} → ${displayPath(target)}`);
      origin(target, shown);
      plan.accepted.unshift(target);
      continue;
    }
    if (!candidate.ownLabel && folder === "accepted" && name === "second-method.ts") {
      const target = join(dirname(paths.main), "second-method.ts");
      place(target, read(name), `${shown} → ${displayPath(target)}`);
      continue;
    }
    if (!candidate.ownLabel && (folder === "brute_force" || folder === "accepted") && name === "brute.ts") {
      const target = join(dirname(paths.main), "brute.ts");
      place(target, read(name), `${shown} → ${displayPath(target)}`);
      continue;
    }
    const single = !candidate.isFolder;
    const stem = single ? basename(name, extname(name)) : name;
    const tail = single ? extname(name) : "";
    let target = join(paths.wrong, name);
    for (let n = 2; taken.has(target) || [...taken].some((path) => path.startsWith(`${target}/`)); n++) target = join(paths.wrong, `${stem}-${n}${tail}`);
    // Keep a file's own label byte for byte; else write the label its folder or @EXPECTED_RESULTS@ line means.
    // Renamed because another folder had the same name: the label keeps the package's own name, for export to give back.
    const from = candidate.label && target !== join(paths.wrong, name) && candidate.label.from.endsWith("/") ? `${candidate.label.from}${name}` : candidate.label?.from;
    const labelLine = candidate.label && !candidate.ownLabel ? `${commentFor(candidate.language)} expect: ${candidate.label.label} (imported from ${from})` : undefined;
    origin(target, shown);
    if (single) {
      place(target, labelLine ? withLabel(read(name), labelLine) : read(name), `${shown} → ${displayPath(target)} (${candidate.meaning})`);
    } else {
      for (const file of candidate.files) {
        const bytes = read(file);
        plan.files.push({ path: join(target, file), data: labelLine && file === candidate.entry ? withLabel(bytes, labelLine) : bytes });
      }
      taken.add(target);
      plan.placed.push(`${shown}/ → ${displayPath(target)}/ (${candidate.meaning}; ${plural(candidate.files.length, "file")}, entry ${candidate.entry})`);
    }
    if (candidate.meaning === "AC") plan.accepted.push(target);
  }
  return plan;
}

// RMRC 2018 named folders runtime_error/ (hindex) and time_limit/ (hindex, smallschedule): near misses of the format's
// run_time_error/ and time_limit_exceeded/, which problemtools leaves unjudged as we do; the listing names the folder meant.
function meantFolder(folder: string): string | undefined {
  const squeeze = (name: string): string => name.toLowerCase().replace(/[_-]/g, "");
  const given = squeeze(folder);
  if (given.length < 4) return undefined;
  return Object.keys(FOLDER_LABELS).find((known) => squeeze(known).startsWith(given));
}

// A program compiled from a source beside it and committed with it (RMRC 2018's accepted/drivinglanes-bf and
// hindex-db-1, ELF files): it was listed as a language to add to languages.yaml. Told by its first bytes.
const COMPILED_MAGIC: [string, number[]][] = [
  ["ELF executable", [0x7f, 0x45, 0x4c, 0x46]],
  ["Mach-O executable", [0xcf, 0xfa, 0xed, 0xfe]],
  ["Mach-O executable", [0xce, 0xfa, 0xed, 0xfe]],
  ["Windows executable", [0x4d, 0x5a]],
];

function compiledKind(tree: PackageTree, path: string): string | undefined {
  const { fd } = tree.openChecked(path);
  try {
    const head = Buffer.alloc(4);
    const length = readSync(fd, head, 0, 4, 0);
    return COMPILED_MAGIC.find(([, magic]) => length >= magic.length && magic.every((byte, i) => head[i] === byte))?.[0];
  } finally {
    closeSync(fd);
  }
}

// One submission (a file or a folder) read as a candidate, or the line that says why it is not imported.
function readCandidate(tree: PackageTree, folder: string, name: string, toolchain: ToolchainCheck, customFolders: boolean, declared: { entrypoint?: string; conflict?: string }): Candidate | string {
  const shown = `submissions/${folder}/${name}`;
  const isFolder = tree.isFolder(shown);
  const files = isFolder ? tree.filesUnder(shown).map((file) => file.slice(shown.length + 1)) : [name];
  const language = isFolder ? languageOfFiles(files) : languagesForFile(name)[0];
  const where = isFolder ? `${shown}/` : shown;
  // BAPCtools' convention: a name ending in .disabled is switched off by the package's authors, not another language.
  if (name.endsWith(".disabled")) return `${where} (disabled by its name: BAPCtools skips a submission ending in .disabled; rename it to judge it)`;
  // A hidden file (.gitkeep keeps an empty folder in git) is no submission: it was listed as one no language runs.
  if (!isFolder && name.startsWith(".")) return `${where} (a hidden file, not a submission: kept as it is)`;
  if (!language) {
    const compiled = isFolder ? undefined : compiledKind(tree, shown);
    if (compiled) return `${where} (a compiled program (${compiled}), not a source: nothing builds or judges it; kept as it is)`;
    // A note beside the submissions (COMP 321's accepted/README.txt) was told to add a language for .txt.
    if (!isFolder && (/^readme\b/i.test(name) || /\.(txt|md|rst|pdf)$/i.test(name))) return `${where} (a document, not a submission: kept as it is)`;
    const endings = [...new Set(files.map((file) => extname(file) || "no extension"))].join(", ");
    return `${where} (${endings}: no language here runs it; docs/languages.md says how to add one)`;
  }
  let entry = name;
  // A TypeScript or JavaScript solution must be one self-contained file here (submit proves exactly what is pasted).
  if (isFolder && language.runtime === "node") return `${where} (a multi-file ${language.name} submission: the judge builds ${language.name} from one self-contained file)`;
  if (isFolder) {
    if (declared.conflict) return `${where} (a multi-file ${language.name} submission: ${declared.conflict})`;
    const found = entryPointOf(language, name, files, (file) => tree.readText(`${shown}/${file}`), declared.entrypoint);
    if ("reason" in found) return `${where} (a multi-file ${language.name} submission: ${found.reason})`;
    entry = found.path;
  }
  const source = tree.readText(isFolder ? `${shown}/${entry}` : shown);
  if (language.id === "python" && PYTHON_2.test(source)) return `${where} (Python 2, by its print statement or raw_input: this workbench runs Python 3)`;
  const missing = toolchain(language);
  if (missing) return `${where} (${language.name}: ${missing})`;
  const label = labelFor(folder, source, customFolders);
  const ownLabel = labelOfSource(source);
  const meaning = label?.label ?? (ownLabel ? (ownLabel.kind === "exact" ? ownLabel.verdicts.join(" or ") : ownLabel.kind) : "unlabelled");
  return { folder, shown, name, language, files, entry, ...(label ? { label } : {}), meaning, ownLabel: ownLabel !== undefined, isFolder };
}

/** submissions.yaml's entries by pattern; none when there is no file or it is broken. */
function submissionsYamlEntries(tree: PackageTree): Record<string, unknown> {
  try {
    const yaml: unknown = tree.has("submissions/submissions.yaml") ? parsePackageYaml(tree.readText("submissions/submissions.yaml"), tree.shown("submissions/submissions.yaml")).data : undefined;
    if (typeof yaml === "object" && yaml !== null && !Array.isArray(yaml)) return yaml as Record<string, unknown>;
  } catch {
    // verify names the broken file (submission-expectations.ts); import keeps the defaults.
  }
  return {};
}

/**
 * Whether submissions.yaml lets a submission be main, which is held AC on every case: no entry that applies to it (its
 * folder's, or a pattern matching it, or a test group's under either) permits or requires anything but AC. BAPCtools'
 * own test packages redefine accepted/ as WA-only, and a main taken from there failed at every case.
 */
function acceptedEverywhere(tree: PackageTree): (submission: string) => boolean {
  const entries = submissionsYamlEntries(tree);
  const onlyAc = (entry: unknown): boolean => {
    if (typeof entry !== "object" || entry === null || Array.isArray(entry)) return true;
    return Object.entries(entry as Record<string, unknown>).every(([key, value]) => {
      if (key === "permitted" || key === "required") return (Array.isArray(value) ? value : [value]).map(String).every((verdict) => verdict === "AC");
      return onlyAc(value);
    });
  };
  return (submission) => Object.entries(entries).every(([pattern, entry]) => !(pattern === submission.split("/")[0] || matchesSubmission(pattern, submission)) || onlyAc(entry));
}

/** Whether an entry of submissions.yaml (its folder's, or a pattern matching it) sets permitted or required verdicts for a submission. */
function governedBySubmissionsYaml(tree: PackageTree): (submission: string) => boolean {
  const entries = submissionsYamlEntries(tree);
  const setsVerdicts = (entry: unknown): boolean =>
    typeof entry === "object" && entry !== null && !Array.isArray(entry) && Object.entries(entry as Record<string, unknown>).some(([key, value]) => key === "permitted" || key === "required" || setsVerdicts(value));
  return (submission) => Object.entries(entries).some(([pattern, entry]) => (pattern === submission.split("/")[0] || matchesSubmission(pattern, submission)) && setsVerdicts(entry));
}

/**
 * submissions.yaml's `entrypoint` for a submission (its path under submissions/), from every entry whose glob matches
 * it (2025-09 "Example submissions": for languages with several possible entry points; a file, or a class for Java and
 * Kotlin). Two matching entries that name different ones are a conflict, said instead. A single-file submission is its
 * own entry point, so the key only matters for folders. No submissions.yaml, or one that does not parse: none (verify
 * reports a broken file).
 */
function declaredEntrypoints(tree: PackageTree): (submission: string) => { entrypoint?: string; conflict?: string } {
  const entries = submissionsYamlEntries(tree);
  return (submission) => {
    const named = new Map<string, string>();
    for (const [pattern, value] of Object.entries(entries)) {
      const entry = typeof value === "object" && value !== null ? (value as Record<string, unknown>).entrypoint : undefined;
      if (entry !== undefined && matchesSubmission(pattern, submission)) named.set(String(entry), pattern);
    }
    if (named.size > 1) return { conflict: `submissions.yaml gives it ${named.size} entrypoints (${[...named].map(([entry, pattern]) => `${entry} from ${pattern}`).join(", ")})` };
    const [only] = named.keys();
    return only === undefined ? {} : { entrypoint: only };
  };
}
