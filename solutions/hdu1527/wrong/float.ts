// expect: WA (⌊kφ⌋ in doubles is one too high at 14 losing positions within 10^9, the first at k = 102334155)
// HDU 1527 with the widely copied floating-point formula. Doubles carry about 16 digits, and near those k the exact
// kφ lies within 2.5e-7 below an integer, closer than the rounding error of k * (1 + √5).
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

const out: string[] = [];
for (;;) {
  const x = nextNumber();
  const y = nextNumber();
  if (y < 0) break;
  const a = Math.min(x, y);
  const k = Math.max(x, y) - a;
  out.push(Math.floor((k * (1 + Math.sqrt(5))) / 2) === a ? "0" : "1");
}
process.stdout.write(out.length ? `${out.join("\n")}\n` : "");
