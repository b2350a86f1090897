import type { GameDefinition, Pair } from "../../problem-kit/game-definition";

// Euclid's game (Cole and Davie), with both numbers kept positive: subtract a positive multiple of the smaller number
// from the larger while it stays positive; a player facing two equal numbers cannot move and loses. (The usual
// "reach 0 and win" version is the same game one move later.) Known: P exactly when max < φ·min.
export const game: GameDefinition<Pair> = {
  name: "Euclid's game",
  rules: "two positive numbers; subtract a positive multiple of the smaller from the larger, keeping it positive; no move when they are equal; the last move wins",
  shape: "pair",
  defaultRange: 100,
  isState: ([a, b]) => a >= 1 && b >= 1,
  moves([a, b]) {
    const out: Pair[] = [];
    if (a < b) for (let c = b - a; c >= 1; c -= a) out.push([a, c]);
    if (b < a) for (let c = a - b; c >= 1; c -= b) out.push([c, b]);
    return out;
  },
};
