import { UserError } from "../errors";
import type { Position } from "../problem-kit/game-definition";
import type { View } from "./view";

// --check "<predicate>": the user's formula for "the player to move loses", compared with the exact outcomes.

export interface PredicateCheck {
  source: string;
  positions: number;
  disagreements: number;
  first: string[];
}

/** The predicate's JavaScript (compile-predicate.ts made it from the user's own --check) as a function. */
export function predicateFrom(js: string, source: string): (position: Position) => unknown {
  const module = { exports: {} as { default?: (position: Position) => unknown } };
  new Function("module", "exports", js)(module, module.exports);
  if (typeof module.exports.default !== "function") throw new UserError(`--check: "${source}" is not a predicate`, "give a condition or an arrow function");
  return module.exports.default;
}

export function checkPredicate(view: View, source: string, predicate: (position: Position) => unknown): PredicateCheck {
  const result: PredicateCheck = { source, positions: 0, disagreements: 0, first: [] };
  const visit = (position: Position, value: number) => {
    if (value < 0) return;
    result.positions++;
    let says: boolean;
    try {
      says = Boolean(predicate(position));
    } catch (error) {
      throw new UserError(`--check: "${source}" threw at ${view.format(position)}: ${error instanceof Error ? error.message : String(error)}`, "fix the predicate");
    }
    if (says !== (value === 0)) {
      result.disagreements++;
      if (result.first.length < 5) result.first.push(`${view.format(position)}: your predicate says ${says ? "P (loses)" : "N (wins)"}, the game says ${value === 0 ? "P (loses)" : `N (wins, Grundy ${value})`}`);
    }
  };
  const size = view.range + 1;
  if (view.dims === 1) for (let n = view.first; n <= view.range; n++) visit(n, view.values[n]!);
  else for (let a = 0; a < size; a++) for (let b = 0; b < size; b++) visit([a, b], view.values[a * size + b]!);
  return result;
}
