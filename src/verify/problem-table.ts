import { basename } from "node:path";
import { judgeCases, type CaseResult } from "../judge/judge-cases";
import { planJudge } from "../judge/plan-judge";
import { displayPath } from "../paths";
import { readSolutionLabel } from "./solution-label";
import { timeMultipliersOf } from "./time-multipliers";
import { buildVerdictTable, type TableRow, type TleMargin, type VerdictTable } from "./verdict-table";

/**
 * The verdict table of one problem from what verify judged (solution path → its results on every case): each
 * solution's row with its label, the slowest accepted run against the limit × ac_to_time_limit, and each
 * time_limit_exceeded solution judged again, on the first case it was TLE on, with the limit × time_limit_to_tle
 * (as BAPCtools does): it must still be TLE there.
 */
export async function problemTable(id: string, judged: Map<string, CaseResult[] | string>, jobs: number): Promise<VerdictTable> {
  const base = planJudge(id, { jobs, withoutMain: true });
  const multipliers = timeMultipliersOf(id);
  const rows: TableRow[] = [];
  const margins: TleMargin[] = [];
  for (const [path, results] of judged) {
    const name = basename(path);
    const oracle = name === "brute.ts" || name === "second-method.ts";
    const isMain = path === base.solutionPath;
    const label = isMain || oracle ? undefined : readSolutionLabel(path);
    const accepted = isMain || (label?.kind === "exact" && label.verdicts.length === 1 && label.verdict === "AC");
    rows.push({ solution: displayPath(path).replace(/^solutions\/[^/]+\//, ""), ...(label ? { label } : {}), accepted, oracle, results });
    const killedSlow = typeof results === "string" ? undefined : results.find((result) => result.verdict === "TLE");
    if (label?.kind === "exact" && label.verdicts.includes("TLE") && killedSlow) {
      const limitMs = Math.ceil(base.timeLimitMs * multipliers.timeLimitToTle);
      const testCase = base.cases.filter((one) => one.name === killedSlow.name);
      const again = await judgeCases({ ...base, solutionPath: path, solutionLabel: displayPath(path), cases: testCase, timeLimitMs: limitMs });
      const result = again.cases[0];
      margins.push({ solution: displayPath(path).replace(/^solutions\/[^/]+\//, ""), caseName: killedSlow.name, limitMs, verdict: result?.verdict ?? again.summary.verdict, cpuMs: result?.cpuMs ?? 0 });
    }
  }
  return buildVerdictTable(base.cases.map((testCase) => testCase.name), rows, base.timeLimitMs, multipliers, margins);
}
