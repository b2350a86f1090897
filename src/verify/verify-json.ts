import { excusedInDraft, type VerifyCheck } from "./verify-check";

/** One problem as verify saw it: every check in the order made. */
export interface VerifiedProblem {
  id: string;
  draft: boolean;
  checks: VerifyCheck[];
}

/**
 * The JSON report of `verify --json`, versioned: problems → checks, each with its kind, the solution and label, the
 * cases that killed a wrong solution, and every case's verdict (enough for a solution × case verdict table).
 * New fields may be added; existing ones keep their meaning.
 */
export function verifyJson(problems: VerifiedProblem[], totals: { failures: string[]; warnings: string[]; interrupted: boolean }) {
  return {
    version: 1,
    problems: problems.map((problem) => ({
      id: problem.id,
      draft: problem.draft,
      // A draft's unfinished checks do not fail it; a package submission contradicting its label does (scripts/verify.ts).
      ok: problem.checks.every((check) => check.ok || excusedInDraft(check, problem.draft)),
      checks: problem.checks.map((check) => ({
        kind: check.kind,
        ok: check.ok,
        summary: check.summary,
        failures: check.failures,
        warnings: check.warnings,
        ...(check.solution ? { solution: check.solution } : {}),
        ...(check.label ? { label: { kind: check.label.kind, verdicts: check.label.verdicts, reason: check.label.reason } } : {}),
        ...(check.kills ? { kills: check.kills } : {}),
        ...(check.packageSubmission ? { packageSubmission: check.packageSubmission } : {}),
        ...(check.results ? { results: check.results } : {}),
      })),
    })),
    summary: {
      problems: problems.length,
      checks: problems.reduce((sum, problem) => sum + problem.checks.length, 0),
      failures: totals.failures.length,
      warnings: totals.warnings.length,
      verdict: totals.interrupted ? "interrupted" : totals.failures.length === 0 ? "verified" : "failed",
    },
  };
}
