// expect: WA (leaves out moves that empty a pile, as if a pile could not be taken whole)
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
  for (const a of piles) if ((a ^ x) < a && (a ^ x) > 0) out.push(`${a} ${a ^ x}`);
}
process.stdout.write(out.join("\n") + "\n");
