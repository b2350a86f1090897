// Nim positions with 10^5 piles, for the interactor: the xor, and a pile holding any given bit found in amortized O(1)
// (a stack of pile indices per bit, stale entries dropped lazily), so a game of 10^5 moves stays linear.

export class NimState {
  xor = 0;
  private readonly byBit: number[][] = Array.from({ length: 31 }, () => []);
  /** Indices of non-empty piles, for random choices (swap-remove keeps it O(1)). */
  private readonly nonEmpty: number[] = [];
  private readonly slot: Int32Array;
  private last: number;

  constructor(readonly piles: number[]) {
    this.slot = new Int32Array(piles.length).fill(-1);
    this.last = piles.length - 1;
    piles.forEach((p, i) => {
      this.xor ^= p;
      this.index(i);
      if (p > 0) this.slot[i] = this.nonEmpty.push(i) - 1;
    });
  }

  get done(): boolean {
    return this.nonEmpty.length === 0;
  }

  /** Sets pile i to a smaller value. */
  set(i: number, value: number): void {
    this.xor ^= this.piles[i]! ^ value;
    this.piles[i] = value;
    this.index(i);
    if (value === 0 && this.slot[i]! >= 0) {
      const last = this.nonEmpty.pop()!;
      if (last !== i) {
        this.nonEmpty[this.slot[i]!] = last;
        this.slot[last] = this.slot[i]!;
      }
      this.slot[i] = -1;
    }
  }

  /** The winning move (pile, new value), or undefined when the xor is 0. */
  winningMove(): [number, number] | undefined {
    if (this.xor === 0) return undefined;
    const stack = this.byBit[31 - Math.clz32(this.xor)]!;
    const bit = 1 << (31 - Math.clz32(this.xor));
    while ((this.piles[stack.at(-1)!]! & bit) === 0) stack.pop();
    const i = stack.at(-1)!;
    return [i, this.piles[i]! ^ this.xor];
  }

  /** The highest index of a non-empty pile (piles only shrink, so the pointer only moves down). */
  lastNonEmpty(): number {
    while (this.piles[this.last]! === 0) this.last--;
    return this.last;
  }

  randomNonEmpty(pick: (count: number) => number): number {
    return this.nonEmpty[pick(this.nonEmpty.length)]!;
  }

  private index(i: number): void {
    const p = this.piles[i]!;
    for (let bits = p; bits !== 0; bits &= bits - 1) this.byBit[31 - Math.clz32(bits & -bits)]!.push(i);
  }
}
