import { existsSync } from "node:fs";
import { join } from "node:path";
import { UserError } from "../errors";
import { displayPath, problemsDir } from "../paths";
import { importProblemModule } from "../problem-kit/load-module";
import type { GameDefinition, GameModule, ProblemBinding } from "../problem-kit/game-definition";

export interface LoadedGame {
  game: GameDefinition<any>;
  parameters: Record<string, number>;
  problem?: ProblemBinding;
  path: string;
}

/** problems/<id>/game.ts for a problem id (or alias, resolved by the caller), or any module given with --game. */
export function gamePathForProblem(id: string): string {
  return join(problemsDir(), id, "game.ts");
}

export async function loadGame(path: string, overrides: Record<string, number> = {}): Promise<LoadedGame> {
  if (!existsSync(path)) throw new UserError(`${displayPath(path)} does not exist`, "write a game module there (export const game = { name, shape, moves, … }), or pass --game <file>");
  const module = await importProblemModule<Partial<GameModule>>(path, "game module");
  if (!module.game) throw new UserError(`${displayPath(path)} does not export a game`, "export const game: GameDefinition = { name, rules, shape, defaultRange, moves }");
  const defaults = module.parameters ?? {};
  for (const name of Object.keys(overrides)) {
    if (!(name in defaults)) throw new UserError(`${displayPath(path)} has no parameter "${name}"`, Object.keys(defaults).length ? `its parameters are ${Object.keys(defaults).join(", ")}` : "this game takes no parameters");
  }
  const parameters = { ...defaults, ...overrides };
  const game = typeof module.game === "function" ? module.game(parameters) : module.game;
  if (!game || typeof game.moves !== "function" || (game.shape !== "heap" && game.shape !== "pair")) {
    throw new UserError(`${displayPath(path)}: game needs moves(state) and shape "heap" or "pair"`, "see src/problem-kit/game-definition.ts");
  }
  return { game, parameters, ...(module.problem ? { problem: module.problem } : {}), path };
}
