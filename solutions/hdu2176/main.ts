// HDU 2176 (Nim, listing the winning moves): with X the xor of all piles, the player to move loses exactly when
// X = 0; otherwise the winning moves are the piles a with (a xor X) < a, each reduced to a xor X.
// Streams: stdin in 64 KiB chunks, stdout in 64 KiB chunks; only the current block's piles are kept (X needs them all).
import { readSync, writeSync } from "node:fs";

const CHUNK = 1 << 16;
// The longest line: two numbers below 2^31, a space and a newline.
const LONGEST_LINE = 22;

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

// Writes a non-negative integer at output[at..] and returns where it ends; digits from the last one back, no strings.
function putInt(output: Buffer, at: number, value: number): number {
  let digits = 1;
  for (let power = 10; power <= value; power *= 10) digits++;
  const end = at + digits;
  let i = end;
  do {
    output[--i] = 48 + (value % 10);
    value = Math.floor(value / 10);
  } while (value > 0);
  return end;
}

// The end of the complete numbers in input[0, end): a number cut by the chunk's end waits for the next chunk.
function completeEnd(input: Buffer, end: number): number {
  let complete = end;
  while (complete > 0 && input[complete - 1]! >= 48 && input[complete - 1]! <= 57) complete--;
  // A chunk of nothing but digits is no valid input; take it whole rather than stall.
  return complete === 0 && end === input.length ? end : complete;
}

// Writes one block's answer at output[used..] and returns where it ends. It flushes the output whenever another line
// might not fit: a block of 200000 winning piles prints 4.4 MB.
function answerBlock(piles: Int32Array, count: number, x: number, output: Buffer, used: number): number {
  if (used > CHUNK - LONGEST_LINE) {
    writeAll(output, used);
    used = 0;
  }
  if (x === 0) {
    output[used++] = 78; // "No\n"
    output[used++] = 111;
    output[used++] = 10;
    return used;
  }
  output[used++] = 89; // "Yes\n"
  output[used++] = 101;
  output[used++] = 115;
  output[used++] = 10;
  for (let i = 0; i < count; i++) {
    const a = piles[i]!;
    const b = a ^ x;
    if (b >= a) continue;
    if (used > CHUNK - LONGEST_LINE) {
      writeAll(output, used);
      used = 0;
    }
    used = putInt(output, used, a);
    output[used++] = 32;
    used = putInt(output, used, b);
    output[used++] = 10;
  }
  return used;
}

// The block being read, carried between chunks: m piles declared (-1 while waiting for the next m, 0 once the
// closing 0 is read), `read` of them so far, their xor; and the bytes of the output chunk in use. Only the current
// block's piles are kept.
interface Carry {
  written: number;
  piles: Int32Array;
  m: number;
  read: number;
  x: number;
}

// Reads the numbers in input[0, end) and answers every block they complete. One call per chunk, its state in locals,
// so V8 optimises the parsing loop once.
function readNumbers(input: Buffer, end: number, output: Buffer, carry: Carry): void {
  let written = carry.written;
  let piles = carry.piles;
  let m = carry.m;
  let read = carry.read;
  let x = carry.x;
  let at = 0;
  let c = 0;
  for (;;) {
    while (at < end && ((c = input[at]!) < 48 || c > 57)) at++;
    if (at >= end) break;
    let value = 0;
    while (at < end && (c = input[at]!) >= 48 && c <= 57) {
      value = value * 10 + (c - 48);
      at++;
    }
    if (m < 0) {
      m = value;
      read = 0;
      x = 0;
      // m = 0 ends the input.
      if (m === 0) break;
      if (piles.length < m) piles = new Int32Array(m);
      continue;
    }
    piles[read++] = value;
    x ^= value;
    if (read === m) {
      written = answerBlock(piles, read, x, output, written);
      m = -1;
    }
  }
  carry.written = written;
  carry.piles = piles;
  carry.m = m;
  carry.read = read;
  carry.x = x;
}

function main(): void {
  const input = Buffer.allocUnsafe(CHUNK);
  const output = Buffer.allocUnsafe(CHUNK);
  const carry: Carry = { written: 0, piles: new Int32Array(1024), m: -1, read: 0, x: 0 };
  let kept = 0;
  for (;;) {
    const got = readChunk(input, kept);
    const end = kept + got;
    const complete = got === 0 ? end : completeEnd(input, end);
    readNumbers(input, complete, output, carry);
    if (carry.m === 0 || got === 0) break;
    input.copyWithin(0, complete, end);
    kept = end - complete;
  }
  // The input ended inside a block (no closing 0): answer the piles it gave.
  if (carry.m > 0) carry.written = answerBlock(carry.piles, carry.read, carry.x, output, carry.written);
  writeAll(output, carry.written);
}

main();
