// HDU 2177 (Wythoff's game, with the winning moves). With a ≤ b, the losing positions are (⌊kφ⌋, ⌊kφ⌋ + k). From a
// winning (a, b): the same-number move keeps d = b − a and works when ⌊dφ⌋ < a; a one-pile move keeps one pile v and
// leaves v's partner in its losing position. Integers only: 5k² ≤ 5·10^12 < 2^53, so every product here is exact.
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

// The output as bytes, grown by doubling: a quarter of a million short strings would not fit in 32 MiB.
class ByteWriter {
  bytes: Uint8Array;
  length = 0;
  // Sized for the usual case up front: each growth replaces `bytes`, which throws away V8's optimised code.
  constructor(capacity: number) {
    this.bytes = new Uint8Array(capacity);
  }
  reserve(count: number): void {
    if (this.length + count <= this.bytes.length) return;
    const bigger = new Uint8Array(2 * this.bytes.length + count);
    bigger.set(this.bytes.subarray(0, this.length));
    this.bytes = bigger;
  }
  number(n: number): void {
    let digits = 1;
    for (let power = 10; power <= n; power *= 10) digits++;
    // Digits are filled from the last one back, so no recursion and no temporary string.
    let at = (this.length += digits);
    do {
      this.bytes[--at] = 48 + (n % 10);
      n = Math.floor(n / 10);
    } while (n > 0);
  }
  verdict(wins: boolean): void {
    this.reserve(2);
    this.bytes[this.length++] = wins ? 49 : 48;
    this.bytes[this.length++] = 10;
  }
  position(x: number, y: number): void {
    this.reserve(16);
    this.number(x);
    this.bytes[this.length++] = 32;
    this.number(y);
    this.bytes[this.length++] = 10;
  }
}

// Parser state in locals of one function (both numbers read inline, not by a helper closure): V8 optimises this far
// better than module-level variables.
function solve(input: Buffer): Uint8Array {
  // Random queries print about 1.4 bytes per input byte; rarer inputs with many moves grow the buffer.
  const out = new ByteWriter(2 * input.length + 64);
  const end = input.length;
  let at = 0;
  let c = 0;
  for (;;) {
    while (at < end && ((c = input[at]!) < 48 || c > 57)) at++;
    if (at >= end) break;
    let a = 0;
    while (at < end && (c = input[at]!) >= 48 && c <= 57) {
      a = a * 10 + (c - 48);
      at++;
    }
    while (at < end && ((c = input[at]!) < 48 || c > 57)) at++;
    if (at >= end) break;
    let b = 0;
    while (at < end && (c = input[at]!) >= 48 && c <= 57) {
      b = b * 10 + (c - 48);
      at++;
    }
    if (a === 0 && b === 0) break;
    const d = b - a;
    const low = lowerWythoff(d);
    if (low === a) {
      out.verdict(false);
      continue;
    }
    out.verdict(true);
    if (low < a) out.position(low, low + d);
    // One-pile moves, by increasing x: keep b and cut a to b's partner, or keep a and cut b to a's partner
    // (when a = b both reach the same position, listed once).
    const partnerOfA = partner(a);
    const partnerOfB = partner(b);
    const cutA = partnerOfB < a;
    const cutB = partnerOfA < b && a !== b;
    const xOfCutB = Math.min(a, partnerOfA);
    if (cutA && (!cutB || partnerOfB < xOfCutB)) out.position(partnerOfB, b);
    if (cutB) out.position(xOfCutB, Math.max(a, partnerOfA));
    if (cutA && cutB && partnerOfB > xOfCutB) out.position(partnerOfB, b);
  }
  return out.bytes.subarray(0, out.length);
}

process.stdout.write(solve(readFileSync(0)));
