// expect: WA (splits on "\n" and drops the last piece as the empty one after a final newline: without one, the last position goes unanswered)
import { readFileSync } from "node:fs";

// ⌊kφ⌋ exactly: a double is right wherever kφ is not within 1e-6 of an integer (its error is below 2e-7 here);
// nearer, BigInt decides with (k + isqrt(5k²)) / 2.
const PHI = (1 + Math.sqrt(5)) / 2;
function lower(k: number): number {
  const r = k * PHI;
  const below = Math.floor(r);
  if (r - below > 1e-6 && below + 1 - r > 1e-6) return below;
  const square = 5n * BigInt(k) * BigInt(k);
  let root = BigInt(Math.floor(Math.sqrt(Number(square))));
  while (root * root > square) root--;
  while ((root + 1n) * (root + 1n) <= square) root++;
  return Number((BigInt(k) + root) / 2n);
}
const loses = (a: number, b: number): boolean => Math.min(a, b) === lower(Math.abs(a - b));

const lines = readFileSync(0, "utf8").split("\n");
lines.pop();
const out: string[] = [];
for (const line of lines) {
  const words = line.trim().split(/\s+/);
  if (words[0] === "") continue;
  out.push(loses(Number(words[0]), Number(words[1])) ? "0" : "1");
}
process.stdout.write(out.join("\n") + "\n");
