import type { GameDefinition } from "../../problem-kit/game-definition";

// Ruler (Winning Ways, ch. 14), a coin-turning game: a row of coins at places 1, 2, 3, …; a move turns a run of
// consecutive coins whose rightmost goes from heads to tails. A heads coin at place n is a heap n; each other coin
// turned counts as a heap of its place (turning a coin twice cancels, as xor does). Known: G(n) is the largest power
// of 2 dividing n.
// Normal play only: in misère play a heap per coin is not the coin game (two tails coins turned are not nothing).
export const game: GameDefinition<number> = {
  name: "Ruler",
  rules: "turn any run of consecutive coins whose rightmost coin goes from heads to tails; the last move wins",
  shape: "heap",
  defaultRange: 200,
  firstPosition: 1,
  // The coin alone (nothing left: heap 0, no coin), or with the coin just left of it.
  moves: (n) => (n === 0 ? [] : n === 1 ? [0] : [0, n - 1]),
  // With two or more coins to its left: the run n − 1, …, n − k.
  splits(n) {
    const out: number[][] = [];
    for (let k = 2; k <= n - 1; k++) out.push(Array.from({ length: k }, (_, i) => n - 1 - i));
    return out;
  },
};
