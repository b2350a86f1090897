import { evenCounts } from "./even-counts";
import { startAsVariables } from "./variable-fields";

// The mex of a heap's options when it may split in two, without an array per split: the rare/common (sparse space)
// method of Winning Ways. For a mask m, call a value "cheap" when popcount(v & m) is odd. xor flips the class only
// across a pair of heaps of different classes, so with R "rare" heaps (one class, chosen small), the cheap values
// among a rest's splits all come from the R pairs that hold a rare heap; only the other class needs the pairs of two
// common heaps, and those are scanned only until every such value below the smallest missing cheap value is seen.
// The result is exact for every mask; a good mask (few rare heaps) makes each mex nearly linear instead of O(n).
//
// Once there is a mask, heaps go in blocks of BLOCK: the pairs of a rare heap with a heap below the block are marked
// for the whole block at once, rare heap by rare heap (each reads BLOCK neighbouring values, where one heap at a time
// would jump through the whole table for each), and each heap then adds the few pairs that reach into the block.

/** Heaps per block; cols holds value v of the block's heap k at (v << BLOCK_BITS) | k. */
const BLOCK_BITS = 4;
export const BLOCK = 1 << BLOCK_BITS;
/** Common pairs per heap marked in bulk at first (see bulkSample), and the bounds the size adapts within. */
const SAMPLE = 1024;
const SAMPLE_MIN = 256;
const SAMPLE_MAX = 16384;
/** Sample heaps read in order between two jumps (their values and partners stay in cache). */
const SAMPLE_RUN = 32;
/** Pairs read in order between two jumps of the scan (see mexWithRests). */
const SCAN_BITS = 9;
const SCAN_RUN = 1 << SCAN_BITS;

/** popcount(v) & 1. */
function parity(v: number): number {
  v ^= v >>> 16;
  v ^= v >>> 8;
  v ^= v >>> 4;
  v ^= v >>> 2;
  v ^= v >>> 1;
  return v & 1;
}

function gcd(a: number, b: number): number {
  while (b !== 0) [a, b] = [b, a % b];
  return a;
}

/** A step near 0.382·h that is coprime to h, so that x → x + step (mod h) visits every x once. */
function coprimeStride(h: number): number {
  if (h <= 2) return 1;
  let step = Math.max(1, Math.round(h * 0.381966));
  while (gcd(step, h) !== 1) step++;
  return step;
}

/**
 * The first a in [from, to] whose pair (a, r − a) gives a wanted value, else to + 1: the scan's inner loop, apart from
 * mexWithRests so that it is compiled as a small loop of its own (V8 still inlines it).
 */
function firstWanted(g: Uint16Array | Int32Array, want: Int32Array, stamp: number, r: number, from: number, to: number): number {
  let a = from;
  // Four pairs a turn: V8 checks each array's map and reloads its length and data pointer once a turn, not once a pair.
  for (; a + 3 <= to; a += 4) {
    const b = r - a;
    if (want[g[a]! ^ g[b]!] === stamp) return a;
    if (want[g[a + 1]! ^ g[b - 1]!] === stamp) return a + 1;
    if (want[g[a + 2]! ^ g[b - 2]!] === stamp) return a + 2;
    if (want[g[a + 3]! ^ g[b - 3]!] === stamp) return a + 3;
  }
  for (; a <= to; a++) if (want[g[a]! ^ g[r - a]!] === stamp) return a;
  return to + 1;
}

/**
 * Marks x ⊕ g(b + k) for the sixteen heaps k of a block, row = x << BLOCK_BITS: one row of pairs, unrolled (the hot
 * loop of both bulk passes). It reads the values already shifted to their row (shifted[b] = g(b) << BLOCK_BITS), one
 * shift less a pair, and is a free function of its arrays so that the callers' loops keep them in registers.
 */
