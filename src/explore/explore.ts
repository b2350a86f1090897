import { UserError } from "../errors";
import { analyse, type Analysis } from "./analyse";
import { withinCallBound } from "./call-watch";
import { checkMovesDeterministic } from "./check-deterministic";
import { checkSlidesMatchMoves } from "./check-slides";
import { checkValuesAgain } from "./check-values-again";
import type { State } from "../problem-kit/game-definition";
import type { LoadedGame } from "./load-game";
import type { CheckedClaim } from "./patterns/claims";
import { findHeapPatterns, type HeapFindings } from "./patterns/heap-patterns";
import { findPairPatterns, type PairFindings } from "./patterns/pair-patterns";
import { findPileSum } from "./patterns/pile-sum";
import { findResidueRule } from "./patterns/residues";
import { findFewPositions } from "./patterns/few-positions";
import { findTuplePatterns, type TupleFindings } from "./patterns/tuple-patterns";
import { MISERE_SPLIT_RANGE } from "./misere-multisets";
import { analyseSumDirectly, checkSumRule, type SumRuleCheck } from "./sums";
import { questionView, type View } from "./view";

// One exploration: the exact analysis, the view the question asks about, and every pattern with its check.

export interface Exploration {
  loaded: LoadedGame;
  range: number;
  misere: boolean;
  analysis: Analysis<State>;
  view: View;
  heap?: HeapFindings;
  pair?: PairFindings;
  tuple?: TupleFindings;
  /** For sums of heaps: the xor rule checked against direct analysis of 2 and 3 heaps. */
  sumRule?: SumRuleCheck[];
  claims: CheckedClaim[];
}

export interface ExploreOptions {
  range?: number;
  misere?: boolean;
  signal?: AbortSignal;
  onProgress?: (done: number, total: number) => void;
}

export async function explore(loaded: LoadedGame, options: ExploreOptions = {}): Promise<Exploration> {
  const game = loaded.game;
  const misere = options.misere === true || game.play === "misere";
  // Misère games that split heaps are searched over multisets of heaps: a small range unless asked otherwise.
  const range = options.range ?? (misere && (game.splits || game.splitRests) ? Math.min(game.defaultRange, MISERE_SPLIT_RANGE) : game.defaultRange);
  // A range below the first position asked about explored nothing and said "n = 2..1", "0 of 0".
  const first = game.firstPosition ?? 0;
  if (range < first) throw new UserError(`--range ${range} is below ${game.name}'s first position ${first}: there is no position to explore`, `give --range ${first} or more`);
  withinCallBound(() => {
    checkMovesDeterministic(game);
    checkSlidesMatchMoves(game, 12, range);
  });
  const analysis = await analyse(game, { range, misere, ...(options.signal ? { signal: options.signal } : {}), ...(options.onProgress ? { onProgress: options.onProgress } : {}) });
  return withinCallBound(() => {
    checkValuesAgain(analysis);
    return findPatterns(loaded, range, misere, analysis);
  });
}

/** Everything after the values, synchronous: the patterns and the sums' check (moves are asked again). */
function findPatterns(loaded: LoadedGame, range: number, misere: boolean, analysis: Analysis<State>): Exploration {
  const game = loaded.game;
  const view = questionView(analysis);
  const result: Exploration = { loaded, range, misere, analysis, view, claims: [] };
  if (view.dims === 1) {
    result.heap = findHeapPatterns(analysis, view);
    result.claims = result.heap.claims;
  } else if (view.dims === 2) {
    result.pair = findPairPatterns(view);
    result.claims = result.pair.claims;
  } else {
    result.tuple = findTuplePatterns(view);
    result.claims = result.tuple.claims;
  }
  // A game of piles that no rule above states may be the sum of its piles (three heaps of a subtraction game), or
  // have P-positions that are a rule of the coordinates' residues (Empty and Divide: both boxes odd).
  const stated = () => result.claims.some((claim) => claim.holds && claim.status !== "observed" && claim.subject === "P-positions");
  if (view.dims >= 2 && !misere && !stated()) result.claims = [...result.claims, ...findPileSum(view)];
  if (view.dims >= 2 && !stated()) result.claims = [...result.claims, ...findResidueRule(view)];
  if (view.dims >= 2 && !stated()) result.claims = [...result.claims, ...findFewPositions(view)];
  if (game.sumOfHeaps && !misere && game.shape === "heap" && !game.splits && !game.splitRests) {
    result.sumRule = [
      checkSumRule(analysis as Analysis<number>, analyseSumDirectly(game, 2, Math.min(range, 40))),
      checkSumRule(analysis as Analysis<number>, analyseSumDirectly(game, 3, Math.min(range, 12))),
    ];
  }
  return result;
}
