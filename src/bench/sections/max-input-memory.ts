import { join } from "node:path";
import { judgeCases } from "../../judge/judge-cases";
import { planJudge } from "../../judge/plan-judge";
import { maxInputs, writeMaxCase } from "../max-inputs";
import { mark, type BenchContext } from "../bench-context";

/** A solution may use at most this share of its memory limit above Node's baseline, to leave room for other Nodes. */
export const MEMORY_SHARE_TARGET = 0.75;

/**
 * (i) Each main.ts's peak memory above Node's baseline, as a share of the problem's limit: on every committed case (the
 * highest counts), and on the largest legal input, which is too big to commit: built here from a seed, with the
 * expected output from the oracle, never from main.ts.
 */
export async function benchMaxInputMemory(context: BenchContext): Promise<void> {
  const { print } = context;
  print(`(i) main.ts's peak memory above Node's baseline, as a share of the memory limit (target ≤ ${MEMORY_SHARE_TARGET * 100}%)`);
  const casesRoot = join(context.workDir, "max-inputs");
  for (const maxInput of maxInputs()) {
    const id = maxInput.problemId;
    const maxDir = await writeMaxCase(maxInput, casesRoot, context.workDir);
    const stock = await peakAboveBaseline(id, undefined);
    const max = await peakAboveBaseline(id, maxDir);
    const ok = stock.verdict === "AC" && max.verdict === "AC" && Math.max(stock.share, max.share) <= MEMORY_SHARE_TARGET;
    print(
      `      ${id.padEnd(8)} limit ${String(max.limitMiB).padStart(2)} MiB   stock cases (peak on ${stock.caseName}) ${describe(stock)}   ` +
        `max input ${describe(max)} (${maxInput.description}, ${size(maxInput.input.length)})  ${mark(ok)}`,
    );
  }
}

interface Peak {
  caseName: string;
  verdict: string;
  aboveMiB: number;
  limitMiB: number;
  share: number;
}

const size = (bytes: number): string => (bytes >= 1e6 ? `${(bytes / 1e6).toFixed(1)} MB` : `${(bytes / 1e3).toFixed(1)} kB`);

function describe(peak: Peak): string {
  return `${peak.verdict} ${peak.aboveMiB.toFixed(1).padStart(5)} MiB (${(peak.share * 100).toFixed(0).padStart(2)}%)`;
}

/** Judges main.ts on a folder of cases (the problem's own when undefined); the case with the highest peak counts. */
async function peakAboveBaseline(problemId: string, casesDir: string | undefined): Promise<Peak> {
  const request = planJudge(problemId, casesDir ? { cases: casesDir } : {});
  let baselineKiB = 0;
  const report = await judgeCases(request, { onStart: (info) => (baselineKiB = info.baselineKiB) });
  const worst = [...report.cases].sort((a, b) => b.memoryKiB - a.memoryKiB)[0]!;
  const aboveMiB = (worst.memoryKiB - baselineKiB) / 1024;
  return { caseName: worst.name, verdict: report.summary.verdict, aboveMiB, limitMiB: request.memoryLimitMiB, share: aboveMiB / request.memoryLimitMiB };
}
