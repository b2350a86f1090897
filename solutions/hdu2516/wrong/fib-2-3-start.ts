// expect: WA (builds the losing heaps from 3, 5 on, having decided 2 is special and forgetting it: n = 2 is called a win)
import { readFileSync } from "node:fs";
const lose = new Set<number>(); let a = 3, b = 5; lose.add(3);
while (b < 2 ** 31) { lose.add(b); [a, b] = [b, a + b]; }
const out: string[] = [];
for (const t of readFileSync(0, "utf8").split(/\s+/)) { if (t === "") continue; const n = Number(t); if (n === 0) break; out.push(lose.has(n) ? "Second win" : "First win"); }
process.stdout.write(out.join("\n") + "\n");
