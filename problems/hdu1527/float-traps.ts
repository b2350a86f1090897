// Where the floating-point formulas of float-formulas.ts get ⌊kφ⌋ wrong: the shape of the lists find-float-traps.ts
// writes to float-trap-lists.ts, and the limits they are counted to. Case recipes, the interactor and tests read these.

/** The largest k whose losing position fits HDU 1527 and Play Wythoff (b ≤ 10^9), and HDU 2177 (b ≤ 10^6). */
export const MAX_K_1527 = 381_966_011;
export const MAX_K_2177 = 381_966;

/** The largest argument any use can give: a pile value plus one, up to 10^9 + 1. */
export const TRAP_LIMIT = 1_000_000_001;
/**
 * The ranges each problem needs: k up to 381966 (HDU 2177's differences), 10^6 + 1 (its piles, plus one), 381966011
 * (HDU 1527's and Play Wythoff's differences), 10^9 + 1 (their piles, plus one).
 */
export const TRAP_RANGES = [MAX_K_2177, 1_000_001, MAX_K_1527, TRAP_LIMIT] as const;

export interface RangeTraps {
  upTo: number;
  /** Every k ≤ upTo where the formula is wrong, counted exactly. */
  count: number;
  /** The last traps ≤ upTo (up to 16). */
  last: number[];
  /** The first trap at or after each of 8 points spread evenly over (0, upTo]. */
  spread: number[];
}

export interface FormulaTraps {
  /** The first traps (up to 16); those ≤ a range's upTo are its first. */
  first: number[];
  ranges: RangeTraps[];
}
