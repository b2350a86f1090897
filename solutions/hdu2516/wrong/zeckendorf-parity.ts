// expect: WA (a theory half remembered from Zeckendorf's proof: the first player loses when n's Zeckendorf sum has an even number of terms, where only a single term (a Fibonacci n) loses)
import { readFileSync } from "node:fs";

const fib: number[] = [];
for (let a = 1, b = 2; b < 2 ** 31; [a, b] = [b, a + b]) fib.push(b);
fib.unshift(1);
const out: string[] = [];
for (const token of readFileSync(0, "latin1").split(/\s+/)) {
  if (token === "") continue;
  let n = Number(token);
  if (n === 0) break;
  let terms = 0;
  for (let i = fib.length - 1; i >= 0 && n > 0; i--) if (fib[i]! <= n) (n -= fib[i]!), terms++;
  out.push(terms % 2 === 0 ? "Second win" : "First win");
}
process.stdout.write(`${out.join("\n")}\n`);
