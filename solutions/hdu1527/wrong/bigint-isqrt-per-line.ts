// expect: MLE or TLE (exact, isqrt(5k^2) by Newton's method in BigInt, but the whole input read into one string and every answer kept in an array before one write: over 64 MiB on the 10^6-line files, where the dozen BigInt divisions a line are also too slow)
import { readFileSync } from "node:fs";

function isqrt(n: bigint): bigint {
  if (n < 2n) return n;
  let x = n;
  let y = (x + 1n) / 2n;
  while (y < x) {
    x = y;
    y = (x + n / x) / 2n;
  }
  return x;
}
const data = readFileSync(0, "latin1");
const out: string[] = [];
let pos = 0;
function next(): bigint | undefined {
  while (pos < data.length && data.charCodeAt(pos) <= 32) pos++;
  if (pos >= data.length) return undefined;
  const start = pos;
  while (pos < data.length && data.charCodeAt(pos) > 32) pos++;
  return BigInt(data.slice(start, pos));
}
for (;;) {
  let a = next();
  let b = next();
  if (a === undefined || b === undefined) break;
  if (a > b) [a, b] = [b, a];
  const k = b - a;
  out.push((k + isqrt(5n * k * k)) / 2n === a ? "0" : "1");
}
process.stdout.write(out.join("\n") + "\n");
