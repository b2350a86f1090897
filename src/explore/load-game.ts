import { UserError } from "../errors";
import type { GameDefinition, GameModule, ProblemBinding } from "../problem-kit/game-definition";
import { isLibraryNimMoves, libraryCodeOf } from "../problem-kit/octal";
import { moduleCall } from "./call-watch";
import { checkFieldNames } from "./field-names";

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
  const game = typeof module.game === "function" ? made(module.game, parameters, path, overrides) : module.game;
  // Said apart: "game needs moves(state) and shape …" did not say which was wrong (shape "heaps", or a Promise).
  const fix = "see src/problem-kit/game-definition.ts";
  if (!game || typeof game !== "object") throw new UserError(`${path}: game is ${describe(game)}, not a game`, "export const game = { name, rules, shape, defaultRange, moves }, or a function of the parameters returning one");
  if (typeof (game as { then?: unknown }).then === "function") throw new UserError(`${path}: game${typeof module.game === "function" ? "(parameters) returns" : " is"} a Promise`, "make the game synchronously: no async function");
  checkFieldNames(game, path);
  if (game.shape !== "heap" && game.shape !== "pair" && game.shape !== "tuple") throw new UserError(`${path}: game.shape is ${describe(game.shape)}; it must be "heap", "pair" or "tuple"`, fix);
  if (typeof game.moves !== "function") throw new UserError(`${path}: game.moves is ${describe(game.moves)}; it must be a function moves(state) returning the states each move leads to`, fix);
  checkFields(game, path);
  return { game: guarded(game, path), parameters, ...(module.problem ? { problem: module.problem } : {}), path };
}

// A module's function of its parameters that threw read "params.ts: Error: subtractionGame needs a nonempty list of
// takes" for --param m=0, naming neither the call nor the parameters: both are named, and the --param that set them.
function made(make: (parameters: Record<string, number>) => GameDefinition<any>, parameters: Record<string, number>, path: string, overrides: Record<string, number>): GameDefinition<any> {
  // Named while it runs, as the game's own calls are: a loop here is `game({"m":0}) did not return` (call-watch.ts).
  moduleCall.name = "game";
  moduleCall.state = parameters;
  moduleCall.path = path;
  try {
    return make(parameters);
  } catch (error) {
    if (error instanceof UserError) throw error;
    const what = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    const given = Object.entries(overrides).map(([name, value]) => `--param ${name}=${value}`);
    throw new UserError(`${path}: game(${JSON.stringify(parameters)}) threw ${what}`, given.length ? `${given.join(" ")} may be outside what the game accepts; try other values, or fix the module` : "fix the game module");
  } finally {
    moduleCall.name = "";
  }
}

// A throw inside the module read "problems/x/game.ts: Error: boom", naming no call: each of its functions is wrapped
// so the error says which one threw at which state (`moves(17) threw …`). Our own errors (a visit's) pass through.
function guarded(game: GameDefinition<any>, path: string): GameDefinition<any> {
  const wrapped = Object.create(game) as GameDefinition<any>;
  for (const name of ["moves", ...OPTIONAL_FUNCTIONS] as const) {
    const call = game[name] as ((x: unknown, y: unknown) => unknown) | undefined;
    // problem-kit's own octal and Nim moves stay as they are: the proofs know them by identity (octal-code.ts, nim-rules.ts).
    if (typeof call !== "function" || libraryCodeOf(call) !== undefined || isLibraryNimMoves(call)) continue;
    (wrapped as unknown as Record<string, unknown>)[name] = function (x: unknown, y: unknown) {
      // Said while it runs: a call that never returns is named by call-watch.ts's bound.
      moduleCall.name = name;
      moduleCall.state = x;
      moduleCall.path = path;
      let result: unknown;
      try {
        result = call.call(game, x, y);
      } catch (error) {
        if (error instanceof UserError) throw error;
        const what = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
        throw new UserError(`${path}: ${name}(${JSON.stringify(x) ?? String(x)}) threw ${what}`, "fix the game module at that state (it runs in the sandbox: it may read no file and start no process)");
      } finally {
        moduleCall.name = "";
      }
      // format() => 42 wrote every position of the report and of --at as "42" ("at 42: Grundy 1").
      if (name === "format" && typeof result !== "string") throw new UserError(`${path}: format(${JSON.stringify(x) ?? String(x)}) returned ${describe(result)}, not a string`, "format(state) returns how the report writes a position, e.g. ([a, b]) => `(${a} stones, take ≤ ${b})`");
      return result;
    };
  }
  return wrapped;
}

const OPTIONAL_FUNCTIONS = ["forEachMove", "splits", "splitRests", "extraMoves", "isState", "potential", "start", "format"] as const;

// A field missing or of the wrong kind was printed as "undefined" ("rules: undefined", "n = 0..undefined", "0 of 0
// states") instead of refused: each is named here, with what it should be.
function checkFields(game: GameDefinition<any>, path: string): void {
  const fix = "see src/problem-kit/game-definition.ts, or a game in src/explore/games/";
  const wrong = (field: string, want: string, value: unknown) => new UserError(`${path}: game.${field} is ${describe(value)}; it must be ${want}`, fix);
  if (typeof game.name !== "string" || !game.name.trim()) throw wrong("name", "a short name (a string)", game.name);
  if (typeof game.rules !== "string") throw wrong("rules", "the rules in one line (a string)", game.rules);
  if (!Number.isSafeInteger(game.defaultRange) || game.defaultRange < 1) throw wrong("defaultRange", "a whole number ≥ 1 (the N explored when --range is not given)", game.defaultRange);
  // firstPosition -1 wiped every value (fill(-1, 0, -1) fills all but the last) and 1.5 matched no heap.
  if (game.firstPosition !== undefined && (!Number.isSafeInteger(game.firstPosition) || game.firstPosition < 0)) throw wrong("firstPosition", "a whole number ≥ 0 (the smallest n the problem asks about)", game.firstPosition);
  if (game.firstPosition !== undefined && game.defaultRange < game.firstPosition) throw wrong("defaultRange", `at least firstPosition (${game.firstPosition})`, game.defaultRange);
  if (game.shape === "tuple" && (!Number.isSafeInteger(game.piles) || game.piles! < 2)) throw wrong("piles", 'a whole number ≥ 2 for shape "tuple"', game.piles);
  if (game.play !== undefined && game.play !== "normal" && game.play !== "misere") throw wrong("play", '"normal" or "misere"', game.play);
  for (const name of OPTIONAL_FUNCTIONS) {
    if (game[name] !== undefined && typeof game[name] !== "function") throw wrong(name, "a function when given", game[name]);
  }
}

function describe(value: unknown): string {
  if (value === undefined) return "missing";
  if (typeof value === "function") return "a function";
  return JSON.stringify(value) ?? String(value);
}
