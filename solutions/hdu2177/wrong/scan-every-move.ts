// expect: TLE (tries every move of every position against the exact test: right, but O(a + b) per line)
// HDU 2177 by brute force on the moves, with the exact losing test a = ⌊(b − a)φ⌋ for each position reached.
// 10^5 lines with piles near 10^6 need about 10^11 tests.
import { readFileSync } from "node:fs";

// ⌊kφ⌋ = ⌊(k + isqrt(5k²)) / 2⌋, with the square root's guess corrected exactly.
function lowerWythoff(k: number): number {
  const square = 5 * k * k;
  let s = Math.floor(Math.sqrt(square));
  while (s * s > square) s--;
  while ((s + 1) * (s + 1) <= square) s++;
  return Math.floor((k + s) / 2);
}

function isLosing(x: number, y: number): boolean {
  const low = Math.min(x, y);
  return lowerWythoff(Math.max(x, y) - low) === low;
}

const input = readFileSync(0);
let at = 0;
// The next number, or -1 at the end of the input.
function nextNumber(): number {
  while (at < input.length && (input[at]! < 48 || input[at]! > 57)) at++;
  if (at >= input.length) return -1;
  let n = 0;
  while (at < input.length && input[at]! >= 48 && input[at]! <= 57) n = n * 10 + (input[at++]! - 48);
  return n;
}

const out: string[] = [];
for (;;) {
  const a = nextNumber();
  const b = nextNumber();
  if (b < 0 || (a === 0 && b === 0)) break;
  if (isLosing(a, b)) {
    out.push("0");
    continue;
  }
  out.push("1");
  for (let t = a; t >= 1; t--) if (isLosing(a - t, b - t)) out.push(`${a - t} ${b - t}`);
  // One pile: positions keyed by the smaller pile, which tells them apart.
  const onePile = new Map<number, number>();
  for (let t = 1; t <= a; t++) if (isLosing(a - t, b)) onePile.set(a - t, b);
  for (let t = 1; t <= b; t++) if (isLosing(a, b - t)) onePile.set(Math.min(a, b - t), Math.max(a, b - t));
  for (const x of [...onePile.keys()].sort((p, q) => p - q)) out.push(`${x} ${onePile.get(x)}`);
}
process.stdout.write(out.length ? `${out.join("\n")}\n` : "");
