import { UserError } from "../errors";
import type { Position, State, Truth } from "../problem-kit/game-definition";
import type { Exploration } from "./explore";
import { sumTruth } from "./sum-truth";
import { gridPositions } from "./view";

// --solution, the game's half: every position of the range as gen.ts's instance with the answer the exact truth
// gives. It runs next to the game module in the tool host; feed-solution.ts runs the solution on them outside.

/** One position to feed: how the report writes it, its instance for gen.ts, and the lines the truth expects. */
export interface FeedItem {
  position: string;
  instance: unknown;
  expected: string[];
}

/** Every position of the explored range as an instance with its expected answer (runs next to the game module). */
export function feedItems(exploration: Exploration): FeedItem[] {
  const { loaded, analysis, view } = exploration;
  const binding = loaded.problem;
  if (!binding) throw new UserError(`${loaded.path} has no problem binding`, "export const problem = { toInstance, answer } to feed a solution");
  const positions: Position[] = [];
  let truth: Truth<any>;
  if (loaded.game.sumOfHeaps) {
    const { count, max } = binding.sumPiles ?? { count: 3, max: 10 };
    truth = sumTruth(exploration, count, max);
    const add = (prefix: number[]) => {
      if (prefix.length) positions.push(prefix);
      if (prefix.length < count) for (let h = 1; h <= max; h++) if (!loaded.game.isState || loaded.game.isState(h)) add([...prefix, h]);
    };
    add([]);
  } else {
    const { space, grundy } = analysis;
    truth = { isP: (state: State) => grundy[space.index(state)] === 0, grundy: (state: State) => grundy[space.index(state)]! };
    // Only states: a position isState rules out has no truth to expect (its marker is no outcome).
    if (view.dims === 1) {
      for (let n = view.first; n <= view.range; n++) if (view.values[n]! >= 0) positions.push(n);
    } else {
      for (const [xs, value] of gridPositions(view)) if (value >= 0) positions.push(xs);
    }
  }
  return positions
    .map((position) => ({ position, instance: binding.toInstance(position, loaded.parameters) }))
    .filter((item) => item.instance !== undefined)
    .map((item) => ({ position: view.format(item.position), instance: item.instance, expected: binding.answer(item.position, truth, loaded.parameters).split("\n") }));
}

