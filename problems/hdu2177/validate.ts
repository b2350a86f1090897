import { InputError, type InputReader } from "../../src/problem-kit/input-reader";

export const MAX_PILE = 1_000_000;
/** The most positions one input holds (the statement's bound; the original sets none). */
export const MAX_POSITIONS = 1_000_000;

/** One game: the two piles, smaller first (a ≤ b), never both 0. */
export interface Instance {
  a: number;
  b: number;
}

/** At most 10^6 lines "a b" (0 ≤ a ≤ b ≤ 10^6), one position each, closed by "0 0"; nothing may follow it. */
export function parseInput(reader: InputReader): Instance[] {
  const games: Instance[] = [];
  for (;;) {
    const line = reader.currentLine;
    const a = reader.readInt(0, MAX_PILE, "pile a");
    const b = reader.readIntOnLine(0, MAX_PILE, "pile b", line);
    if (!reader.atEnd() && reader.currentLine === line) throw new InputError(line, "a line holds one position: two numbers, and a third was found");
    if (a === 0 && b === 0) break;
    if (a > b) throw new InputError(line, `pile a ${a} exceeds pile b ${b}: the smaller pile comes first`);
    if (games.length === MAX_POSITIONS) throw new InputError(line, `more than ${MAX_POSITIONS} positions before the closing "0 0"`);
    games.push({ a, b });
  }
  reader.expectEnd('the closing "0 0"');
  return games;
}
