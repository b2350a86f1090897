import type { Exploration } from "./explore";
import type { PredicateCheck } from "./check-predicate";
import type { SolutionReport } from "./feed-solution";

// --json: the analysis (positions and values), the patterns with their status, and the checks asked for.

export function toJson(result: Exploration, extras: { check?: PredicateCheck; solution?: SolutionReport }): unknown {
  const { view, loaded } = result;
  const size = view.range + 1;
  const positions: { position: number | [number, number]; grundy: number; outcome: "P" | "N" }[] = [];
  if (view.dims === 1) {
    for (let n = view.first; n <= view.range; n++) positions.push({ position: n, grundy: view.values[n]!, outcome: view.values[n] === 0 ? "P" : "N" });
  } else {
    for (let a = 0; a < size; a++) for (let b = 0; b < size; b++) positions.push({ position: [a, b], grundy: view.values[a * size + b]!, outcome: view.values[a * size + b] === 0 ? "P" : "N" });
  }
  return {
    game: loaded.game.name,
    rules: loaded.game.rules,
    parameters: loaded.parameters,
    range: result.range,
    play: result.misere ? "misere" : "normal",
    seconds: result.analysis.seconds,
    positions,
    patterns: result.claims.map((claim) => ({ ...claim, status: claim.holds ? "checked" : "fails" })),
    noSimplePattern: !result.claims.some((claim) => claim.holds && claim.subject === "P-positions"),
    ...(result.heap ? { grundyPeriod: result.heap.grundyPeriod ?? null, outcomePeriod: result.heap.outcomePeriod ?? null } : {}),
    ...(result.sumRule ? { sumRule: result.sumRule } : {}),
    ...(extras.check ? { check: extras.check } : {}),
    ...(extras.solution ? { solution: extras.solution } : {}),
  };
}
