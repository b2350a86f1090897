// expect: WA (splits the input on whitespace without dropping the empty first token: an input that starts with whitespace reads "" as the closing 0 and answers nothing)
import { readFileSync } from "node:fs";
const fib = new Set<number>();
for (let a = 1, b = 2; b < 2 ** 31; [a, b] = [b, a + b]) fib.add(b);
const out: string[] = [];
for (const token of readFileSync(0, "latin1").split(/\s+/)) {
  const n = Number(token);
  if (n === 0) break;
  out.push(fib.has(n) ? "Second win" : "First win");
}
process.stdout.write(out.length ? `${out.join("\n")}\n` : "");
