import { InputError, type InputReader } from "../../src/problem-kit/input-reader";

/** One game: the heap size. */
export type Instance = bigint;

export const MAX_N = 10n ** 18n;
export const MAX_GAMES = 2000;

/** "T seed" on the first line (1 ≤ T ≤ 2000, the seed steers the interactor), then T heaps 2 ≤ n ≤ 10^18, one per line. */
export function parseInput(reader: InputReader): Instance[] {
  const line = reader.currentLine;
  const games = reader.readInt(1, MAX_GAMES, "the number of games T");
  reader.readIntOnLine(0, 2 ** 31 - 1, "the seed", line);
  const heaps: Instance[] = [];
  for (let i = 0; i < games; i++) heaps.push(reader.readBigInt(2n, MAX_N, `heap ${i + 1}`));
  reader.expectEnd(`the ${games} heaps`);
  if (heaps.length === 0) throw new InputError(line, "no games");
  return heaps;
}
