import type { ProblemGenerator } from "../../src/problem-kit/generator";
import { shrinkInteger } from "../../src/problem-kit/shrink";
import { MAX_GAMES, MAX_M, MAX_N, type Instance } from "./validate";

/** "small" games stay in the range the exhaustive cases cover; brute.ts itself reaches every valid game. */
export const SMALL_MAX = 60;

export function formatGames(games: readonly Instance[]): string {
  return `${games.length}\n${games.map(({ n, m }) => `${n} ${m}\n`).join("")}`;
}

export const generator: ProblemGenerator<Instance> = {
  random(rng, size) {
    const topN = size === "small" ? SMALL_MAX : MAX_N;
    const topM = size === "small" ? SMALL_MAX : MAX_M;
    const m = rng.spread(1, topM);
    // Lost games (n a multiple of m + 1) are rare at random; aim at them a third of the time when there is room.
    if (m + 1 <= topN && rng.chance(1 / 3)) return { n: (m + 1) * rng.int(1, Math.floor(topN / (m + 1))), m };
    return { n: rng.spread(1, topN), m };
  },
  format: formatGames,
  shrink({ n, m }) {
    return [...shrinkInteger(n, 1).map((smaller) => ({ n: smaller, m })), ...shrinkInteger(m, 1).map((smaller) => ({ n, m: smaller }))];
  },
  bruteCanSolve() {
    return true; // the table over (stones left) with moves 1..m costs at most n·m = 10^6 steps per game
  },
  maxInstancesPerFile: MAX_GAMES,
};
