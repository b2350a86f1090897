import { UserError } from "../errors";
import type { GameDefinition, State } from "../problem-kit/game-definition";
import { stateSpace } from "./state-space";

/**
 * Every value rests on moves() being a function of the state: a module whose moves change from call to call
 * (Math.random, a counter) had its values printed as exact. On the small states, each of moves, splitRests and splits
 * is asked twice and must answer the same (a few hundred states at most: range 12 per coordinate, fewer for tuples).
 */
export function checkMovesDeterministic<S extends State>(game: GameDefinition<S>, upTo = 12): void {
  const dims = game.shape === "heap" ? 1 : game.shape === "pair" ? 2 : (game.piles ?? 2);
  const range = Math.max(2, Math.min(upTo, Math.floor(2_000 ** (1 / dims)) - 1));
  const space = stateSpace(game, range);
  const asked = (what: string, ask: () => unknown) => {
    let first: string;
    let second: string;
    try {
      first = JSON.stringify(ask());
      second = JSON.stringify(ask());
    } catch {
      return; // a throw, or no list: reported where the analysis asks
    }
    if (first !== second) {
      throw new UserError(`${game.name}: ${what} answered ${abbreviate(first)} and then ${abbreviate(second)}: the moves change from call to call, so no value would be exact`, "moves, splitRests and splits must depend on the state only (no Math.random, clock or counter)");
    }
  };
  for (let i = 0; i < space.count; i++) {
    const state = space.state(i);
    if (game.isState && !game.isState(state)) continue;
    const shown = space.format(state);
    asked(`moves(${shown})`, () => game.moves(state));
    if (typeof state === "number") {
      if (game.splitRests) asked(`splitRests(${shown})`, () => game.splitRests!(state));
      if (game.splits) asked(`splits(${shown})`, () => game.splits!(state));
    }
  }
}

const abbreviate = (json: string | undefined) => (json === undefined ? "nothing" : json.length > 60 ? `${json.slice(0, 57)}…` : json);
