// HDU 2516 by a second, independent test for Fibonacci numbers: n is one exactly when 5n^2 + 4 or
// 5n^2 - 4 is a perfect square (Gessel's test), checked in BigInt. Written apart from main.ts, as an oracle.
import { readFileSync } from "node:fs";

function isqrt(value: bigint): bigint {
  if (value < 2n) return value;
  let x = BigInt(Math.floor(Math.sqrt(Number(value))));
  // Newton's steps from a float guess, then exact correction.
  for (;;) {
    const y = (x + value / x) >> 1n;
    if (y >= x) break;
    x = y;
  }
  while (x * x > value) x--;
  while ((x + 1n) * (x + 1n) <= value) x++;
  return x;
}

const isSquare = (value: bigint): boolean => value >= 0n && isqrt(value) ** 2n === value;
const isFibonacci = (n: bigint): boolean => isSquare(5n * n * n + 4n) || isSquare(5n * n * n - 4n);

const out: string[] = [];
for (const word of readFileSync(0, "utf8").split(/\s+/)) {
  if (word === "") continue;
  const n = BigInt(word);
  if (n === 0n) break;
  out.push(isFibonacci(n) ? "Second win" : "First win");
}
process.stdout.write(out.length ? `${out.join("\n")}\n` : "");
