// expect: WA (collects the moves in a Set, so a size that appears twice gives its line once, where each pile gives its own)
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
  const moves = new Set<string>();
  for (const a of piles) if ((a ^ x) < a) moves.add(`${a} ${a ^ x}`);
  out.push(...moves);
}
process.stdout.write(out.join("\n") + "\n");
