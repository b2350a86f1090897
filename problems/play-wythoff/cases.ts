import { gamesRecipe, type CaseRecipe } from "../../src/problem-kit/case-recipe";
import type { Random } from "../../src/problem-kit/random";
import { MAX_K_1527, TRAP_LIMIT } from "../hdu1527/float-traps";
import { trapPositions, type Position } from "../hdu1527/trap-positions";
import { BRUTE_MAX, randomPosition } from "./gen";
import { answerFile } from "./oracle";
import { MAX_GAMES, MAX_PILE, type Instance } from "./validate";
import { lowerOf } from "./wythoff";

/** A case: its games, a seed for the interactor from the case's own generator, and the winners from the oracle. */
const recipe = (name: string, games: (rng: Random) => Instance[]): CaseRecipe => gamesRecipe(name, games, ([a, b]) => `${a} ${b}\n`, answerFile);

/** Around the losing position of index k: itself, and diagonal steps above it (where the winning move is diagonal). */
function around(k: number, steps: number[]): Instance[] {
  const a = Number(lowerOf(BigInt(k)));
  return steps.map((d) => [a + d, a + k + d] as Instance).filter(([, b]) => b <= MAX_PILE);
}

/**
 * Games starting around the traps of every floating-point formula of float-formulas.ts: its first traps ("low"), or its
 * last and spread ones ("high"), as differences up to 381966011 and as pile values up to 10^9, each in a random order.
 */
function floatTraps(rng: Random, which: "low" | "high"): Instance[] {
  const accept = ([a, b]: Position): Position | undefined => (a >= 0 && b >= 0 && a <= MAX_PILE && b <= MAX_PILE && a + b > 0 ? [a, b] : undefined);
  const positions = trapPositions({ indexUpTo: MAX_K_1527, argumentUpTo: TRAP_LIMIT, which, count: 3, accept });
  if (positions.length > MAX_GAMES) throw new Error(`${positions.length} trap positions, more than T = ${MAX_GAMES}: choose fewer traps per formula`);
  return positions.map(([a, b]) => (rng.chance(0.5) ? [a, b] : [b, a]));
}

export const caseRecipes: CaseRecipe[] = [
  recipe("01-sample", () => [[1, 2], [3, 5], [2, 2], [4, 7]]),
  // Every position with both piles up to 12: brute.ts plays them all.
  recipe("02-all-small", () => Array.from({ length: 13 * 13 - 1 }, (_, i) => [Math.floor((i + 1) / 13), (i + 1) % 13] as Instance)),
  recipe("03-random-small", (rng) => Array.from({ length: 200 }, () => randomPosition(rng, BRUTE_MAX))),
  // Every formula's traps, in two files: a floating-point ⌊kφ⌋ loses in both.
  recipe("04-float-traps-low", (rng) => floatTraps(rng, "low")),
  recipe("05-float-traps-high", (rng) => floatTraps(rng, "high")),
  // Diagonal steps above random losing positions: only the move on both piles wins.
  recipe("06-diagonal", (rng) => Array.from({ length: 150 }, () => around(rng.int(1, 300_000_000), [rng.int(1, 50_000_000)])).flat()),
  recipe("07-random-1e9", (rng) => Array.from({ length: 200 }, () => randomPosition(rng, MAX_PILE))),
  recipe("08-edges", () => [[0, 1], [1, 0], [0, MAX_PILE], [MAX_PILE, MAX_PILE], [MAX_PILE, 0], [MAX_PILE - 1, MAX_PILE]]),
  // The most games (T = 2000), with piles up to 100: short games (every move is a round trip through three processes),
  // so 2000 of them stay well inside the judge's wall bound on a loaded machine.
  recipe("09-max-games", (rng) => Array.from({ length: MAX_GAMES }, () => randomPosition(rng, 100))),
  // T = 2000 again: 300 of the float-trap positions (a strategy that tries every move runs out of time on them), then
  // diagonal steps above small losing positions and small random ones.
  recipe("10-max-games-traps", (rng) => {
    const traps = [...floatTraps(rng, "low"), ...floatTraps(rng, "high")].filter((_, i) => i % 4 === 0).slice(0, 300);
    const rest = Array.from({ length: MAX_GAMES - traps.length }, (_, i) => (i % 2 ? randomPosition(rng, 100) : around(rng.int(1, 40), [rng.int(1, 30)])[0] ?? randomPosition(rng, 100)));
    return [...traps, ...rest];
  }),
];
