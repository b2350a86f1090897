import type { GameDefinition, Tuple } from "../../problem-kit/game-definition";

// Three-pile Wythoff: take the same positive number from one, two or all three piles. No formula for its
// P-positions is known; with one pile empty it is Wythoff's game.
const vectors = [
  [1, 0, 0],
  [0, 1, 0],
  [0, 0, 1],
  [1, 1, 0],
  [1, 0, 1],
  [0, 1, 1],
  [1, 1, 1],
] as const;

export const game: GameDefinition<Tuple> = {
  name: "three-pile Wythoff",
  rules: "three piles; take the same positive number from one, two or all three piles; the last move wins",
  shape: "tuple",
  piles: 3,
  defaultRange: 30,
  moves(xs) {
    const out: Tuple[] = [];
    for (const v of vectors) for (let k = 1; xs.every((x, i) => x >= k * v[i]!); k++) out.push(xs.map((x, i) => x - k * v[i]!));
    return out;
  },
  slides: vectors,
};
