// expect: PE (right moves, but all of a block's moves on the Yes line, separated by spaces)
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
  out.push(["Yes", ...piles.filter((a) => (a ^ x) < a).map((a) => `${a} ${a ^ x}`)].join(" "));
}
process.stdout.write(`${out.join("\n")}\n`);
