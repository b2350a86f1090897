import type { GameDefinition } from "../../problem-kit/game-definition";

// Mock Turtles (Winning Ways, ch. 14), a coin-turning game: coins at places 1, 2, 3, …; a move turns one, two or
// three coins, the rightmost from heads to tails. A heads coin at place n is a heap n; the other coins turned count
// as heaps of their places. Known: G(1), G(2), … are the odious numbers 1, 2, 4, 7, 8, 11, … (odd count of binary 1s).
// Normal play only: in misère play a heap per coin is not the coin game (two tails coins turned are not nothing).
export const game: GameDefinition<number> = {
  name: "Mock Turtles",
  rules: "turn one, two or three coins, the rightmost from heads to tails; the last move wins",
  shape: "heap",
  defaultRange: 200,
  firstPosition: 1,
  // The coin alone (nothing left: heap 0), or with one coin a to its left.
  moves: (n) => (n === 0 ? [] : Array.from({ length: n }, (_, a) => a)),
  // With two coins a < b to its left.
  splits(n) {
    const out: number[][] = [];
    for (let b = 2; b < n; b++) for (let a = 1; a < b; a++) out.push([a, b]);
    return out;
  },
};
