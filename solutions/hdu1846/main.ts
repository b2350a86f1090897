// HDU 1846 (Bash's game): the player to move loses exactly when n is a multiple of m + 1.
import { readFileSync } from "node:fs";

const input = readFileSync(0);
let at = 0;
/** The next unsigned integer in the input, or -1 at the end. */
function readInt(): number {
  while (at < input.length && (input[at]! < 48 || input[at]! > 57)) at++;
  if (at >= input.length) return -1;
  let value = 0;
  while (at < input.length && input[at]! >= 48 && input[at]! <= 57) value = value * 10 + (input[at++]! - 48);
  return value;
}

const lines: string[] = [];
const count = readInt();
for (let i = 0; i < count; i++) {
  const n = readInt();
  const m = readInt();
  if (n < 0 || m < 0) break;
  lines.push(n % (m + 1) === 0 ? "second" : "first");
}
process.stdout.write(lines.length ? `${lines.join("\n")}\n` : "");
