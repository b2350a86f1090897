// expect: WA (prints one winning move, but the statement asks for every one of them)
// HDU 2177 as main.ts, cut to the first move listed: for (5, 8) it prints 1 / 4 7 and leaves out 3 5.
import { readFileSync } from "node:fs";

// ⌊kφ⌋ = ⌊(k + isqrt(5k²)) / 2⌋, with the square root's guess corrected exactly.
function lowerWythoff(k: number): number {
  const square = 5 * k * k;
  let s = Math.floor(Math.sqrt(square));
  while (s * s > square) s--;
  while ((s + 1) * (s + 1) <= square) s++;
  return Math.floor((k + s) / 2);
}

// The other pile of the losing position that holds v (every number is in exactly one; 0 is in (0, 0)).
// v is the lower pile of pair j when ⌊jφ⌋ = v, for j = ⌊(v+1)/φ⌋ = ⌊(v+1)φ⌋ − (v+1), the count of lower piles ≤ v;
// else v is the upper pile of pair i, i = ⌊(v+1)/φ²⌋ = 2(v+1) − ⌊(v+1)φ⌋ − 1, and its partner is v − i.
function partner(v: number): number {
  if (v === 0) return 0;
  const next = lowerWythoff(v + 1);
  const j = next - (v + 1);
  if (lowerWythoff(j) === v) return v + j;
  return v - (2 * (v + 1) - next - 1);
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

// The output as bytes, grown by doubling: a quarter of a million short strings would not fit in 32 MiB.
let output = Buffer.allocUnsafe(1 << 16);
let length = 0;
function reserve(bytes: number): void {
  if (length + bytes <= output.length) return;
  const bigger = Buffer.allocUnsafe(2 * output.length);
  output.copy(bigger, 0, 0, length);
  output = bigger;
}
function writeNumber(n: number): void {
  if (n >= 10) writeNumber(Math.floor(n / 10));
  output[length++] = 48 + (n % 10);
}
function writeVerdict(wins: boolean): void {
  reserve(2);
  output[length++] = wins ? 49 : 48;
  output[length++] = 10;
}
function writePosition(x: number, y: number): void {
  reserve(16);
  writeNumber(x);
  output[length++] = 32;
  writeNumber(y);
  output[length++] = 10;
}

for (;;) {
  const a = nextNumber();
  const b = nextNumber();
  if (b < 0 || (a === 0 && b === 0)) break;
  const d = b - a;
  const low = lowerWythoff(d);
  if (low === a) {
    writeVerdict(false);
    continue;
  }
  writeVerdict(true);
  const firstMoveAt = length;
  if (low < a) writePosition(low, low + d);
  // One-pile moves, by increasing x: keep b and cut a to b's partner, or keep a and cut b to a's partner
  // (when a = b both reach the same position, listed once).
  const partnerOfA = partner(a);
  const partnerOfB = partner(b);
  const cutA = partnerOfB < a;
  const cutB = partnerOfA < b && a !== b;
  const xOfCutB = Math.min(a, partnerOfA);
  if (cutA && (!cutB || partnerOfB < xOfCutB)) writePosition(partnerOfB, b);
  if (cutB) writePosition(xOfCutB, Math.max(a, partnerOfA));
  if (cutA && cutB && partnerOfB > xOfCutB) writePosition(partnerOfB, b);
  // Keep only the first move listed.
  length = output.indexOf(10, firstMoveAt) + 1;
}
process.stdout.write(output.subarray(0, length));
