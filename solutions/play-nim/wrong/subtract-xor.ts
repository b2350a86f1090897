// expect: WA or RE (the right pile, but cut to pile − xor instead of pile xor xor: the xor left is rarely 0, the take can pass the pile, and the negative pile it then keeps crashes its bit index)
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
  const piles = new Int32Array(n);
  const byBit: number[][] = Array.from({ length: 31 }, () => []);
  let xor = 0;
  let nonEmpty = 0;
  const index = (i: number): void => {
    for (let bits = piles[i]!; bits !== 0; bits &= bits - 1) byBit[31 - Math.clz32(bits & -bits)]!.push(i);
  };
  for (let i = 0; i < n; i++) {
    piles[i] = int();
    xor ^= piles[i]!;
    if (piles[i]! > 0) nonEmpty++;
    index(i);
  }
  const set = (i: number, value: number): void => {
    xor ^= piles[i]! ^ value;
    if (value === 0) nonEmpty--;
    piles[i] = value;
    index(i);
  };
  let mine = xor !== 0;
  send(mine ? "first" : "second");
  while (nonEmpty > 0) {
    if (mine) {
      const top = 31 - Math.clz32(xor);
      const stack = byBit[top]!;
      while ((piles[stack[stack.length - 1]!]! & (1 << top)) === 0) stack.pop();
      const i = stack[stack.length - 1]!;
      // The mistake: subtracts the xor instead of xoring it (right only when the pile holds every bit of the xor).
      const value = piles[i]! - xor;
      send(`${i + 1} ${piles[i]! - value}`);
      set(i, value);
    } else {
      const i = int() - 1;
      const take = int();
      // "0 0": the interactor resigns a hopeless long game.
      if (i < 0) break;
      set(i, piles[i]! - take);
    }
    mine = !mine;
  }
}
