import type { CaseRecipe } from "../../src/problem-kit/case-recipe";
import type { Random } from "../../src/problem-kit/random";
import { formatBlocks, generator, makeLosing, shuffle, xorOf } from "./gen";
import { MAX_PILE_SIZE, MAX_PILES, MAX_TOTAL_PILES, type Instance } from "./validate";

const MAX = MAX_PILE_SIZE;

/** Every multiset of `count` sizes from 1..top, as sorted lists. */
function multisets(count: number, top: number, from = 1): number[][] {
  if (count === 0) return [[]];
  const out: number[][] = [];
  for (let a = from; a <= top; a++) for (const rest of multisets(count - 1, top, a)) out.push([a, ...rest]);
  return out;
}

/** A uniformly random lost position of `count` large piles (the last pile is the xor of the others). */
function largeLost(rng: Random, count: number): Instance {
  for (;;) {
    const piles = Array.from({ length: count }, () => rng.int(1, MAX));
    makeLosing(piles, MAX);
    if (xorOf(piles) === 0) return piles;
  }
}

/** An odd number of piles that all hold the same top bit: the xor holds it too, so every pile is a winning move. */
function allWinning(rng: Random, count: number, topBit: number): Instance {
  return Array.from({ length: count | 1 }, () => 2 ** topBit + rng.int(0, 2 ** topBit - 1));
}

/**
 * A block of 200,000 piles whose winning moves keep ten digits on both sides: 199,998 piles 2^30 + 2^20 + r (2^30 an
 * even number of times, so the xor's top bit is 2^20, which every one of them holds), one 2^20 + r and one small pile.
 */
function longTargets(rng: Random): Instance {
  const piles = Array.from({ length: MAX_PILES - 2 }, () => 2 ** 30 + 2 ** 20 + rng.int(0, 2 ** 20 - 1));
  piles.push(2 ** 20 + rng.int(0, 2 ** 20 - 1), rng.int(1, 2 ** 20 - 1));
  return shuffle(rng, piles);
}

