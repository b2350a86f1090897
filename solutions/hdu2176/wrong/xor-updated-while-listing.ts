// expect: WA (plays each winning move into the xor as it lists it, x ^= a ^ (a ^ x), so after the first one the xor is 0 and no later pile looks like a winning move)
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
  out.push("Yes");
  for (const a of piles) {
    const b = a ^ x;
    if (b < a) {
      out.push(`${a} ${b}`);
      x ^= a ^ b;
    }
  }
}
process.stdout.write(`${out.join("\n")}\n`);
