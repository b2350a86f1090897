// The mex of a heap's options when it may split in two, without an array per split: the rare/common (sparse space)
// method of Winning Ways. For a mask m, call a value "cheap" when popcount(v & m) is odd. xor flips the class only
// across a pair of heaps of different classes, so with R "rare" heaps (one class, chosen small), the cheap values
// among a rest's splits all come from the R pairs that hold a rare heap; only the other class needs the pairs of two
// common heaps, and those are scanned only until every such value below the smallest missing cheap value is seen.
// The result is exact for every mask; a good mask (few rare heaps) makes each mex nearly linear instead of O(n).

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

export class HeapMex {
  /** mark[v] === stamp: value v is an option of the heap being analysed. */
  private mark = new Int32Array(64).fill(-1);
  private want = new Int32Array(64).fill(-1);
  /** cheap[v] = popcount(v & mask) & 1 (all 1 while there is no mask). */
  private cheap = new Uint8Array(64).fill(1);
  private stamp = -1;
  private mask = 0;
  /** Which class the rare heaps hold: popcount(G & mask) & 1 === rareClass. */
  private rareClass = 0;
  private rare: Int32Array;
  private rareCount = 0;
  private histogram = new Float64Array(64);
  private maxValue = 0;
  private nextMaskCheck = 64;
  /** Scan steps, for the bench's ratios. */
  scanned = 0;
  /** Whether any heap has split so far: masks matter only then. */
  private splitting = false;

  constructor(private readonly g: Int32Array, range: number) {
    this.rare = new Int32Array(range + 1);
  }

  begin(n: number): void {
    this.stamp = n;
  }

  /** A single option value (a move to one heap, a split written out). */
  add(value: number): void {
    if (value >= this.mark.length) this.grow(value);
    this.mark[value] = this.stamp;
  }

  /** The mex over everything added and every split (a, r − a) of each rest r ≥ 2. */
  mexWithRests(rests: ArrayLike<number>, restCount: number, unequal: boolean): number {
    const { g, stamp } = this;
    if (restCount === 0) return this.smallestUnmarked();
    this.splitting = true;
    this.ensureXors();
    const mark = this.mark;
    if (this.mask === 0) {
      for (let k = 0; k < restCount; k++) {
        const r = rests[k]!;
        for (let a = 1, b = r - 1; a <= b; a++, b--) if (!(unequal && a === b)) mark[g[a]! ^ g[b]!] = stamp;
      }
      return this.smallestUnmarked();
    }
    // Every pair that holds a rare heap: all the cheap values, and the rare⊕rare ones.
    const rare = this.rare;
    const rareCount = this.rareCount;
    for (let k = 0; k < restCount; k++) {
      const r = rests[k]!;
      // The rare heaps below r (they are in increasing order): every pair (a, r − a) with a rare heap.
      let lo = 0;
      let hi = rareCount;
      while (lo < hi) {
        const mid = (lo + hi) >> 1;
        if (rare[mid]! < r) lo = mid + 1;
        else hi = mid;
      }
      if (unequal) {
        for (let q = 0; q < lo; q++) {
          const a = rare[q]!;
          if (2 * a !== r) mark[g[a]! ^ g[r - a]!] = stamp;
        }
      } else {
        for (let q = 0; q < lo; q++) {
          const a = rare[q]!;
          mark[g[a]! ^ g[r - a]!] = stamp;
        }
      }
    }
    const cheap = this.cheap;
    let c = 0;
    while (cheap[c] === 0 || mark[c] === stamp) c++;
    // The other class below c: each needs a pair of two common heaps, found by scanning.
    const want = this.want;
    let need = 0;
    for (let v = 0; v < c; v++) {
      if (cheap[v] === 0 && mark[v] !== stamp) {
        want[v] = stamp;
        need++;
      }
    }
    for (let k = 0; k < restCount && need > 0; k++) {
      const r = rests[k]!;
      // The pairs (a, r − a), 1 ≤ a ≤ h, in blocks of 32 taken in a stride order: small heaps hold small values, and
      // walking them first finds the small candidates late (a third fewer steps on Officers than a = 1, 2, 3, …),
      // while each block is read in order (the cache and the branch predictor keep up).
      const h = r >> 1;
      const blocks = (h + 31) >> 5;
      const stride = this.strideFor(blocks);
      let block = 0;
      let steps = 0;
      scan: for (let visited = 0; visited < blocks; visited++) {
        const from = (block << 5) + 1;
        const to = Math.min(h, from + 31);
        for (let a = from; a <= to; a++) {
          const v = g[a]! ^ g[r - a]!;
          if (want[v] === stamp && !(unequal && 2 * a === r)) {
            want[v] = -1;
            mark[v] = stamp;
            if (--need === 0) {
              steps += a - from + 1;
              break scan;
            }
          }
        }
        steps += to - from + 1;
        block += stride;
        if (block >= blocks) block -= blocks;
      }
      this.scanned += steps;
    }
    let v = 0;
    while (v < c && (cheap[v] === 1 || mark[v] === stamp)) v++;
    return v;
  }

