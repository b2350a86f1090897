// What a game module exports: the rules as moves between positions, and (for a problem) how positions become inputs.

/**
 * A heap game's position is a number n ≥ 0; a pair game's is (a, b) with a, b ≥ 0 (two piles, or a state with
 * history); a tuple game's is (x1, …, xk) with every xi ≥ 0 (k piles, the steps of a staircase).
 */
export type Heap = number;
export type Pair = readonly [number, number];
export type Tuple = readonly number[];
export type State = Heap | Pair | Tuple;

/** What a problem's answer may look at: the exact outcome and Grundy value of any state the analysis covered. */
export interface Truth<S extends State = State> {
  /** True when the player to move loses (a P-position). */
  isP(state: S): boolean;
  grundy(state: S): number;
}

export interface GameDefinition<S extends State = State> {
  /** A short name, e.g. "Wythoff's game". */
  name: string;
  /** The rules in one line, for the report. */
  rules: string;
  /** "heap": states are numbers 0..N. "pair": (a, b) with 0 ≤ a, b ≤ N. "tuple": `piles` coordinates, each 0..N. */
  shape: "heap" | "pair" | "tuple";
  /** For shape "tuple": how many coordinates a state has (2 or more). */
  piles?: number;
  /** "misere" when taking the last stone loses by the rules themselves; --misere asks for misère play anyway. */
  play?: "normal" | "misere";
  /** N when --range is not given. */
  defaultRange: number;
  /**
   * Every move from a state. Each must lead to a smaller state (a smaller heap; or a smaller first coordinate, or
   * the same first and a smaller second, and so on), unless the game declares a `potential`.
   */
  moves(state: S): S[];
  /**
   * The moves of moves(), for heap and pair games, without an array per move: visit(n) for a heap, visit(a, b) for
   * a pair. Games with history make millions of moves (generalised Fibonacci Nim); the analysis checks on the small
   * states that this gives exactly the moves of moves().
   */
  forEachMove?(state: S, visit: (a: number, b: number) => void): void;
  /**
   * Moves that leave several independent heaps (a sum: Grundy values combine by xor), as lists of heaps, e.g.
   * Grundy's game. One array per split: for games that split a heap in two, `splitRests` is much faster.
   */
  splits?(state: S): S[][];
  /**
   * Heap games: the moves that split a heap in two, in bulk. Each rest r ≥ 2 stands for every split of r tokens
   * into two nonempty heaps (a, r − a), 1 ≤ a ≤ r/2 (only a < r − a when `unequalSplits`). Octal games: removing j
   * tokens and splitting the rest is the rest n − j. A rest of 0 or 1 splits into no two nonempty heaps: no move.
   */
  splitRests?(n: number): readonly number[];
  /** With splitRests: the two heaps must differ in size (Grundy's game). */
  unequalSplits?: boolean;
  /**
   * A fast path for moves that take any positive multiple of a vector (Wythoff: (1,0), (0,1), (1,1); Nim: [1]).
   * When given, the analysis uses slides plus extraMoves instead of moves(); it first checks that they give exactly
   * the same moves as moves() on the small states and on a few hundred spread over the range.
   */
  slides?: readonly (readonly number[])[];
  extraMoves?(state: S): S[];
  /** States that cannot occur (Fibonacci Nim: most next take > stones) are skipped. */
  isState?(state: S): boolean;
  /**
   * For games where a move may raise a coordinate (Staircase Nim moves coins down a step): a whole number that
   * every move lowers. States are analysed in increasing potential; a state with a move that leaves the explored
   * range is left unsettled (and every state that can move to it), and no pattern speaks of it.
   */
  potential?(state: S): number;
  /**
   * When the question is about a number n but the game needs history (Fibonacci Nim: (stones, most the next player
   * may take)): the state a game of n starts in. The report then speaks of n, not of states.
   */
  start?(n: number): S;
  /** The smallest n (or pile) the problem asks about; default 0. */
  firstPosition?: number;
  /**
   * The game's octal code ("0.77" for Kayles), a statement of its rules that permits Guy and Smith's periodicity
   * proof. It is never trusted: the analysis checks it against moves() and the splits at every heap it computes,
   * and proves nothing when they disagree. (maxTake, if given, must be the code's length.)
   */
  octal?: string | { code: string; maxTake?: number };
  /** The problem's positions are sums of any number of these heaps (Nim: many piles). */
  sumOfHeaps?: boolean;
  /** How the report writes a position; default "n", "(a, b)" or "(x1, …, xk)". */
  format?(state: S): string;
}

/** A position of the question: n for heap games and games with start(), (a, b) or a tuple for the others, piles for sums. */
export type Position = number | readonly number[];

/** What ties a game to its problem, for --solution: one position as an instance of gen.ts, and the expected answer. */
export interface ProblemBinding {
  /** The instance for gen.ts's format(), or undefined when the input cannot hold this position (e.g. a terminator). */
  toInstance(position: Position, parameters: Record<string, number>): unknown;
  /**
   * The expected output for that instance, from the exact truth (lines, without the final newline). The truth takes
   * the game's states; for sums of heaps (Nim) it takes the list of piles.
   */
  answer(position: Position, truth: Truth<any>, parameters: Record<string, number>): string;
  /** For sums (Nim): the largest number of piles and pile size to feed; default 3 piles of ≤ 10. */
  sumPiles?: { count: number; max: number };
}

/** A game module: `export const game` (or a function of parameters), optional defaults and problem binding. */
export interface GameModule {
  game: GameDefinition<any> | ((parameters: Record<string, number>) => GameDefinition<any>);
  parameters?: Record<string, number>;
  problem?: ProblemBinding;
}
