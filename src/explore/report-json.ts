import type { Exploration } from "./explore";
import type { PredicateCheck } from "./check-predicate";
import type { PositionReport } from "./describe-position";
import type { SolutionReport } from "./feed-solution";
import { gridPositions } from "./view";

// --json: the analysis (positions and values), the patterns with their status, and the checks asked for.

export function toJson(result: Exploration, extras: { check?: PredicateCheck; checkGrundy?: PredicateCheck; solution?: SolutionReport; position?: PositionReport }): unknown {
  const { view, loaded, analysis } = result;
  const size = view.range + 1;
  // Flat arrays rather than an object per position: 10^6 positions stay a few MB and a fraction of a second.
  let grundy: number[] | number[][] | number[];
  let pPositions: (number | number[])[];
  if (view.dims === 1) {
    grundy = Array.from(view.values);
    pPositions = result.heap?.pPositions ?? [];
  } else if (view.dims === 2) {
    grundy = Array.from({ length: size }, (_, a) => Array.from(view.values.subarray(a * size, (a + 1) * size)));
    pPositions = (result.pair?.pAll ?? []).map(([a, b]) => [a, b]);
  } else {
    grundy = Array.from(view.values);
    pPositions = [];
    for (const [xs, value] of gridPositions(view)) if (value === 0) pPositions.push(xs);
  }
  const octal = loaded.game.start ? undefined : analysis.octal;
  return {
    game: loaded.game.name,
    rules: loaded.game.rules,
    parameters: loaded.parameters,
    range: result.range,
    play: result.misere ? "misere" : "normal",
    seconds: analysis.seconds,
    positions:
      view.dims === 1
        ? { position: "n", first: view.first, last: view.range }
        : view.dims === 2
          ? { position: "(a, b)", first: [0, 0], last: [view.range, view.range] }
          : { position: `(x1, …, x${view.dims})`, first: new Array(view.dims).fill(0), last: new Array(view.dims).fill(view.range), layout: "flat, x1 slowest" },
    /** 1-D: grundy[n] (-1 below the first position asked about); 2-D: grundy[a][b]; k-D: flat. P-positions have value 0; -1 not a state, -2 unsettled. */
    grundy,
    pPositions,
    patterns: result.claims,
    noSimplePattern: !result.claims.some((claim) => claim.holds && claim.status !== "observed" && claim.subject === "P-positions"),
    ...(octal ? { octal } : {}),
    ...(analysis.unsettled ? { unsettled: analysis.unsettled } : {}),
    ...(result.heap ? { grundyPeriod: result.heap.grundyPeriod ?? null, outcomePeriod: result.heap.outcomePeriod ?? null } : {}),
    ...(result.sumRule ? { sumRule: result.sumRule } : {}),
    ...(extras.check ? { check: extras.check } : {}),
    ...(extras.checkGrundy ? { checkGrundy: extras.checkGrundy } : {}),
    ...(extras.solution ? { solution: extras.solution } : {}),
    // --at: the position's value, outcome, winning moves and the problem's answer (the terminal's lines left out).
    ...(extras.position ? { at: (({ lines: _lines, ...facts }) => facts)(extras.position) } : {}),
  };
}
