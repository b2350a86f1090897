// HDU 1527 (Wythoff's game): with a ≤ b and k = b − a, the player to move loses exactly when a = ⌊kφ⌋.
// ⌊kφ⌋ = ⌊(k + isqrt(5k²)) / 2⌋, and isqrt is exact: a double guess, corrected with exact signs of s² − 5k².
// Streams: stdin in 64 KiB chunks, stdout in 64 KiB chunks, so memory stays flat however many lines come.
import { readSync, writeSync } from "node:fs";

const TWO_16 = 65536;
const CHUNK = 1 << 16;

// A non-blocking pipe answers EAGAIN when it is momentarily empty or full: wait 1 ms instead of spinning.
const pause = new Int32Array(new SharedArrayBuffer(4));
function errorCode(error: unknown): string | undefined {
  return (error as { code?: string }).code;
}

// Fills buffer[from..] from stdin; 0 only at the end of the input.
function readChunk(buffer: Buffer, from: number): number {
  for (;;) {
    try {
      return readSync(0, buffer, from, buffer.length - from, null);
    } catch (error) {
      if (errorCode(error) === "EOF") return 0; // how Windows reports the end of a pipe
      if (errorCode(error) !== "EAGAIN") throw error;
      Atomics.wait(pause, 0, 0, 1);
    }
  }
}

// writeSync may write only part of the buffer (pipes), so loop until all of it is out.
function writeAll(buffer: Buffer, length: number): void {
  for (let done = 0; done < length; ) {
    try {
      done += writeSync(1, buffer, done, length - done);
    } catch (error) {
      if (errorCode(error) !== "EAGAIN") throw error;
      Atomics.wait(pause, 0, 0, 1);
    }
  }
}

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

// Locals in one function: V8 optimises this far better than module-level state.
function solve(): void {
  const input = Buffer.allocUnsafe(CHUNK);
  const output = Buffer.allocUnsafe(CHUNK);
  let written = 0;
  let kept = 0;
  // The first number of a pair whose second number is in the next chunk; -1 when none.
  let first = -1;
  for (;;) {
    const got = readChunk(input, kept);
    const end = kept + got;
    // A number cut by the chunk's end is parsed with the next chunk: stop before the trailing digits.
    let complete = end;
    if (got > 0) while (complete > 0 && input[complete - 1]! >= 48 && input[complete - 1]! <= 57) complete--;
    if (complete === 0 && end === CHUNK) complete = end; // a chunk of nothing but digits is no valid input; do not stall
    let at = 0;
    let c = 0;
    for (;;) {
      while (at < complete && ((c = input[at]!) < 48 || c > 57)) at++;
      if (at >= complete) break;
      let y = 0;
      while (at < complete && (c = input[at]!) >= 48 && c <= 57) {
        y = y * 10 + (c - 48);
        at++;
      }
      if (first < 0) {
        first = y;
        continue;
      }
      const x = first;
      first = -1;
      if (written > CHUNK - 2) {
        writeAll(output, written);
        written = 0;
      }
      const a = x < y ? x : y;
      output[written++] = lowerWythoff((x < y ? y : x) - a) === a ? 48 : 49;
      output[written++] = 10;
    }
    if (got === 0) break;
    input.copyWithin(0, complete, end);
    kept = end - complete;
  }
  writeAll(output, written);
}

solve();
