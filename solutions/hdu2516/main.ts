// HDU 2516 (Fibonacci Nim): the player to move loses exactly when n is a Fibonacci number.
import { readFileSync } from "node:fs";

const SECOND = Buffer.from("Second win\n");
const FIRST = Buffer.from("First win\n");

// Locals in one function and a preallocated byte buffer: V8 optimises this loop far better than module-level state.
function solve(input: Buffer): Uint8Array {
  // Fibonacci numbers 2, 3, 5, 8, … below 2^31; n >= 2 so 1 is never asked.
  const losing = new Set<number>();
  for (let a = 1, b = 2; b < 2 ** 31; [a, b] = [b, a + b]) losing.add(b);
  const length = input.length;
  // At most one answer line (11 bytes) per two input bytes ("2\n" is the shortest query).
  const output = new Uint8Array(Math.ceil(length / 2) * SECOND.length + SECOND.length);
  let written = 0;
  let at = 0;
  for (;;) {
    // Skip to the next digit; stop at the end of the input even if the closing 0 is missing.
    let c = input[at]!;
    while (at < length && (c < 48 || c > 57)) c = input[++at]!;
    if (at >= length) break;
    let n = 0;
    while (at < length && c >= 48 && c <= 57) {
      n = n * 10 + (c - 48);
      c = input[++at]!;
    }
    if (n === 0) break;
    const line = losing.has(n) ? SECOND : FIRST;
    output.set(line, written);
    written += line.length;
  }
  return output.subarray(0, written);
}

process.stdout.write(solve(readFileSync(0)));
