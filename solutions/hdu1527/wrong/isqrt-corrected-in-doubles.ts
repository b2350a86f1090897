// expect: WA (⌊kφ⌋ as (k + isqrt(5k²)) div 2, with the square root's guess corrected by comparing s² with 5k² in doubles: past 2^53 both sides are rounded, so where 5k² lies just below a perfect square (k a Fibonacci number) the correction cannot see that s is one too high)
import { readSync, writeSync } from "node:fs";

const input = Buffer.alloc(1 << 16);
let start = 0;
let end = 0;
function byte(): number {
  if (start === end) {
    start = 0;
    try {
      end = readSync(0, input, 0, input.length, null);
    } catch {
      end = 0;
    }
    if (end === 0) return -1;
  }
  return input[start++]!;
}
function int(): number {
  let c = byte();
  while (c !== -1 && (c < 48 || c > 57)) c = byte();
  if (c === -1) return -1;
  let n = 0;
  while (c >= 48 && c <= 57) {
    n = n * 10 + (c - 48);
    c = byte();
  }
  return n;
}

function lower(k: number): number {
  const square = 5 * k * k;
  let s = Math.floor(Math.sqrt(square));
  while (s * s > square) s--;
  while ((s + 1) * (s + 1) <= square) s++;
  return Math.floor((k + s) / 2);
}

const out = Buffer.alloc(1 << 16);
let used = 0;
for (;;) {
  const a = int();
  if (a < 0) break;
  const b = int();
  const x = Math.min(a, b);
  out[used++] = lower(Math.abs(a - b)) === x ? 48 : 49;
  out[used++] = 10;
  if (used > out.length - 4) {
    writeSync(1, out, 0, used);
    used = 0;
  }
}
if (used) writeSync(1, out, 0, used);
