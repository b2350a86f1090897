// expect: WA (reads blocks to the end of the input and answers the closing m = 0 as an empty game: an extra No)
import { readFileSync } from "node:fs";

const words = readFileSync(0, "utf8").split(/\s+/).filter(Boolean).map(Number);
const out: string[] = [];
for (let at = 0; at < words.length; ) {
  const m = words[at++]!;
  const piles = words.slice(at, at + m);
  at += m;
  let x = 0;
  for (const a of piles) x ^= a;
  out.push(x === 0 ? "No" : "Yes");
  for (const a of piles) if ((a ^ x) < a) out.push(`${a} ${a ^ x}`);
}
process.stdout.write(out.join("\n") + "\n");
