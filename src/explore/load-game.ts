import { UserError } from "../errors";
import type { GameDefinition, GameModule, ProblemBinding } from "../problem-kit/game-definition";

export interface LoadedGame {
  game: GameDefinition<any>;
  parameters: Record<string, number>;
  problem?: ProblemBinding;
  /** As the user sees it, for messages. */
  path: string;
}

/**
 * A game module's exports, checked and with its parameters set. Runs where the module runs: in the sandboxed tool
 * host for `npm run explore` (explore-session.ts), in process for the explorer's own tests.
 */
export function gameFromModule(module: Partial<GameModule>, path: string, overrides: Record<string, number> = {}): LoadedGame {
  if (!module.game) throw new UserError(`${path} does not export a game`, "export const game: GameDefinition = { name, rules, shape, defaultRange, moves }");
  const defaults = module.parameters ?? {};
  for (const name of Object.keys(overrides)) {
    if (!(name in defaults)) throw new UserError(`${path} has no parameter "${name}"`, Object.keys(defaults).length ? `its parameters are ${Object.keys(defaults).join(", ")}` : "this game takes no parameters");
  }
  const parameters = { ...defaults, ...overrides };
  const game = typeof module.game === "function" ? module.game(parameters) : module.game;
  if (!game || typeof game.moves !== "function" || (game.shape !== "heap" && game.shape !== "pair" && game.shape !== "tuple")) {
    throw new UserError(`${path}: game needs moves(state) and shape "heap", "pair" or "tuple"`, "see src/problem-kit/game-definition.ts");
  }
  return { game, parameters, ...(module.problem ? { problem: module.problem } : {}), path };
}
