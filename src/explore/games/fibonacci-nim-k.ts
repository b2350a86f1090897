import type { GameDefinition, Pair } from "../../problem-kit/game-definition";

// Generalised Fibonacci Nim (Schwenk; Whinihan for k = 2): the first move takes anything but the whole heap, then
// each move takes at least 1 and at most k times the previous take. A state is (stones, most the mover may take).
// Known: P-positions H(j+1) = H(j) + H(m), m least with k·H(m) ≥ H(j), from H(0) = 1.
export const parameters = { k: 3 };

export const game = ({ k }: Record<string, number>): GameDefinition<Pair> => {
  if (!Number.isInteger(k) || k! < 1) throw new Error(`k = ${k} must be a whole number ≥ 1`);
  return {
    name: `Fibonacci Nim with at most ${k} times the last take`,
    rules: `one heap; the opening move takes 1..n−1, then each move takes 1..${k} times the previous take; the last stone wins`,
    shape: "pair",
    defaultRange: 300,
    firstPosition: 2,
    start: (n) => [n, n - 1],
    isState: ([stones, most]) => most <= stones,
    moves([stones, most]) {
      const out: Pair[] = [];
      for (let take = 1; take <= most; take++) out.push([stones - take, Math.min(k! * take, stones - take)]);
      return out;
    },
    // The same moves without an array per move: the analysis makes about N³/6 of them.
    forEachMove([stones, most], visit) {
      for (let take = 1; take <= most; take++) visit(stones - take, Math.min(k! * take, stones - take));
    },
    format: ([stones, most]) => `(${stones} stones, take ≤ ${most})`,
  };
};
