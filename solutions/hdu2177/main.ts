// HDU 2177 (Wythoff's game, with the winning moves). With a ≤ b, the losing positions are (⌊kφ⌋, ⌊kφ⌋ + k). From a
// winning (a, b): the same-number move keeps d = b − a and works when ⌊dφ⌋ < a; a one-pile move keeps one pile v and
// leaves v's partner in its losing position. Integers only: 5k² ≤ 5·10^12 < 2^53, so every product here is exact.
// Streams: reads stdin in 64 KiB chunks and writes each chunk's answers at once (at most 800 KiB), so memory stays
// flat however many lines come.
import { readSync, writeSync } from "node:fs";

const CHUNK = 1 << 16;
// The most one position prints: "1" and three moves of two numbers up to 10^6.
const MOST_PER_POSITION = 2 + 3 * 16;

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

// Writes "x y\n" at output[at..] and returns where it ends; digits are filled from the last one back, no strings.
function putMove(output: Buffer, at: number, x: number, y: number): number {
  let digits = 1;
  for (let power = 10; power <= x; power *= 10) digits++;
  let end = (at += digits);
  do {
    output[--end] = 48 + (x % 10);
    x = Math.floor(x / 10);
  } while (x > 0);
  output[at++] = 32;
  digits = 1;
  for (let power = 10; power <= y; power *= 10) digits++;
  end = at += digits;
  do {
    output[--end] = 48 + (y % 10);
    y = Math.floor(y / 10);
  } while (y > 0);
  output[at++] = 10;
  return at;
}

// The end of the complete numbers in input[0, end): a number cut by the chunk's end waits for the next chunk.
function completeEnd(input: Buffer, end: number): number {
  let complete = end;
  while (complete > 0 && input[complete - 1]! >= 48 && input[complete - 1]! <= 57) complete--;
  // A chunk of nothing but digits is no valid input; take it whole rather than stall.
  return complete === 0 && end === input.length ? end : complete;
}

// What carries over between chunks: the first pile of a position whose second pile comes in a later chunk (-1 when
// none), and whether the closing "0 0" has been read.
interface Carry {
  first: number;
  ended: boolean;
}

// Answers the positions completed in input[0, end) into output and returns the bytes written. One call per chunk,
// with no rarely taken path inside and its state in locals, so V8 optimises it once and never throws that code away.
function answerChunk(input: Buffer, end: number, output: Buffer, carry: Carry): number {
  let first = carry.first;
  let written = 0;
  let at = 0;
  let c = 0;
  for (;;) {
    while (at < end && ((c = input[at]!) < 48 || c > 57)) at++;
    if (at >= end) break;
    let b = 0;
    while (at < end && (c = input[at]!) >= 48 && c <= 57) {
      b = b * 10 + (c - 48);
      at++;
    }
    if (first < 0) {
      first = b;
      continue;
    }
    const a = first;
    first = -1;
    if (a === 0 && b === 0) {
      carry.ended = true;
      break;
    }
    const d = b - a;
    const low = lowerWythoff(d);
    if (low === a) {
      output[written++] = 48;
      output[written++] = 10;
      continue;
    }
    output[written++] = 49;
    output[written++] = 10;
    if (low < a) written = putMove(output, written, low, low + d);
    // One-pile moves, by increasing x: keep b and cut a to b's partner, or keep a and cut b to a's partner
    // (when a = b both reach the same position, listed once).
    const partnerOfA = partner(a);
    const partnerOfB = partner(b);
    const cutA = partnerOfB < a;
    const cutB = partnerOfA < b && a !== b;
    const xOfCutB = Math.min(a, partnerOfA);
    if (cutA && (!cutB || partnerOfB < xOfCutB)) written = putMove(output, written, partnerOfB, b);
    if (cutB) written = putMove(output, written, xOfCutB, Math.max(a, partnerOfA));
    if (cutA && cutB && partnerOfB > xOfCutB) written = putMove(output, written, partnerOfB, b);
  }
  carry.first = first;
  return written;
}

function main(): void {
  const input = Buffer.allocUnsafe(CHUNK);
  // Every pile takes at least 2 bytes (a digit and a separator), so a chunk completes at most CHUNK / 4 + 1 positions.
  const output = Buffer.allocUnsafe((CHUNK / 4 + 1) * MOST_PER_POSITION);
  const carry: Carry = { first: -1, ended: false };
  let kept = 0;
  for (;;) {
    const got = readChunk(input, kept);
    const end = kept + got;
    const complete = got === 0 ? end : completeEnd(input, end);
    writeAll(output, answerChunk(input, complete, output, carry));
    // Stops at "0 0", or at the end of the input if it is missing.
    if (carry.ended || got === 0) break;
    input.copyWithin(0, complete, end);
    kept = end - complete;
  }
}

main();
