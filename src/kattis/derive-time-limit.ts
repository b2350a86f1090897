import { readFileSync } from "node:fs";
import { judgeCases } from "../judge/judge-cases";
import { planJudge } from "../judge/plan-judge";
import { describeError } from "../errors";
import { displayPath } from "../paths";
import { writeFileAtomic } from "../util/atomic-write";
import { wholeUnits } from "../util/whole-units";

// Generous enough for any accepted submission; a run past it cannot give a limit anyway.
const MEASURE_LIMIT_MS = 20_000;

/**
 * A package without limits.time_limit: Kattis takes the slowest accepted submission's time T over all cases and
 * sets the limit to the smallest multiple of time_resolution at least T × ac_to_time_limit (time_multiplier in
 * legacy packages). Here the accepted TypeScript/JavaScript submissions are judged to measure T (CPU time), and
 * problem.yaml's timeLimitMs is rewritten. Returns the note that says how.
 */
export async function deriveTimeLimit(
  id: string,
  configPath: string,
  accepted: string[],
  rule: { multiplier: number; resolutionMs: number; why: string },
  signal?: AbortSignal,
  onProgress?: (line: string) => void,
): Promise<string> {
  let slowest: { ms: number; solution: string; caseName: string } | undefined;
  const failed: { solution: string; reason: string }[] = [];
  for (const [index, solution] of accepted.entries()) {
    if (signal?.aborted) break;
    // Each is judged on every case: NWERC 2023 brickwork's ten (Java and Kotlin among them) on 134 cases kept import
    // silent for minutes, as if it hung.
    onProgress?.(`timing the accepted submissions for the time limit (the package sets none): ${index + 1} of ${accepted.length}, ${displayPath(solution)}`);
    let report;
    try {
      report = await judgeCases({ ...planJudge(id, { solution, tl: MEASURE_LIMIT_MS, ...(signal ? { signal } : {}) }) });
    } catch (error) {
      // The problem's own judge (an interactor, a validator) cannot run here: nothing can be timed, and import still stands.
      failed.push({ solution: displayPath(solution), reason: describeError(error) });
      continue;
    }
    if (report.summary.verdict !== "AC") {
      failed.push({ solution: displayPath(solution), reason: report.summary.message || report.summary.verdict });
      continue;
    }
    for (const result of report.cases) if (!slowest || result.cpuMs > slowest.ms) slowest = { ms: result.cpuMs, solution: displayPath(solution), caseName: result.name };
  }
  // Stopped (Ctrl-C): a part of the timing is no limit; the caller says what became of the import.
  if (signal?.aborted) return "";
  const failures = failed.length ? `; not AC, so not counted: ${byReason(failed)}` : "";
  if (!slowest) return `the package sets no time limit and no accepted submission could be timed here${failures}; kept ${readLimit(configPath)} ms: set timeLimitMs in ${displayPath(configPath)}`;
  // The product is said before it is rounded: a multiplier of 0.0001 made any run one resolution, without a word.
  const product = Number((slowest.ms * rule.multiplier).toPrecision(12));
  const limitMs = wholeUnits(product / rule.resolutionMs, 1) * rule.resolutionMs;
  const rounding = `= ${product} ms, rounded up to a multiple of ${rule.resolutionMs % 1000 === 0 ? `${rule.resolutionMs / 1000} s` : `${rule.resolutionMs} ms`}`;
  const text = readFileSync(configPath, "utf8");
  const how = `# Derived on import as Kattis does: slowest accepted ${slowest.ms} ms (${slowest.solution} on ${slowest.caseName}) × ${rule.why} ${rounding}.`;
  writeFileAtomic(configPath, text.replace(/^timeLimitMs: \d+$/m, `${how}\ntimeLimitMs: ${limitMs}`));
  return `the package sets no time limit: ${limitMs} ms from the slowest accepted run, ${slowest.ms} ms (${slowest.solution} on ${slowest.caseName}), × ${rule.why} ${rounding}${failures}`;
}

/**
 * The submissions not counted, grouped by the first line of their reason: a validator that cannot run here stopped
 * every one of NWERC 2023 higherarithmetic's twelve with the same long sentence, twelve times in one note, and a compile
 * error's source excerpt broke the note over several lines.
 */
function byReason(failed: { solution: string; reason: string }[]): string {
  const groups = new Map<string, string[]>();
  for (const { solution, reason } of failed) {
    const line = reason.split("\n").map((part) => part.trim()).find(Boolean) ?? "not AC";
    groups.set(line, [...(groups.get(line) ?? []), solution]);
  }
  return [...groups].map(([reason, solutions]) => `${solutions.join(", ")} (${reason})`).join("; ");
}

function readLimit(configPath: string): string {
  return /^timeLimitMs: (\d+)$/m.exec(readFileSync(configPath, "utf8"))?.[1] ?? "?";
}
