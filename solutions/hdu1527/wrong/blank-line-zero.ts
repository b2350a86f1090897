// expect: WA (answers every line, blank ones too: a blank line reads as "0 0", a losing position, and prints an extra 0)
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

const out: string[] = [];
for (const line of readFileSync(0, "utf8").replace(/\s+$/, "").split("\n")) {
  const [a = 0, b = 0] = line.trim().split(/\s+/).filter(Boolean).map(Number);
  out.push(loses(a, b) ? "0" : "1");
}
process.stdout.write(out.join("\n") + "\n");
