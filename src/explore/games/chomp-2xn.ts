import type { GameDefinition, Pair } from "../../problem-kit/game-definition";

// Chomp on two rows: a state is (a, b), the top row's and the bottom row's lengths (a ≤ b, b ≥ 1); the bottom-left
// square is poisoned. Eating a square removes it and every square above and to its right; whoever must eat the
// poison loses, so (0, 1) is lost for the player to move. Known: P exactly when b = a + 1.
export const game: GameDefinition<Pair> = {
  name: "2 × n Chomp",
  rules: "two rows of a ≤ b squares, the bottom-left poisoned; eat a square and all squares above and right of it; whoever is left only the poison loses",
  shape: "pair",
  defaultRange: 60,
  isState: ([a, b]) => a <= b && b >= 1,
  moves([a, b]) {
    const out: Pair[] = [];
    for (let x = 0; x < a; x++) out.push([x, b]);
    for (let y = 1; y < b; y++) out.push([Math.min(a, y), y]);
    return out;
  },
  format: ([a, b]) => `(top ${a}, bottom ${b})`,
};
