// HDU 2516 (Fibonacci Nim): the player to move loses exactly when n is a Fibonacci number.
import { readFileSync } from "node:fs";

// Fibonacci numbers 2, 3, 5, 8, … below 2^31; n >= 2 so 1 is never asked.
const losing = new Set<number>();
for (let a = 1, b = 2; b < 2 ** 31; [a, b] = [b, a + b]) losing.add(b);

const input = readFileSync(0);
const lines: string[] = [];
let at = 0;
for (;;) {
  // Skip to the next digit; stop at the end of the input even if the closing 0 is missing.
  while (at < input.length && (input[at]! < 48 || input[at]! > 57)) at++;
  if (at >= input.length) break;
  let n = 0;
  while (at < input.length && input[at]! >= 48 && input[at]! <= 57) n = n * 10 + (input[at++]! - 48);
  if (n === 0) break;
  lines.push(losing.has(n) ? "Second win" : "First win");
}
process.stdout.write(lines.length ? `${lines.join("\n")}\n` : "");
