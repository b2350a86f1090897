// expect: mixed (exact answers, read lightly, but one writeSync per line: a system call for each of 10^6 answers; that costs 0.5 to 1.2 s of CPU against the 1 s limit, by the machine: TLE on some, AC on others)
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

// ⌊kφ⌋ exactly: a double is right wherever kφ is not within 1e-6 of an integer (its error is below 2e-7 here);
// nearer, BigInt decides with (k + isqrt(5k²)) / 2.
const PHI = (1 + Math.sqrt(5)) / 2;
function lower(k: number): number {
  const r = k * PHI;
  const below = Math.floor(r);
  if (r - below > 1e-6 && below + 1 - r > 1e-6) return below;
  const square = 5n * BigInt(k) * BigInt(k);
  let root = BigInt(Math.floor(Math.sqrt(Number(square))));
  while (root * root > square) root--;
  while ((root + 1n) * (root + 1n) <= square) root++;
  return Number((BigInt(k) + root) / 2n);
}
const loses = (a: number, b: number): boolean => Math.min(a, b) === lower(Math.abs(a - b));

for (let a = next(); a !== -1; a = next()) writeSync(1, loses(a, next()) ? "0\n" : "1\n");
