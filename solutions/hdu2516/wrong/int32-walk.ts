// expect: TLE (walks the Fibonacci numbers up to n in 32-bit ints: past 1836311903 the sum wraps negative, and for n = 2^31 − 1 the walk never reaches n)
import { readFileSync } from "node:fs";

function isFibonacci(n: number): boolean {
  let a = 1;
  let b = 2;
  while (b < n) {
    const c = (a + b) | 0;
    a = b;
    b = c;
  }
  return b === n;
}
const out: string[] = [];
for (const word of readFileSync(0, "utf8").split(/\s+/)) {
  if (word === "") continue;
  const n = Number(word);
  if (n === 0) break;
  out.push(isFibonacci(n) ? "Second win" : "First win");
}
process.stdout.write(out.join("\n") + "\n");
