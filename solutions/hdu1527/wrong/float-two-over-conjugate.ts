// expect: WA (φ written as 2 / (√5 − 1), the reciprocal of the conjugate, in doubles: the division rounds to the double just above the one (1 + √5) / 2 gives, and ⌊kφ⌋ comes out one too high at 3 k up to 381966011, 165580141, 292072113 and 331160282)
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
const PHI = 2 / (Math.sqrt(5) - 1);
const out: string[] = [];
for (;;) {
  const x = nextNumber();
  const y = nextNumber();
  if (y < 0) break;
  const a = Math.min(x, y);
  const k = Math.max(x, y) - a;
  out.push(Math.floor(k * PHI) === a ? "0" : "1");
}
process.stdout.write(out.length ? `${out.join("\n")}\n` : "");
