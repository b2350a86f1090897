import type { GameDefinition, Tuple } from "../../problem-kit/game-definition";

// Staircase Nim: coins on steps 1..s (x_i on step i); a move moves one or more coins from a step down to the step
// below (from step 1, off the staircase). A move raises a coordinate, so the game declares a potential: the sum of
// i·x_i, which every move lowers. Known: P exactly when the coins on the odd steps xor to 0 (two steps: x1 = 0).
export const parameters = { steps: 2 };

export const game = ({ steps }: Record<string, number>): GameDefinition<Tuple> => {
  if (!Number.isInteger(steps) || steps! < 2 || steps! > 6) throw new Error(`steps = ${steps} must be 2 to 6`);
  return {
    name: `Staircase Nim, ${steps} steps`,
    rules: "coins on the steps of a staircase; move one or more coins from a step to the step below (from step 1, off); the last move wins",
    shape: "tuple",
    piles: steps!,
    defaultRange: steps === 2 ? 40 : 12,
    potential: (xs) => xs.reduce((sum, x, i) => sum + (i + 1) * x, 0),
    moves(xs) {
      const out: Tuple[] = [];
      xs.forEach((x, i) => {
        for (let c = 1; c <= x; c++) {
          const next = [...xs];
          next[i] = x - c;
          if (i > 0) next[i - 1] = next[i - 1]! + c;
          out.push(next);
        }
      });
      return out;
    },
  };
};
