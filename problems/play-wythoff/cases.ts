import { gamesRecipe, type CaseRecipe } from "../../src/problem-kit/case-recipe";
import type { Random } from "../../src/problem-kit/random";
import { constantDivideTraps, constantMultiplyTraps, doubleTraps } from "../hdu1527/float-traps";
import { BRUTE_MAX, randomPosition } from "./gen";
import { answerFile } from "./oracle";
import { MAX_PILE, type Instance } from "./validate";
import { lowerOf } from "./wythoff";

/** A case: its games, a seed for the interactor from the case's own generator, and the winners from the oracle. */
const recipe = (name: string, games: (rng: Random) => Instance[]): CaseRecipe => gamesRecipe(name, games, ([a, b]) => `${a} ${b}\n`, answerFile);

/** Around the losing position of index k: itself, and diagonal steps above it (where the winning move is diagonal). */
function around(k: number, steps: number[]): Instance[] {
  const a = Number(lowerOf(BigInt(k)));
  return steps.map((d) => [a + d, a + k + d] as Instance).filter(([, b]) => b <= MAX_PILE);
}

export const caseRecipes: CaseRecipe[] = [
  recipe("01-sample", () => [[1, 2], [3, 5], [2, 2], [4, 7]]),
  // Every position with both piles up to 12: brute.ts plays them all.
  recipe("02-all-small", () => Array.from({ length: 13 * 13 - 1 }, (_, i) => [Math.floor((i + 1) / 13), (i + 1) % 13] as Instance)),
  recipe("03-random-small", (rng) => Array.from({ length: 200 }, () => randomPosition(rng, BRUTE_MAX))),
  // Where Math.floor(k * (1 + Math.sqrt(5)) / 2) is one off: the losing position, and diagonal steps above it.
  recipe("04-double-traps", () => doubleTraps.flatMap((k) => around(k, [0, 1, 2, 1000]))),
  // Where φ cut to ten digits is one off, as a multiplier or as a divisor.
  recipe("05-constant-traps", () => [...constantMultiplyTraps, ...constantDivideTraps].flatMap((k) => around(k, [0, 1, 2, 77]))),
  // Diagonal steps above random losing positions: only the move on both piles wins.
  recipe("06-diagonal", (rng) => Array.from({ length: 150 }, () => around(rng.int(1, 300_000_000), [rng.int(1, 50_000_000)])).flat()),
  recipe("07-random-1e9", (rng) => Array.from({ length: 200 }, () => randomPosition(rng, MAX_PILE))),
  recipe("08-edges", () => [[0, 1], [1, 0], [0, MAX_PILE], [MAX_PILE, MAX_PILE], [MAX_PILE, 0], [MAX_PILE - 1, MAX_PILE]]),
];
