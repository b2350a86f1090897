// expect: TLE (keeps the xor up to date, but looks for a pile holding its top bit by scanning from the first pile on every move: quadratic when those piles come last)
import { readSync, writeSync } from "node:fs";

// Blocking token reads on stdin: the interactor answers only after our move.
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
const send = (line: string): void => void writeSync(1, `${line}\n`);

const games = int();
for (let game = 0; game < games; game++) {
  const n = int();
  const piles = new Int32Array(n);
  let xor = 0;
  let left = 0;
  for (let i = 0; i < n; i++) {
    piles[i] = int();
    xor ^= piles[i]!;
    if (piles[i]! > 0) left++;
  }
  const set = (i: number, value: number): void => {
    xor ^= piles[i]! ^ value;
    if (value === 0) left--;
    piles[i] = value;
  };
  let mine = xor !== 0;
  send(mine ? "first" : "second");
  while (left > 0) {
    if (mine) {
      const top = 1 << (31 - Math.clz32(xor));
      let i = 0;
      while ((piles[i]! & top) === 0) i++;
      send(`${i + 1} ${piles[i]! - (piles[i]! ^ xor)}`);
      set(i, piles[i]! ^ xor);
    } else {
      const i = int() - 1;
      const take = int();
      if (i < 0) break; // "0 0": the interactor resigns
      set(i, piles[i]! - take);
    }
    mine = !mine;
  }
}