function markRow(cols: Uint8Array, s: Uint16Array | Int32Array, row: number, b: number): void {
  cols[row ^ s[b]!] = 1;
  cols[(row ^ s[b + 1]!) | 1] = 1;
  cols[(row ^ s[b + 2]!) | 2] = 1;
  cols[(row ^ s[b + 3]!) | 3] = 1;
  cols[(row ^ s[b + 4]!) | 4] = 1;
  cols[(row ^ s[b + 5]!) | 5] = 1;
  cols[(row ^ s[b + 6]!) | 6] = 1;
  cols[(row ^ s[b + 7]!) | 7] = 1;
  cols[(row ^ s[b + 8]!) | 8] = 1;
  cols[(row ^ s[b + 9]!) | 9] = 1;
  cols[(row ^ s[b + 10]!) | 10] = 1;
  cols[(row ^ s[b + 11]!) | 11] = 1;
  cols[(row ^ s[b + 12]!) | 12] = 1;
  cols[(row ^ s[b + 13]!) | 13] = 1;
  cols[(row ^ s[b + 14]!) | 14] = 1;
  cols[(row ^ s[b + 15]!) | 15] = 1;
}

export class HeapMex {
  /** Outside a block: mark[v] === stamp when value v is an option of the heap being analysed. */
  private mark = new Int32Array(64).fill(-1);
  /** In a block: cols[(v << BLOCK_BITS) | k] === 1 when value v is an option of heap blockStart + k. */
  private cols = new Uint8Array(64 << BLOCK_BITS);
  private want = new Int32Array(64).fill(-1);
  /** cheap[v] = popcount(v & mask) & 1 (all 1 while there is no mask). */
  private cheap = new Uint8Array(64).fill(1);
  private stamp = -1;
  /** Whether heaps go in blocks (there is a mask), the block's first heap, and the column of the heap analysed. */
  private inBlock = false;
  private blockStart = 0;
  private col = 0;
  /** Rare heaps known when the block's bulk pairs were marked. */
  private rareAtBlock = 0;
  /** The rest offsets j (rest = n − j) whose rare pairs below the block are marked in bulk for every heap of it. */
  private bulkOffsets = new Int32Array(8);
  private bulkCount = 0;
  private mask = 0;
  /** The rare heaps in increasing order, and their values. */
  private rare: Int32Array;
  private rareValue: Int32Array;
  private rareCount = 0;
  private histogram = new Float64Array(64);
  private maxValue = 0;
  private nextMaskCheck = 64;
  /** The rare heaps when masks were last compared. */
  private rareAtCheck = 0;
  private maskDue = false;
  /** Scan steps, for the bench's ratios. */
  scanned = 0;
  /** Whether any heap has split so far: masks matter only then. */
  private splitting = false;

  /**
   * shifted[n] = g(n) << BLOCK_BITS, the row of value g(n) in cols, and g16[n] = g(n), kept by record in 16 bits:
   * half g's bytes for the bulk passes and the scan to read (2–4% of Officers' time). shifted turns 32-bit (a copy,
   * once) at the first value too large for 16; the scan reads g16 only while every value fits it, g after.
   */
  private shifted: Uint16Array | Int32Array;
  private readonly g16: Uint16Array;
  /** runStrides[k]: a stride coprime to k near 0.382·k, the order of a rest's k scan runs. */
  private readonly runStrides: Int32Array;

  constructor(private readonly g: Int32Array, range: number) {
    this.shifted = new Uint16Array(range + 1);
    this.g16 = new Uint16Array(range + 1);
    this.rare = new Int32Array(range + 1);
    this.rareValue = new Int32Array(range + 1);
    // The scan's run stride for each count of runs a rest can have, made here: cached as the rests grew, its update
    // ran first in optimised code when a rest passed a multiple of 1024, which had no feedback for it, and V8 dropped
    // mexWithRests' optimised code there in a process's first run.
    const runs = ((range >> 1) + SCAN_RUN - 1) >> SCAN_BITS;
    this.runStrides = new Int32Array(runs + 1);
    for (let blocks = 1; blocks <= runs; blocks++) this.runStrides[blocks] = coprimeStride(blocks);
    // Replaced or changed as the heaps go on (see variable-fields.ts): in a first run, the tables' first growth at
    // about 900 heaps of Officers aborted mexWithRests' compile, the sample's first new size bulkSample's.
    startAsVariables(this, ["mark", "cols", "want", "cheap", "histogram", "bulkOffsets", "shifted", "stamp", "inBlock", "blockStart", "col", "rareAtBlock", "bulkCount", "mask", "rareCount", "maxValue", "nextMaskCheck", "rareAtCheck", "maskDue", "scanned", "splitting", "sampleSize", "sampled", "blockScanned", "sampleSpan", "sampleStep"]);
  }

