// expect: WA (splits each line on spaces only: a tab between the piles makes one token, NaN, and that position's answer is wrong)
import { readFileSync } from "node:fs";
function lower(k: number): number {
  const sq = 5 * k * k;
  let s = Math.floor(Math.sqrt(sq));
  while (s * s > sq) s--;
  while ((s + 1) * (s + 1) <= sq) s++;
  return Math.floor((k + s) / 2);
}
function partner(v: number): number {
  if (v === 0) return 0;
  const next = lower(v + 1);
  const j = next - (v + 1);
  if (lower(j) === v) return v + j;
  return v - (2 * (v + 1) - next - 1);
}
function answer(a: number, b: number, out: string[]): void {
  const d = b - a, low = lower(d);
  if (low === a) { out.push("0"); return; }
  out.push("1");
  if (low < a) out.push(`${low} ${low + d}`);
  const pa = partner(a), pb = partner(b);
  const cutA = pb < a, cutB = pa < b && a !== b;
  const moves: [number, number][] = [];
  if (cutA) moves.push([pb, b]);
  if (cutB) moves.push([Math.min(a, pa), Math.max(a, pa)]);
  moves.sort((p, q) => p[0] - q[0]);
  for (const [x, y] of moves) out.push(`${x} ${y}`);
}
const out: string[] = [];
for (const line of readFileSync(0, "latin1").split("\n")) {
  const p = line.trim().split(/ +/).filter(Boolean);
  if (p.length === 0) continue;
  const a = Number(p[0]), b = Number(p[1]);
  if (a === 0 && b === 0) break;
  answer(a, b, out);
}
process.stdout.write(out.length ? `${out.join("\n")}\n` : "");
