import { InputError, type InputReader } from "../../src/problem-kit/input-reader";

/** One game: the two piles. */
export type Instance = [number, number];

export const MAX_PILE = 1_000_000_000;
export const MAX_GAMES = 2000;

/** "T seed", then T lines "a b" with 0 ≤ a, b ≤ 10^9, not both 0. */
export function parseInput(reader: InputReader): Instance[] {
  const line = reader.currentLine;
  const games = reader.readInt(1, MAX_GAMES, "the number of games T");
  reader.readIntOnLine(0, 2 ** 31 - 1, "the seed", line);
  const out: Instance[] = [];
  for (let i = 0; i < games; i++) {
    const at = reader.currentLine;
    const a = reader.readInt(0, MAX_PILE, `game ${i + 1}: pile a`);
    const b = reader.readIntOnLine(0, MAX_PILE, `game ${i + 1}: pile b`, at);
    if (a + b === 0) throw new InputError(at, `game ${i + 1}: both piles are empty`);
    out.push([a, b]);
  }
  reader.expectEnd(`the ${games} games`);
  return out;
}
