// HDU 2516 (Fibonacci Nim): the player to move loses exactly when n is a Fibonacci number.
import { readFileSync } from "node:fs";

// Fibonacci numbers 2, 3, 5, 8, … below 2^31; n >= 2 so 1 is never asked.
const losing = new Set<number>();
for (let a = 1, b = 2; b < 2 ** 31; [a, b] = [b, a + b]) losing.add(b);

const SECOND = Buffer.from("Second win\n");
const FIRST = Buffer.from("First win\n");
const input = readFileSync(0);
const length = input.length;
// At most one answer line (11 bytes) per two input bytes ("2\n" is the shortest query).
const output = Buffer.allocUnsafe(Math.ceil(length / 2) * SECOND.length + SECOND.length);
let written = 0;
let at = 0;
for (;;) {
  // Skip to the next digit; stop at the end of the input even if the closing 0 is missing.
  let c = input[at];
  while (at < length && (c! < 48 || c! > 57)) c = input[++at];
  if (at >= length) break;
  let n = 0;
  while (at < length && c! >= 48 && c! <= 57) {
    n = n * 10 + (c! - 48);
    c = input[++at];
  }
  if (n === 0) break;
  written += (losing.has(n) ? SECOND : FIRST).copy(output, written);
}
process.stdout.write(output.subarray(0, written));
