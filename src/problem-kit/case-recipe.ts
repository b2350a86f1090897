import type { Random } from "./random";

/**
 * How one committed case is made, in problems/<id>/cases.ts. `npm run make-cases <id>` writes the .in
 * and computes the .out from the reference (brute.ts, else second-method.ts), so the set is reproducible.
 */
export type CaseRecipe = InputRecipe | ProgramRecipe;

export interface InputRecipe {
  /** The case's file name without extension, e.g. "03-fib-neighbours". */
  name: string;
  /**
   * The input text, or a function of a generator seeded by the problem id and case name. The function may return the
   * expected output with the input, when both come from the same draw (an interactive problem's answer file).
   */
  input: string | ((rng: Random) => string | { input: string; expected: string });
  /** An output known independently (e.g. the official sample's); the reference must agree with it. */
  expected?: string;
  /**
   * Too large to commit (the largest legal inputs): make-cases records its hashes and oracle in cases/<id>/manifest.json,
   * and the case is made again from this recipe, bit for bit, when first needed. The recipe must be deterministic.
   */
  generated?: true;
}

/**
 * A case whose input a generator program in any language prints, as Polygon's `gen 10 20 > 05` does:
 * `{ name: "06-random", run: { program: "gen.cpp", args: ["7", "large"] } }` runs problems/<id>/gen.cpp (built by its
 * executor, boxed and limited like stress's generators) with those arguments, and its stdout is the input.
 */
export interface ProgramRecipe {
  name: string;
  /** The program, relative to problems/<id>/, and its arguments. */
  run: { program: string; args: string[] };
  expected?: string;
}

/**
 * An interactive problem's case: its games, then a seed for the interactor drawn from the same generator, as
 * "<games> <seed>\n" and a line (or lines) per game, with the answer file the oracle gives for those games.
 */
export function gamesRecipe<Game>(name: string, games: (rng: Random) => Game[], writeGame: (game: Game) => string, answerFile: (games: Game[]) => string): CaseRecipe {
  return {
    name,
    input: (rng) => {
      const list = games(rng);
      return { input: `${list.length} ${rng.int(0, 2 ** 31 - 1)}\n${list.map(writeGame).join("")}`, expected: answerFile(list) };
    },
  };
}
