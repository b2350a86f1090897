// Nim positions with up to 10^6 piles, for the interactor: the xor, and the first pile holding a given bit found in
// O(log n) through a tree of ORs over the piles (flat: two Int32Arrays), so a game of many moves stays fast and small.

export class NimState {
  xor = 0;
  /** tree[size + i] is pile i; every other node is the OR of its two children. */
  private readonly tree: Int32Array;
  private readonly size: number;
  /** Indices of non-empty piles, for random choices (swap-remove keeps it O(1)), and each pile's slot in it. */
  private readonly nonEmpty: Int32Array;
  private count = 0;
  private readonly slot: Int32Array;
  private last: number;

  constructor(readonly piles: number[]) {
    let size = 1;
    while (size < piles.length) size *= 2;
    this.size = size;
    this.tree = new Int32Array(2 * size);
    this.nonEmpty = new Int32Array(piles.length);
    this.slot = new Int32Array(piles.length).fill(-1);
    this.last = piles.length - 1;
    piles.forEach((p, i) => {
      this.xor ^= p;
      this.tree[size + i] = p;
      if (p > 0) {
        this.slot[i] = this.count;
        this.nonEmpty[this.count++] = i;
      }
    });
    for (let k = size - 1; k >= 1; k--) this.tree[k] = this.tree[2 * k]! | this.tree[2 * k + 1]!;
  }

  get done(): boolean {
    return this.count === 0;
  }

  /** Sets pile i to a smaller value. */
  set(i: number, value: number): void {
    this.xor ^= this.piles[i]! ^ value;
    this.piles[i] = value;
    let k = this.size + i;
    this.tree[k] = value;
    for (k >>= 1; k >= 1; k >>= 1) this.tree[k] = this.tree[2 * k]! | this.tree[2 * k + 1]!;
    if (value === 0 && this.slot[i]! >= 0) {
      const moved = this.nonEmpty[--this.count]!;
      this.nonEmpty[this.slot[i]!] = moved;
      this.slot[moved] = this.slot[i]!;
      this.slot[i] = -1;
    }
  }

  /** The winning move (pile, new value), or undefined when the xor is 0: the first pile holding the xor's top bit. */
  winningMove(): [number, number] | undefined {
    if (this.xor === 0) return undefined;
    const bit = 1 << (31 - Math.clz32(this.xor));
    let k = 1;
    while (k < this.size) k = (this.tree[2 * k]! & bit) !== 0 ? 2 * k : 2 * k + 1;
    const i = k - this.size;
    return [i, this.piles[i]! ^ this.xor];
  }

  /** The highest index of a non-empty pile (piles only shrink, so the pointer only moves down). */
  lastNonEmpty(): number {
    while (this.piles[this.last]! === 0) this.last--;
    return this.last;
  }

  randomNonEmpty(pick: (count: number) => number): number {
    return this.nonEmpty[pick(this.count)]!;
  }
}
