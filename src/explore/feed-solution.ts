import { runSolutionOnInput } from "../authoring/run-on-input";
import { displayPath } from "../paths";
import type { LoadedGenerator } from "../authoring/problem-tools";
import { makeTempDir, removeTempDir } from "../util/temp-dir";
import type { FeedItem } from "./feed-items";

// --solution: every position of the range, packed into inputs by the problem's gen.ts format (as stress packs
// instances), run through the solution the way stress runs it, and compared with the answer the exact truth gives.

export interface SolutionReport {
  solution: string;
  positions: number;
  runs: number;
  disagreements: number;
  first: { position: string; expected: string; got: string }[];
  /** Non-blank lines after the last expected answer of a run (the first run that had any): a disagreement too. */
  extraOutput?: { run: number; lines: number; text: string };
}

/** Runs the solution on the items, packed by gen.ts's format (as stress packs instances), and compares each answer. */
export async function feedSolution(options: {
  items: FeedItem[];
  solution: string;
  generator: Pick<LoadedGenerator, "maxInstancesPerFile" | "format">;
  timeLimitMs: number;
  signal?: AbortSignal;
  onProgress?: (done: number, total: number) => void;
}): Promise<SolutionReport> {
  const { items, generator } = options;
  const perFile = Math.min(generator.maxInstancesPerFile ?? 5000, 5000);
  const report: SolutionReport = { solution: displayPath(options.solution), positions: items.length, runs: 0, disagreements: 0, first: [] };
  const workDir = makeTempDir("stonebench-explore");
  const normal = (line: string | undefined) => (line ?? "").trim().split(/\s+/).join(" ");
  try {
    for (let start = 0; start < items.length; start += perFile) {
      if (options.signal?.aborted) break;
      const batch = items.slice(start, start + perFile);
      const output = await runSolutionOnInput(options.solution, await generator.format(batch.map((item) => item.instance)), {
        timeLimitMs: options.timeLimitMs,
        memoryLimitMiB: 1024,
        workDir,
        label: `explore-${report.runs}`,
      });
      report.runs++;
      const lines = output.replace(/\s+$/, "").split(/\r?\n/);
      let at = 0;
      for (const item of batch) {
        const got = lines.slice(at, at + item.expected.length);
        at += item.expected.length;
        if (item.expected.some((line, i) => normal(line) !== normal(got[i]))) {
          report.disagreements++;
          if (report.first.length < 5) report.first.push({ position: item.position, expected: item.expected.join(" / "), got: got.map((line) => line.trim()).join(" / ") || "(nothing)" });
        }
      }
      // Lines past the last answer: stress compares whole outputs, so a solution that prints more is wrong here too.
      const extra = lines.slice(at).filter((line) => line.trim() !== "");
      if (extra.length > 0 && !report.extraOutput) {
        const shown = extra.slice(0, 3).map((line) => (line.length > 80 ? `${line.slice(0, 80)}…` : line.trim())).join(" / ");
        report.extraOutput = { run: report.runs, lines: extra.length, text: extra.length > 3 ? `${shown} / …` : shown };
      }
      options.onProgress?.(Math.min(start + perFile, items.length), items.length);
    }
  } finally {
    removeTempDir(workDir);
  }
  return report;
}
