import { InputError, type InputReader } from "../../src/problem-kit/input-reader";

/** One game: the pile sizes, in input order. */
export type Instance = number[];

export const MAX_PILES = 200_000;
export const MAX_PILE_SIZE = 2 ** 31 - 1;
/** The most piles over all blocks of one input: three full blocks (the statement's bound; the original sets none). */
export const MAX_TOTAL_PILES = 600_000;

/**
 * Blocks of m (1 ≤ m ≤ 200000) followed by m pile sizes (1 ≤ a < 2^31), closed by m = 0; nothing may follow; at most
 * 600000 piles over all blocks.
 * The statement does not tie the sizes to one line, so any whitespace between tokens is accepted.
 */
export function parseInput(reader: InputReader): Instance[] {
  const games: Instance[] = [];
  let total = 0;
  for (;;) {
    const blockLine = reader.currentLine;
    const m = reader.readInt(0, MAX_PILES, "m");
    if (m === 0) break;
    total += m;
    if (total > MAX_TOTAL_PILES) throw new InputError(blockLine, `more than ${MAX_TOTAL_PILES} piles over all blocks`);
    const piles: number[] = new Array<number>(m);
    for (let i = 0; i < m; i++) {
      const line = reader.currentLine;
      // Check the lower bound here, so that a 0 read early (a short block) can say so.
      const size = reader.readInt(Number.MIN_SAFE_INTEGER, MAX_PILE_SIZE, "pile size");
      if (size < 1) {
        const hint = size === 0 ? ` (the block on line ${blockLine} declares m = ${m} but gives ${i} sizes before this 0)` : "";
        throw new InputError(line, `pile size ${size} is below 1${hint}`);
      }
      piles[i] = size;
    }
    games.push(piles);
  }
  reader.expectEnd("the closing 0");
  return games;
}
