import type { GameModule } from "../../src/problem-kit/game-definition";
import { subtractionGame } from "../../src/problem-kit/octal";

// Bash's game from the statement: one heap of n, a move takes 1..m stones, the last stone wins (m is a parameter).

export const parameters = { m: 3 };

export const game = ({ m }: Record<string, number>) => ({
  ...subtractionGame(
    Array.from({ length: m! }, (_, i) => i + 1),
    `Bash's game, m = ${m} (HDU 1846)`,
  ),
  rules: `one heap; a move takes 1..${m} stones; the last stone wins`,
  firstPosition: 1,
});

export const problem: GameModule["problem"] = {
  toInstance: (n, { m }) => ((n as number) >= 1 && (n as number) <= 1000 ? { n, m } : undefined),
  answer: (n, truth) => (truth.isP(n) ? "second" : "first"),
};
