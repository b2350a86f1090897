// HDU 1846 (Bash's game): the player to move loses exactly when n is a multiple of m + 1.
// Streams like the other solutions: stdin in 64 KiB chunks, stdout through a 64 KiB buffer (C ≤ 100 keeps it tiny).
import { readSync, writeSync } from "node:fs";

const CHUNK = 1 << 16;
const FIRST = Buffer.from("first\n");
const SECOND = Buffer.from("second\n");

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

function solve(): void {
  const input = Buffer.allocUnsafe(CHUNK);
  const output = Buffer.allocUnsafe(CHUNK);
  let written = 0;
  let kept = 0;
  // Games still to answer (-1 until C is read), and the n of a game whose m is in the next chunk (-1 when none).
  let games = -1;
  let n = -1;
  for (;;) {
    const got = readChunk(input, kept);
    const end = kept + got;
    // A number cut by the chunk's end is parsed with the next chunk: stop before the trailing digits.
    let complete = end;
    if (got > 0) while (complete > 0 && input[complete - 1]! >= 48 && input[complete - 1]! <= 57) complete--;
    if (complete === 0 && end === CHUNK) complete = end; // a chunk of nothing but digits is no valid input; do not stall
    let at = 0;
    let c = 0;
    while (games !== 0) {
      while (at < complete && ((c = input[at]!) < 48 || c > 57)) at++;
      if (at >= complete) break;
      let value = 0;
      while (at < complete && (c = input[at]!) >= 48 && c <= 57) {
        value = value * 10 + (c - 48);
        at++;
      }
      if (games < 0) {
        games = value;
        continue;
      }
      if (n < 0) {
        n = value;
        continue;
      }
      if (written > CHUNK - SECOND.length) {
        writeAll(output, written);
        written = 0;
      }
      const line = n % (value + 1) === 0 ? SECOND : FIRST;
      output.set(line, written);
      written += line.length;
      n = -1;
      games--;
    }
    // Stops after the C-th game, or at the end of the input if fewer come.
    if (got === 0 || games === 0) break;
    input.copyWithin(0, complete, end);
    kept = end - complete;
  }
  writeAll(output, written);
}

solve();
