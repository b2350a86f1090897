// A. String Task: TODO say the idea in one line.
import { readFileSync } from "node:fs";

// The whole input at once: one read is far faster than line events.
const input = readFileSync(0);
let at = 0;

/** The next integer (optionally negative), or undefined at the end of the input. Exact below 2^53; use BigInt beyond. */
function nextInt(): number | undefined {
  for (;;) {
    while (at < input.length && input[at] !== 45 && (input[at]! < 48 || input[at]! > 57)) at++;
    if (at >= input.length) return undefined;
    const negative = input[at] === 45;
    if (negative) at++;
    if (at < input.length && input[at]! >= 48 && input[at]! <= 57) {
      let value = 0;
      while (at < input.length && input[at]! >= 48 && input[at]! <= 57) value = value * 10 + (input[at++]! - 48);
      return negative ? -value : value;
    }
    // A lone "-" is not a number: keep scanning.
  }
}

// TODO: read the input with nextInt(), solve it, and push one line per answer.
const lines: string[] = [];
process.stdout.write(lines.length ? `${lines.join("\n")}\n` : "");
