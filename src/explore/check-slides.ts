import { UserError } from "../errors";
import type { GameDefinition, State } from "../problem-kit/game-definition";
import { MOVE_LIST_HINT, notAMoveList } from "./move-target";
import { type MoveTable, moveTable, moveVisitor } from "./move-visitor";
import { stateSpace } from "./state-space";

/**
 * Slides and forEachMove are fast paths for moves(): each must give exactly the same moves, on every small state (range
 * 12 per coordinate, fewer for tuples of many coordinates: a few thousand states at most) and on a few hundred states
 * spread over the whole range explored, the largest first, while their moves() lists stay under a budget (a module whose
 * fast path differed only past 12 had its wrong values analysed, and its patterns printed as the game's).
 */
export function checkSlidesMatchMoves<S extends State>(game: GameDefinition<S>, upTo = 12, range?: number): void {
  if (!game.slides && !game.forEachMove) return;
  const dims = game.shape === "heap" ? 1 : game.shape === "pair" ? 2 : (game.piles ?? 2);
  const small = Math.max(2, Math.min(upTo, Math.floor(20_000 ** (1 / dims)) - 1));
  const space = stateSpace(game, small);
  const recorder = moveTable(dims === 2, 1, -1, new Int32Array(0), new Int32Array(0));
  const visitor = moveVisitor(recorder);
  for (let i = 0; i < space.count; i++) checkState(game, space.state(i), space.format, recorder, visitor);
  if (range === undefined || range <= small) return;
  const whole = stateSpace(game, range);
  let budget = SPREAD_MOVE_BUDGET;
  for (let j = 0; j < SPREAD_STATES && budget > 0; j++) {
    // The last state, then a golden-ratio stride down through the rest (spread evenly however many the budget allows).
    const index = whole.count - 1 - Math.floor(((j * 0.6180339887498949) % 1) * whole.count);
    budget -= checkState(game, whole.state(index), whole.format, recorder, visitor);
  }
}

/** States checked over the whole range, and the moves() entries they may list in all. */
const SPREAD_STATES = 300;
const SPREAD_MOVE_BUDGET = 500_000;

/** One state: moves() against the slides and forEachMove; the number of moves listed (0 when isState rules it out). */
function checkState<S extends State>(game: GameDefinition<S>, state: S, format: (state: S) => string, recorder: MoveTable, visitor: (a: number, b?: number) => void): number {
  const dims = typeof state === "number" ? 1 : (state as readonly number[]).length;
  if (game.isState && !game.isState(state)) return 0;
  const listed = game.moves(state);
  const notAList = notAMoveList(listed);
  if (notAList) throw new UserError(`${game.name}: moves(${format(state)}) ${notAList}`, MOVE_LIST_HINT);
  const byMoves = new Set(listed.map(format));
  const compare = (what: string, fast: Set<string>) => {
    const missing = [...byMoves].filter((x) => !fast.has(x));
    const extra = [...fast].filter((x) => !byMoves.has(x));
    if (missing.length || extra.length) {
      throw new UserError(
        `${game.name}: at ${format(state)} ${what} give ${extra.length ? `moves that moves() lacks (${extra.slice(0, 3).join(", ")})` : `fewer moves than moves() (missing ${missing.slice(0, 3).join(", ")})`}`,
        what === "the slides" ? "slides plus extraMoves must give exactly the moves of moves()" : "forEachMove must visit exactly the moves of moves()",
      );
    }
  };
  if (game.slides) {
    const coordinates = typeof state === "number" ? [state] : [...(state as readonly number[])];
    const bySlides = new Set<string>((game.extraMoves?.(state) ?? []).map(format));
    for (const vector of game.slides) {
      for (let k = 1; ; k++) {
        const next = coordinates.map((x, j) => x - k * (vector[j] ?? 0));
        if (next.some((x) => x < 0) || vector.every((x) => x === 0)) break;
        bySlides.add(format((typeof state === "number" ? next[0] : next) as S));
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
    for (let t = 0; t < moves.length; t += 2) visited.add(format((dims === 1 ? moves[t] : [moves[t], moves[t + 1]]) as S));
    compare("forEachMove's visits", visited);
  }
  return listed.length;
}
