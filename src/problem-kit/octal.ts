import type { GameDefinition } from "./game-definition";

// Octal games (Kayles 0.77, Dawson's Kayles 0.07, Officers 0.6) and subtraction games written from their code: the
// moves and the splits in bulk (no array per split), with the code declared for the explorer to check and use.

// The move functions octalGame and subtractionGame made, by the code they follow for every heap (not only the heaps an
// analysis computes): a declared code is a theorem's precondition only where the moves are these (explore's proofs).
const madeFor = new WeakMap<object, string>();

/** The octal code ("0.33") a function of this module follows at every heap, or undefined for anyone else's function. */
export function libraryCodeOf(fn: unknown): string | undefined {
  return typeof fn === "function" ? madeFor.get(fn) : undefined;
}

/** A code as written from its digits: "0.33"; "0.0" for none. */
export function formatCode(digits: readonly number[]): string {
  return `0.${digits.length ? digits.join("") : "0"}`;
}

/** The digits d1 d2 … of "0.d1d2…" (or ".d1d2…"), or an error naming the code. */
export function octalDigits(code: string): number[] {
  const match = /^0?\.([0-7]+)$/.exec(code.trim());
  if (!match) throw new Error(`"${code}" is not an octal code like 0.77 (digits 0 to 7 after "0.")`);
  const digits = [...match[1]!].map(Number);
  while (digits.length > 0 && digits[digits.length - 1] === 0) digits.pop();
  return digits;
}

/**
 * A game from its octal code "0.d1d2d3…": d_j says what removing j tokens from a heap may leave:
 * bit 1 nothing (j = n), bit 2 one heap (j < n), bit 4 two nonempty heaps (j ≤ n − 2, the rest split in two).
 */
export function octalGame(code: string, name = `octal game ${code}`, defaultRange = 1000): GameDefinition<number> {
  const digits = octalDigits(code);
  const maxTake = digits.length;
  const splitTakes = smallIntegers(digits.flatMap((d, i) => (d & 4 ? [i + 1] : [])));
  const leaveOneTakes = smallIntegers(digits.flatMap((d, i) => (d & 2 ? [i + 1] : [])));
  const lastSplitTake = splitTakes.length > 0 ? splitTakes[splitTakes.length - 1]! : 0;
  const moves = (n: number): number[] => {
    // Past the last digit every take leaves one heap or none is allowed: the same moves, in one exact-size array.
    if (n > maxTake) return takenFrom(n, leaveOneTakes);
    const out: number[] = [];
    for (let j = 1; j <= maxTake && j <= n; j++) {
      const d = digits[j - 1]!;
      if (j === n && d & 1) out.push(0);
      if (j < n && d & 2) out.push(n - j);
    }
    return out;
  };
  const splitRests = (n: number): number[] => {
    if (n >= lastSplitTake + 2) return takenFrom(n, splitTakes);
    const out: number[] = [];
    for (const j of splitTakes) if (n - j >= 2) out.push(n - j);
    return out;
  };
  madeFor.set(moves, formatCode(digits));
  madeFor.set(splitRests, formatCode(digits));
  return {
    name,
    rules: `octal code ${code}: remove j tokens from a heap, as digit d${maxTake > 1 ? "_j" : "1"} allows (1: the whole heap, 2: leaving one heap, 4: leaving two)`,
    shape: "heap",
    defaultRange,
    octal: code.trim(),
    moves,
    // Only a code that splits has splits: a game without them is a plain heap game (misère play included).
    ...(splitTakes.length > 0 ? { splitRests } : {}),
  };
}

/**
 * Nim's moves: every take from one heap, n → 0..n − 1, at every heap. The report states Bouton's rule for every heap
 * only for these: a module's own moves() may stop being Nim past the range it was checked on.
 */
export const nimMoves = (n: number): number[] => {
  const out = new Array<number>(n);
  for (let b = 0; b < n; b++) out[b] = b;
  return out;
};

