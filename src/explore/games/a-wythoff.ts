import type { GameDefinition, Pair } from "../../problem-kit/game-definition";

// Fraenkel's a-Wythoff game: take any positive number from one pile, or k ≥ 1 from one and l ≥ 1 from the other
// with |k − l| < a (a = 1 is Wythoff's game). Known: P = (⌊nα⌋, ⌊nα⌋ + a·n) with α = (2 − a + √(a² + 4))/2.
export const parameters = { a: 2 };

export const game = ({ a }: Record<string, number>): GameDefinition<Pair> => {
  if (!Number.isInteger(a) || a! < 1) throw new Error(`a = ${a} must be a whole number ≥ 1`);
  return {
    name: `${a}-Wythoff`,
    rules: `two piles; take any positive number from one pile, or k ≥ 1 and l ≥ 1 from the two with |k − l| < ${a}; the last move wins`,
    shape: "pair",
    defaultRange: 100,
    moves([x, y]) {
      const out: Pair[] = [];
      for (let k = 1; k <= x; k++) out.push([x - k, y]);
      for (let l = 1; l <= y; l++) out.push([x, y - l]);
      for (let k = 1; k <= x; k++) for (let l = Math.max(1, k - a! + 1); l <= Math.min(y, k + a! - 1); l++) out.push([x - k, y - l]);
      return out;
    },
  };
};
