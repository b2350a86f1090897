import { readFileSync } from "node:fs";
import { judgeCases } from "../../judge/judge-cases";
import { planJudge } from "../../judge/plan-judge";
import type { BenchContext } from "../bench-context";

// Which case of each play problem is timed against its 4-game sample (both in the same run).
const TIMED: Record<string, string> = { "play-fibonacci-nim": "06-random-1e18", "play-wythoff": "07-random-1e9", "play-nim": "05-random-medium" };

/**
 * (j) Interactive judging: wall time per game of each play problem, as (wall of a many-game case − wall of the 4-game
 * sample) / (the difference in games), so process start-up cancels out; each wall is the median of the repeats.
 */
export async function benchInteractiveGames(context: BenchContext): Promise<void> {
  const repeats = Math.max(3, context.repeats);
  for (const [id, name] of Object.entries(TIMED)) {
    const timeCase = async (caseName: string): Promise<{ wallMs: number; games: number; cpuMs: number }> => {
      const request = planJudge(id, { case: caseName });
      const games = Number(readFileSync(request.cases[0]!.inputPath, "utf8").trim().split(/\s+/)[0]);
      const walls: number[] = [];
      let cpuMs = 0;
      for (let i = 0; i < repeats; i++) {
        const report = await judgeCases(request);
        if (report.summary.verdict !== "AC") throw new Error(`${id} ${caseName}: ${report.summary.verdict} (expected AC)`);
        walls.push(report.cases[0]!.wallMs);
        cpuMs = report.cases[0]!.cpuMs;
      }
      walls.sort((a, b) => a - b);
      return { wallMs: walls[Math.floor(walls.length / 2)]!, games, cpuMs };
    };
    const sample = await timeCase("01-sample");
    const big = await timeCase(name);
    const perGame = (big.wallMs - sample.wallMs) / (big.games - sample.games);
    context.print(`(j) ${id}: ${perGame.toFixed(1)} ms of wall per game (${name}: ${big.games} games in ${big.wallMs} ms, solution CPU ${big.cpuMs} ms; the 4-game sample ${sample.wallMs} ms)`);
  }
}
