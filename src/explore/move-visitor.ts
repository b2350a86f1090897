// The one function literal every caller hands to a game's forEachMove. V8 keys a call site's feedback on the function
// called: a second literal (the check against moves(), say) makes the `visit(...)` call inside the game's loop
// megamorphic for good, the engine's fast path is no longer inlined into it, and a game with history ran 2.5× slower.

/** What a visitor reads and writes: the values of the states done so far, and the current state's marks. */
export interface MoveTable {
  /** Pair games: state (a, b) is a·size + b; heap games: state a, and b is ignored. */
  pair: boolean;
  size: number;
  /** Coordinates above range (or, with range −1, every move) go to the recorded moves. */
  range: number;
  /** Values ≥ 0 are states done (state order makes them smaller); anything else goes to the recorded moves. */
  values: Int32Array;
  mark: Int32Array;
  stamp: number;
  /** Every other move, in order, left for the caller's checked path: recorded[2t], recorded[2t + 1]. */
  recorded: unknown[];
}

export function moveTable(pair: boolean, size: number, range: number, values: Int32Array, mark: Int32Array): MoveTable {
  return { pair, size, range, values, mark, stamp: -1, recorded: [] };
}

/** The visitor over a table: a whole, in-range move to a state done marks its value; any other move is recorded. */
export function moveVisitor(table: MoveTable): (a: number, b?: number) => void {
  return (a, b) => {
    // `=== true`, not a truthiness test: the field is read untyped, and ToBoolean cost a chain of compares per move.
    const second = table.pair === true ? b : 0;
    // Strict checks (a string or undefined coordinate must not be read as a number), then one typed-array read. No
    // count of the moves marked (a field written per move cost 5%): the caller looks for its stamp in `mark` instead.
    if ((a | 0) === a && (second! >>> 0) === second && second <= table.range) {
      const value = table.values[a * table.size + second]!;
      if (value >= 0) {
        table.mark[value] = table.stamp;
        return;
      }
    }
    table.recorded.push(a, b);
  };
}
