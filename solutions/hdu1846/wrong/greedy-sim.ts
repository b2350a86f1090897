// expect: WA (simulates a greedy game, both players always taking m, and sees who takes the last stone)
import { readFileSync } from "node:fs";
const w = readFileSync(0, "utf8").split(/\s+/).filter(Boolean).map(Number);
const out: string[] = [];
for (let i = 0; i < w[0]!; i++) {
  let n = w[1 + 2 * i]!; const m = w[2 + 2 * i]!;
  let first = true;
  for (;;) { n -= Math.min(m, n); if (n === 0) break; first = !first; }
  out.push(first ? "first" : "second");
}
process.stdout.write(`${out.join("\n")}\n`);
