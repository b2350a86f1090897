// expect: PE (right answers, but separated by spaces instead of line breaks)
import { readFileSync } from "node:fs";

const losing = new Set<number>();
for (let a = 1, b = 2; b < 2 ** 31; [a, b] = [b, a + b]) losing.add(b);
const out: string[] = [];
for (const word of readFileSync(0, "utf8").split(/\s+/)) {
  if (word === "") continue;
  const n = Number(word);
  if (n === 0) break;
  out.push(losing.has(n) ? "Second win" : "First win");
}
process.stdout.write(out.join(" ") + "\n");
