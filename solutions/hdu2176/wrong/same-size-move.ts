// expect: WA (counts "reduce a to a" as a move, via (a xor X) <= a, so a lost position gets Yes and fake moves)
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
  const moves = piles.filter((a) => (a ^ x) <= a).map((a) => `${a} ${a ^ x}`);
  out.push(moves.length > 0 ? "Yes" : "No");
  for (const move of moves) out.push(move);
}
process.stdout.write(`${out.join("\n")}\n`);
