import { UserError } from "../errors";
import type { GameDefinition } from "../problem-kit/game-definition";
import { formatCode, libraryCodeOf, octalDigits } from "../problem-kit/octal";

// A heap game's octal code, read from what its moves and splits actually do at every heap analysed: derived when the
// module declares none, and checked digit by digit against the declaration when it does. No proof uses a code the
// moves contradict, and none uses a code only derived (a take larger than the range is never seen).

export interface OctalCheck {
  /** The code the module declares, as written. */
  declared?: string;
  /**
   * Declared and matched by the moves and splits at every heap 0..upTo. `library`: the moves are octalGame's or
   * subtractionGame's own for this code, so they follow it at every heap; only then may a proof use it.
   */
  verified?: { code: string; digits: number[]; library: boolean };
  /** Undeclared: the code the moves and splits follow at every heap 0..upTo (takes beyond upTo unseen). */
  derived?: { code: string; digits: number[]; library: boolean };
  upTo: number;
  /** Why the moves are not (or not the declared) octal code: the first heap where they differ, in words. */
  mismatch?: string;
}

/** The declared code's digits, or undefined; a declaration that is not a code at all is the module's mistake. */
export function declaredDigits(game: GameDefinition<any>): { text: string; digits: number[]; maxTake?: number } | undefined {
  if (game.octal === undefined) return undefined;
  const text = typeof game.octal === "string" ? game.octal : game.octal?.code;
  if (typeof text !== "string") throw new UserError(`${game.name}: octal must be a code such as "0.77" (or { code: "0.77" })`, "write octal: \"0.<digits>\", or leave it out");
  try {
    const digits = octalDigits(text);
    const maxTake = typeof game.octal === "object" ? game.octal.maxTake : undefined;
    return { text: text.trim(), digits, ...(maxTake !== undefined ? { maxTake } : {}) };
  } catch (error) {
    throw new UserError(`${game.name}: ${(error as Error).message}`, "write octal: \"0.<digits>\", e.g. \"0.77\" for Kayles, or leave it out");
  }
}

/**
 * Watches every heap's options as the analysis makes them. A bit of a digit is seen first at one heap (bit 1 of d_j
 * at n = j, bit 2 at n = j + 1, bit 4 at n = j + 2) and must then hold at every larger heap.
 */
export class OctalTracker {
  private readonly bit1: Uint8Array;
  private readonly bit2: Uint8Array;
  private readonly bit4: Uint8Array;
  private count2 = 0;
  private count4 = 0;
  private readonly seen: Int32Array;
  private failed?: string;
  private upTo = -1;
  private readonly declared?: { text: string; digits: number[]; maxTake?: number };
  /** Declared: how many bit-2 (bit-4) digits have j ≤ x, for x up to the code's length. */
  private readonly prefix2: Int32Array;
  private readonly prefix4: Int32Array;
  /** The moves (and splits) are problem-kit's own for the declared code: not spread and overridden by the module. */
  private readonly library: boolean;
  /** The code problem-kit made the moves (and splitRests) for, if any: then declaring a derived code proves. */
  private readonly movesCode?: string;

  constructor(game: GameDefinition<any>, private readonly range: number) {
    this.declared = declaredDigits(game);
    const code = this.declared && formatCode(this.declared.digits);
    const movesCode = libraryCodeOf(game.moves);
    if (movesCode !== undefined && (game.splitRests === undefined || libraryCodeOf(game.splitRests) === movesCode) && game.splits === undefined) this.movesCode = movesCode;
    this.library = code !== undefined && this.movesCode === code;
    this.bit1 = new Uint8Array(range + 2);
    this.bit2 = new Uint8Array(range + 2);
    this.bit4 = new Uint8Array(range + 2);
    this.seen = new Int32Array(range + 2).fill(-1);
    const digits = this.declared?.digits ?? [];
    this.prefix2 = new Int32Array(digits.length + 1);
    this.prefix4 = new Int32Array(digits.length + 1);
    digits.forEach((d, i) => {
      this.prefix2[i + 1] = this.prefix2[i]! + (d & 2 ? 1 : 0);
      this.prefix4[i + 1] = this.prefix4[i]! + (d & 4 ? 1 : 0);
    });
    if (this.declared?.maxTake !== undefined && this.declared.maxTake !== this.declared.digits.length) {
      this.failed = `its maxTake is ${this.declared.maxTake}, while that code's largest take is ${this.declared.digits.length}`;
    }
    if (game.unequalSplits) this.failed ??= "its splits must leave two different heaps, which no octal digit says";
  }

  get active(): boolean {
    return this.failed === undefined;
  }

