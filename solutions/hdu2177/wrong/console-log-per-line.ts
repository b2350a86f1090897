// expect: MLE or TLE (right moves, read lightly, but one console.log per output line: about 3×10^6 lines, too slow, and their strings pile up faster than they are freed)
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

// ⌊kφ⌋ = ⌊(k + isqrt(5k²)) / 2⌋, exact in doubles for k ≤ 10^6 (5k² < 2^53).
function lower(k: number): number {
  const square = 5 * k * k;
  let s = Math.floor(Math.sqrt(square));
  while (s * s > square) s--;
  while ((s + 1) * (s + 1) <= square) s++;
  return Math.floor((k + s) / 2);
}

// The other pile of the losing position holding v.
function partner(v: number): number {
  if (v === 0) return 0;
  const next = lower(v + 1);
  const j = next - (v + 1);
  if (lower(j) === v) return v + j;
  return v - (2 * (v + 1) - next - 1);
}

function moves(a: number, b: number): number[][] | undefined {
  const d = b - a;
  const low = lower(d);
  if (low === a) return undefined;
  const list: number[][] = [];
  if (low < a) list.push([low, low + d]);
  const pa = partner(a);
  const pb = partner(b);
  const one: number[][] = [];
  if (pb < a) one.push([pb, b]);
  if (pa < b && a !== b) one.push([Math.min(a, pa), Math.max(a, pa)]);
  one.sort((p, q) => p[0]! - q[0]!);
  return [...list, ...one];
}

for (;;) {
  const a = next();
  const b = next();
  if (a <= 0 && b <= 0) break;
  const list = moves(a, b);
  if (!list) console.log(0);
  else {
    console.log(1);
    for (const [x, y] of list) console.log(`${x} ${y}`);
  }
}
