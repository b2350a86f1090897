// expect: MLE or TLE (right moves, keeping only one block, but one console.log per output line: 6×10^5 lines, slow, and their strings pile up)
import { readSync } from "node:fs";

// Reads stdin 64 KiB at a time: little memory whatever the input's size.
const chunk = Buffer.allocUnsafe(1 << 16);
let length = 0;
let at = 0;
function byte(): number {
  if (at === length) {
    length = readSync(0, chunk, 0, chunk.length, null);
    at = 0;
    if (length === 0) return -1;
  }
  return chunk[at++]!;
}
/** The next non-negative integer, or -1 at the end of the input. */
function next(): number {
  let c = byte();
  while (c !== -1 && (c < 48 || c > 57)) c = byte();
  if (c === -1) return -1;
  let value = 0;
  while (c >= 48 && c <= 57) {
    value = value * 10 + c - 48;
    c = byte();
  }
  return value;
}

for (let m = next(); m > 0; m = next()) {
  const piles = new Int32Array(m);
  let x = 0;
  for (let i = 0; i < m; i++) x ^= piles[i] = next();
  console.log(x === 0 ? "No" : "Yes");
  for (let i = 0; i < m; i++) if ((piles[i]! ^ x) < piles[i]!) console.log(`${piles[i]} ${piles[i]! ^ x}`);
}