  /** Options of heap n: single heaps left (0 = nothing), rests[restFrom + i] (i < restCount) split in two, and splits given as lists of heaps. */
  observe(n: number, targets: ArrayLike<number>, targetCount: number, rests: ArrayLike<number>, restFrom: number, restCount: number, splits?: readonly (readonly number[])[]): void {
    if (this.failed !== undefined) return;
    const stamp = 2 * n;
    let singles = 0;
    let zero = false;
    for (let i = 0; i < targetCount && this.failed === undefined; i++) {
      const m = targets[i]!;
      if (this.seen[m] === stamp) continue;
      this.seen[m] = stamp;
      if (m === 0) zero = true;
      else {
        singles++;
        this.takeLeavingOne(n, n - m);
      }
    }
    if (this.failed !== undefined) return;
    if (this.declared) {
      const d = n <= this.declared.digits.length ? this.declared.digits[n - 1]! : 0;
      if (zero !== Boolean(d & 1)) return this.fail(n, zero ? `taking all ${n} is a move, which digit d${n} = ${d} does not allow` : `taking all ${n} is not a move, though digit d${n} = ${d} allows it`);
    } else if (zero) this.bit1[n] = 1;
    const want2 = this.declared ? this.prefix2[Math.min(n - 1, this.declared.digits.length)]! : this.count2;
    if (singles !== want2) return this.fail(n, `it has ${singles} moves that leave one heap, where the code gives ${want2}`);
    // Rests, and splits written out: each rest needs every split (a, r − a), or it is no octal digit's.
    this.restsSeen = 0;
    for (let i = 0; i < restCount && this.failed === undefined; i++) this.addRest(n, rests[restFrom + i]!);
    if (splits && splits.length > 0 && this.failed === undefined) {
      const byRest = new Map<number, Set<number>>();
      for (const parts of splits) {
        if (parts.length !== 2 || !(parts[0]! >= 1) || !(parts[1]! >= 1)) return this.fail(n, `a split leaves ${parts.length === 2 ? "an empty heap" : `${parts.length} heaps`}, which no octal digit allows`);
        const r = parts[0]! + parts[1]!;
        const set = byRest.get(r) ?? new Set<number>();
        set.add(Math.min(parts[0]!, parts[1]!));
        byRest.set(r, set);
      }
      for (const [r, lows] of byRest) {
        if (lows.size !== Math.floor(r / 2)) return this.fail(n, `removing ${n - r} may split the rest ${r} only some ways (${lows.size} of ${Math.floor(r / 2)}), which no octal digit says`);
        this.addRest(n, r);
      }
    }
    const restsSeen = this.restsSeen;
    if (this.failed !== undefined) return;
    const want4 = this.declared ? this.prefix4[Math.max(0, Math.min(n - 2, this.declared.digits.length))]! : this.count4;
    if (restsSeen !== want4) return this.fail(n, `it has ${restsSeen} ways to remove tokens and split the rest, where the code gives ${want4}`);
    this.upTo = n;
  }

  /** Heap 0 has no options in every octal game. */
  observeZero(optionCount: number): void {
    if (optionCount > 0) this.failed ??= "heap 0 has a move";
    else this.upTo = Math.max(this.upTo, 0);
  }

  private restsSeen = 0;

  /** A rest r ≥ 2 of heap n, counted once (rests and splits written out may both give it). */
  private addRest(n: number, r: number): void {
    if (r < 2 || this.seen[r] === 2 * n + 1) return;
    this.seen[r] = 2 * n + 1;
    this.restsSeen++;
    this.takeLeavingTwo(n, n - r);
  }

  private takeLeavingOne(n: number, j: number): void {
    if (this.declared) {
      const d = j <= this.declared.digits.length ? this.declared.digits[j - 1]! : 0;
      if (!(d & 2)) this.fail(n, `removing ${j} to leave ${n - j} is a move, which ${d ? `digit d${j} = ${d}` : `the code (largest take ${this.declared.digits.length})`} does not allow`);
      return;
    }
    if (this.bit2[j]) return;
    if (j === n - 1) {
      this.bit2[j] = 1;
      this.count2++;
    } else this.fail(n, `removing ${j} to leave ${n - j} is a move at n = ${n} but not at n = ${j + 1}`);
  }

  private takeLeavingTwo(n: number, j: number): void {
    if (j < 1) return this.fail(n, "it splits a heap without removing a token (a digit before the point)");
    if (this.declared) {
      const d = j <= this.declared.digits.length ? this.declared.digits[j - 1]! : 0;
      if (!(d & 4)) this.fail(n, `removing ${j} and splitting the rest is a move, which ${d ? `digit d${j} = ${d}` : `the code (largest take ${this.declared.digits.length})`} does not allow`);
      return;
    }
    if (this.bit4[j]) return;
    if (j === n - 2) {
      this.bit4[j] = 1;
      this.count4++;
    } else this.fail(n, `removing ${j} and splitting the rest is a move at n = ${n} but not at n = ${j + 2}`);
  }

  private fail(n: number, why: string): void {
    this.failed = `at n = ${n} ${why}`;
  }

  result(): OctalCheck {
    const upTo = Math.max(this.upTo, 0);
    if (this.declared) {
      const base = { declared: this.declared.text, upTo };
      if (this.failed !== undefined || this.upTo < this.range) return { ...base, mismatch: this.failed ?? "the analysis stopped early" };
      return { ...base, verified: { code: formatCode(this.declared.digits), digits: this.declared.digits, library: this.library } };
    }
    if (this.failed !== undefined) return { upTo, mismatch: this.failed };
    const digits: number[] = [];
    for (let j = 1; j <= this.range; j++) digits.push(this.bit1[j]! | (this.bit2[j]! << 1) | (this.bit4[j]! << 2));
    while (digits.length > 0 && digits[digits.length - 1] === 0) digits.pop();
    const derived = formatCode(digits);
    return { upTo, derived: { code: derived, digits, library: this.movesCode === derived } };
  }
}