  /** Heaps n0.. are next: how many of them (up to last) go together. A new mask is chosen only here. */
  startBlock(n0: number, last: number): number {
    this.blockStart = n0;
    // Heaps one at a time while there is no mask (every game that does not split, and early heaps of those that do).
    if (this.mask === 0 && !(this.maskDue && this.splitting)) return 1;
    if (this.maskDue && this.splitting && n0 >= 1) {
      this.chooseMask(n0 - 1);
      this.rareAtCheck = this.rareCount;
    }
    this.maskDue = false;
    this.adaptSample();
    this.inBlock = this.mask !== 0;
    this.blockStart = n0;
    this.bulkCount = 0;
    if (!this.inBlock) return 1;
    this.cols.fill(0, 0, this.mark.length << BLOCK_BITS);
    this.rareAtBlock = this.rareCount;
    return Math.min(BLOCK, last - n0 + 1);
  }

  /**
   * Marks, for every heap n0 + k of the block, its splits (p, r − p) of a rest r = n0 + k − j where p is a rare heap
   * and r − p a heap below the block, for each offset j that every heap of the block has. rests[k * stride + i],
   * i < counts[k], are heap n0 + k's rests.
   */
  bulk(width: number, rests: Int32Array, stride: number, counts: Int32Array, unequal: boolean): void {
    if (!this.inBlock) return;
    const n0 = this.blockStart;
    this.bulkCount = 0;
    for (let i = 0; i < counts[0]!; i++) {
      const j = n0 - rests[i]!;
      let everywhere = true;
      for (let k = 1; k < width && everywhere; k++) {
        let found = false;
        for (let t = 0; t < counts[k]! && !found; t++) found = n0 + k - rests[k * stride + t]! === j;
        everywhere = found;
      }
      if (!everywhere) continue;
      let seen = false;
      for (let t = 0; t < this.bulkCount; t++) seen ||= this.bulkOffsets[t] === j;
      if (seen) continue;
      if (this.bulkCount === this.bulkOffsets.length) {
        const more = new Int32Array(2 * this.bulkOffsets.length);
        more.set(this.bulkOffsets);
        this.bulkOffsets = more;
      }
      this.bulkOffsets[this.bulkCount++] = j;
      this.bulkPairs(j, width, unequal);
      if (width === BLOCK && !unequal) this.bulkSample(j);
    }
  }

  /** Rare heap p with the heap n0 + k − j − p below the block: k from max(0, p + j + 1 − n0) to min(width, p + j). */
  private bulkPairs(j: number, width: number, unequal: boolean): void {
    const { rare, rareValue } = this;
    const n0 = this.blockStart;
    const count = this.rareAtBlock;
    let q = 0;
    // Rare heaps p with every k of a full block in range (BLOCK − j ≤ p ≤ n0 − j − 1): sixteen neighbouring values each.
    if (width === BLOCK && !unequal) {
      while (q < count && rare[q]! < BLOCK - j) this.bulkPartial(q++, j, width, false);
      const base0 = n0 - j;
      const { cols, shifted } = this;
      for (; q < count; q++) {
        const p = rare[q]!;
        if (p > n0 - j - 1) break;
        markRow(cols, shifted, rareValue[q]! << BLOCK_BITS, base0 - p);
      }
    }
    for (; q < count; q++) if (!this.bulkPartial(q, j, width, unequal)) break;
  }

  /**
   * A sample of the common pairs, for the whole block at once: sampleSize heaps a spread over [BLOCK, (n0 − j) / 2], each
   * with the sixteen neighbouring partners n0 + k − j − a (all below the block). Most heaps find every value they look
   * for among these and the rare pairs; the others scan as before (the sample is a small share of what they scan).
   */
  private bulkSample(j: number): void {
    const { cols, shifted } = this;
    const n0 = this.blockStart;
    const span = ((n0 - j) >> 1) - BLOCK;
    const size = this.sampleSize;
    if (span < 4 * size) return;
    const step = this.sampleStride(span);
    const base0 = n0 - j;
    let offset = n0 % span;
    let done = 0;
    while (done < size) {
      const end = BLOCK + Math.min(offset + SAMPLE_RUN, span, offset + size - done);
      for (let a = BLOCK + offset; a < end; a++) markRow(cols, shifted, shifted[a]!, base0 - a);
      done += end - BLOCK - offset;
      offset += step;
      if (offset >= span) offset -= span;
    }
    this.scanned += size * BLOCK;
    this.sampled = true;
  }

