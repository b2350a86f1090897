import { UserError } from "../errors";
import type { GameDefinition } from "../problem-kit/game-definition";
import { badSplitRest, MOVE_LIST_HINT, notAMoveList, notAStateOfShape, shapeHint } from "./move-target";

// Misère sums do not combine by xor, so a sum of heaps in misère play (Nim's piles, Kayles' rows after a split) is
// searched directly: a position is the multiset of its heaps, and its options come from every move on every heap.
// Heaps without a move are dropped (adding a game with no moves changes nothing), so the empty multiset is the end.

/** The range of a misère game that splits heaps when none is given (its positions grow like partitions). */
export const MISERE_SPLIT_RANGE = 30;

/**
 * Whether heap 0 has a move: only a written split can give it one (Mock Turtles with coins at 0, 1, …: splits(0) =
 * [[]], turning the coin alone). Then heap 0 is a game of its own and is kept in sums, not read as "nothing left".
 */
export function heapZeroMoves(game: GameDefinition<number>): boolean {
  return (game.splits?.(0) ?? []).length > 0;
}

/** What one heap may become: a list of heaps (empty: nothing left; heap 0 counts as nothing unless it has a move). */
export function heapOptions(game: GameDefinition<number>, h: number): number[][] {
  const out: number[][] = [];
  const targets = game.moves(h);
  const notAList = notAMoveList(targets);
  if (notAList) throw new UserError(`${game.name}: moves(${h}) ${notAList}`, MOVE_LIST_HINT);
  // A heap 0 with a move was dropped as "nothing left": misère Mock Turtles read heap 0 as N and heap 1 as P.
  const zeroLives = heapZeroMoves(game);
  for (const m of targets) out.push(m === 0 && !zeroLives ? [] : [m]);
  for (const r of game.splitRests?.(h) ?? []) {
    if (!(Number.isInteger(r) && r >= 0 && r <= h)) throw badSplitRest(game.name, h, r);
    for (let a = 1; 2 * a <= r; a++) if (!(game.unequalSplits && 2 * a === r)) out.push([a, r - a]);
  }
  for (const parts of game.splits?.(h) ?? []) out.push(zeroLives ? [...parts] : parts.filter((part) => part > 0));
  // A game with a potential may raise a heap (take 2, or add 1 to a multiple of 3: 3 → 4); its --at 3 failed with
  // "a move from 3 leaves 4, not a smaller heap", in normal play too. The analysis has checked that the potential drops.
  const raises = game.potential !== undefined;
  for (const parts of out) {
    for (const part of parts) {
      if (!(Number.isInteger(part) && part >= 0 && (part < h || (raises && part !== h)))) {
        const problem = notAStateOfShape(part, 1);
        throw new UserError(`${game.name}: a move from ${h} leaves ${problem ?? `${part}, not a smaller heap`}`, problem ? shapeHint(1) : "every move must lead to smaller heaps");
      }
    }
  }
  return out;
}

export class MisereMultisets {
  private readonly memo = new Map<string, number>();
  private readonly options = new Map<number, number[][]>();
  private readonly liveOptions = new Map<number, number[][]>();

  constructor(private readonly game: GameDefinition<number>, private readonly limit = 2_000_000, private readonly workLimit = 20_000_000) {
    // Its bound and its order are the heaps' sizes: a move that raises a heap (a potential) would break both.
    if (game.potential) {
      throw new UserError(
        `${game.name} in misère play: sums of heaps are searched over multisets of heaps that every move makes smaller, and this game's potential lets a move raise a heap`,
        "ask about one heap (--at with one number), or about the sum in normal play",
      );
    }
  }

  /**
   * Refuses, before any search, a question whose reachable sums could number more than the limit: searching first
   * and stopping at the limit took minutes (Kayles --at 40,40: some 10^8 multisets), so the bound is taken up front.
   */
  refuseIfTooLarge(heaps: readonly number[], what: string): void {
    const bound = multisetBound(this.game, heaps, this.limit);
    if (bound > this.limit) {
      throw new UserError(
        `${this.game.name} in misère play: the direct search over sums of heaps from ${what} may reach more than ${this.limit.toLocaleString("en")} positions (the multisets of smaller heaps it can reach), the most it searches; refused before it starts`,
        "misère sums and misère games that split heaps are searched position by position: choose a smaller --range, or fewer and smaller heaps in --at",
      );
    }
  }

  get positions(): number {
    return this.memo.size;
  }

  private optionsOf(h: number): number[][] {
    let known = this.options.get(h);
    if (!known) {
      known = heapOptions(this.game, h);
      this.options.set(h, known);
    }
    return known;
  }

  /** The heaps that have a move, largest first. */
  private canonical(heaps: readonly number[]): number[] {
    return heaps.filter((h) => this.optionsOf(h).length > 0).sort((x, y) => y - x);
  }

  /** The misère Grundy value of the sum (1 at the end, where the player to move has won; else the mex): 0 is P. */
  value(heaps: readonly number[]): number {
    return this.valueOf(this.canonical(heaps));
  }

  /** The positions the player to move may reach from the sum, each as its heaps. */
  moves(heaps: readonly number[]): { heap: number; to: number[]; after: number[] }[] {
    const out: { heap: number; to: number[]; after: number[] }[] = [];
    heaps.forEach((h, i) => {
      if (heaps.indexOf(h) !== i || this.optionsOf(h).length === 0) return;
      const rest = heaps.filter((_, j) => j !== i);
      for (const parts of this.optionsOf(h)) out.push({ heap: h, to: parts, after: [...rest, ...parts] });
    });
    return out;
  }

