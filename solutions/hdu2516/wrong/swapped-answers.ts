// expect: WA (the theory the wrong way round: says "First win" for the Fibonacci heaps, which the first player loses)
import { readFileSync } from "node:fs";

const losing = new Set<number>();
for (let a = 1, b = 2; b < 2 ** 31; [a, b] = [b, a + b]) losing.add(b);

const out: string[] = [];
for (const word of readFileSync(0, "utf8").split(/\s+/)) {
  if (word === "") continue;
  if (word === "0") break;
  out.push(losing.has(Number(word)) ? "First win" : "Second win");
}
process.stdout.write(out.join("\n") + "\n");
