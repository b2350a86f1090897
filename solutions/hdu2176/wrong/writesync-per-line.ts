// expect: mixed (right moves, keeping only one block, but one writeSync per output line: 6×10^5 system calls; that costs 0.5 to 1.2 s of CPU against the 1 s limit, by the machine: TLE on some, AC on others)
import { readSync, writeSync } from "node:fs";

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
  writeSync(1, x === 0 ? "No\n" : "Yes\n");
  for (let i = 0; i < m; i++) if ((piles[i]! ^ x) < piles[i]!) writeSync(1, `${piles[i]} ${piles[i]! ^ x}\n`);
}
