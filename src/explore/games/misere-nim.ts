import { nimMoves } from "../../problem-kit/octal";
import type { GameDefinition, Tuple } from "../../problem-kit/game-definition";

// Misère Nim on k piles: take one or more tokens from one pile; whoever takes the last token loses. Known (Bouton):
// P exactly when the xor of the piles is 0 while some pile holds 2 or more, and when an odd number of piles hold 1
// and none more.
export const parameters = { piles: 3 };

export const game = ({ piles }: Record<string, number>): GameDefinition<Tuple> => {
  if (!Number.isInteger(piles) || piles! < 2 || piles! > 5) throw new Error(`piles = ${piles} must be 2 to 5`);
  return {
    name: `misère Nim on ${piles} piles`,
    rules: `${piles} piles; take one or more tokens from one pile; the last move loses`,
    shape: "tuple",
    piles: piles!,
    play: "misere",
    defaultRange: piles! <= 3 ? 12 : 6,
    moves: (xs) => xs.flatMap((x, i) => nimMoves(x).map((rest) => xs.map((v, j) => (j === i ? rest : v)))),
  };
};
