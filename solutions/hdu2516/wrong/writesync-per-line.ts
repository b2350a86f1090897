// expect: mixed (right answers, read lightly, but one writeSync per answer: a system call per line, 2×10^6 of them; about 1.4 s of CPU on the largest cases against the 1 s limit here, under Kattis's 1.5× margin for a sure TLE: AC on a machine a third faster)
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

const losing = new Set<number>();
for (let a = 1, b = 2; b < 2 ** 31; [a, b] = [b, a + b]) losing.add(b);

for (let n = next(); n > 0; n = next()) writeSync(1, losing.has(n) ? "Second win\n" : "First win\n");
