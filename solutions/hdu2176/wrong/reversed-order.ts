// expect: WA (lists the winning moves from the last pile to the first)
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
  out.push(x === 0 ? "No" : "Yes");
  for (let i = piles.length - 1; i >= 0; i--) if ((piles[i]! ^ x) < piles[i]!) out.push(`${piles[i]} ${piles[i]! ^ x}`);
}
process.stdout.write(out.join("\n") + "\n");
