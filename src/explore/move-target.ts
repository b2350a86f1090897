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
  // An Int32Array of moves read "returned  (object)" (its String is its elements, none here); a generator or a Set
  // read "[object Generator] (object)": objects are named by their kind.
  if (typeof x === "object") {
    const kind = Object.prototype.toString.call(x).slice(8, -1);
    const list = ArrayBuffer.isView(x) && !(x instanceof DataView) ? ` [${Array.from(x as unknown as ArrayLike<number>).join(", ")}]` : "";
    return `${/^[AEIOU]/.test(kind) ? "an" : "a"} ${kind}${list}`;
  }
  return `${String(x)} (${typeof x})`;
}

/** Why moves(state) gave no list, or undefined when it did. */
export function notAMoveList(list: unknown): string | undefined {
  if (Array.isArray(list)) return undefined;
  const iterable = typeof list === "object" && list !== null && Symbol.iterator in list;
  return `returned ${describeValue(list)}, not an array of states${iterable ? " (spread it into one: [...moves])" : ""}`;
}

export const MOVE_LIST_HINT = "moves(state) must return an array of the states each move leads to: [] when there is no move";

/** A splitRests(n) value that is no rest of heap n: the heap engine's check, the grid path's (analyse.ts) and the misère search's. */
export function badSplitRest(game: string, n: number, r: unknown): UserError {
  // It read "the split rest from 3 6 is not a whole number" for splitRests(3) = [6]: say the call, the value and the
  // bound. The bound is 0, not 2: a rest of 0 or 1 is a split into no two nonempty heaps, no move (Grundy's game as
  // (n) => [n]), and the message's "2 ≤ r" disagreed with what was accepted.
  return new UserError(`${game}: splitRests(${n}) gives ${describeValue(r)}, not a rest of heap ${n} (a whole number r with 0 ≤ r ≤ ${n})`, "splitRests(n) lists rests r with 0 ≤ r ≤ n (a rest below 2 splits into no two nonempty heaps: it adds no move)");
}

/**
 * Why a move's target is no state of any range, or undefined when it is one (whole, non-negative, of the game's
 * shape). A pair game's move to 0, or a three-pile game's to (0, 0, 0, 0), read "leads to a state outside the
 * explored range", and a heap's move to −1 "outside the explored range" with the hint "must lead to a smaller state".
 */
export function notAStateOfShape(target: unknown, dims: number): string | undefined {
  if (dims === 1) {
    if (typeof target !== "number" || !Number.isInteger(target)) return `${describeValue(target)}, which is not an integer`;
    return target < 0 ? `${target}, a negative heap` : undefined;
  }
  const wanted = dims === 2 ? "a pair [a, b]" : `a tuple of ${dims} numbers [x1, …, x${dims}]`;
  if (!Array.isArray(target) || target.length !== dims) return `${describeValue(target)}, which is not ${wanted}`;
  if (!target.every((x) => typeof x === "number" && Number.isInteger(x))) return `${describeValue(target)}, which is not an integer`;
  return target.some((x) => x < 0) ? `${describeValue(target)}, which has a negative coordinate` : undefined;
}

/** The hint for notAStateOfShape's targets. */
export function shapeHint(dims: number): string {
  if (dims === 1) return "a move leads to a heap of 0 or more tokens: a whole number (a JavaScript number, not a BigInt or a string)";
  return `a move leads to ${dims === 2 ? "[a, b]" : `[x1, …, x${dims}]`}: whole numbers, each 0 or more`;
}
