// expect: WA (splits the input on whitespace without dropping the empty first token: an input that starts with whitespace reads "" as a pile 0 and every pair after it is shifted)
import { readFileSync } from "node:fs";
function lower(k: number): number {
  const sq = 5 * k * k;
  let s = BigInt(Math.floor(Math.sqrt(sq)));
  const t = BigInt(5) * BigInt(k) * BigInt(k); // exact, though sq is not past 2^53
  while (s * s > t) s--;
  while ((s + BigInt(1)) * (s + BigInt(1)) <= t) s++;
  return Math.floor((k + Number(s)) / 2);
}
const w = readFileSync(0, "latin1").split(/\s+/);
const out: string[] = [];
for (let i = 0; i + 1 < w.length; i += 2) {
  if (w[i + 1] === "" && i + 2 >= w.length) break;
  let a = Number(w[i]), b = Number(w[i + 1]);
  if (a > b) [a, b] = [b, a];
  out.push(lower(b - a) === a ? "0" : "1");
}
process.stdout.write(out.length ? `${out.join("\n")}\n` : "");
