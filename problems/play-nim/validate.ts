import { InputError, type InputReader } from "../../src/problem-kit/input-reader";

/** One game: the piles. */
export type Instance = number[];

export const MAX_PILES = 1_000_000;
export const MAX_PILE = 1_000_000_000;
export const MAX_GAMES = 1000;

/** "T seed", then per game a line "n" and a line of n piles (0 ≤ p ≤ 10^9, not all 0); at most 10^6 piles in all. */
export function parseInput(reader: InputReader): Instance[] {
  const line = reader.currentLine;
  const games = reader.readInt(1, MAX_GAMES, "the number of games T");
  reader.readIntOnLine(0, 2 ** 31 - 1, "the seed", line);
  const out: Instance[] = [];
  let total = 0;
  for (let g = 0; g < games; g++) {
    const at = reader.currentLine;
    const n = reader.readInt(1, MAX_PILES, `game ${g + 1}: the number of piles`);
    total += n;
    if (total > MAX_PILES) throw new InputError(at, `more than ${MAX_PILES} piles in all`);
    const pilesLine = reader.currentLine;
    const piles: number[] = [];
    for (let i = 0; i < n; i++) piles.push(reader.readIntOnLine(0, MAX_PILE, `game ${g + 1}: pile ${i + 1}`, pilesLine));
    if (piles.every((p) => p === 0)) throw new InputError(pilesLine, `game ${g + 1}: every pile is empty`);
    out.push(piles);
  }
  reader.expectEnd(`the ${games} games`);
  return out;
}
