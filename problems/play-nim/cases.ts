import { gamesRecipe, type CaseRecipe } from "../../src/problem-kit/case-recipe";
import type { Random } from "../../src/problem-kit/random";
import { generator, randomPiles } from "./gen";
import { answerFile } from "./oracle";
import { MAX_GAMES, MAX_PILE, MAX_PILES, type Instance } from "./validate";

/** A case: its games, a seed for the interactor from the case's own generator, and the winners from the oracle. */
const recipe = (name: string, games: (rng: Random) => Instance[]): CaseRecipe => gamesRecipe(name, games, (piles) => `${piles.length}\n${piles.join(" ")}\n`, answerFile);

/** Gaps g with 2^k - g rounded up to 2^k as a float (24-bit significand, ties to even): 1 and the largest, 2^(k-25), for k ≥ 25. */
const nearPowerGaps = (k: number): number[] => (k >= 25 ? [...new Set([1, 2 ** (k - 25)])] : [1]);

export const caseRecipes: CaseRecipe[] = [
  recipe("01-sample", () => [[1, 2, 3], [3, 4, 5], [7], [1, 1]]),
  // Every position of up to three piles of up to 4 stones (sorted): brute.ts plays them all.
  recipe("02-all-small", () => {
    const out: Instance[] = [];
    for (let a = 0; a <= 4; a++) for (let b = a; b <= 4; b++) for (let c = b; c <= 4; c++) if (c > 0) out.push([a, b, c]);
    return out;
  }),
  recipe("03-random-small", (rng) => Array.from({ length: 150 }, () => generator.random(rng, "small"))),
  // The largest pile lacks the xor's top bit: moving it is never the winning move.
  recipe("04-largest-pile-lacks-the-bit", (rng) =>
    Array.from({ length: 100 }, () => {
      const big = rng.int(1 << 20, 1 << 29);
      const low = rng.int(1, 1 << 19);
      return [big, big, low, rng.int(0, low)];
    }),
  ),
  recipe("05-random-medium", (rng) => Array.from({ length: 10 }, () => randomPiles(rng, rng.int(50, 500), MAX_PILE))),
  // The most games (T = 1000), of 1 to 6 piles up to 30 (short games, quick even on a loaded machine): the interactor
  // resigns inside many of them.
  recipe("06-max-games", (rng) => Array.from({ length: MAX_GAMES }, () => randomPiles(rng, rng.int(1, 6), 30))),
  // Starts whose xor is just below a power of two 2^k (k = 21 to 30): (float)x (from k = 25) or log2f's float result
  // rounds up, so a top bit found as (int)log2f((float)x) is one too high, a bit no pile holds (a helper's C player passed 01 to 10; random piles
  // almost never xor to within 2^(k-25) of 2^k). Two piles, the one holding bit k - 1 first, and the same with a pair
  // of equal piles after them.
  recipe("11-top-bit-near-powers", (rng) => {
    const games: Instance[] = [];
    for (let k = 21; k <= 30; k++) {
      const half = 2 ** (k - 1);
      games.push([half, half - 1]);
      for (const below of nearPowerGaps(k)) {
        const a = half + rng.int(0, half / 2 - 1);
        const pair = rng.int(1, MAX_PILE);
        games.push([a, a ^ (2 ** k - below)], [a, a ^ (2 ** k - below), pair, pair]);
      }
    }
    return games;
  }),
  // The same xors over 3 to 60 piles: the pile holding bit k - 1 sits anywhere but last, and every other pile is
  // below 2^(k - 1).
  recipe("12-top-bit-many-piles", (rng) => {
    const games: Instance[] = [];
    for (let k = 21; k <= 30; k++) {
      for (const below of [...nearPowerGaps(k), ...nearPowerGaps(k)]) {
        for (;;) {
          const piles = Array.from({ length: rng.int(3, 60) }, () => rng.int(0, 2 ** (k - 1) - 1));
          const holder = rng.int(0, piles.length - 2);
          piles[holder] = 0;
          piles[holder] = piles.reduce((x, p) => x ^ p, 0) ^ (2 ** k - below);
          if (piles[holder]! <= MAX_PILE) {
            games.push(piles);
            break;
          }
        }
      }
    }
    return games;
  }),
  // One game of 10^6 piles (the most), small ones first and big ones last, played to the resignation after 15,000
  // moves: a strategy that scans the piles or recomputes the xor on every move is quadratic here.
  { ...recipe("07-max-piles", (rng) => [[...randomPiles(rng, MAX_PILES - 10_000, 1000), ...randomPiles(rng, 10_000, MAX_PILE)]]), generated: true },
  // 10^6 piles again in one game, a new draw with 20,000 big piles at the end.
  { ...recipe("08-max-piles-again", (rng) => [[...randomPiles(rng, MAX_PILES - 20_000, 1000), ...randomPiles(rng, 20_000, MAX_PILE)]]), generated: true },
  // The longest line: one game of 10^6 piles of nine and ten digits (about 10.5 MB on one line, where 07 and 08 hold
  // 3.2 MB). A reader that allows lines of 4 MiB (Go's bufio.Scanner with a 1 << 22 Buffer) passed 07 and 08.
  { ...recipe("09-max-piles-long-line", (rng) => [Array.from({ length: MAX_PILES }, () => rng.int(100_000_000, MAX_PILE))]), generated: true },
  // Two games of 500,000 such piles (two lines of about 5.2 MB), the second a losing start (its last pile the xor of
  // the others): a second case past a 4 MiB line.
  {
    ...recipe("10-long-lines", (rng) =>
      [0, 1].map((game) => {
        const piles = Array.from({ length: MAX_PILES / 2 }, () => rng.int(100_000_000, MAX_PILE));
        if (game === 1) piles[piles.length - 1] = piles.slice(0, -1).reduce((x, p) => x ^ p, 0);
        return piles;
      }),
    ),
    generated: true,
  },
];
