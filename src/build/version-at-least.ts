/**
 * Whether an installed major.minor (a version line's two numbers, as matched) is at least `since` ("1.21"): the
 * notes for a feature newer than the toolchain here (go-newer-note.ts, kotlin-newer-note.ts) each compared them.
 */
export function versionAtLeast(major: string, minor: string, since: string): boolean {
  const [wantMajor, wantMinor] = since.split(".").map(Number);
  return Number(major) > wantMajor! || (Number(major) === wantMajor && Number(minor) >= wantMinor!);
}
