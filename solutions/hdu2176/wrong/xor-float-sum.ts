// expect: WA (takes the xor of the piles' low 16 bits only, as if sizes stayed below 65536: large piles are misjudged)
import { readFileSync } from "node:fs";
const w = readFileSync(0, "utf8").split(/\s+/).filter(Boolean).map(Number);
const out: string[] = [];
let p = 0;
while (p < w.length) {
  const m = w[p++]!;
  if (m === 0) break;
  const piles = w.slice(p, p + m); p += m;
  let x = 0;
  for (const a of piles) x ^= a & 0xffff;
  if (x === 0) { out.push("No"); continue; }
  out.push("Yes");
  for (const a of piles) if ((a ^ x) < a) out.push(`${a} ${a ^ x}`);
}
process.stdout.write(out.join("\n") + "\n");
