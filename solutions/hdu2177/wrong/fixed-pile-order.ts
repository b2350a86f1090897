// expect: WA (lists the one-pile moves by which pile is cut, the smaller one first, not by increasing x)
import { readFileSync } from "node:fs";

// ⌊kφ⌋ = ⌊(k + isqrt(5k²)) / 2⌋, exact in doubles for k ≤ 10^6 (5k² < 2^53).
function lower(k: number): number {
  const square = 5 * k * k;
  let s = Math.floor(Math.sqrt(square));
  while (s * s > square) s--;
  while ((s + 1) * (s + 1) <= square) s++;
  return Math.floor((k + s) / 2);
}

// The other pile of the losing position holding v.
function partner(v: number): number {
  if (v === 0) return 0;
  const next = lower(v + 1);
  const j = next - (v + 1);
  if (lower(j) === v) return v + j;
  return v - (2 * (v + 1) - next - 1);
}

function moves(a: number, b: number): number[][] | undefined {
  const d = b - a;
  const low = lower(d);
  if (low === a) return undefined;
  const list: number[][] = [];
  if (low < a) list.push([low, low + d]);
  const pa = partner(a);
  const pb = partner(b);
  const one: number[][] = [];
  if (pb < a) one.push([pb, b]);
  if (pa < b && a !== b) one.push([Math.min(a, pa), Math.max(a, pa)]);
  return [...list, ...one];
}

const words = readFileSync(0, "utf8").split(/\s+/).filter(Boolean).map(Number);
const out: string[] = [];
for (let i = 0; i + 1 < words.length; i += 2) {
  const a = words[i]!;
  const b = words[i + 1]!;
  if (a === 0 && b === 0) break;
  const list = moves(a, b);
  if (!list) out.push("0");
  else out.push("1", ...list.map(([x, y]) => `${x} ${y}`));
}
process.stdout.write(out.join("\n") + "\n");
