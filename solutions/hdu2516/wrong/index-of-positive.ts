// expect: WA (tests membership with fib.indexOf(n) > 0 where it should be >= 0: 2, the first entry, is at index 0 and is called a win)
import { readFileSync } from "node:fs";

const fib: number[] = [];
for (let a = 1, b = 2; b < 2 ** 31; [a, b] = [b, a + b]) fib.push(b);
const out: string[] = [];
for (const token of readFileSync(0, "latin1").split(/\s+/)) {
  if (token === "") continue;
  const n = Number(token);
  if (n === 0) break;
  out.push(fib.indexOf(n) > 0 ? "Second win" : "First win");
}
process.stdout.write(`${out.join("\n")}\n`);
