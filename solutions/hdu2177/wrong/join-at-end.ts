// expect: MLE (right moves, but every output line is pushed to an array of strings and joined at the end: millions of small strings plus the 40 MB joined text pass 32 MiB on the largest files)
import { readFileSync } from "node:fs";

function lowerOf(k: number): number {
  const t = 5n * BigInt(k) * BigInt(k);
  let s = BigInt(Math.floor(Math.sqrt(5) * k));
  while (s * s > t) s--;
  while ((s + 1n) * (s + 1n) <= t) s++;
  return Math.floor((k + Number(s)) / 2);
}
function partner(v: number): number {
  if (v === 0) return 0;
  const f = lowerOf(v + 1);
  const j = f - (v + 1);
  if (lowerOf(j) === v) return v + j;
  return v - (2 * (v + 1) - f - 1);
}
const tokens = readFileSync(0, "latin1").split(/\s+/).filter((t) => t.length > 0);
const lines: string[] = [];
for (let i = 0; i + 1 < tokens.length; i += 2) {
  const a = Number(tokens[i]);
  const b = Number(tokens[i + 1]);
  if (a === 0 && b === 0) break;
  const d = b - a;
  const ad = lowerOf(d);
  if (ad === a) {
    lines.push("0");
    continue;
  }
  lines.push("1");
  if (ad < a) lines.push(`${ad} ${ad + d}`);
  const one: [number, number][] = [];
  const pb = partner(b);
  const pa = partner(a);
  if (pb < a) one.push([pb, b]);
  if (pa < b && a !== b) one.push([Math.min(a, pa), Math.max(a, pa)]);
  one.sort((x, y) => x[0] - y[0]);
  for (const [x, y] of one) lines.push(`${x} ${y}`);
}
process.stdout.write(lines.join("\n") + "\n");
