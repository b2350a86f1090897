import type { GameDefinition } from "../../problem-kit/game-definition";

// Grundy's game: split one heap into two heaps of different sizes. No period is known (values computed to 2^35+).
export const game: GameDefinition<number> = {
  name: "Grundy's game",
  rules: "split one heap into two nonempty heaps of different sizes; a player who cannot move loses",
  shape: "heap",
  defaultRange: 2000,
  moves: () => [],
  // Every split of the whole heap, (a, n − a) with a < n − a: in bulk, no array per split.
  splitRests: (n) => (n >= 3 ? [n] : []),
  unequalSplits: true,
};
