// expect: WA (lists the winning moves by pile size instead of in the order the piles are given)
import { readFileSync } from "node:fs";

const words = readFileSync(0, "latin1").split(/\s+/).filter(Boolean).map(Number);
const out: string[] = [];
for (let at = 0; at < words.length; ) {
  const m = words[at++]!;
  if (m === 0) break;
  const piles = words.slice(at, at + m);
  at += m;
  let x = 0;
  for (const a of piles) x ^= a;
  if (x === 0) {
    out.push("No");
    continue;
  }
  const winning = piles.filter((a) => (a ^ x) < a).sort((a, b) => a - b);
  out.push("Yes");
  for (const a of winning) out.push(`${a} ${a ^ x}`);
}
process.stdout.write(`${out.join("\n")}\n`);
