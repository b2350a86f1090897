// HDU 2516 (Fibonacci Nim): the player to move loses exactly when n is a Fibonacci number.
// Streams: stdin in 64 KiB chunks, stdout in 64 KiB chunks, so memory stays flat however many lines come.
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

// Locals in one function: V8 optimises this loop far better than module-level state.
function solve(): void {
  // Fibonacci numbers 2, 3, 5, 8, … below 2^31; n >= 2 so 1 is never asked.
  const losing = new Set<number>();
  for (let a = 1, b = 2; b < 2 ** 31; [a, b] = [b, a + b]) losing.add(b);
  const input = Buffer.allocUnsafe(CHUNK);
  const output = Buffer.allocUnsafe(CHUNK);
  let written = 0;
  let kept = 0;
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
      let n = 0;
      while (at < complete && (c = input[at]!) >= 48 && c <= 57) {
        n = n * 10 + (c - 48);
        at++;
      }
      if (n === 0) {
        writeAll(output, written);
        return;
      }
      if (written > CHUNK - SECOND.length) {
        writeAll(output, written);
        written = 0;
      }
      const line = losing.has(n) ? SECOND : FIRST;
      output.set(line, written);
      written += line.length;
    }
    // Stops at the end of the input even if the closing 0 is missing.
    if (got === 0) break;
    input.copyWithin(0, complete, end);
    kept = end - complete;
  }
  writeAll(output, written);
}

solve();