export const caseRecipes: CaseRecipe[] = [
  {
    name: "01-sample",
    input: "2\n45 45\n3\n3 6 9\n5\n5 7 8 9 10\n0\n",
    expected: "No\nYes\n9 5\nYes\n8 1\n9 0\n10 3\n",
  },
  {
    // Every position of up to 4 piles of at most 12 stones, each block shuffled so that pile order matters.
    name: "02-all-small",
    input: (rng) => formatBlocks([1, 2, 3, 4].flatMap((count) => multisets(count, 12)).map((piles) => shuffle(rng, piles))),
  },
  { name: "03-random-small", input: (rng) => formatBlocks(Array.from({ length: 3000 }, () => generator.random(rng, "small"))) },
  {
    // Sizes at and near 2^31 - 1, powers of two, and values that wrap in 16 or 31 bits.
    name: "04-largest-piles",
    input: (rng) =>
      formatBlocks([
        [MAX],
        [MAX, MAX],
        [MAX, MAX, MAX],
        [MAX, 2 ** 30, 2 ** 30 - 1],
        [MAX, 1],
        [1, MAX],
        [MAX - 1, MAX],
        [MAX, MAX - 1, 1],
        Array.from({ length: 31 }, (_, bit) => 2 ** bit),
        Array.from({ length: 31 }, (_, bit) => 2 ** (30 - bit)),
        [65536, 65537],
        [65535, 65536, 131071],
        [65536, 131072, 196608],
        [2 ** 30, 2 ** 30],
        [2 ** 30, 2 ** 29, 2 ** 28],
        ...Array.from({ length: 200 }, (_, i) => {
          const piles = Array.from({ length: rng.int(1, 100) }, () => rng.int(MAX - 1000, MAX));
          return i % 3 === 0 ? makeLosing(piles, MAX) : piles;
        }),
      ]),
  },
  // The most piles, with uniformly large sizes and xor 0: the answer is one "No" after reading 200000 sizes.
  { name: "05-max-m-lost", input: (rng) => formatBlocks([largeLost(rng, MAX_PILES)]) },
  // 199999 piles that all share bit 30: every pile is a winning move, so the output has 200000 lines.
  { name: "06-max-m-all-win", input: (rng) => formatBlocks([allWinning(rng, MAX_PILES - 1, 30)]) },
  {
    // Equal piles: an even number loses, an odd number wins by emptying any one of them.
    name: "07-equal-piles",
    input: formatBlocks([
      ...[1, 2, 3, 4, 5, 10, 11, 100, 101, 1000, 1001].flatMap((count) => [1, 7, 65536, MAX].map((a) => new Array<number>(count).fill(a))),
      new Array<number>(MAX_PILES).fill(1),
      new Array<number>(MAX_PILES - 1).fill(1),
    ]),
  },
  {
    // Many tiny games, about a third of them lost.
    name: "08-many-blocks",
    input: (rng) =>
      formatBlocks(
        Array.from({ length: 250_000 }, () => {
          const piles = Array.from({ length: rng.int(1, 3) }, () => rng.spread(1, 99_999));
          return rng.chance(1 / 3) ? makeLosing(piles, 99_999) : piles;
        }),
      ),
  },
  {
    // Positions where several moves win, in shuffled pile order, mixed with lost ones of the same sizes.
    name: "09-several-winning-moves",
    input: (rng) =>
      formatBlocks(
        Array.from({ length: 2000 }, (_, i) => {
          const topBit = rng.int(1, 30);
          const piles = allWinning(rng, rng.int(3, 60), topBit);
          if (i % 4 === 3) return makeLosing(piles, MAX);
          // Mix in smaller piles that are not winning moves.
          return shuffle(rng, [...piles, ...Array.from({ length: rng.int(0, 20) }, () => rng.int(1, 2 ** topBit - 1))]);
        }),
      ),
  },
  {
    // The statement promises only that m sizes follow: split over lines, blank lines, tabs, no final newline.
    name: "10-free-layout",
    input: "3\n3\n6\n9\n\n2 45\n45\n5 5 7\t8\n9   10\n\n1\n\n1\n4\n1 2\n3 4\r\n0",
  },
  {
    // The same freedom again, between many small blocks: m and its sizes on one line, sizes over several lines, CRLF,
    // tabs, blank lines, and repeated sizes (each gives its line), with no final newline.
    name: "11-free-layout-many",
    input: (rng) => {
      const blocks = Array.from({ length: 400 }, () => {
        const piles = Array.from({ length: rng.int(1, 6) }, () => rng.spread(1, 70_000));
        if (rng.chance(0.2)) piles.push(piles[0]!, piles[0]!);
        return rng.chance(0.3) ? makeLosing(piles, 70_000) : piles;
      });
      const gap = () => rng.pick([" ", "  ", "\t", "\n", "\r\n", " \n\n"]);
      return `${blocks.map((piles) => `${piles.length}${gap()}${piles.join(gap())}${rng.pick(["\n", "\r\n", "\n\n"])}`).join("")}0`;
    },
  },
  // The input may start with whitespace (a blank line, spaces, a tab): a whitespace split that keeps the empty first
  // token reads m = 0 there and answers nothing.
  { name: "14-leading-blank-line", input: "\n3\n3 6 9\n1\n7\n2\n45 45\n0\n" },
  { name: "15-leading-spaces-tabs", input: "  \t2\t5 5\r\n4 1 2 3 6\r\n0" },
  // A block may end mid-line: the next block's m, and the closing 0, follow the last size on the same line. A reader that
  // finishes the line after each block (cin.ignore(…, '\n'), Java's nextLine) loses that m (a helper's C++ passed every
  // case before these two: each block had ended its line).
  { name: "16-blocks-share-lines", input: "2\n45 45 3\n3 6 9 5 5 7 8\n9 10 1 7 4\n1 2 3 4 0\n" },
  // The whole input on one line, without a final newline.
  { name: "17-one-line", input: "3 3 6 9 2 45 45 5 5 7 8 9 10 1 1 4 1 2 3 4 3 12 10 6 0" },
  {
    // The largest input: three full blocks of 199,999 piles in [2^30, 2^31), so every pile is a winning move (6.6 MB
    // in, 12.6 MB out). One console.log per line is far too slow here, and keeping every line is MLE.
    name: "12-max-blocks",
    generated: true,
    input: (rng) => formatBlocks([0, 1, 2].map(() => allWinning(rng, MAX_PILES - 1, 30))),
  },
  {
    // The most blocks: 200,000 blocks of three piles (600,000 in all), every block a win with three moves when the
    // piles share their top bit, else a loss, with CRLF line ends.
    name: "13-max-small-blocks",
    generated: true,
    input: (rng) => {
      const blocks = Array.from({ length: MAX_TOTAL_PILES / 3 }, (_, i) => (i % 4 === 3 ? makeLosing([rng.int(1, MAX), rng.int(1, MAX), 1], MAX) : allWinning(rng, 3, rng.int(0, 30))));
      return formatBlocks(blocks).replace(/\n/g, "\r\n");
    },
  },
  {
    // The most output again, in many blocks: two blocks of 200,000 piles whose moves keep ten digits on both sides
    // (below), then 199 blocks of 999 piles in [2^30, 2^31), every pile a winning move (13 MB out). A fixed 8 MiB
    // output array (`1 << 23`) overflows here as on 12-max-blocks, which was the only output past 8 MiB, so that
    // mistake was caught by one case alone.
    name: "18-many-full-blocks",
    generated: true,
    input: (rng) => formatBlocks([longTargets(rng), longTargets(rng), ...Array.from({ length: 199 }, () => allWinning(rng, 999, 30))]),
  },
  {
    // The longest output of one block: three blocks of 200,000 piles whose 199,999 winning moves keep ten digits on
    // both sides (4.4 MB a block). 12-max-blocks' blocks give 4.19 MB each, just under 4 MiB, so an output array of
    // `1 << 22` bytes emptied after each block passed every case.
    name: "19-long-targets",
    generated: true,
    input: (rng) => formatBlocks([0, 1, 2].map(() => longTargets(rng))),
  },
  {
    // The most blocks: 600,000 blocks of one pile each (every one a Yes with the move "a 0"). Only 08-many-blocks held
    // more than 200,000 blocks, so a solution that keeps where each block starts in an array sized by m's bound, 200,001,
    // was caught by one case alone.
    name: "20-most-blocks",
    generated: true,
    input: (rng) => formatBlocks(Array.from({ length: MAX_TOTAL_PILES }, () => [rng.spread(1, MAX)])),
  },
];
