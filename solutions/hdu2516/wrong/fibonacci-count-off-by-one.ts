// expect: WA (builds the first 44 Fibonacci numbers from 1, 2 where 45 are below 2^31: the last one, 1836311903, is called a win)
import { readFileSync } from "node:fs";

const fib = [1, 2];
for (let i = 2; i < 44; i++) fib.push(fib[i - 1]! + fib[i - 2]!);
const losing = new Set(fib.slice(1));
const out: string[] = [];
for (const word of readFileSync(0, "utf8").split(/\s+/)) {
  if (word === "") continue;
  if (word === "0") break;
  out.push(losing.has(Number(word)) ? "Second win" : "First win");
}
process.stdout.write(out.join("\n") + "\n");
