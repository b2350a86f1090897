import { InputError, type InputReader } from "../../src/problem-kit/input-reader";

export const MAX_PILE = 1_000_000_000;
/** The most lines one input holds (the statement's bound; the original sets none). */
export const MAX_LINES = 1_000_000;

/** One game: the two piles, in the order the line gives them (either may be the larger). */
export interface Instance {
  a: number;
  b: number;
}

/** At most 10^6 lines "a b" (0 ≤ a, b ≤ 10^9) until the end of the input; "0 0" is a position, not a terminator. */
export function parseInput(reader: InputReader): Instance[] {
  const games: Instance[] = [];
  while (!reader.atEnd()) {
    const line = reader.currentLine;
    const a = reader.readInt(0, MAX_PILE, "pile a");
    const b = reader.readIntOnLine(0, MAX_PILE, "pile b", line);
    if (!reader.atEnd() && reader.currentLine === line) throw new InputError(line, "a line holds one position: two numbers, and a third was found");
    if (games.length === MAX_LINES) throw new InputError(line, `more than ${MAX_LINES} positions`);
    games.push({ a, b });
  }
  if (games.length === 0) throw new InputError(1, "the input holds no position");
  return games;
}
