import { UserError } from "../errors";
import type { GameDefinition, State } from "../problem-kit/game-definition";
import { stateSpace } from "./state-space";

/** Slides are a fast path for moves(): on the small states, both must give exactly the same moves. */
export function checkSlidesMatchMoves<S extends State>(game: GameDefinition<S>, upTo = 12): void {
  if (!game.slides) return;
  const space = stateSpace(game, upTo);
  for (let i = 0; i < space.count; i++) {
    const state = space.state(i);
    if (game.isState && !game.isState(state)) continue;
    const coordinates = typeof state === "number" ? [state] : [...(state as readonly number[])];
    const bySlides = new Set<string>((game.extraMoves?.(state) ?? []).map((target) => space.format(target)));
    for (const vector of game.slides) {
      for (let k = 1; ; k++) {
        const next = coordinates.map((x, j) => x - k * vector[j]!);
        if (next.some((x) => x < 0)) break;
        bySlides.add(space.format((typeof state === "number" ? next[0] : next) as S));
      }
    }
    const byMoves = new Set(game.moves(state).map((target) => space.format(target)));
    const missing = [...byMoves].filter((x) => !bySlides.has(x));
    const extra = [...bySlides].filter((x) => !byMoves.has(x));
    if (missing.length || extra.length) {
      throw new UserError(
        `${game.name}: at ${space.format(state)} the slides give ${extra.length ? `moves that moves() lacks (${extra.slice(0, 3).join(", ")})` : `fewer moves than moves() (missing ${missing.slice(0, 3).join(", ")})`}`,
        "slides plus extraMoves must give exactly the moves of moves()",
      );
    }
  }
}
