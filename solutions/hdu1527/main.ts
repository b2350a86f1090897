// HDU 1527 (Wythoff's game): with a ≤ b and k = b − a, the player to move loses exactly when a = ⌊kφ⌋.
// ⌊kφ⌋ = ⌊(k + isqrt(5k²)) / 2⌋, and isqrt is exact: a double guess, corrected with exact signs of s² − 5k².
import { readFileSync } from "node:fs";

const TWO_16 = 65536;

// A number with the sign of s² − 5k², exact for 0 ≤ s < 2^32 and 0 ≤ k < 2^31. Split into 16-bit halves, every partial
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
  return high * TWO_16 * TWO_16 + middle * TWO_16 + low;
}

// ⌊kφ⌋ exactly, for 0 ≤ k ≤ 10^9.
function lowerWythoff(k: number): number {
  let s = Math.floor(Math.sqrt(5) * k);
  while (signOfSquareMinusFiveSquares(s, k) > 0) s--;
  while (signOfSquareMinusFiveSquares(s + 1, k) <= 0) s++;
  return Math.floor((k + s) / 2);
}

// Locals in one function and a preallocated byte buffer (both numbers read inline, not by a helper closure): V8
// optimises this far better than module-level state.
function solve(input: Buffer): Uint8Array {
  const length = input.length;
  // One answer (2 bytes) per query, and every query takes at least 4 input bytes ("0 0\n").
  const output = new Uint8Array((length >> 1) + 2);
  let written = 0;
  let at = 0;
  let c = 0;
  for (;;) {
    while (at < length && ((c = input[at]!) < 48 || c > 57)) at++;
    if (at >= length) break;
    let x = 0;
    while (at < length && (c = input[at]!) >= 48 && c <= 57) {
      x = x * 10 + (c - 48);
      at++;
    }
    while (at < length && ((c = input[at]!) < 48 || c > 57)) at++;
    if (at >= length) break;
    let y = 0;
    while (at < length && (c = input[at]!) >= 48 && c <= 57) {
      y = y * 10 + (c - 48);
      at++;
    }
    const a = x < y ? x : y;
    output[written++] = lowerWythoff((x < y ? y : x) - a) === a ? 48 : 49;
    output[written++] = 10;
  }
  return output.subarray(0, written);
}

process.stdout.write(solve(readFileSync(0)));