  smallestUnmarked(): number {
    const mark = this.mark;
    let v = 0;
    while (v < mark.length && mark[v] === this.stamp) v++;
    return v;
  }

  private strideBlocks = -1;
  private stride = 1;

  /** The block stride for this many blocks, kept from the last rest (consecutive rests share it). */
  private strideFor(blocks: number): number {
    if (blocks !== this.strideBlocks) [this.strideBlocks, this.stride] = [blocks, coprimeStride(blocks)];
    return this.stride;
  }

  /** G(n) is known: keep the rare heaps and the value counts, and now and then choose a better mask. */
  record(n: number, value: number): void {
    if (value >= this.histogram.length) this.grow(value);
    this.histogram[value]!++;
    if (value > this.maxValue) this.maxValue = value;
    if (this.mask !== 0 && n >= 1 && parity(value & this.mask) === this.rareClass) this.rare[this.rareCount++] = n;
    if (n === this.nextMaskCheck && this.splitting) {
      this.chooseMask(n);
    }
    if (n === this.nextMaskCheck) this.nextMaskCheck = n < 65536 ? 2 * n : n + 65536;
  }

  /** The mask with the fewest rare heaps so far; none when no mask leaves fewer than half. */
  private chooseMask(n: number): void {
    const bits = 32 - Math.clz32(this.maxValue);
    if (bits > 12) return;
    let best = this.mask === 0 ? n / 2 : this.rareHeaps(this.mask, this.rareClass) * 0.8;
    let choice: [number, number] | undefined;
    // Rare heaps hold the even class, which has 0: the other choice makes the cheap values the large ones (a mask of
    // one high bit), and every small value a candidate to scan for.
    for (let m = 1; m < 1 << bits; m++) {
      const count = this.rareHeaps(m, 0);
      if (count < best) [best, choice] = [count, [m, 0]];
    }
    if (!choice) return;
    [this.mask, this.rareClass] = choice;
    this.rareCount = 0;
    for (let a = 1; a <= n; a++) if (parity(this.g[a]! & this.mask) === this.rareClass) this.rare[this.rareCount++] = a;
    this.cheap = new Uint8Array(this.cheap.length);
    for (let v = 0; v < this.cheap.length; v++) this.cheap[v] = parity(v & this.mask);
  }

  private rareHeaps(mask: number, side: number): number {
    let count = 0;
    for (let v = 0; v <= this.maxValue; v++) if (parity(v & mask) === side) count += this.histogram[v]!;
    // Heap 0 is never part of a split.
    return count - (side === 0 ? 1 : 0);
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
    const cheap = new Uint8Array(length);
    for (let v = 0; v < length; v++) cheap[v] = this.mask === 0 ? 1 : parity(v & this.mask);
    this.cheap = cheap;
  }
}
