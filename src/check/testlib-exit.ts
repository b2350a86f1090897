import type { Verdict } from "../verdicts";

// testlib.h's exit codes (0.9.45, no EJUDGE/CONTESTER/TESTSYS macros): what a testlib checker's exit means here.
export const TESTLIB_EXIT = { ok: 0, wa: 1, pe: 2, fail: 3, dirt: 4, points: 7, unexpectedEof: 8 } as const;

/**
 * A testlib checker's exit as a verdict: OK is AC, WA is WA; PE, "dirt" (extra output; older testlib exits 4, newer
 * turns it into PE) and "unexpected EOF" (8 under ENABLE_UNEXPECTED_EOF, else PE) are PE. quitp's points (7) are WA
 * with the points shown: stonebench judges pass or fail and cannot know a test's full score, so only quitf(_ok) is
 * AC. FAIL (3), a partial-credit code (_pc) or anything else is IE: the checker's own failure, never the solution's.
 */
export function testlibVerdict(exitCode: number | null): { verdict: Verdict; points?: true } | undefined {
  switch (exitCode) {
    case TESTLIB_EXIT.ok:
      return { verdict: "AC" };
    case TESTLIB_EXIT.wa:
      return { verdict: "WA" };
    case TESTLIB_EXIT.pe:
    case TESTLIB_EXIT.dirt:
    case TESTLIB_EXIT.unexpectedEof:
      return { verdict: "PE" };
    case TESTLIB_EXIT.points:
      return { verdict: "WA", points: true };
    default:
      return undefined;
  }
}
