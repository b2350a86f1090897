import { UserError } from "../errors";
import { UNSETTLED } from "./analyse";
import type { GameDefinition, Truth } from "../problem-kit/game-definition";
import type { Exploration } from "./explore";
import { MisereMultisets } from "./misere-multisets";
import { analyseSumDirectly } from "./sums";

// The exact truth about a sum of heaps for --solution. A direct search over tuples sees only moves() (a split would
// change the number of heaps), so a game that splits heaps gets its truth from theory or a search that applies splits:
// normal play by the xor of the heaps' Grundy values (Sprague–Grundy), misère play by the search over multisets.

export function sumTruth(exploration: Exploration, count: number, max: number): Truth<number[]> {
  const { loaded, analysis, misere } = exploration;
  const game = loaded.game as GameDefinition<number>;
  const splitting = Boolean(game.splits || game.splitRests);
  if (!splitting) {
    const table = analyseSumDirectly(game, count, max, misere);
    const at = (piles: number[]) => {
      const i = table.index(piles);
      if (i < 0) throw new UserError(`${game.name}: the problem's answer asks about heaps ${piles.join(" + ")}, outside the sums analysed (${count} heaps ≤ ${max})`, "raise sumPiles in the problem binding, or ask only about the position and its options");
      const value = table.grundy[i]!;
      if (value === UNSETTLED) throw new UserError(`${game.name}: the problem's answer asks about heaps ${piles.join(" + ")}, whose value is not settled: a move leaves the heaps analysed (≤ ${max})`, "raise sumPiles.max in the problem binding, or ask only about positions whose moves stay within it");
      return value;
    };
    return { isP: (piles) => at(piles) === 0, grundy: at };
  }
  if (misere) {
    const search = analysis.multisets ?? new MisereMultisets(game);
    search.refuseIfTooLarge(new Array<number>(count).fill(max), `${count} heaps of up to ${max} (sumPiles)`);
    return { isP: (piles) => search.value(piles) === 0, grundy: (piles) => search.value(piles) };
  }
  if (analysis.space.dims !== 1 || game.start) throw new UserError(`${game.name}: sums of heaps need a heap game`, "leave out sumOfHeaps, or start");
  const range = analysis.space.range;
  if (max > range) throw new UserError(`${game.name}: --solution feeds heaps up to ${max} (sumPiles.max), but the analysis covers heaps ≤ ${range}`, `give --range ${max} or more`);
  const value = (piles: number[]) =>
    piles.reduce((x, h) => {
      const g = Number.isInteger(h) && h >= 0 && h <= range ? analysis.grundy[h]! : -1;
      if (g < 0) throw new UserError(`${game.name}: the problem's answer asks about a heap of ${String(h)}, which is no analysed state (0..${range})`, `give a larger --range, or ask only about heaps of 0..${range}`);
      return x ^ g;
    }, 0);
  return { isP: (piles) => value(piles) === 0, grundy: value };
}
