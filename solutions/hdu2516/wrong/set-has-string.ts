// expect: WA (keeps the Fibonacci numbers in a Set of numbers but asks it about each token as read, a string: has("13") is never true, so every heap is called a win)
import { readFileSync } from "node:fs";

const fibonacci = new Set<number>();
for (let a = 1, b = 2; b < 2 ** 31; [a, b] = [b, a + b]) fibonacci.add(b);

const out: string[] = [];
for (const token of readFileSync(0, "latin1").split(/\s+/)) {
  if (token === "") continue;
  if (token === "0") break;
  out.push((fibonacci as Set<unknown>).has(token) ? "Second win" : "First win");
}
process.stdout.write(out.join("\n") + "\n");
