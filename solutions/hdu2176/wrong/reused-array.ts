// expect: WA (keeps the piles in one array reused by every block, writing piles[0..m-1], but takes the xor and lists the moves over the whole array: a longer earlier block's piles beyond m are still there and still count)
import { readFileSync } from "node:fs";

const words = readFileSync(0, "latin1").split(/\s+/).filter(Boolean).map(Number);
const piles: number[] = [];
const out: string[] = [];
for (let at = 0; at < words.length; ) {
  const m = words[at++]!;
  if (m === 0) break;
  for (let i = 0; i < m; i++) piles[i] = words[at++]!;
  let x = 0;
  for (const a of piles) x ^= a;
  out.push(x === 0 ? "No" : "Yes");
  if (x !== 0) for (const a of piles) if ((a ^ x) < a) out.push(`${a} ${a ^ x}`);
}
process.stdout.write(`${out.join("\n")}\n`);
