import { runInNewContext } from "node:vm";
import { UserError } from "../errors";
import type { Position } from "../problem-kit/game-definition";
import { gridPositions, type View } from "./view";

// --check "<predicate>": the user's formula for "the player to move loses", compared with the exact outcomes;
// --check-grundy "<expression>": the user's formula for the Grundy value, compared with the exact values.

export interface PredicateCheck {
  source: string;
  /** "outcome" for --check, "grundy" for --check-grundy. */
  kind: "outcome" | "grundy";
  positions: number;
  disagreements: number;
  first: string[];
  /** Beside disagreements: why the formula may not say what was meant (a number read as true or false). */
  note?: string;
}

/** The predicate's JavaScript (compile-predicate.ts made it from the user's own text) as a function. */
export function predicateFrom(js: string, source: string, option = "--check"): (position: Position) => unknown {
  const module = { exports: {} as { default?: (position: Position) => unknown } };
  // Evaluated once, under the same time bound as the walk: text with "=>" is taken as a whole function, so an
  // expression holding an arrow ran here, where a loop held the host and a missing name was blamed on the game.
  const hint = 'text with "=>" is read as a whole function of the position: write (n) => …, ([a, b]) => … or p => …';
  let finished: boolean;
  try {
    finished = withinBound(() => new Function("module", "exports", js)(module, module.exports));
  } catch (error) {
    throw new UserError(`${option}: "${source}" cannot be evaluated: ${error instanceof Error ? `${error.name}: ${error.message}` : String(error)}`, hint);
  }
  if (!finished) throw new UserError(`${option}: "${source}" did not finish being evaluated within ${PREDICATE_WALK_MS / 1000} s`, `look for an endless loop; ${hint}`);
  if (typeof module.exports.default !== "function") throw new UserError(`${option}: "${source}" is not ${option === "--check" ? "a predicate" : "an expression"}`, "give a condition or an arrow function");
  return module.exports.default;
}

/** Every settled position of the view, its value, and the formula's word on it. */
export function checkPredicate(view: View, source: string, predicate: (position: Position) => unknown, kind: "outcome" | "grundy" = "outcome"): PredicateCheck {
  const result: PredicateCheck = { source, kind, positions: 0, disagreements: 0, first: [] };
  const option = kind === "outcome" ? "--check" : "--check-grundy";
  let at: Position | undefined;
  // What the formula gave that is no answer of its kind: "n % 3" to --check (a number, read as P where it is not 0: the
  // first such disagreement is explained), and a body in braces without return (undefined everywhere: read as N at
  // every position, or as no Grundy value).
  let unlike: { position: Position; said: unknown } | undefined;
  let undefinedCount = 0;
  const visit = (position: Position, value: number) => {
    if (value < 0) return;
    result.positions++;
    at = position;
    let said: unknown;
    try {
      said = predicate(position);
    } catch (error) {
      throw new UserError(`${option}: "${source}" threw at ${view.format(position)}: ${error instanceof Error ? error.message : String(error)}`, kind === "outcome" ? "fix the predicate" : "fix the expression");
    }
    if (said === undefined) undefinedCount++;
    if (kind === "outcome") {
      const says = Boolean(said);
      if (says !== (value === 0)) {
        result.disagreements++;
        if (!unlike && (typeof said === "number" || typeof said === "bigint")) unlike = { position, said };
        if (result.first.length < 5) result.first.push(`${view.format(position)}: your predicate says ${says ? "P (loses)" : "N (wins)"}, the game says ${value === 0 ? "P (loses)" : `N (wins, Grundy ${value})`}`);
      }
      return;
    }
    const number = typeof said === "bigint" ? Number(said) : said;
    if (number !== value) {
      result.disagreements++;
      if (result.first.length < 5) result.first.push(`${view.format(position)}: your expression says ${typeof said === "number" || typeof said === "bigint" ? String(said) : `${String(said)} (not a number)`}, the Grundy value is ${value}`);
    }
  };
  const walk = () => {
    if (view.dims === 1) for (let n = view.first; n <= view.range; n++) visit(n, view.values[n]!);
    else for (const [xs, value] of gridPositions(view)) visit(xs, value);
  };
  // An endless predicate ("n > 0 ? f(n) : 0" with a loop in f) held the tool host until its 120 s watchdog, which
  // blamed the game: the whole walk runs under vm's timeout, and the message names the formula and the position.
  if (!withinBound(walk)) {
    throw new UserError(
      `${option}: "${source}" did not finish within ${PREDICATE_WALK_MS / 1000} s (${result.positions.toLocaleString("en")} positions asked, the last ${at === undefined ? "none" : view.format(at)})`,
      `look for an endless loop in the ${kind === "outcome" ? "predicate" : "expression"}, or check a smaller --range`,
    );
  }
  if (result.positions > 0 && undefinedCount === result.positions) {
    throw new UserError(
      `${option}: "${source}" gave undefined at every position, so it says nothing`,
      `a function body in braces needs return: ${kind === "outcome" ? '"(n) => { return n % 3 === 0; }"' : '"(n) => { return n % 3; }"'}, or leave the braces out: ${kind === "outcome" ? '"(n) => n % 3 === 0"' : '"(n) => n % 3"'}`,
    );
  }
  if (unlike) {
    result.note = `your predicate gave ${String(unlike.said)} (a number) at ${view.format(unlike.position)}, read as ${unlike.said ? "P" : "N"} since it is ${unlike.said ? "not " : ""}0: for "is 0" write === 0 (e.g. "n % 3 === 0"), and for a Grundy value use --check-grundy`;
  }
  return result;
}

/** Runs `work` under vm's timeout (which stops even a loop in the user's code): false when the bound stopped it. */
function withinBound(work: () => void): boolean {
  try {
    runInNewContext("work()", { work }, { timeout: PREDICATE_WALK_MS });
    return true;
  } catch (error) {
    if ((error as { code?: string }).code === "ERR_SCRIPT_EXECUTION_TIMEOUT") return false;
    throw error;
  }
}

/** The whole check's time: a plain formula takes well under a second over the largest range. STONEBENCH_PREDICATE_MS: tests. */
const PREDICATE_WALK_MS = Number(process.env.STONEBENCH_PREDICATE_MS) > 0 ? Number(process.env.STONEBENCH_PREDICATE_MS) : 30_000;
