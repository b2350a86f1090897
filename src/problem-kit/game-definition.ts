// What a game module exports: the rules as moves between positions, and (for a problem) how positions become inputs.

/** A heap game's position is a number n ≥ 0; a pair game's is (a, b) with a, b ≥ 0 (two piles, or a state with history). */
export type Heap = number;
export type Pair = readonly [number, number];
export type State = Heap | Pair;

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
  /** "heap": states are numbers 0..N. "pair": states are (a, b) with 0 ≤ a, b ≤ N. */
  shape: S extends number ? "heap" : "pair";
  /** "misere" when taking the last stone loses by the rules themselves; --misere asks for misère play anyway. */
  play?: "normal" | "misere";
  /** N when --range is not given. */
  defaultRange: number;
  /** Every move from a state. Each must lead to a smaller state (a smaller heap, or a smaller a, or the same a and a smaller b). */
  moves(state: S): S[];
  /** Moves that leave several independent heaps (a sum: Grundy values combine by xor), e.g. Kayles' split. Normal play only. */
  splits?(state: S): S[][];
  /**
   * A fast path for moves that take any positive multiple of a vector (Wythoff: (1,0), (0,1), (1,1); Nim: [1]).
   * When given, the analysis uses slides plus extraMoves instead of moves(); it first checks on small states that
   * they give exactly the same moves as moves().
   */
  slides?: readonly (readonly number[])[];
  extraMoves?(state: S): S[];
  /** States that cannot occur (Fibonacci Nim: most next take > stones) are skipped. */
  isState?(state: S): boolean;
  /**
   * When the question is about a number n but the game needs history (Fibonacci Nim: (stones, most the next player
   * may take)): the state a game of n starts in. The report then speaks of n, not of states.
   */
  start?(n: number): S;
  /** The smallest n (or pile) the problem asks about; default 0. */
  firstPosition?: number;
  /** Octal or subtraction game: enables the Guy–Smith criterion, which proves periodicity from finitely many values. */
  octal?: { code: string; maxTake: number };
  /** The problem's positions are sums of any number of these heaps (Nim: many piles). */
  sumOfHeaps?: boolean;
  /** How the report writes a position; default "n" or "(a, b)". */
  format?(state: S): string;
}

/** A position of the question: n for heap games and games with start(), (a, b) for pair games, piles for sums. */
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
