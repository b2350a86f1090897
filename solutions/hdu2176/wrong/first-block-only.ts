// expect: WA (answers only the first block, as if the input held one game)
import { readFileSync } from "node:fs";
const w = readFileSync(0, "utf8").split(/\s+/).filter(Boolean).map(Number);
const out: string[] = [];
let p = 0;
while (p < w.length) {
  const m = w[p++]!;
  if (m === 0) break;
  const piles = w.slice(p, p + m); p += m;
  let x = 0;
  for (const a of piles) x ^= a;
  if (x === 0) { out.push("No"); break; }
  out.push("Yes");
  for (const a of piles) if ((a ^ x) < a) out.push(`${a} ${a ^ x}`);
  break;
}
process.stdout.write(out.join("\n") + "\n");
