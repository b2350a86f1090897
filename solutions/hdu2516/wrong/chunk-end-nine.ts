// expect: WA (the chunked reader of main.ts with the digit test at a chunk's end written c < 57: a number whose digit before the chunk boundary is 9 is taken as complete and read as two numbers)
import { readSync, writeSync } from "node:fs";

const CHUNK = 1 << 16;
const SECOND = Buffer.from("Second win\n");
const FIRST = Buffer.from("First win\n");

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

// The end of the complete numbers in input[0, end): a number cut by the chunk's end waits for the next chunk.
function completeEnd(input: Buffer, end: number): number {
  let complete = end;
  while (complete > 0 && input[complete - 1]! >= 48 && input[complete - 1]! < 57) complete--;
  // A chunk of nothing but digits is no valid input; take it whole rather than stall.
  return complete === 0 && end === input.length ? end : complete;
}

// Fibonacci numbers 2, 3, 5, 8, … below 2^31; n >= 2 so 1 is never asked.
const losing = new Set<number>();
for (let a = 1, b = 2; b < 2 ** 31; [a, b] = [b, a + b]) losing.add(b);

// Set once the closing 0 is read.
const carry = { ended: false };

// Answers the numbers in input[0, end) into output and returns the bytes written. One call per chunk, with no rarely
// taken path inside and its state in locals, so V8 optimises it once and never throws that code away.
function answerChunk(input: Buffer, end: number, output: Buffer): number {
  let written = 0;
  let at = 0;
  let c = 0;
  for (;;) {
    while (at < end && ((c = input[at]!) < 48 || c > 57)) at++;
    if (at >= end) break;
    let n = 0;
    while (at < end && (c = input[at]!) >= 48 && c <= 57) {
      n = n * 10 + (c - 48);
      at++;
    }
    if (n === 0) {
      carry.ended = true;
      break;
    }
    const line = losing.has(n) ? SECOND : FIRST;
    output.set(line, written);
    written += line.length;
  }
  return written;
}

// Streams: reads stdin in 64 KiB chunks and writes each chunk's answers at once (at most 352 KiB), so memory stays
// flat however many lines come.
function main(): void {
  const input = Buffer.allocUnsafe(CHUNK);
  // Every n takes at least 2 bytes (a digit and a separator), so a chunk holds at most CHUNK / 2 + 1 of them.
  const output = Buffer.allocUnsafe((CHUNK / 2 + 1) * SECOND.length);
  let kept = 0;
  for (;;) {
    const got = readChunk(input, kept);
    const end = kept + got;
    const complete = got === 0 ? end : completeEnd(input, end);
    writeAll(output, answerChunk(input, complete, output));
    // Stops at the closing 0, or at the end of the input if it is missing.
    if (carry.ended || got === 0) break;
    input.copyWithin(0, complete, end);
    kept = end - complete;
  }
}

main();
