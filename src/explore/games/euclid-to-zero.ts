import type { GameDefinition, Pair } from "../../problem-kit/game-definition";

// Euclid's game played down to 0 (Cole and Davie's form): subtract a positive multiple of the smaller number from the
// larger, leaving it 0 or more; a player facing a 0 cannot move and loses, so reaching 0 wins. Known: P exactly
// when a number is 0, or min < max < φ·min (the positive game's cone, with its diagonal now a win: a = b leaves 0).
export const game: GameDefinition<Pair> = {
  name: "Euclid's game, played down to 0",
  rules: "two numbers; subtract a positive multiple of the smaller from the larger, leaving 0 or more; no move once one is 0; the last move wins",
  shape: "pair",
  defaultRange: 100,
  moves([a, b]) {
    const out: Pair[] = [];
    if (a === 0 || b === 0) return out;
    if (a <= b) for (let c = b - a; c >= 0; c -= a) out.push([a, c]);
    else for (let c = a - b; c >= 0; c -= b) out.push([c, b]);
    return out;
  },
};
