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

// One block's answer, flushing the output chunk whenever it is nearly full; returns the bytes left in it.
function answerBlock(piles: Int32Array, count: number, x: number, output: Buffer, written: number): number {
  if (written > CHUNK - LONGEST_LINE) {
    writeAll(output, written);
    written = 0;
  }
  if (x === 0) {
    output[written++] = 78; // "No\n"
    output[written++] = 111;
    output[written++] = 10;
    return written;
  }
  output[written++] = 89; // "Yes\n"
  output[written++] = 101;
  output[written++] = 115;
  output[written++] = 10;
  for (let i = 0; i < count; i++) {
    const a = piles[i]!;
    const b = a ^ x;
    if (b >= a) continue;
    if (written > CHUNK - LONGEST_LINE) {
      writeAll(output, written);
      written = 0;
    }
    written = putInt(output, written, a);
    output[written++] = 32;
    written = putInt(output, written, b);
    output[written++] = 10;
  }
  return written;
}

// Parser state in locals of one function: V8 optimises this far better than module-level variables.
function solve(): void {
  const input = Buffer.allocUnsafe(CHUNK);
  const output = Buffer.allocUnsafe(CHUNK);
  let written = 0;
  let kept = 0;
  // The block being read: m piles declared (-1 while waiting for the next m), `read` of them so far, their xor.
  let piles = new Int32Array(1024);
  let m = -1;
  let read = 0;
  let x = 0;
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
      let value = 0;
      while (at < complete && (c = input[at]!) >= 48 && c <= 57) {
        value = value * 10 + (c - 48);
        at++;
      }
      if (m < 0) {
        // m = 0 ends the input.
        if (value === 0) {
          writeAll(output, written);
          return;
        }
        m = value;
        read = 0;
        x = 0;
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
    if (got === 0) break;
    input.copyWithin(0, complete, end);
    kept = end - complete;
  }
  // The input ended inside a block (no closing 0): answer the piles it gave.
  if (m > 0) written = answerBlock(piles, read, x, output, written);
  writeAll(output, written);
}

solve();
