import type { GameModule, GameDefinition } from "../../src/problem-kit/game-definition";
import { nimMoves } from "../../src/problem-kit/octal";

// Nim from the statement: one heap, a move takes one or more stones; the problem's positions are sums of heaps.

const heap: GameDefinition<number> = {
  name: "Nim (HDU 2176)",
  rules: "m heaps; a move takes one or more stones from one heap; the last stone wins — a sum of one-heap games",
  shape: "heap",
  defaultRange: 64,
  sumOfHeaps: true,
  // problem-kit's own: the report states Bouton's rule for every heap only for these moves.
  moves: nimMoves,
  slides: [[1]],
};

export const game = heap;

export const problem: GameModule["problem"] = {
  // Pile sizes are at least 1 in the input.
  toInstance: (piles) => ((piles as number[]).every((a) => a >= 1) ? [...(piles as number[])] : undefined),
  answer(piles, truth) {
    const list = piles as number[];
    if (truth.isP(list)) return "No";
    const lines = ["Yes"];
    list.forEach((a, i) => {
      for (let b = 0; b < a; b++) {
        const after = list.map((x, j) => (j === i ? b : x));
        if (truth.isP(after)) lines.push(`${a} ${b}`);
      }
    });
    return lines.join("\n");
  },
  sumPiles: { count: 3, max: 10 },
};
