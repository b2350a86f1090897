// HDU 1527 (Wythoff's game): with a ≤ b and k = b − a, the player to move loses exactly when a = ⌊kφ⌋.
// ⌊kφ⌋ = ⌊(k + isqrt(5k²)) / 2⌋, and isqrt is exact: a double guess, corrected with exact signs of s² − 5k².
// Streams: reads stdin in 64 KiB chunks and writes each chunk's answers at once (at most 32 KiB), so memory stays
// flat however many lines come.
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

// The end of the complete numbers in input[0, end): a number cut by the chunk's end waits for the next chunk.
function completeEnd(input: Buffer, end: number): number {
  let complete = end;
  while (complete > 0 && input[complete - 1]! >= 48 && input[complete - 1]! <= 57) complete--;
  // A chunk of nothing but digits is no valid input; take it whole rather than stall.
  return complete === 0 && end === input.length ? end : complete;
}

// What carries over between chunks: the first number of a pair whose second number comes in a later chunk.
interface Carry {
  first: number;
}

// Answers the pairs completed in input[0, end) into output and returns the bytes written. One call per chunk, with
// no rarely taken path inside and its state in locals, so V8 optimises it once and never throws that code away.
function answerChunk(input: Buffer, end: number, output: Buffer, carry: Carry): number {
  let first = carry.first;
  let written = 0;
  let at = 0;
  let c = 0;
  for (;;) {
    while (at < end && ((c = input[at]!) < 48 || c > 57)) at++;
    if (at >= end) break;
    let y = 0;
    while (at < end && (c = input[at]!) >= 48 && c <= 57) {
      y = y * 10 + (c - 48);
      at++;
    }
    if (first < 0) {
      first = y;
      continue;
    }
    const a = first < y ? first : y;
    output[written++] = lowerWythoff((first < y ? y : first) - a) === a ? 48 : 49;
    output[written++] = 10;
    first = -1;
  }
  carry.first = first;
  return written;
}

function main(): void {
  const input = Buffer.allocUnsafe(CHUNK);
  // Every number takes at least 2 bytes (a digit and a separator), so a chunk completes at most CHUNK / 4 + 1 pairs.
  const output = Buffer.allocUnsafe(CHUNK / 2 + 2);
  const carry: Carry = { first: -1 };
  let kept = 0;
  for (;;) {
    const got = readChunk(input, kept);
    const end = kept + got;
    const complete = got === 0 ? end : completeEnd(input, end);
    writeAll(output, answerChunk(input, complete, output, carry));
    // A lone number at the end (no second pile) is ignored, as before.
    if (got === 0) break;
    input.copyWithin(0, complete, end);
    kept = end - complete;
  }
}

main();
