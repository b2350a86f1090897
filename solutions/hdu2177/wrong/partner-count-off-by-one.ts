// expect: WA (finds a pile's partner from j = ⌊v/φ⌋, the count of lower piles below v, where ⌊(v+1)/φ⌋, the count up to v itself, is needed: a lower pile v is then taken for an upper one and gets a wrong partner)
import { readFileSync } from "node:fs";

const lower = (k: number): number => Math.floor((k + Math.floor(Math.sqrt(5 * k * k))) / 2);
// The other pile of the losing position holding v.
function partner(v: number): number {
  if (v === 0) return 0;
  const next = lower(v);
  const j = next - v;
  if (lower(j) === v) return v + j;
  return v - (2 * v - next - 1);
}
const w = readFileSync(0, "latin1").split(/\s+/).filter(Boolean).map(Number);
const out: string[] = [];
for (let i = 0; i + 1 < w.length; i += 2) {
  const a = w[i]!;
  const b = w[i + 1]!;
  if (a === 0 && b === 0) break;
  const d = b - a;
  const low = lower(d);
  if (low === a) {
    out.push("0");
    continue;
  }
  out.push("1");
  if (low < a) out.push(`${low} ${low + d}`);
  const moves: [number, number][] = [];
  const pb = partner(b);
  const pa = partner(a);
  if (pb < a) moves.push([pb, b]);
  if (pa < b && a !== b) moves.push([Math.min(a, pa), Math.max(a, pa)]);
  moves.sort((p, q) => p[0] - q[0]);
  for (const [x, y] of moves) out.push(`${x} ${y}`);
}
process.stdout.write(`${out.join("\n")}\n`);
