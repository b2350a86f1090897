import { UserError } from "../errors";

// What a move leads to, described for an error: a BigInt or a string that prints like a number must not read as
// "outside the explored range" (the reason is its type), and moves() must give a list, not undefined.

/** A value as a message shows it, with its type when it is not a plain number ("10n (a BigInt)", "\"10\" (a string)"). */
export function describeValue(x: unknown): string {
  if (typeof x === "bigint") return `${x}n (a BigInt)`;
  if (typeof x === "string") return `"${x}" (a string)`;
  if (typeof x === "number") return String(x);
  if (x === undefined || x === null) return String(x);
  if (Array.isArray(x)) return `(${x.map(describeValue).join(", ")})`;
  return `${String(x)} (${typeof x})`;
}

/** Whether a heap, or every coordinate of a state, is an integer (a JavaScript number with no fraction). */
export function isWhole(state: unknown): boolean {
  return Array.isArray(state) ? state.every((x) => Number.isInteger(x)) : Number.isInteger(state);
}

/** Why moves(state) gave no list, or undefined when it did. */
export function notAMoveList(list: unknown): string | undefined {
  return Array.isArray(list) ? undefined : `returned ${describeValue(list)}, not an array of states`;
}

export const MOVE_LIST_HINT = "moves(state) must return an array of the states each move leads to: [] when there is no move";

/** A splitRests(n) value that is no rest of heap n: the heap engine's check, the grid path's (analyse.ts) and the misère search's. */
export function badSplitRest(game: string, n: number, r: unknown): UserError {
  // It read "the split rest from 3 6 is not a whole number" for splitRests(3) = [6]: say the call, the value and the
  // bound. The bound is 0, not 2: a rest of 0 or 1 is a split into no two nonempty heaps, no move (Grundy's game as
  // (n) => [n]), and the message's "2 ≤ r" disagreed with what was accepted.
  return new UserError(`${game}: splitRests(${n}) gives ${describeValue(r)}, not a rest of heap ${n} (a whole number r with 0 ≤ r ≤ ${n})`, "splitRests(n) lists rests r with 0 ≤ r ≤ n (a rest below 2 splits into no two nonempty heaps: it adds no move)");
}
