// expect: WA (prints only the first winning move of each block, where every one is asked for)
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
  const a = piles.find((a) => (a ^ x) < a);
  if (a !== undefined) out.push(`${a} ${a ^ x}`);
}
process.stdout.write(out.join("\n") + "\n");
