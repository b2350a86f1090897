import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { judgeCases, type CaseResult } from "../../judge/judge-cases";
import { planJudge } from "../../judge/plan-judge";
import { solutionsDir } from "../../paths";
import { listProblemIds } from "../../problem/find-problem";
import { readSolutionLabel } from "../../verify/solution-label";
import { median } from "../measure";
import { mark, type BenchContext } from "../bench-context";

/** The problem package format's multipliers (2023-07): the limit is twice the slowest accepted run, rounded up to whole seconds; a solution meant to time out must need 1.5 times the limit. */
export const AC_TO_TIME_LIMIT = 2;
export const TIME_LIMIT_TO_TLE = 1.5;
export const TIME_RESOLUTION_MS = 1000;
// Enough for any accepted run: measuring, not judging.
const MEASURE_LIMIT_MS = 30_000;
// A TLE-labelled solution is measured up to this many times the limit.
const MEASURE_FACTOR = 5;

/** The limit the format derives from the slowest accepted run's CPU time. */
export function deriveTimeLimit(slowestMs: number): number {
  return Math.max(1, Math.ceil((slowestMs * AC_TO_TIME_LIMIT) / TIME_RESOLUTION_MS)) * TIME_RESOLUTION_MS;
}

/**
 * (l) Where each time limit comes from: main.ts's CPU time on every case, the largest inputs included (median of the
 * repeats per case), the limit the format's multipliers derive from the slowest case, and problem.yaml's limit beside
 * it; then the CPU every wrong solution labelled TLE needs on its largest cases, which must be at least 1.5× the limit.
 */
export async function benchTimeLimits(context: BenchContext): Promise<void> {
  const { print } = context;
  const repeats = Math.max(3, context.repeats);
  print(`(l) time limits: slowest main.ts case (CPU, median of ${repeats}) × ${AC_TO_TIME_LIMIT}, rounded up to ${TIME_RESOLUTION_MS / 1000} s; every TLE-labelled solution must need ≥ ${TIME_LIMIT_TO_TLE}× the limit`);
  for (const id of listProblemIds()) {
    const request = planJudge(id, { tl: MEASURE_LIMIT_MS });
    const samples = new Map<string, number[]>();
    for (let round = 0; round < repeats; round++) {
      const report = await judgeCases(request);
      for (const result of report.cases) {
        if (result.verdict !== "AC") throw new Error(`${id} main.ts: ${result.verdict} on ${result.name} (${result.message}); a limit needs an accepted run`);
        samples.set(result.name, [...(samples.get(result.name) ?? []), result.cpuMs]);
      }
    }
    const perCase = [...samples].map(([name, cpus]) => ({ name, ms: median(cpus), most: Math.max(...cpus) }));
    const slowest = perCase.sort((a, b) => b.ms - a.ms)[0]!;
    const configured = planJudge(id, {}).timeLimitMs;
    const derived = deriveTimeLimit(slowest.ms);
    // The limit must leave the slowest accepted run at most half of it (derived under load, a limit can be a step above).
    const half = slowest.ms * AC_TO_TIME_LIMIT <= configured;
    print(
      `      ${id.padEnd(18)} slowest ${slowest.name} ${slowest.ms} ms (most ${slowest.most} ms); derived ${derived} ms; problem.yaml ${configured} ms, ` +
        `${(configured / slowest.ms).toFixed(1)}× the slowest  ${mark(half && configured >= derived)}`,
    );
    for (const wrong of listTleLabelled(id)) {
      // Judged with room (5× the limit) so the CPU it needs shows; a run killed by the wall bound first proves nothing.
      const cases = [...request.cases].sort((a, b) => statSync(b.inputPath).size - statSync(a.inputPath).size);
      const needed = configured * TIME_LIMIT_TO_TLE;
      const report = await judgeCases({ ...planJudge(id, { solution: wrong, tl: MEASURE_FACTOR * configured }), cases, stopWhen: (result: CaseResult) => result.cpuMs >= needed });
      const worst = [...report.cases].sort((a, b) => b.cpuMs - a.cpuMs)[0];
      // "MLE or TLE": a run its other verdict stopped first is caught by that, not by time.
      const label = readSolutionLabel(wrong)!;
      const otherwise = report.cases.find((result) => result.verdict !== "TLE" && result.verdict !== "AC" && label.verdicts.includes(result.verdict));
      const ok = (worst !== undefined && worst.cpuMs >= needed) || otherwise !== undefined;
      const seen = worst ? `${worst.cpuMs} ms CPU on ${worst.name} (${worst.verdict}${worst.verdict === "TLE" ? `, stopped at ${MEASURE_FACTOR}× the limit or the wall bound` : ""}), ${(worst.cpuMs / configured).toFixed(1)}× the limit${otherwise && worst.cpuMs < needed ? `; ${otherwise.verdict} first on ${otherwise.name}, as its label allows` : ""}` : "no case judged";
      print(`        ${wrong.split("/").slice(-2).join("/").padEnd(34)} ${seen}  ${mark(ok)}`);
    }
  }
}

function listTleLabelled(id: string): string[] {
  const dir = join(solutionsDir(), id, "wrong");
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((file) => /\.(ts|js)$/.test(file))
    .sort()
    .map((file) => join(dir, file))
    .filter((path) => readSolutionLabel(path)?.verdicts.includes("TLE"));
}
