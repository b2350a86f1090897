import { UserError } from "../errors";
import { UNSETTLED, type Analysis } from "./analyse";
import type { GameDefinition } from "../problem-kit/game-definition";

// Sums of heaps analysed directly (every move on every component, no theory), to check the xor rule against.

export interface SumTable {
  heaps: number;
  max: number;
  misere: boolean;
  /** Grundy value (misère: misère Grundy value) of every tuple of `heaps` heaps 0..max; fewer heaps = zeros; -2 (UNSETTLED) when a move leaves 0..max (a potential game's heap grows past max), or leads to such a tuple. */
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
  // A heap that isState rules out is no component of a sum (checkSumRule skips its tuples): its moves are not asked.
  const moveLists = Array.from({ length: base }, (_, h) => (game.isState && !game.isState(h) ? [] : options(h)));
  // A game with a potential may raise a heap (Staircase-like moves): the tuples go in increasing total potential (a
  // move lowers one heap's and keeps the others'), not in index order, and a move past max leaves the tuple unsettled
  // (-2), as does every tuple that can move to one. Without a potential every move lowers its heap.
  let order: Int32Array | undefined;
  if (game.potential) {
    const potentials = Array.from({ length: base }, (_, h) => Number(game.potential!(h)));
    const totals = new Float64Array(total);
    for (let i = 0; i < total; i++) {
      let rest = i;
      for (let j = 0; j < heaps; j++) {
        const h = rest % base;
        rest = (rest - h) / base;
        totals[i] = totals[i]! + potentials[h]!;
      }
    }
    order = Int32Array.from({ length: total }, (_, i) => i).sort((x, y) => totals[x]! - totals[y]!);
  }
  const mark = new Int32Array(total + 2).fill(-1);
  for (let k = 0; k < total; k++) {
    const i = order ? order[k]! : k;
    let rest = i;
    let count = 0;
    let unsettled = false;
    for (let j = 0; j < heaps && !unsettled; j++) {
      const h = rest % base;
      rest = (rest - h) / base;
      for (const target of moveLists[h]!) {
        const inTable = Number.isInteger(target) && target >= 0 && target <= max;
        if (!order && !(inTable && target < h)) throw new UserError(`${game.name}: a move from ${h} leaves ${String(target)}, not a smaller heap`, "every move must lead to a smaller heap, unless the game declares a potential");
        if (!inTable) {
          unsettled = true;
          break;
        }
        const value = grundy[i - (h - target) * weights[j]!]!;
        if (value === UNSETTLED) {
          unsettled = true;
          break;
        }
        if (value < mark.length) mark[value] = i;
        count++;
      }
    }
    if (unsettled) {
      grundy[i] = UNSETTLED;
      continue;
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
    // A tuple whose moves leave the table (a heap grown past max) has no value to compare.
    if (table.grundy[i] === UNSETTLED) continue;
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
