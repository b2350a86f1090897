// expect: WA (the theory the right way, the output the wrong way: prints 1 for a losing position and 0 for a winning one, reading "1" as "the second player wins")
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
// ⌊kφ⌋ exactly: ⌊(k + isqrt(5k²)) / 2⌋ in BigInt.
function lower(k: number): number {
  const square = 5n * BigInt(k) * BigInt(k);
  let root = BigInt(Math.floor(Math.sqrt(Number(square))));
  while (root * root > square) root--;
  while ((root + 1n) * (root + 1n) <= square) root++;
  return Number((BigInt(k) + root) / 2n);
}
const out: string[] = [];
for (;;) {
  const x = nextNumber();
  const y = nextNumber();
  if (y < 0) break;
  const a = Math.min(x, y);
  const k = Math.max(x, y) - a;
  out.push(lower(k) === a ? "1" : "0");
}
process.stdout.write(out.length ? `${out.join("\n")}\n` : "");
