// expect: WA (keeps the piles in a 16-bit array, so sizes of 65536 and more wrap around)
import { readFileSync } from "node:fs";

const words = readFileSync(0, "latin1").split(/\s+/).filter(Boolean).map(Number);
const out: string[] = [];
for (let at = 0; at < words.length; ) {
  const m = words[at++]!;
  if (m === 0) break;
  const piles = Uint16Array.from(words.slice(at, at + m));
  at += m;
  let x = 0;
  for (const a of piles) x ^= a;
  if (x === 0) {
    out.push("No");
    continue;
  }
  out.push("Yes");
  for (const a of piles) if ((a ^ x) < a) out.push(`${a} ${a ^ x}`);
}
process.stdout.write(`${out.join("\n")}\n`);
