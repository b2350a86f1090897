// expect: WA (the Fibonacci-like list started from 2, 1 by mistake: Lucas numbers 2, 3, 4, 7, 11, 18, …)
import { readFileSync } from "node:fs";
const lose = new Set<number>(); let a = 2, b = 1;
while (a < 2 ** 31) { lose.add(a); [a, b] = [b, a + b]; if (a === 1) [a, b] = [b, a + b]; }
const out: string[] = [];
for (const t of readFileSync(0, "utf8").split(/\s+/)) { if (t === "") continue; const n = Number(t); if (n === 0) break; out.push(lose.has(n) ? "Second win" : "First win"); }
process.stdout.write(out.join("\n") + "\n");
