import { InputError, type InputReader } from "../../src/problem-kit/input-reader";

/** One game: the number of stones n. */
export type Instance = number;

/** The most heaps one input holds (the statement's bound; the original sets none). */
export const MAX_HEAPS = 2_000_000;

/** At most 2×10^6 n (2 ≤ n < 2^31), one per line (a second number on a line is refused), closed by a line holding 0; nothing may follow the 0. */
export function parseInput(reader: InputReader): Instance[] {
  const games: Instance[] = [];
  for (;;) {
    const line = reader.currentLine;
    const n = reader.readInt(0, 2 ** 31 - 1, "n");
    // One n per line, as the statement says: "2 3" or "13 0" on one line is refused (the solutions read tokens).
    reader.readEoln();
    if (n === 0) break;
    if (n < 2) throw new InputError(line, `n ${n} is below 2`);
    if (games.length === MAX_HEAPS) throw new InputError(line, `more than ${MAX_HEAPS} heaps before the closing 0`);
    games.push(n);
  }
  reader.expectEnd("the closing 0");
  return games;
}