  /** The options of a heap as the live heaps they leave, largest first (heaps without a move dropped). */
  private liveOptionsOf(h: number): number[][] {
    let known = this.liveOptions.get(h);
    if (!known) {
      known = this.optionsOf(h).map((parts) => parts.filter((part) => this.optionsOf(part).length > 0).sort((x, y) => y - x));
      this.liveOptions.set(h, known);
    }
    return known;
  }

  /**
   * Work so far: options looked at. Deterministic, unlike a clock: a sum just under the positions' bound (misère
   * Kayles --at 26,26: 363,000 positions, some 10^7 options) ran into the tool host's 120 s watchdog.
   */
  private work = 0;

  private valueOf(position: number[]): number {
    const key = keyOf(position);
    const known = this.memo.get(key);
    if (known !== undefined) return known;
    if (position.length === 0) {
      this.memo.set(key, 1);
      return 1;
    }
    if (this.memo.size >= this.limit) {
      throw new UserError(
        `${this.game.name} in misère play: the direct search over sums of heaps passed ${this.limit.toLocaleString("en")} positions`,
        "misère sums and misère games that split heaps are searched position by position: choose a smaller --range, or fewer and smaller heaps in --at",
      );
    }
    const seen: boolean[] = [];
    for (let i = 0; i < position.length; i++) {
      const h = position[i]!;
      if (i > 0 && position[i - 1] === h) continue;
      const options = this.liveOptionsOf(h);
      this.work += options.length;
      if (this.work > this.workLimit) {
        throw new UserError(
          `${this.game.name} in misère play: the direct search over sums of heaps looked at more than ${this.workLimit.toLocaleString("en")} moves (${this.memo.size.toLocaleString("en")} positions so far), the most it does; stopped before it runs for minutes`,
          "misère sums and misère games that split heaps are searched position by position: choose a smaller --range, or fewer and smaller heaps in --at",
        );
      }
      for (const parts of options) seen[this.valueOf(mergeWithout(position, i, parts))] = true;
    }
    let value = 0;
    while (seen[value]) value++;
    this.memo.set(key, value);
    return value;
  }
}

/**
 * A canonical position's key: one UTF-16 unit per heap, or, with a heap past 65,535, a \0 and the list (a digit
 * follows that \0, never a heap 0's \0: heaps are sorted largest first).
 */
function keyOf(position: readonly number[]): string {
  if (position.length === 0 || position[0]! < 65536) return String.fromCharCode(...position);
  return `\0${position.join(",")}`;
}

/** The heaps, sorted largest first, without the one at i and with the parts (sorted largest first) merged in. */
function mergeWithout(position: readonly number[], i: number, parts: readonly number[]): number[] {
  const out: number[] = [];
  let k = 0;
  for (let j = 0; j < position.length; j++) {
    if (j === i) continue;
    const h = position[j]!;
    while (k < parts.length && parts[k]! > h) out.push(parts[k++]!);
    out.push(h);
  }
  while (k < parts.length) out.push(parts[k++]!);
  return out;
}

/**
 * An upper bound on the sums of heaps reachable from these heaps, capped just above `cap`: every heap a move leaves is
 * smaller than the heap it came from, and the total of heaps is at most T(h) summed, T(h) the largest total a heap h
 * can become (h itself unless written splits leave more). So every reachable sum is a multiset of heaps ≤ max(heaps)
 * with total ≤ ΣT; without splits it also has at most as many heaps as at the start. A heap 0 with a move is counted
 * as one token more than it holds (every heap then weighs h + 1), so sums of heaps 0 are counted too.
 */
export function multisetBound(game: GameDefinition<number>, heaps: readonly number[], cap: number): number {
  const shift = heapZeroMoves(game) ? 1 : 0;
  const live = heaps.filter((h) => h + shift > 0);
  if (live.length === 0) return 1;
  const top = Math.max(...live);
  const most = new Float64Array(top + 1);
  for (let h = 0; h <= top; h++) {
    let best = h + shift;
    for (const parts of heapOptions(game, h)) best = Math.max(best, parts.reduce((sum, part) => sum + most[part]!, 0));
    most[h] = best;
  }
  const total = live.reduce((sum, h) => sum + most[h]!, 0);
  if (!Number.isSafeInteger(total) || total > 50_000) return Infinity;
  // Partitions of every k ≤ total into parts ≤ top (+ 1 with the shift; the empty sum included), each count capped above `cap`.
  const ways = new Float64Array(total + 1);
  ways[0] = 1;
  for (let part = 1; part <= top + shift; part++) for (let k = part; k <= total; k++) ways[k] = Math.min(cap + 1, ways[k]! + ways[k - part]!);
  let partitions = 0;
  for (let k = 0; k <= total; k++) partitions = Math.min(cap + 1, partitions + ways[k]!);
  if (game.splits || game.splitRests) return partitions;
  // Without splits: at most as many heaps as at the start, each ≤ top: C(top + m, m) multisets.
  let choose = 1;
  for (let i = 1; i <= live.length; i++) choose = Math.min(cap + 1, (choose * (top + i)) / i);
  return Math.min(partitions, Math.ceil(choose));
}
