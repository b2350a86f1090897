// expect: TLE (right moves, but recomputes the xor of all piles, and scans for a pile with its top bit, on every move: O(n) a move, quadratic on 2×10^5 piles)
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
  for (let i = 0; i < n; i++) piles[i] = int();
  const xorAll = (): number => {
    let x = 0;
    for (let i = 0; i < n; i++) x ^= piles[i]!;
    return x;
  };
  const empty = (): boolean => {
    for (let i = 0; i < n; i++) if (piles[i] !== 0) return false;
    return true;
  };
  let mine = xorAll() !== 0;
  send(mine ? "first" : "second");
  while (!empty()) {
    if (mine) {
      const x = xorAll();
      let i = 0;
      while ((piles[i]! ^ x) >= piles[i]!) i++;
      send(`${i + 1} ${piles[i]! - (piles[i]! ^ x)}`);
      piles[i] = piles[i]! ^ x;
    } else {
      const i = int() - 1;
      const take = int();
      if (i < 0) break; // "0 0": the interactor resigns
      piles[i] = piles[i]! - take;
    }
    mine = !mine;
  }
}
