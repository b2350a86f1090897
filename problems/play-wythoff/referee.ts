// The judge's side of Play Wythoff, apart from its I/O: how a game goes, and how the interactor plays from a losing
// position. interactor.ts plays it against a solution; the tests play it against simulated strategies in-process.
import { MAX_K_1527 } from "../hdu1527/float-traps";
import { TRAP_LISTS } from "../hdu1527/float-trap-lists";
import { Random } from "../../src/problem-kit/random";
import { isLegalMove, isLosing, lowerOf, winningMove } from "./wythoff";

/** The most moves the solution may make in one game. */
export const MOVE_LIMIT = 200;
export const MAX_PILE = 10n ** 9n;

/**
 * Differences k ≤ 381966011 where some floating-point ⌊kφ⌋ of float-formulas.ts is one off (its first, last and spread
 * traps, from find-float-traps.ts): the interactor steers toward losing positions with these differences.
 */
export const TRAPS: bigint[] = [
  ...new Set(
    Object.values(TRAP_LISTS).flatMap((lists) => {
      const range = lists.ranges.find((item) => item.upTo === MAX_K_1527)!;
      return [...lists.first, ...range.last, ...range.spread].filter((k) => k <= MAX_K_1527);
    }),
  ),
]
  .sort((a, b) => a - b)
  .map(BigInt);
// Each trap with its losing position's lower pile, computed once (the interactor looks at them on every stall).
const TRAP_LOWER = TRAPS.map((k) => [k, lowerOf(k)] as const);

/** The solution's side of one game, as the referee sees it: what it says, in order. */
export interface Opponent {
  side(a: bigint, b: bigint): string;
  /** The solution's move from (a, b): the piles after it, in the same order. */
  move(a: bigint, b: bigint): [bigint, bigint];
  /** The interactor moved to (c, d). */
  told(c: bigint, d: bigint): void;
}

/** Plays one game from (a0, b0); returns undefined when the solution won, else why it did not. */
export function refereeGame(a0: bigint, b0: bigint, seed: string, solution: Opponent): string | undefined {
  const rng = new Random(seed);
  const firstWins = !isLosing(a0, b0);
  const side = solution.side(a0, b0);
  if (side !== "first" && side !== "second") return `expected "first" or "second", got "${side}"`;
  if ((side === "first") !== firstWins) return `you chose ${side}, but that side loses with perfect play; choose only winning sides`;
  let [a, b] = [a0, b0];
  let moves = 0;
  let mine = side === "second";
  while (a + b > 0n) {
    if (mine) {
      const [c, d] = winningMove(a, b) ?? stall(rng, a, b);
      solution.told(c, d);
      [a, b] = [c, d];
      if (a + b === 0n) return `the interactor emptied both piles, so you lost (after your ${moves} moves)`;
    } else {
      if (++moves > MOVE_LIMIT) return `the game is still on at (${a} ${b}) after your ${MOVE_LIMIT} moves: the move limit`;
      const [c, d] = solution.move(a, b);
      if (c < 0n || d < 0n || c > MAX_PILE || d > MAX_PILE || !isLegalMove(a, b, c, d)) return `(${a} ${b}) → (${c} ${d}) is not a move: take from one pile, or the same from both`;
      [a, b] = [c, d];
    }
    mine = !mine;
  }
  return undefined;
}

/**
 * A move from a losing position, chosen to make a wrong strategy fail: toward (x, x + k) above a losing position whose
 * k is a float trap (so a rounded ⌊kφ⌋ picks the wrong diagonal step), else a random big step on one pile or both.
 */
export function stall(rng: Random, a: bigint, b: bigint): [bigint, bigint] {
  const swapped = a > b;
  const [x, y] = swapped ? [b, a] : [a, b];
  const out = (p: bigint, q: bigint): [bigint, bigint] => (swapped ? [q, p] : [p, q]);
  if (rng.chance(0.7)) {
    const fits = TRAP_LOWER.filter(([k, lower]) => x + k < y && lower < x);
    if (fits.length > 0) return out(x, x + rng.pick(fits)[0]);
    const lowered = TRAP_LOWER.filter(([k, lower]) => y - k >= 0n && y - k < x && lower < y - k);
    if (lowered.length > 0) return out(y - rng.pick(lowered)[0], y);
  }
  const kinds = [...(x > 0n ? ["small", "both"] : []), "large"];
  const kind = rng.pick(kinds);
  const most = kind === "large" ? y : x;
  const take = most - randomBelow(rng, (most + 1n) / 2n);
  if (kind === "small") return out(x - take, y);
  if (kind === "large") return y - take >= 0n ? out(x, y - take) : out(x, 0n);
  return out(x - take, y - take);
}

function randomBelow(rng: Random, bound: bigint): bigint {
  if (bound <= 0n) return 0n;
  return ((BigInt(rng.next32()) << 32n) | BigInt(rng.next32())) % bound;
}
