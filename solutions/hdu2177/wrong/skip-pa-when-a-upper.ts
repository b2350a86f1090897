// expect: WA (cuts the larger pile only toward the upper partner of a, forgetting the cut to (a_j, a) when a is itself an upper pile)
import { readFileSync } from "node:fs";
const lower = (k: number): number => Math.floor((k + Math.floor(Math.sqrt(5 * k * k))) / 2);
const partner = (v: number): number => {
  if (v === 0) return 0;
  const next = lower(v + 1), j = next - (v + 1);
  if (lower(j) === v) return v + j;
  return v - (2 * (v + 1) - next - 1);
};
const w = readFileSync(0, "utf8").split(/\s+/).filter(Boolean).map(Number);
const out: string[] = [];
for (let i = 0; i + 1 < w.length; i += 2) {
  const a = w[i]!, b = w[i + 1]!;
  if (a === 0 && b === 0) break;
  const d = b - a, low = lower(d);
  if (low === a) { out.push("0"); continue; }
  out.push("1");
  if (low < a) out.push(`${low} ${low + d}`);
  const moves: [number, number][] = [];
  const pb = partner(b), pa = partner(a);
  if (pb < a) moves.push([Math.min(pb, b), Math.max(pb, b)]);
  if (pa > a && pa < b && a !== b) moves.push([Math.min(a, pa), Math.max(a, pa)]);
  moves.sort((x, y) => x[0] - y[0]);
  let last = "";
  for (const [x, y] of moves) { const s = `${x} ${y}`; if (s !== last) out.push(s); last = s; }
}
process.stdout.write(out.join("\n") + "\n");
