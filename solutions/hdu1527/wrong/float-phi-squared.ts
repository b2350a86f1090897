// expect: WA (tests the upper pile instead, b = ⌊kφ²⌋, as Math.floor(k * PHI * PHI) in doubles: two roundings, and it is wrong at 27 k up to 381966011, the first 39088169)
import { readFileSync } from "node:fs";

const input = readFileSync(0);
let at = 0;
function nextNumber(): number {
  while (at < input.length && (input[at]! < 48 || input[at]! > 57)) at++;
  if (at >= input.length) return -1;
  let n = 0;
  while (at < input.length && input[at]! >= 48 && input[at]! <= 57) n = n * 10 + (input[at++]! - 48);
  return n;
}
const PHI = (1 + Math.sqrt(5)) / 2;
const out: string[] = [];
for (;;) {
  const x = nextNumber();
  const y = nextNumber();
  if (y < 0) break;
  const a = Math.min(x, y);
  const b = Math.max(x, y);
  const k = b - a;
  out.push(Math.floor(k * PHI * PHI) === b ? "0" : "1");
}
process.stdout.write(out.length ? `${out.join("\n")}\n` : "");
