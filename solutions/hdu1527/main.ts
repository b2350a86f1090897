// HDU 1527 (Wythoff's game): with a ≤ b and k = b − a, the player to move loses exactly when a = ⌊kφ⌋.
// ⌊kφ⌋ = ⌊(k + isqrt(5k²)) / 2⌋, and isqrt is exact: a double guess, corrected with exact signs of s² − 5k².
import { readFileSync } from "node:fs";

const TWO_16 = 65536;

// The sign of s² − 5k², exact for 0 ≤ s < 2^32 and 0 ≤ k < 2^31. Split into 16-bit halves, every partial
// product is an exact double; the first sum is a multiple of 2^16 below 2^69, so exact; the last rounding keeps the sign.
function signOfSquareMinusFiveSquares(s: number, k: number): number {
  // Both are below 2^32, so 32-bit shifts and masks split them exactly (and faster than % and /).
  const sLow = s & 0xffff;
  const sHigh = s >>> 16;
  const kLow = k & 0xffff;
  const kHigh = k >>> 16;
  const high = sHigh * sHigh - 5 * kHigh * kHigh;
  const middle = 2 * (sHigh * sLow - 5 * kHigh * kLow);
  const low = sLow * sLow - 5 * kLow * kLow;
  return Math.sign(high * TWO_16 * TWO_16 + middle * TWO_16 + low);
}

// ⌊kφ⌋ exactly, for 0 ≤ k ≤ 10^9.
function lowerWythoff(k: number): number {
  let s = Math.floor(Math.sqrt(5) * k);
  while (signOfSquareMinusFiveSquares(s, k) > 0) s--;
  while (signOfSquareMinusFiveSquares(s + 1, k) <= 0) s++;
  return Math.floor((k + s) / 2);
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

const out: number[] = [];
for (;;) {
  const x = nextNumber();
  const y = nextNumber();
  if (y < 0) break;
  const a = Math.min(x, y);
  out.push(lowerWythoff(Math.max(x, y) - a) === a ? 48 : 49, 10);
}
process.stdout.write(Buffer.from(out));