  /**
   * A bulk step costs about a third of a scan step: the sample grows while the heaps still scan more than it holds
   * after it, and shrinks when they scan much less (values with few pairs grow more common as heaps grow).
   */
  private adaptSample(): void {
    const after = this.blockScanned / BLOCK;
    this.blockScanned = 0;
    if (!this.sampled) return;
    this.sampled = false;
    const scanAfter = (this.scanAfter[0] = 0.9 * this.scanAfter[0]! + 0.1 * after);
    if (scanAfter > 1.25 * this.sampleSize && this.sampleSize < SAMPLE_MAX) this.sampleSize = Math.round(this.sampleSize * 1.25);
    else if (scanAfter < 0.5 * this.sampleSize && this.sampleSize > SAMPLE_MIN) this.sampleSize = Math.round(this.sampleSize / 1.25);
  }

  private sampleSize = SAMPLE;
  private sampled = false;
  /** Scan steps after the sample in this block, and their running mean per heap. */
  private blockScanned = 0;
  // In a typed array: a field that held a small integer and then a fraction changes the object's shape, and V8 then
  // drops the optimised code of every method that reads it (a cold run took about 150 ms longer).
  private scanAfter = new Float64Array([SAMPLE]);
  private sampleSpan = -1;
  private sampleStep = 1;

  private sampleStride(span: number): number {
    if (span !== this.sampleSpan) [this.sampleSpan, this.sampleStep] = [span, coprimeStride(span)];
    return this.sampleStep;
  }

  /** One rare heap's pairs for the columns in range; false once no column is (the heaps after it are larger). */
  private bulkPartial(q: number, j: number, width: number, unequal: boolean): boolean {
    const { g, cols } = this;
    const n0 = this.blockStart;
    const p = this.rare[q]!;
    const lo = Math.max(0, p + j + 1 - n0);
    if (lo >= width) return false;
    const hi = Math.min(width, p + j);
    const x = this.rareValue[q]!;
    const base = n0 - j - p;
    // With unequal splits, a rest of 2p does not split into (p, p).
    const skip = unequal ? 2 * p + j - n0 : -1;
    for (let k = lo; k < hi; k++) if (k !== skip) cols[((x ^ g[base + k]!) << BLOCK_BITS) | k] = 1;
    return true;
  }

  begin(n: number): void {
    this.stamp = n;
    this.col = n - this.blockStart;
  }

  /** A single option value (a move to one heap, a split written out). */
  add(value: number): void {
    if (value >= this.mark.length) this.grow(value);
    if (this.inBlock) this.cols[(value << BLOCK_BITS) | this.col] = 1;
    else this.mark[value] = this.stamp;
  }