/** Whether fn is problem-kit's nimMoves itself (not a module's function that agrees with it on a range). */
export function isLibraryNimMoves(fn: unknown): boolean {
  return fn === nimMoves;
}

/**
 * n − t for each take t, in an array of exactly that many elements. A long analysis calls moves and splitRests once a
 * heap: push on an empty literal reserves 17 slots, and that garbage cost the collector about a tenth of Officers'
 * analysis to 10^5 (0.44 against 0.40 CPU-s).
 */
function takenFrom(n: number, takes: readonly number[]): number[] {
  const out = takes.slice();
  for (let i = 0; i < out.length; i++) out[i] = n - out[i]!;
  return out;
}

/**
 * The same numbers in an array that V8 keeps as packed small integers, as push on [] makes: takenFrom copies its
 * takes' kind, and flatMap's (holey) and a spread Set's (any value) differ from it, so the explorer's loop over the
 * moves of one game saw two or three kinds of array, and after a subtraction game an octal game's first heaps
 * dropped its optimised code (the bench's first Officers run after the 10^6-heap runs).
 */
function smallIntegers(values: readonly number[]): number[] {
  const out: number[] = [];
  for (let i = 0; i < values.length; i++) out.push(values[i]!);
  return out;
}

/** The subtraction game S: a move takes s ∈ S tokens from the heap (octal digit 3 at each s). */
export function subtractionGame(set: readonly number[], name?: string, defaultRange = 1000): GameDefinition<number> {
  const takes = checkedTakes(set);
  const max = takes[takes.length - 1]!;
  const code = "0." + Array.from({ length: max }, (_, i) => (takes.includes(i + 1) ? "3" : "0")).join("");
  // Same moves as the octal code gives, without looking at every digit: the 10^6-heap runs call this a million times.
  const moves = (n: number): number[] => {
    if (n >= max) return takenFrom(n, takes);
    const out: number[] = [];
    for (const s of takes) if (s <= n) out.push(n - s);
    return out;
  };
  madeFor.set(moves, formatCode(octalDigits(code)));
  return { ...octalGame(code, name ?? `subtraction game {${takes.join(", ")}}`, defaultRange), rules: `take s ∈ {${takes.join(", ")}} tokens from one heap`, moves };
}

/** The largest take subtractionGame writes as an octal code (one digit per take: ten million digits, about a second). */
const MAX_TAKE = 10_000_000;

/**
 * The set read once, element by element, into a plain array of whole takes ≥ 1, sorted without repeats: the
 * code (which a proof rests on) and the moves both come from this copy, so an array whose includes(), iterator or
 * getters say different things each time cannot make them disagree.
 */
function checkedTakes(set: readonly number[]): readonly number[] {
  const length = (set as { length?: unknown } | null | undefined)?.length;
  if (!(typeof length === "number" && Number.isSafeInteger(length) && length >= 1)) throw new Error("subtractionGame needs a nonempty list of takes, e.g. [1, 3, 4]");
  const copy: number[] = [];
  for (let i = 0; i < length; i++) {
    const s: unknown = set[i];
    if (!(typeof s === "number" && Number.isSafeInteger(s) && s >= 1)) throw new Error(`subtractionGame: take ${String(s)} is not a whole number ≥ 1`);
    // The code has a digit per take up to the largest: a take of 10^9 built a string of 10^9 digits and crashed the
    // tool host (SIGABRT, a V8 stack in the message). An analysis holds 30 million heaps at most.
    if (s > MAX_TAKE) throw new Error(`subtractionGame: take ${s} is larger than ${MAX_TAKE.toLocaleString("en")}, the longest octal code it writes; for a larger take, write moves(n) yourself`);
    copy.push(s);
  }
  // Not frozen: the copy is this closure's own, and slice() of a frozen array takes V8's slow path (the 10^6-heap
  // analysis went from 0.11 to 0.41 s).
  return smallIntegers([...new Set(copy)].sort((x, y) => x - y));
}
