import type { Analysis } from "./analyse";
import type { GameDefinition, State } from "../problem-kit/game-definition";
import { heapOptions, heapZeroMoves } from "./misere-multisets";

// The moves that win: those leading to a P-position (for a split, to a sum whose Grundy values xor to 0).

export function winningMoves<S extends State>(analysis: Analysis<S>, state: S): { to: S[]; split: boolean }[] {
  const { game, space, grundy } = analysis;
  const value = (target: S) => grundy[space.index(target)]!;
  const out: { to: S[]; split: boolean }[] = [];
  if (space.dims === 1 && !game.start) {
    // Nothing left ([]) is heap 0 when heap 0 has no move, else (a written split to no heap) the end of the game, which
    // was valued as heap 0: Mock Turtles with coins at 0, 1, … (G(0) = 1) showed no winning move at N-positions.
    const zeroLives = heapZeroMoves(game as GameDefinition<number>);
    for (const parts of heapOptions(game as GameDefinition<number>, state as number)) {
      // Misère values of a sum are not the xor: a misère split game's sums are searched elsewhere (misere-multisets.ts).
      if (analysis.misere && parts.length > 1) continue;
      const after = parts.length === 0 ? (zeroLives ? (analysis.misere ? 1 : 0) : grundy[0]!) : parts.reduce((x, part) => x ^ grundy[part]!, 0);
      if (after === 0) out.push({ to: (parts.length || zeroLives ? parts : [0]) as S[], split: parts.length > 1 });
    }
    return out;
  }
  for (const target of game.moves(state)) if (value(target) === 0) out.push({ to: [target], split: false });
  for (const parts of game.splits?.(state) ?? []) {
    if (parts.reduce((x, part) => x ^ value(part), 0) === 0) out.push({ to: parts, split: true });
  }
  return out;
}

/** For a 1-D question: the stones each winning first move takes (from n, or from start(n)); smallest first. */
export function winningTakes(analysis: Analysis<State>, n: number): number[] {
  const game = analysis.game;
  const state = game.start ? game.start(n) : n;
  const stones = (s: State) => (typeof s === "number" ? s : s[0]!);
  const takes = winningMoves(analysis, state).map(({ to }) => n - to.reduce((sum: number, part) => sum + stones(part), 0));
  return [...new Set(takes)].sort((x, y) => x - y);
}