  /** The mex over everything added and every split (a, r − a) of each rest r = rests[from + i] ≥ 2, i < restCount. */
  mexWithRests(rests: ArrayLike<number>, from: number, restCount: number, unequal: boolean): number {
    const { g, stamp } = this;
    if (restCount === 0) return this.smallestUnmarked();
    this.splitting = true;
    if (!this.inBlock) {
      const mark = this.mark;
      for (let i = 0; i < restCount; i++) {
        const r = rests[from + i]!;
        for (let a = 1, b = r - 1; a <= b; a++, b--) if (!(unequal && a === b)) mark[g[a]! ^ g[b]!] = stamp;
      }
      return this.smallestUnmarked();
    }
    const n = stamp;
    const n0 = this.blockStart;
    const { rare, rareValue, rareCount, cols } = this;
    const k = this.col;
    // Every pair that holds a rare heap: all the cheap values, and the rare⊕rare ones. Those of a bulk rest that the
    // bulk left: a rare heap below the block with its partner inside it, or a rare heap found inside the block.
    for (let i = 0; i < restCount; i++) {
      const r = rests[from + i]!;
      let bulked = false;
      for (let t = 0; t < this.bulkCount; t++) bulked ||= this.bulkOffsets[t] === n - r;
      const firstNew = bulked ? this.rareAtBlock : 0;
      if (bulked) {
        const reach = r - n0;
        for (let q = 0; q < this.rareAtBlock && rare[q]! <= reach; q++) {
          const a = rare[q]!;
          if (!(unequal && 2 * a === r)) cols[((rareValue[q]! ^ g[r - a]!) << BLOCK_BITS) | k] = 1;
        }
      }
      for (let q = firstNew; q < rareCount && rare[q]! < r; q++) {
        const a = rare[q]!;
        if (!(unequal && 2 * a === r)) cols[((rareValue[q]! ^ g[r - a]!) << BLOCK_BITS) | k] = 1;
      }
    }
    // c, the smallest cheap value not seen, and on the way the other class's values below it that are not seen yet:
    // each needs a pair of two common heaps, found by scanning.
    const cheap = this.cheap;
    const want = this.want;
    let need = 0;
    let first = -1;
    let c = 0;
    // (ensureXors leaves room for a cheap value above every xor: the loop stops before the end.)
    for (const end = cheap.length; c < end; c++) {
      if (cols[(c << BLOCK_BITS) | k] === 1) continue;
      if (cheap[c] === 1) break;
      want[c] = stamp;
      if (need++ === 0) first = c;
    }
    for (let i = 0; i < restCount && need > 0; i++) {
      const r = rests[from + i]!;
      // The pairs (a, r − a), 1 ≤ a ≤ h, in runs of SCAN_RUN taken in a stride order: small heaps hold small values,
      // and walking them first finds the small candidates late (fewer steps on Officers than a = 1, 2, 3, …), while
      // each run is read in order. Runs of 512 rather than 32: each jump costs two cache misses on each side, which
      // made a step cost 2–3 times a plain loop's (Officers to 10^5: 0.55 against 0.60 CPU-s, medians in one process).
      const h = r >> 1;
      const blocks = (h + SCAN_RUN - 1) >> SCAN_BITS;
      const stride = this.runStrides[blocks]!;
      let block = 0;
      let steps = 0;
      const values = this.maxValue < 1 << 16 ? this.g16 : g;
      scan: for (let visited = 0; visited < blocks; visited++) {
        const start = (block << SCAN_BITS) + 1;
        const to = Math.min(h, start + SCAN_RUN - 1);
        // One call site: V8 inlines firstWanted's unrolled loop at each, and a second copy was 1.4 KB of mexWithRests'
        // 8.9 KB of optimised code, compiled anew in every process (a first run's compiles: 44–50 against 50–54 CPU-ms).
        for (let from = start; ; ) {
          const a = firstWanted(values, want, stamp, r, from, to);
          if (a > to) break;
          from = a + 1;
          if (unequal && 2 * a === r) continue;
          const v = g[a]! ^ g[r - a]!;
          want[v] = -1;
          cols[(v << BLOCK_BITS) | k] = 1;
          if (--need === 0) {
            steps += a - start + 1;
            break scan;
          }
        }
        steps += to - start + 1;
        block += stride;
        if (block >= blocks) block -= blocks;
      }
      this.scanned += steps;
      this.blockScanned += steps;
    }
    if (need === 0) return c;
    // A value of the other class with no pair: the smallest such is the mex.
    let v = first;
    while (v < c && (cheap[v] === 1 || cols[(v << BLOCK_BITS) | k] === 1)) v++;
    return v;
  }

  smallestUnmarked(): number {
    const length = this.mark.length;
    let v = 0;
    if (this.inBlock) {
      const { cols, col } = this;
      while (v < length && cols[(v << BLOCK_BITS) | col] === 1) v++;
    } else {
      const { mark, stamp } = this;
      while (v < length && mark[v] === stamp) v++;
    }
    return v;
  }

