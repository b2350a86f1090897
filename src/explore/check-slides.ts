import { UserError } from "../errors";
import type { GameDefinition, State } from "../problem-kit/game-definition";
import { MOVE_LIST_HINT, notAMoveList } from "./move-target";
import { moveTable, moveVisitor } from "./move-visitor";
import { stateSpace } from "./state-space";

/**
 * Slides and forEachMove are fast paths for moves(): on the small states, each must give exactly the same moves.
 * (Range 12 per coordinate, fewer for tuples of many coordinates: a few thousand states at most.)
 */
export function checkSlidesMatchMoves<S extends State>(game: GameDefinition<S>, upTo = 12): void {
  if (!game.slides && !game.forEachMove) return;
  const dims = game.shape === "heap" ? 1 : game.shape === "pair" ? 2 : (game.piles ?? 2);
  const range = Math.max(2, Math.min(upTo, Math.floor(20_000 ** (1 / dims)) - 1));
  const space = stateSpace(game, range);
  const key = (target: S) => space.format(target);
  const recorder = moveTable(dims === 2, 1, -1, new Int32Array(0), new Int32Array(0));
  const visitor = moveVisitor(recorder);
  for (let i = 0; i < space.count; i++) {
    const state = space.state(i);
    if (game.isState && !game.isState(state)) continue;
    const listed = game.moves(state);
    const notAList = notAMoveList(listed);
    if (notAList) throw new UserError(`${game.name}: moves(${space.format(state)}) ${notAList}`, MOVE_LIST_HINT);
    const byMoves = new Set(listed.map(key));
    const compare = (what: string, fast: Set<string>) => {
      const missing = [...byMoves].filter((x) => !fast.has(x));
      const extra = [...fast].filter((x) => !byMoves.has(x));
      if (missing.length || extra.length) {
        throw new UserError(
          `${game.name}: at ${space.format(state)} ${what} give ${extra.length ? `moves that moves() lacks (${extra.slice(0, 3).join(", ")})` : `fewer moves than moves() (missing ${missing.slice(0, 3).join(", ")})`}`,
          what === "the slides" ? "slides plus extraMoves must give exactly the moves of moves()" : "forEachMove must visit exactly the moves of moves()",
        );
      }
    };
    if (game.slides) {
      const coordinates = typeof state === "number" ? [state] : [...(state as readonly number[])];
      const bySlides = new Set<string>((game.extraMoves?.(state) ?? []).map(key));
      for (const vector of game.slides) {
        for (let k = 1; ; k++) {
          const next = coordinates.map((x, j) => x - k * (vector[j] ?? 0));
          if (next.some((x) => x < 0) || vector.every((x) => x === 0)) break;
          bySlides.add(key((typeof state === "number" ? next[0] : next) as S));
        }
      }
      compare("the slides", bySlides);
    }
    if (game.forEachMove) {
      // Through the analysis's own visitor (a table that takes no move: every visit is recorded), so that the game's
      // call site sees one function literal (see move-visitor.ts).
      recorder.recorded.length = 0;
      game.forEachMove(state, visitor);
      const visited = new Set<string>();
      const moves = recorder.recorded;
      for (let t = 0; t < moves.length; t += 2) visited.add(key((dims === 1 ? moves[t] : [moves[t], moves[t + 1]]) as S));
      compare("forEachMove's visits", visited);
    }
  }
}
