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
}

/** The predicate's JavaScript (compile-predicate.ts made it from the user's own text) as a function. */
export function predicateFrom(js: string, source: string, option = "--check"): (position: Position) => unknown {
  const module = { exports: {} as { default?: (position: Position) => unknown } };
  new Function("module", "exports", js)(module, module.exports);
  if (typeof module.exports.default !== "function") throw new UserError(`${option}: "${source}" is not ${option === "--check" ? "a predicate" : "an expression"}`, "give a condition or an arrow function");
  return module.exports.default;
}

/** Every settled position of the view, its value, and the formula's word on it. */
export function checkPredicate(view: View, source: string, predicate: (position: Position) => unknown, kind: "outcome" | "grundy" = "outcome"): PredicateCheck {
  const result: PredicateCheck = { source, kind, positions: 0, disagreements: 0, first: [] };
  const option = kind === "outcome" ? "--check" : "--check-grundy";
  const visit = (position: Position, value: number) => {
    if (value < 0) return;
    result.positions++;
    let said: unknown;
    try {
      said = predicate(position);
    } catch (error) {
      throw new UserError(`${option}: "${source}" threw at ${view.format(position)}: ${error instanceof Error ? error.message : String(error)}`, kind === "outcome" ? "fix the predicate" : "fix the expression");
    }
    if (kind === "outcome") {
      const says = Boolean(said);
      if (says !== (value === 0)) {
        result.disagreements++;
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
  if (view.dims === 1) for (let n = view.first; n <= view.range; n++) visit(n, view.values[n]!);
  else for (const [xs, value] of gridPositions(view)) visit(xs, value);
  return result;
}
