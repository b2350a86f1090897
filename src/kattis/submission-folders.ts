import type { Verdict } from "../verdicts";
import type { SolutionLabel } from "../verify/solution-label";

/** The format's default submissions/ folders that one of our verdicts maps to. */
type KattisSubmissionFolder = "accepted" | "wrong_answer" | "time_limit_exceeded" | "run_time_error" | "rejected";

/**
 * Where a wrong solution labelled with our verdict goes. Kattis has no PE (its validator says WA), counts
 * memory as a run-time error, and has only "rejected" for the rest.
 */
export function folderForVerdict(verdict: Verdict | undefined): KattisSubmissionFolder {
  switch (verdict) {
    case "AC":
      return "accepted";
    case "WA":
    case "PE":
      return "wrong_answer";
    case "TLE":
      return "time_limit_exceeded";
    case "RE":
    case "MLE":
      return "run_time_error";
    default:
      return "rejected";
  }
}

/** The extensions the judge runs (src/build/build-solution.ts). */
export const RUNNABLE_EXTENSIONS = [".ts", ".js", ".mjs", ".cjs"];

/**
 * Where a labelled solution goes: an exact single verdict by its folder; several verdicts that all fail to rejected/;
 * several with AC among them, and `mixed`, to mixed/ (a folder of our own, which submissions.yaml describes: the
 * format's rejected/ would claim a failure). Unlabelled ones to rejected/. A label import made from a package's folder
 * goes back to that folder, whatever its name.
 */
export function folderForLabel(label: SolutionLabel | undefined): string {
  const imported = label && new RegExp(`imported from submissions/(${FOLDER_NAME})/`).exec(label.reason)?.[1];
  if (imported) return imported;
  if (label?.kind === "mixed") return MIXED_FOLDER;
  if (!label || label.kind !== "exact") return "rejected";
  const folders = new Set(label.verdicts.map((verdict) => (verdict === "ILE" ? "time_limit_exceeded" : folderForVerdict(verdict))));
  if (folders.size === 1) return [...folders][0]!;
  return folders.has("accepted") ? MIXED_FOLDER : "rejected";
}

/** Our folder for submissions that may get any of several verdicts, AC among them (see folderForLabel). */
export const MIXED_FOLDER = "mixed";

// A submissions/ folder's name as the format allows it (2023-07 and later may add folders of their own).
const FOLDER_NAME = "[a-z0-9][a-z0-9_-]*";

// The label line import writes: "// expect: WA (imported from submissions/wrong_answer/)" (# in Python), after any #! line;
// with the package's own name after the folder when import had to rename the submission (two folders held that name).
const IMPORTED_LABEL = /^(?:\/\/|#) expect: [^\n]*\(imported from (?:submissions\/[a-z0-9][a-z0-9_-]*\/(?:[^\s()/]+)?|@EXPECTED_RESULTS@[^\n]*)\)\n/;

/** The name a submission had in its package, when import renamed it ("imported from submissions/<folder>/<name>"). */
export function importedName(source: string): string | undefined {
  const text = source.startsWith("#!") ? source.slice(source.indexOf("\n") + 1) : source;
  return /^(?:\/\/|#) expect: [^\n]*\(imported from submissions\/[a-z0-9][a-z0-9_-]*\/([^\s()/]+)\)\n/.exec(text)?.[1];
}

/** A source as the package had it: the label line import added (and only that) taken out again. */
export function withoutImportedLabel(source: Buffer): Buffer {
  const text = source.toString("utf8");
  const cut = text.startsWith("#!") ? text.indexOf("\n") + 1 : 0;
  if (text.startsWith("#!") && cut === 0) return source;
  const match = IMPORTED_LABEL.exec(text.slice(cut));
  if (!match) return source;
  const before = Buffer.byteLength(text.slice(0, cut));
  return Buffer.concat([source.subarray(0, before), source.subarray(before + Buffer.byteLength(match[0]))]);
}
