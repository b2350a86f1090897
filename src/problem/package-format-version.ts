/**
 * Whether a Kattis problem.yaml's problem_format_version is the legacy format: absent, "legacy" or "legacy-icpc" (the
 * spec's ICPC subset of it). Legacy has the fixed submissions/ folders and no submissions.yaml, and its own default
 * time multipliers; every other version (2023-07-draft, 2025-09, …) is a later format.
 */
export function isLegacyFormat(version: unknown): boolean {
  return version === undefined || version === null || String(version).startsWith("legacy");
}
