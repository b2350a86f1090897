import type { GameModule, GameDefinition, Pair } from "../../src/problem-kit/game-definition";

// Wythoff's game from the statement: take any number from one pile, or the same number from both.

export const wythoff: GameDefinition<Pair> = {
  name: "Wythoff's game (HDU 1527)",
  rules: "two piles; take any positive number from one pile, or the same positive number from both; the last stone wins",
  shape: "pair",
  defaultRange: 200,
  moves([a, b]) {
    const out: Pair[] = [];
    for (let k = 1; k <= a; k++) out.push([a - k, b]);
    for (let k = 1; k <= b; k++) out.push([a, b - k]);
    for (let k = 1; k <= Math.min(a, b); k++) out.push([a - k, b - k]);
    return out;
  },
  // The same moves, as lines: any multiple of (1, 0), (0, 1) or (1, 1).
  slides: [
    [1, 0],
    [0, 1],
    [1, 1],
  ],
};

export const game = wythoff;

export const problem: GameModule["problem"] = {
  toInstance: (position) => {
    const [a, b] = position as readonly number[];
    return { a, b };
  },
  answer: (position, truth) => (truth.isP(position as Pair) ? "0" : "1"),
};
