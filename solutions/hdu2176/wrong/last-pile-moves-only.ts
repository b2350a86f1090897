// expect: WA (keeps only the moves whose pile is larger than the last one printed, a slip from a sorted-order idea: moves on smaller later piles go missing)
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
  if (x === 0) { out.push("No"); continue; }
  out.push("Yes");
  let prev = -1;
  for (const a of piles) if ((a ^ x) < a && a > prev) { out.push(`${a} ${a ^ x}`); prev = a; }
}
process.stdout.write(out.join("\n") + "\n");
