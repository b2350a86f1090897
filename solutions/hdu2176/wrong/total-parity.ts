// expect: WA (decides by the parity of the total number of stones, and lists the odd piles as moves)
import { readFileSync } from "node:fs";

const words = readFileSync(0, "utf8").split(/\s+/).filter(Boolean).map(Number);
const out: string[] = [];
for (let at = 0; at < words.length; ) {
  const m = words[at++]!;
  if (m === 0) break;
  const piles = words.slice(at, at + m);
  at += m;
  let x = 0;
  for (const a of piles) x ^= a;
  const total = piles.reduce((sum, a) => sum + a, 0);
  out.push(total % 2 === 0 ? "No" : "Yes");
  if (total % 2 === 1) for (const a of piles) if (a % 2 === 1) out.push(`${a} ${a - 1}`);
}
process.stdout.write(out.join("\n") + "\n");
