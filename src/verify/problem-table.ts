import { basename, relative } from "node:path";
import { problemFiles } from "../authoring/problem-files";
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
  const files = problemFiles(id);
  for (const [path, results] of judged) {
    // The problem's brute force and second method in any language (brute.py was a row labelled "?" that killed "none").
    const oracle = path === files.brute || path === files.secondMethod || ["brute.ts", "second-method.ts"].includes(basename(path));
    const isMain = path === base.solutionPath;
    const label = isMain || oracle ? undefined : readSolutionLabel(path);
    // An unlabelled solution outside wrong/ (main.cpp beside main.ts, cpp/main.cpp) is held AC by verify: its row says
    // so and its time counts for the slowest accepted run.
    const unlabelledAccepted = !label && !oracle && !isInside(path, files.wrong);
    const accepted = isMain || unlabelledAccepted || (label?.kind === "exact" && label.verdicts.length === 1 && label.verdict === "AC");
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

function isInside(path: string, dir: string): boolean {
  const rel = relative(dir, path);
  return rel !== "" && !rel.startsWith("..");
}
