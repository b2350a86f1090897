import { basename, dirname, extname, join } from "node:path";
import type { ProblemFiles } from "../authoring/problem-files";
import { displayPath } from "../paths";
import type { PlannedFile } from "../scaffold/write-plan";
import { labelOfSource, withLabel } from "../verify/solution-label";
import type { PackageTree } from "./package-tree";
import { RUNNABLE_EXTENSIONS } from "./submission-folders";

/** What each submissions/ folder means, as our label (see verify/solution-label.ts). */
export const FOLDER_LABELS: Record<string, string> = {
  accepted: "AC",
  wrong_answer: "WA",
  time_limit_exceeded: "TLE",
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
  TIMELIMIT: "TLE",
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
}

/** The label a file must get: an @EXPECTED_RESULTS@ line wins, then its own "// expect:" label, then its folder. */
export function labelFor(folder: string, source: string): { label: string; from: string } | undefined {
  const expected = /@EXPECTED_RESULTS@:?\s*([A-Z, -]+)/.exec(source);
  if (expected) {
    const verdicts = [...new Set(expected[1]!.split(/[,\s]+/).filter(Boolean).map((name) => DOMJUDGE_RESULTS[name]).filter(Boolean))];
    if (verdicts.length) return { label: verdicts.join(" or "), from: `@EXPECTED_RESULTS@: ${expected[1]!.trim()}` };
  }
  const own = labelOfSource(source);
  if (own) return undefined;
  const label = FOLDER_LABELS[folder];
  return label ? { label, from: `submissions/${folder}/` } : undefined;
}

/**
 * submissions/ into solutions/<id>/: the first unlabelled accepted .ts or .js becomes main (when there is none),
 * second-method.ts and brute.ts return to their places, every other runnable file goes to wrong/ with the label
 * its folder (or @EXPECTED_RESULTS@ line) means, after any #! line. Everything else is listed, never dropped silently.
 */
export function planSubmissions(tree: PackageTree, paths: ProblemFiles, options: { hasMain: boolean }): SubmissionPlan {
  const plan: SubmissionPlan = { files: [], placed: [], skipped: [], accepted: [] };
  if (!tree.isFolder("submissions")) return plan;
  const folders = tree.list("submissions").filter((name) => {
    if (tree.isFolder(`submissions/${name}`)) return true;
    if (name !== "submissions.yaml") plan.skipped.push(`submissions/${name} (not in a verdict folder)`);
    else plan.skipped.push("submissions/submissions.yaml (its expectations are not read; each folder's meaning is used)");
    return false;
  });
  // accepted first, so main is an accepted one.
  folders.sort((a, b) => Number(b === "accepted") - Number(a === "accepted"));
  const taken = new Set<string>();
  let mainTaken = options.hasMain;
  const place = (path: string, data: Buffer, line: string): void => {
    taken.add(path);
    plan.files.push({ path, data });
    plan.placed.push(line);
  };
  for (const folder of folders.map((name) => ({ name }))) {
    if (!(folder.name in FOLDER_LABELS)) {
      plan.skipped.push(`submissions/${folder.name}/ (an unknown folder: its verdict is not known)`);
      continue;
    }
    for (const entry of tree.list(`submissions/${folder.name}`).map((name) => ({ name }))) {
      const shown = `submissions/${folder.name}/${entry.name}`;
      if (tree.isFolder(shown)) {
        plan.skipped.push(`${shown}/ (a multi-file submission; stonebench runs single files)`);
        continue;
      }
      if (!RUNNABLE_EXTENSIONS.includes(extname(entry.name))) {
        plan.skipped.push(`${shown} (${extname(entry.name) || "no extension"}: stonebench runs TypeScript and JavaScript)`);
        continue;
      }
      const bytes = tree.read(shown);
      const source = bytes.toString("utf8");
      const label = labelFor(folder.name, source);
      const ownLabel = labelOfSource(source);
      const meaning = label?.label ?? (ownLabel ? (ownLabel.kind === "exact" ? ownLabel.verdicts.join(" or ") : ownLabel.kind) : "unlabelled");
      const isAccepted = meaning === "AC";
      const isTs = entry.name.endsWith(".ts");
      if (folder.name === "accepted" && isAccepted && !ownLabel && !mainTaken && (isTs || entry.name.endsWith(".js")) && entry.name !== "second-method.ts" && entry.name !== "brute.ts") {
        const target = join(dirname(paths.main), isTs ? "main.ts" : "main.js");
        place(target, bytes, `${shown} → ${displayPath(target)}`);
        plan.accepted.push(target);
        mainTaken = true;
        continue;
      }
      if (!ownLabel && folder.name === "accepted" && entry.name === "second-method.ts") {
        // problemFiles may name another language's second-method.*; a .ts goes to its own name.
        const target = join(dirname(paths.main), "second-method.ts");
        place(target, bytes, `${shown} → ${displayPath(target)}`);
        continue;
      }
      if (!ownLabel && (folder.name === "brute_force" || folder.name === "accepted") && entry.name === "brute.ts") {
        const target = join(dirname(paths.main), "brute.ts");
        place(target, bytes, `${shown} → ${displayPath(target)}`);
        continue;
      }
      let target = join(paths.wrong, entry.name);
      for (let n = 2; taken.has(target); n++) target = join(paths.wrong, `${basename(entry.name, extname(entry.name))}-${n}${extname(entry.name)}`);
      // Keep a file's own label byte for byte; else write the label its folder or @EXPECTED_RESULTS@ line means.
      const data = label && !ownLabel ? withLabel(bytes, `// expect: ${label.label} (imported from ${label.from})`) : bytes;
      place(target, data, `${shown} → ${displayPath(target)} (${meaning})`);
      if (isAccepted) plan.accepted.push(target);
    }
  }
  return plan;
}
