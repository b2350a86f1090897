import { gamesRecipe, type CaseRecipe } from "../../src/problem-kit/case-recipe";
import type { Random } from "../../src/problem-kit/random";
import { FIBS } from "./fibonacci";
import { BRUTE_MAX_N, randomHeap } from "./gen";
import { answerFile } from "./oracle";
import { MAX_GAMES, MAX_N } from "./validate";

/** A case: its heaps, a seed for the interactor drawn from the case's own generator, and the winners from the oracle. */
const recipe = (name: string, heaps: (rng: Random) => bigint[]): CaseRecipe => gamesRecipe(name, heaps, (n) => `${n}\n`, answerFile);

const TWO_53 = 2n ** 53n;
const big = FIBS.filter((f) => f > TWO_53 && f + 1n <= MAX_N);

export const caseRecipes: CaseRecipe[] = [
  recipe("01-sample", () => [2n, 4n, 13n, 100n]),
  // Every heap brute.ts can reach: the exhaustive search plays all of them.
  recipe("02-all-small", () => Array.from({ length: Number(BRUTE_MAX_N) - 1 }, (_, i) => BigInt(i + 2))),
  // Fibonacci heaps and neighbours up to 10^9: losing heaps, and winning heaps with one tiny term.
  recipe("03-fibonacci-neighbours", () => FIBS.filter((f) => f <= 10n ** 9n && f >= 3n).flatMap((f) => [f - 1n, f, f + 1n])),
  recipe("04-random-1e9", (rng) => Array.from({ length: 200 }, () => randomHeap(rng, 10n ** 9n))),
  // Past 2^53 doubles round: a Fibonacci heap plus one reads as the Fibonacci heap, and takes go wrong.
  recipe("05-beyond-2-53", (rng) => [...big.flatMap((f) => [f + 1n, f, f + 3n]), ...Array.from({ length: 60 }, () => TWO_53 + randomHeap(rng, MAX_N - TWO_53))]),
  recipe("06-random-1e18", (rng) => Array.from({ length: 300 }, () => randomHeap(rng, MAX_N))),
  recipe("07-max", () => [MAX_N, MAX_N - 1n, big.at(-1)!, big.at(-1)! - 1n]),
  // The most games (T = 2000), on heaps of 2 to 20 stones: short games, so 2000 of them go through the judge quickly
  // even on a loaded machine (every move is a round trip through three processes).
  recipe("08-max-games", (rng) => Array.from({ length: MAX_GAMES }, () => BigInt(rng.int(2, 20)))),
  // T = 2000 again: every Fibonacci heap past 2^53 and the heap one above it (long games), between small ones.
  recipe("09-max-games-mixed", (rng) => {
    const near = big.flatMap((f) => [f, f + 1n]);
    const small = Array.from({ length: MAX_GAMES - near.length }, () => BigInt(rng.int(2, 20)));
    return [...near, ...small].map((heap, i, all) => all[(i * 7919) % all.length]!);
  }),
];
