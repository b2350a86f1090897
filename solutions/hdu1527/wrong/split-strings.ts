// expect: MLE or TLE (exact answers, but the whole input read into one string and split into 2×10^6 strings: far over 64 MiB on 10^6 lines, and seconds of CPU to make them)
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

const words = readFileSync(0, "utf8").split(/\s+/).filter(Boolean);
const out: string[] = [];
for (let i = 0; i + 1 < words.length; i += 2) out.push(loses(Number(words[i]), Number(words[i + 1])) ? "0" : "1");
process.stdout.write(out.join("\n") + "\n");
