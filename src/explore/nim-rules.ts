import type { Analysis } from "./analyse";
import type { GameDefinition } from "../problem-kit/game-definition";
import { isLibraryNimMoves } from "../problem-kit/octal";

// Bouton's rule (a sum of heaps is P exactly when the xor of the sizes is 0) is a theorem about Nim only. G(n) = n on
// a range is no proof of it (take {1, …, 50} has G(51) = 0), so the report states it for every heap only for Nim.

/**
 * Whether the game is Nim by its own statement: the slide (1) alone (take any number), nothing else that moves or
 * rules states out, in normal play, and its moves() problem-kit's nimMoves: a module's own function that gives every
 * take at every heap analysed may do otherwise past the range (no take of all from heap 100: G(100) = 0).
 */
export function isDeclaredNim(analysis: Analysis<any>): boolean {
  const game = analysis.game as GameDefinition<number>;
  if (game.shape !== "heap" || analysis.misere || analysis.space.dims !== 1) return false;
  const slides = game.slides;
  if (!slides || slides.length !== 1 || slides[0]!.length !== 1 || slides[0]![0] !== 1) return false;
  if (!isLibraryNimMoves(game.moves)) return false;
  if (game.extraMoves || game.splits || game.splitRests || game.isState || game.start || game.potential || game.forEachMove) return false;
  for (const n of heapsToList(analysis.space.range)) {
    const moves = game.moves(n);
    if (!Array.isArray(moves) || moves.length !== n) return false;
    const seen = new Uint8Array(n);
    for (const m of moves) {
      if (!(Number.isInteger(m) && m >= 0 && m < n) || seen[m]) return false;
      seen[m] = 1;
    }
  }
  return analysis.grundy.every((value, n) => value === n);
}

/**
 * The heaps whose moves are listed again: every one up to 2,000, then up to 100 spread over the rest, the largest
 * first, while the moves listed stay within 5 million. Every heap to the range listed N²/2 moves: nim --at 100000,5
 * (the range raised to the heap) ran 100 s in the report's last line and was stopped as 'no progress'. The proof rests
 * on moves being nimMoves itself; the lists only check that nothing has changed what it returns.
 */
function heapsToList(range: number): number[] {
  const out: number[] = [];
  const all = Math.min(range, 2000);
  for (let n = 0; n <= all; n++) out.push(n);
  let budget = 5_000_000;
  const spread = Math.min(100, range - all);
  for (let i = 0; i < spread; i++) {
    const n = range - Math.floor((i * (range - all)) / spread);
    if (n > budget) continue;
    budget -= n;
    out.push(n);
  }
  return out;
}
