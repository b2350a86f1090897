import { stringify } from "yaml";
import { parsePackageYaml } from "../util/package-yaml";
import type { Verdict } from "../verdicts";
import { specVerdict } from "../verify/submission-expectations";
import type { SolutionLabel } from "../verify/solution-label";
import { MIXED_FOLDER } from "./submission-folders";

// submissions.yaml for an exported package (2023-07 and later): what a submission's folder does not say about it.

/** One exported submission: its path under submissions/, its label, and the folder it went to. */
export interface SubmissionEntry {
  path: string;
  label: SolutionLabel | undefined;
  folder: string;
}

const EVERY_VERDICT = ["AC", "WA", "TLE", "RTE"];

/**
 * The rule a submission needs beyond its folder's default, or undefined. In mixed/ (our folder): exactly the verdicts
 * its label allows on every case, all four for `mixed`. In rejected/ with several verdicts: at least one case gets one
 * of them (the folder's default only says "some case fails").
 */
export function ruleFor(entry: SubmissionEntry): Record<string, string[]> | undefined {
  // Back in the folder an imported package gave it: that package's folder and submissions.yaml already say it.
  if (entry.label?.reason.includes("imported from submissions/")) return undefined;
  const verdicts = entry.label?.kind === "exact" ? [...new Set(entry.label.verdicts.map((verdict: Verdict) => specVerdict(verdict)).filter((verdict) => verdict !== undefined))] : [];
  const ordered = EVERY_VERDICT.filter((verdict) => verdicts.includes(verdict as never));
  if (entry.folder === MIXED_FOLDER) return { permitted: entry.label?.kind === "exact" && ordered.length ? ordered : EVERY_VERDICT };
  if (entry.folder === "rejected" && entry.label?.kind === "exact" && ordered.length > 1 && !ordered.includes("AC")) return { required: ordered };
  return undefined;
}

/**
 * The submissions.yaml to write: the package's own text byte for byte, then an entry for each submission that needs
 * one and that it does not already name. undefined when there is neither. A kept file that is not valid YAML, or not a
 * map, is written back as it was, with a note.
 */
export function submissionsYaml(kept: string | undefined, entries: SubmissionEntry[], notes: string[]): string | undefined {
  const rules = entries.flatMap((entry) => {
    const rule = ruleFor(entry);
    return rule ? [[entry.path, rule] as const] : [];
  });
  let keys = new Set<string>();
  if (kept !== undefined) {
    let data: unknown;
    let broken = false;
    try {
      data = parsePackageYaml(kept, "submissions/submissions.yaml").data;
    } catch {
      broken = true;
    }
    if (broken || (data !== null && data !== undefined && (typeof data !== "object" || Array.isArray(data)))) {
      if (rules.length) notes.push(`submissions/submissions.yaml (the package's own) is ${broken ? "not valid YAML" : "not a map"}, so ${rules.map(([path]) => path).join(", ")} ${rules.length === 1 ? "is" : "are"} not described in it`);
      return kept;
    }
    keys = new Set(Object.keys((data ?? {}) as Record<string, unknown>));
  }
  const added = rules.filter(([path]) => {
    if (!keys.has(path)) return true;
    notes.push(`submissions/submissions.yaml (the package's own) already describes ${path}; its entry is kept, ours is not added`);
    return false;
  });
  if (added.length === 0) return kept;
  const ours = `# Written by stonebench's export: what these submissions may get, where their folder does not say it.\n${stringify(Object.fromEntries(added), { flow: false })}`;
  if (kept === undefined || kept.trim() === "") return ours;
  return `${kept}${kept.endsWith("\n") ? "" : "\n"}${ours}`;
}
