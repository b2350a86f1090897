import type { GameModule, GameDefinition, Pair } from "../../src/problem-kit/game-definition";

// Fibonacci Nim from the statement: a state is (stones left, most the player to move may take).

const fibonacciNim: GameDefinition<Pair> = {
  name: "Fibonacci Nim (HDU 2516)",
  rules: "one heap; the opening move takes 1..n−1, then each move takes 1..twice the previous take; the last stone wins",
  shape: "pair",
  defaultRange: 400,
  firstPosition: 2,
  // The opening move may take anything but the whole heap.
  start: (n) => [n, n - 1],
  isState: ([stones, most]) => most <= stones,
  moves([stones, most]) {
    const out: Pair[] = [];
    for (let take = 1; take <= most && take <= stones; take++) out.push([stones - take, Math.min(2 * take, stones - take)]);
    return out;
  },
  format: ([stones, most]) => `(${stones} stones, take ≤ ${most})`,
};

export const game = fibonacciNim;

export const problem: GameModule["problem"] = {
  toInstance: (n) => ((n as number) >= 2 ? n : undefined),
  answer: (n, truth) => (truth.isP([n as number, (n as number) - 1]) ? "Second win" : "First win"),
};
