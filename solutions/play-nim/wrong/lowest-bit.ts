// expect: WA (looks for a pile holding the xor's lowest set bit, where the highest one decides: pile ^ xor may then be larger than the pile)
import { readSync, writeSync } from "node:fs";

// Blocking token reads on stdin (numbers only after the side): the interactor answers only after our move.
const buffer = Buffer.alloc(1 << 16);
let start = 0;
let end = 0;
function fill(): boolean {
  start = 0;
  for (;;) {
    try {
      end = readSync(0, buffer, 0, buffer.length, null);
      return end > 0;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EAGAIN") return false;
    }
  }
}
function int(): number {
  let c = 0;
  do {
    if (start === end && !fill()) return 0;
    c = buffer[start++]!;
  } while (c < 48);
  let value = c - 48;
  for (;;) {
    if (start === end && !fill()) return value;
    c = buffer[start]!;
    if (c < 48) return value;
    value = value * 10 + c - 48;
    start++;
  }
}
// One write per move, handed to the pipe at once.
const send = (line: string): void => void writeSync(1, `${line}\n`);

const games = int();
for (let game = 0; game < games; game++) {
  const n = int();
  // A tree of ORs over the piles (flat, in one Int32Array): the first pile holding a bit is found in O(log n), and a
  // move updates O(log n) nodes, so 10^6 piles and thousands of moves stay fast in a few MB.
  let size = 1;
  while (size < n) size *= 2;
  const tree = new Int32Array(2 * size);
  let xor = 0;
  let nonEmpty = 0;
  for (let i = 0; i < n; i++) {
    const p = int();
    tree[size + i] = p;
    xor ^= p;
    if (p > 0) nonEmpty++;
  }
  for (let k = size - 1; k >= 1; k--) tree[k] = tree[2 * k]! | tree[2 * k + 1]!;
  const set = (i: number, value: number): void => {
    let k = size + i;
    xor ^= tree[k]! ^ value;
    if (value === 0) nonEmpty--;
    tree[k] = value;
    for (k >>= 1; k >= 1; k >>= 1) tree[k] = tree[2 * k]! | tree[2 * k + 1]!;
  };
  let mine = xor !== 0;
  send(mine ? "first" : "second");
  while (nonEmpty > 0) {
    if (mine) {
      const bit = xor & -xor;
      let k = 1;
      while (k < size) k = (tree[2 * k]! & bit) !== 0 ? 2 * k : 2 * k + 1;
      const pile = tree[k]!;
      send(`${k - size + 1} ${pile - (pile ^ xor)}`);
      set(k - size, pile ^ xor);
    } else {
      const i = int() - 1;
      const take = int();
      // "0 0": the interactor resigns a hopeless game; the next one starts.
      if (i < 0) break;
      set(i, tree[size + i]! - take);
    }
    mine = !mine;
  }
}
