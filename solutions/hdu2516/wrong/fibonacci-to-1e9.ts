// expect: WA (lists the Fibonacci numbers only up to 10^9, so 1134903170 and 1836311903 are called wins)
import { readFileSync } from "node:fs";

const losing = new Set<number>();
for (let a = 1, b = 2; b <= 1e9; [a, b] = [b, a + b]) losing.add(b);
const out: string[] = [];
for (const word of readFileSync(0, "utf8").split(/\s+/)) {
  if (word === "") continue;
  if (word === "0") break;
  out.push(losing.has(Number(word)) ? "Second win" : "First win");
}
process.stdout.write(out.join("\n") + "\n");
