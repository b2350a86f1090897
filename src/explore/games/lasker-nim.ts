import type { GameDefinition } from "../../problem-kit/game-definition";

// Lasker's Nim (Winning Ways): take any number from a heap, or split a heap into two nonempty heaps without taking.
// Known: G(4k+1) = 4k+1, G(4k+2) = 4k+2, G(4k+3) = 4k+4, G(4k+4) = 4k+3.
export const game: GameDefinition<number> = {
  name: "Lasker's Nim",
  rules: "take one or more tokens from a heap, or split a heap into two nonempty heaps (taking nothing); the last move wins",
  shape: "heap",
  defaultRange: 200,
  moves: (n) => Array.from({ length: n }, (_, m) => m),
  // Splitting without taking: the rest is the whole heap.
  splitRests: (n) => (n >= 2 ? [n] : []),
};
