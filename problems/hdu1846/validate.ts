import { InputError, type InputReader } from "../../src/problem-kit/input-reader";

/** One game: n stones, and each move takes 1..m of them. */
export interface Instance {
  n: number;
  m: number;
}

export const MAX_GAMES = 100;
export const MAX_N = 1000;
export const MAX_M = 1000;

/** C (1 ≤ C ≤ 100) on the first line, then C lines "n m" with 1 ≤ n, m ≤ 1000; nothing may follow. */
export function parseInput(reader: InputReader): Instance[] {
  let previousLine = reader.currentLine;
  const count = reader.readInt(1, MAX_GAMES, "C");
  const games: Instance[] = [];
  for (let i = 1; i <= count; i++) {
    const line = reader.currentLine;
    if (line === previousLine && !reader.atEnd()) throw new InputError(line, `game ${i} should start a new line: each game is on a line of its own`);
    const n = reader.readInt(1, MAX_N, "n");
    const m = reader.readIntOnLine(1, MAX_M, "m", line);
    games.push({ n, m });
    previousLine = line;
  }
  reader.expectEnd(`the ${count} games`);
  return games;
}
