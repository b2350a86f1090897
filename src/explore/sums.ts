import { UserError } from "../errors";
import type { Analysis } from "./analyse";
import type { GameDefinition } from "../problem-kit/game-definition";

// Sums of heaps analysed directly (every move on every component, no theory), to check the xor rule against.

export interface SumTable {
  heaps: number;
  max: number;
  misere: boolean;
  /** Grundy value (misère: misère Grundy value) of every tuple of `heaps` heaps 0..max; fewer heaps = zeros. */
  grundy: Int32Array;
  index(piles: readonly number[]): number;
}

export function analyseSumDirectly(game: GameDefinition<number>, heaps: number, max: number, misere = false): SumTable {
  if (game.shape !== "heap") throw new UserError(`${game.name} is not a heap game, so it has no sums of heaps`, "sums are for heap games");
  // A split makes more heaps than a tuple holds: counting it as no move would give a wrong truth, so refuse.
  if (game.splits || game.splitRests) throw new UserError(`${game.name} splits heaps, so its direct sums would change size`, "the xor rule is already used for its splits");
  const base = max + 1;
  const total = base ** heaps;
  if (total > 5_000_000) throw new UserError(`A direct analysis of ${heaps} heaps up to ${max} is ${total.toLocaleString("en")} positions`, "choose fewer heaps or a smaller maximum");
  const grundy = new Int32Array(total);
  const weights = Array.from({ length: heaps }, (_, j) => base ** j);
  const options = game.moves.bind(game);
  const moveLists = Array.from({ length: base }, (_, h) => options(h));
  const mark = new Int32Array(total + 2).fill(-1);
  for (let i = 0; i < total; i++) {
    let rest = i;
    let count = 0;
    for (let j = 0; j < heaps; j++) {
      const h = rest % base;
      rest = (rest - h) / base;
      for (const target of moveLists[h]!) {
        const value = grundy[i - (h - target) * weights[j]!]!;
        if (value < mark.length) mark[value] = i;
        count++;
      }
    }
    let value = 0;
    while (mark[value] === i) value++;
    grundy[i] = misere && count === 0 ? 1 : value;
  }
  return {
    heaps,
    max,
    misere,
    grundy,
    index(piles) {
      if (piles.length > heaps || piles.some((h) => h < 0 || h > max)) return -1;
      return piles.reduce((sum, h, j) => sum + h * weights[j]!, 0);
    },
  };
}

export interface SumRuleCheck {
  heaps: number;
  max: number;
  positions: number;
  holds: boolean;
  counterexample?: string;
}

/** Checks G(h1 + … + hk) = G(h1) xor … xor G(hk) for every tuple in the table, against the heap analysis. */
export function checkSumRule(heapAnalysis: Analysis<number>, table: SumTable): SumRuleCheck {
  const base = table.max + 1;
  let compared = 0;
  tuples: for (let i = 0; i < table.grundy.length; i++) {
    const piles: number[] = [];
    let rest = i;
    let x = 0;
    for (let j = 0; j < table.heaps; j++) {
      const h = rest % base;
      rest = (rest - h) / base;
      piles.push(h);
      // A heap isState rules out is no component of a sum: the rule says nothing of tuples holding one.
      if (heapAnalysis.grundy[h]! < 0) continue tuples;
      x ^= heapAnalysis.grundy[h]!;
    }
    compared++;
    if (x !== table.grundy[i]) {
      return { heaps: table.heaps, max: table.max, positions: compared, holds: false, counterexample: `heaps ${piles.join(" + ")}: xor of Grundy values ${x}, direct analysis ${table.grundy[i]}` };
    }
  }
  return { heaps: table.heaps, max: table.max, positions: compared, holds: true };
}

/** The winning moves of a sum by the xor rule: pile i of size a cut to b where G(b) = G(a) xor X (HDU 2176's "a b" lines). */
export function sumWinningMoves(heapAnalysis: Analysis<number>, piles: readonly number[]): { pile: number; from: number; to: number }[] {
  const G = heapAnalysis.grundy;
  const X = piles.reduce((x, h) => x ^ G[h]!, 0);
  if (X === 0) return [];
  const out: { pile: number; from: number; to: number }[] = [];
  piles.forEach((a, pile) => {
    for (const b of heapAnalysis.game.moves(a)) if (G[b] === (G[a]! ^ X)) out.push({ pile, from: a, to: b });
  });
  return out;
}
