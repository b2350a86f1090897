// HDU 2176 by a second method, written apart from main.ts: a position is lost exactly when every bit position is set
// in an even number of piles; a move wins exactly when the pile is larger than the xor of all the OTHER piles
// (from prefix and suffix xors), and it reduces the pile to that value.
import { readFileSync } from "node:fs";

const words = readFileSync(0, "latin1").split(/\s+/).filter(Boolean);
const out: string[] = [];
for (let at = 0; at < words.length; ) {
  const m = Number(words[at++]);
  if (m === 0) break;
  const piles = words.slice(at, at + m).map(Number);
  at += m;

  const bitCounts = new Array<number>(31).fill(0);
  for (const a of piles) for (let bit = 0; bit < 31; bit++) if (Math.floor(a / 2 ** bit) % 2 === 1) bitCounts[bit]!++;
  const lost = bitCounts.every((count) => count % 2 === 0);

  const prefix = new Int32Array(m + 1);
  const suffix = new Int32Array(m + 1);
  for (let i = 0; i < m; i++) prefix[i + 1] = prefix[i]! ^ piles[i]!;
  for (let i = m - 1; i >= 0; i--) suffix[i] = suffix[i + 1]! ^ piles[i]!;
  const moves: string[] = [];
  for (let i = 0; i < m; i++) {
    const others = prefix[i]! ^ suffix[i + 1]!;
    if (others < piles[i]!) moves.push(`${piles[i]} ${others}`);
  }
  // The two criteria must agree: a won position has a winning move, a lost one has none.
  if (lost !== (moves.length === 0)) throw new Error(`the criteria disagree on a block of ${m} piles`);
  out.push(lost ? "No" : "Yes");
  for (const move of moves) out.push(move); // not push(...moves): 200000 arguments overflow the stack
}
process.stdout.write(out.length ? `${out.join("\n")}\n` : "");
