import { judgeCases } from "../../judge/judge-cases";
import { planJudge } from "../../judge/plan-judge";
import { describeSize, maxInputs } from "../max-inputs";
import { mark, type BenchContext } from "../bench-context";

/** A solution may use at most this share of its memory limit above Node's baseline, to leave room for other Nodes. */
export const MEMORY_SHARE_TARGET = 0.75;

/**
 * (i) Each main.ts's peak memory above Node's baseline, as a share of the problem's limit: on every committed case (the
 * highest counts), and on each largest legal input (the generated cases, made from their recipe and answered by an
 * independent oracle).
 */
export async function benchMaxInputMemory(context: BenchContext): Promise<void> {
  const { print } = context;
  print(`(i) main.ts's peak memory above Node's baseline, as a share of the memory limit (target ≤ ${MEMORY_SHARE_TARGET * 100}%)`);
  const byProblem = new Map<string, ReturnType<typeof maxInputs>>();
  for (const maxInput of maxInputs()) byProblem.set(maxInput.problemId, [...(byProblem.get(maxInput.problemId) ?? []), maxInput]);
  for (const [id, inputs] of byProblem) {
    const peaks = await peaksAboveBaseline(id);
    const stock = peaks.filter((peak) => !inputs.some((input) => input.testCase.name === peak.caseName)).sort((a, b) => b.aboveMiB - a.aboveMiB)[0]!;
    const ok = peaks.every((peak) => peak.verdict === "AC" && peak.share <= MEMORY_SHARE_TARGET);
    const large = inputs.map((input) => `${input.testCase.name} ${describe(peaks.find((peak) => peak.caseName === input.testCase.name)!)} (${describeSize(input.bytes)})`).join(", ");
    print(`      ${id.padEnd(8)} limit ${String(stock.limitMiB).padStart(2)} MiB   committed cases (peak on ${stock.caseName}) ${describe(stock)}   largest inputs: ${large}  ${mark(ok)}`);
  }
}

interface Peak {
  caseName: string;
  verdict: string;
  aboveMiB: number;
  limitMiB: number;
  share: number;
}

function describe(peak: Peak): string {
  return `${peak.verdict} ${peak.aboveMiB.toFixed(1).padStart(5)} MiB (${(peak.share * 100).toFixed(0).padStart(2)}%)`;
}

/** Judges main.ts on every case of the problem, generated ones included: each case's peak above the baseline. */
async function peaksAboveBaseline(problemId: string): Promise<Peak[]> {
  const request = planJudge(problemId, {});
  let baselineKiB = 0;
  const report = await judgeCases(request, { onStart: (info) => (baselineKiB = info.baselineKiB) });
  return report.cases.map((result) => {
    const aboveMiB = (result.memoryKiB - baselineKiB) / 1024;
    return { caseName: result.name, verdict: result.verdict, aboveMiB, limitMiB: request.memoryLimitMiB, share: aboveMiB / request.memoryLimitMiB };
  });
}
