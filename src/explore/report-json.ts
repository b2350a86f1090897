import type { Exploration } from "./explore";
import type { PredicateCheck } from "./check-predicate";
import type { SolutionReport } from "./feed-solution";

// --json: the analysis (positions and values), the patterns with their status, and the checks asked for.

export function toJson(result: Exploration, extras: { check?: PredicateCheck; solution?: SolutionReport }): unknown {
  const { view, loaded } = result;
  const size = view.range + 1;
  // Flat arrays rather than an object per position: 10^6 positions stay a few MB and a fraction of a second.
  let grundy: number[] | number[][];
  let pPositions: (number | [number, number])[];
  if (view.dims === 1) {
    grundy = Array.from(view.values);
    pPositions = result.heap?.pPositions ?? [];
  } else {
    grundy = Array.from({ length: size }, (_, a) => Array.from(view.values.subarray(a * size, (a + 1) * size)));
    pPositions = [];
    for (let a = 0; a < size; a++) for (let b = 0; b < size; b++) if (view.values[a * size + b] === 0) pPositions.push([a, b]);
  }
  return {
    game: loaded.game.name,
    rules: loaded.game.rules,
    parameters: loaded.parameters,
    range: result.range,
    play: result.misere ? "misere" : "normal",
    seconds: result.analysis.seconds,
    positions: view.dims === 1 ? { position: "n", first: view.first, last: view.range } : { position: "(a, b)", first: [0, 0], last: [view.range, view.range] },
    /** 1-D: grundy[n] (-1 below the first position asked about); 2-D: grundy[a][b]. P-positions have value 0. */
    grundy,
    pPositions,
    patterns: result.claims.map((claim) => ({ ...claim, status: claim.holds ? "checked" : "fails" })),
    noSimplePattern: !result.claims.some((claim) => claim.holds && claim.subject === "P-positions"),
    ...(result.heap ? { grundyPeriod: result.heap.grundyPeriod ?? null, outcomePeriod: result.heap.outcomePeriod ?? null } : {}),
    ...(result.sumRule ? { sumRule: result.sumRule } : {}),
    ...(extras.check ? { check: extras.check } : {}),
    ...(extras.solution ? { solution: extras.solution } : {}),
  };
}
