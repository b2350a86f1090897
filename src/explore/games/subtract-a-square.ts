import type { GameDefinition } from "../../problem-kit/game-definition";

// Subtract-a-square: take a nonzero square number of tokens. Its Grundy sequence is not periodic (G(25) = 3 breaks
// the early period 5), and no octal code is declared: its takes have no largest.
export const game: GameDefinition<number> = {
  name: "subtract-a-square",
  rules: "take a nonzero square number of tokens from the heap; the last move wins",
  shape: "heap",
  defaultRange: 1000,
  moves(n) {
    const out: number[] = [];
    for (let k = 1; k * k <= n; k++) out.push(n - k * k);
    return out;
  },
};
