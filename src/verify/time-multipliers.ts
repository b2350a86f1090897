import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { parsePackageYaml } from "../util/package-yaml";
import { problemsDir } from "../paths";
import { isLegacyFormat } from "../problem/package-format-version";

/** The margins a time limit must keep (the package format's time_multipliers), and where they came from. */
export interface TimeMultipliers {
  /** The limit must be at least the slowest accepted run × this. */
  acToTimeLimit: number;
  /** A time_limit_exceeded submission must still be too slow at the limit × this. */
  timeLimitToTle: number;
  from: string;
}

// The format's defaults (2023-07 and later), which BAPCtools and problemtools use too; legacy's time_multiplier 5 and time_safety_margin 2.
const DEFAULTS = { acToTimeLimit: 2, timeLimitToTle: 1.5 };
const LEGACY_DEFAULTS = { acToTimeLimit: 5, timeLimitToTle: 2 };

/**
 * A problem's margins: from the package it was imported from (problems/<id>/kattis/problem.yaml, kept byte for byte:
 * `limits.time_multipliers`, or legacy `time_multiplier` and `time_safety_margin`), else the format's defaults.
 */
export function timeMultipliersOf(id: string): TimeMultipliers {
  const path = join(problemsDir(), id, "kattis", "problem.yaml");
  if (!existsSync(path)) return { ...DEFAULTS, from: "the package format's defaults" };
  let limits: Record<string, unknown> = {};
  let legacy = false;
  try {
    const document = parsePackageYaml(readFileSync(path, "utf8"), path).data as Record<string, unknown> | null;
    if (document && typeof document.limits === "object" && document.limits !== null) limits = document.limits as Record<string, unknown>;
    legacy = !document || isLegacyFormat(document.problem_format_version);
  } catch {
    return { ...DEFAULTS, from: "the package format's defaults (the package's problem.yaml does not parse)" };
  }
  const defaults = legacy ? LEGACY_DEFAULTS : DEFAULTS;
  const named = legacy ? "the legacy format's defaults" : "the package format's defaults";
  const multipliers = typeof limits.time_multipliers === "object" && limits.time_multipliers !== null ? (limits.time_multipliers as Record<string, unknown>) : {};
  const number = (value: unknown): number | undefined => (typeof value === "number" && value >= 1 ? value : undefined);
  const ac = number(multipliers.ac_to_time_limit) ?? number(limits.time_multiplier);
  const tle = number(multipliers.time_limit_to_tle) ?? number(limits.time_safety_margin);
  if (ac === undefined && tle === undefined) return { ...defaults, from: named };
  return { acToTimeLimit: ac ?? defaults.acToTimeLimit, timeLimitToTle: tle ?? defaults.timeLimitToTle, from: `the package's problem.yaml (else ${named})` };
}