  /** G(n) is known: keep the rare heaps and the value counts; a better mask is looked for at the next block. */
  record(n: number, value: number): void {
    if (value >= 1 << (16 - BLOCK_BITS) && this.shifted instanceof Uint16Array) this.shifted = new Int32Array(this.shifted);
    this.shifted[n] = value << BLOCK_BITS;
    this.g16[n] = value;
    if (value >= this.histogram.length) this.grow(value);
    this.histogram[value]!++;
    if (value > this.maxValue) {
      this.maxValue = value;
      // Room for the xors here, where the values grow, not at each mex: a table's first growth there (about 900 heaps
      // into Officers) ran a call that mexWithRests' optimised code had no feedback for, and V8 dropped that code.
      this.ensureXors();
    }
    if (this.mask !== 0 && n >= 1 && parity(value & this.mask) === 0) {
      this.rare[this.rareCount] = n;
      this.rareValue[this.rareCount++] = value;
    }
    // Also when the rare heaps have grown by a quarter since the last look: a mask can go stale well before the next
    // doubling (Officers kept mask 238 from 8,192 to 32,768 heaps, its rare heaps growing from 1,320 to 3,269, while
    // 494 had 1,526 from 12,000 on and stays at 1,583).
    if (this.rareCount > this.rareAtCheck + (this.rareAtCheck >> 2) + 64) this.maskDue = true;
    if (n >= this.nextMaskCheck) {
      this.maskDue = true;
      // Branch-free (n === nextMaskCheck here): a branch first taken at 65,536 heaps had no type feedback yet, and V8
      // dropped the optimised code of the whole value loop there to compile it again.
      this.nextMaskCheck = Math.min(2 * this.nextMaskCheck, this.nextMaskCheck + 65536);
    }
  }

  /** The mask with the fewest rare heaps among 1..n; none when no mask leaves fewer than half. */
  private chooseMask(n: number): void {
    const bits = 32 - Math.clz32(this.maxValue);
    if (bits > 12) return;
    // Rare heaps hold the even class, which has 0: the other choice makes the cheap values the large ones (a mask of
    // one high bit), and every small value a candidate to scan for. Heap 0 is never part of a split.
    const even = evenCounts(this.histogram, bits);
    // A new mask when it has a tenth fewer rare heaps (a fifth before: Officers then kept 238 until 25,712 heaps).
    let best = this.mask === 0 ? n / 2 : (even[this.mask]! - 1) * 0.9;
    let choice = 0;
    for (let m = 1; m < 1 << bits; m++) {
      const count = even[m]! - 1;
      if (count < best) {
        best = count;
        choice = m;
      }
    }
    if (choice === 0) return;
    this.mask = choice;
    this.rareCount = 0;
    for (let a = 1; a <= n; a++) {
      if (parity(this.g[a]! & this.mask) === 0) {
        this.rare[this.rareCount] = a;
        this.rareValue[this.rareCount++] = this.g[a]!;
      }
    }
    this.cheap = new Uint8Array(this.cheap.length);
    for (let v = 0; v < this.cheap.length; v++) this.cheap[v] = parity(v & this.mask);
  }

  /** Room for every xor of two values seen, and for the cheap value just above them. */
  private ensureXors(): void {
    const need = 2 << (32 - Math.clz32(this.maxValue | 1));
    if (this.mark.length < need) this.grow(need - 1);
  }

  private grow(value: number): void {
    let length = this.mark.length;
    while (length <= value + 1) length *= 2;
    if (length === this.mark.length && length <= this.histogram.length) return;
    const resize = <T extends Int32Array | Float64Array | Uint8Array>(old: T, fill: number, make: (n: number) => T): T => {
      if (old.length >= length) return old;
      const next = make(length);
      next.fill(fill);
      next.set(old);
      return next;
    };
    this.mark = resize(this.mark, -1, (n) => new Int32Array(n));
    this.want = resize(this.want, -1, (n) => new Int32Array(n));
    this.histogram = resize(this.histogram, 0, (n) => new Float64Array(n));
    // Values are rows of the block's columns: a longer table keeps every mark where it was.
    if (this.cols.length < length << BLOCK_BITS) {
      const cols = new Uint8Array(length << BLOCK_BITS);
      cols.set(this.cols);
      this.cols = cols;
    }
    const cheap = new Uint8Array(length);
    for (let v = 0; v < length; v++) cheap[v] = this.mask === 0 ? 1 : parity(v & this.mask);
    this.cheap = cheap;
  }
}
