// Which Node a submission must run on: "node12", "node14.18", … as given to --target.

export interface NodeTarget {
  /** As the user wrote it, e.g. "node14.18". */
  name: string;
  major: number;
  minor: number;
  patch: number;
}

/** A version as [major, minor, patch?], e.g. [16, 6] for Node 16.6. */
export type NodeVersion = readonly [number, number, number?];

// The oldest Node on a live judge we found (Kattis contest servers, Judge0's 12.14): output for it runs on every judge.
export const DEFAULT_TARGET = "node12";
const OLDEST_SUPPORTED = 8;
// The newest Node whose APIs src/submit/api-versions.ts knows: a later "node99" is a typo, not a judge.
export const NEWEST_KNOWN = 24;

/** Parses --target; throws a message (for parse-args) when it is not nodeN[.M[.P]]. */
export function parseNodeTarget(raw: string): NodeTarget {
  const match = /^node(\d+)(?:\.(\d+))?(?:\.(\d+))?$/i.exec(raw.trim());
  if (!match) throw `Expected --target to look like node12 or node14.18, got "${raw}"`;
  const [major, minor, patch] = [Number(match[1]), Number(match[2] ?? 0), Number(match[3] ?? 0)];
  if (major < OLDEST_SUPPORTED) throw `--target ${raw} is older than node${OLDEST_SUPPORTED}, the oldest Node stonebench can convert for`;
  if (major > NEWEST_KNOWN) throw `Unknown --target ${raw}: known targets are node${OLDEST_SUPPORTED} to node${NEWEST_KNOWN} (e.g. node12, node14.18, node18, node20, node22)`;
  return { name: raw.trim().toLowerCase(), major, minor, patch };
}

export function hasAtLeast(target: NodeTarget, version: NodeVersion): boolean {
  const [major, minor, patch = 0] = version;
  if (target.major !== major) return target.major > major;
  if (target.minor !== minor) return target.minor > minor;
  return target.patch >= patch;
}

/** "18", "16.6", "14.18.1": as short as the version allows. */
export function formatVersion(version: NodeVersion): string {
  const [major, minor, patch = 0] = version;
  if (patch) return `${major}.${minor}.${patch}`;
  return minor ? `${major}.${minor}` : `${major}`;
}

/** esbuild's spelling of the target, e.g. "node14.18". */
export function esbuildTarget(target: NodeTarget): string {
  return `node${formatVersion([target.major, target.minor, target.patch])}`;
}

// require("node:fs") works from Node 14.18 and 16.0 (https://nodejs.org/api/modules.html#core-modules); 15.x lacks it.
export function supportsNodePrefix(target: NodeTarget): boolean {
  return target.major >= 16 || (target.major === 14 && target.minor >= 18);
}
