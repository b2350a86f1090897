import type { GameDefinition, Tuple } from "../../problem-kit/game-definition";

// Moore's Nim_k: several piles; a move takes one or more tokens from each of at least one and at most k piles.
// Known (Moore, 1910): P exactly when, in every binary column, the number of piles with a 1 is a multiple of k + 1.
export const parameters = { piles: 3, k: 2 };

export const game = ({ piles, k }: Record<string, number>): GameDefinition<Tuple> => {
  if (!Number.isInteger(piles) || piles! < 2 || piles! > 6) throw new Error(`piles = ${piles} must be 2 to 6`);
  if (!Number.isInteger(k) || k! < 1 || k! > piles!) throw new Error(`k = ${k} must be 1 to piles`);
  return {
    name: `Moore's Nim_${k} on ${piles} piles`,
    rules: `${piles} piles; take one or more tokens from each of 1 to ${k} piles; the last move wins`,
    shape: "tuple",
    piles: piles!,
    defaultRange: piles! <= 3 ? 15 : 7,
    moves(xs) {
      const out: Tuple[] = [];
      // Every nonempty set of at most k piles, and every way to take from each.
      const take = (from: number, chosen: number, current: number[], changed: boolean) => {
        if (from === xs.length) {
          if (changed) out.push([...current]);
          return;
        }
        take(from + 1, chosen, current, changed);
        if (chosen === k) return;
        for (let c = 1; c <= xs[from]!; c++) {
          current[from] = xs[from]! - c;
          take(from + 1, chosen + 1, current, true);
        }
        current[from] = xs[from]!;
      };
      take(0, 0, [...xs], false);
      return out;
    },
  };
};
