import { runSolutionOnInput } from "../authoring/run-on-input";
import { UserError } from "../errors";
import { displayPath } from "../paths";
import type { LoadedGenerator } from "../authoring/problem-tools";
import { makeTempDir, removeTempDir } from "../util/temp-dir";
import type { Exploration } from "./explore";
import type { Position, State, Truth } from "../problem-kit/game-definition";
import { analyseSumDirectly } from "./sums";

// --solution: every position of the range, packed into inputs by the problem's gen.ts format (as stress packs
// instances), run through the solution the way stress runs it, and compared with the answer the exact truth gives.

export interface SolutionReport {
  solution: string;
  positions: number;
  runs: number;
  disagreements: number;
  first: { position: string; expected: string; got: string }[];
}

export async function feedSolution(options: {
  exploration: Exploration;
  solution: string;
  generator: Pick<LoadedGenerator, "maxInstancesPerFile" | "format">;
  timeLimitMs: number;
  signal?: AbortSignal;
  onProgress?: (done: number, total: number) => void;
}): Promise<SolutionReport> {
  const { exploration, generator } = options;
  const { loaded, analysis, view } = exploration;
  const binding = loaded.problem;
  if (!binding) throw new UserError(`${displayPath(loaded.path)} has no problem binding`, "export const problem = { toInstance, answer } to feed a solution");
  const positions: Position[] = [];
  let truth: Truth<any>;
  if (loaded.game.sumOfHeaps) {
    const { count, max } = binding.sumPiles ?? { count: 3, max: 10 };
    const table = analyseSumDirectly(loaded.game, count, max, exploration.misere);
    truth = { isP: (piles: number[]) => table.grundy[table.index(piles)] === 0, grundy: (piles: number[]) => table.grundy[table.index(piles)]! };
    const add = (prefix: number[]) => {
      if (prefix.length) positions.push(prefix);
      if (prefix.length < count) for (let h = 1; h <= max; h++) add([...prefix, h]);
    };
    add([]);
  } else {
    const { space, grundy } = analysis;
    truth = { isP: (state: State) => grundy[space.index(state)] === 0, grundy: (state: State) => grundy[space.index(state)]! };
    const size = view.range + 1;
    if (view.dims === 1) for (let n = view.first; n <= view.range; n++) positions.push(n);
    else for (let a = 0; a < size; a++) for (let b = 0; b < size; b++) positions.push([a, b]);
  }
  const items = positions
    .map((position) => ({ position, instance: binding.toInstance(position, loaded.parameters) }))
    .filter((item) => item.instance !== undefined)
    .map((item) => ({ ...item, expected: binding.answer(item.position, truth, loaded.parameters).split("\n") }));
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
          if (report.first.length < 5) report.first.push({ position: view.format(item.position), expected: item.expected.join(" / "), got: got.map((line) => line.trim()).join(" / ") || "(nothing)" });
        }
      }
      options.onProgress?.(Math.min(start + perFile, items.length), items.length);
    }
  } finally {
    removeTempDir(workDir);
  }
  return report;
}
