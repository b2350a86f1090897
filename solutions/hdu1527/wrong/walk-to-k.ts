// expect: TLE (builds the losing positions by the mex rule walking k up to the difference b − a: exact, but O(b − a) per line, with differences near 10^9)
import { readFileSync } from "node:fs";
const w = readFileSync(0, "utf8").split(/\s+/).filter(Boolean).map(Number);
const out: string[] = [];
for (let i = 0; i + 1 < w.length; i += 2) {
  const a = Math.min(w[i]!, w[i + 1]!), b = Math.max(w[i]!, w[i + 1]!);
  const d = b - a;
  // a_k = mex of the earlier a_j and b_j: a_{k+1} is a_k + 2 when a_k + 1 is some b_j, else a_k + 1
  let ak = 0, bj = 0, j = 0, nextB = 2;
  for (let k = 1; k <= d; k++) {
    ak++;
    if (ak === nextB) { ak++; j++; bj = nextB; nextB = lowerOf(j + 1) + j + 1; }
  }
  out.push(ak === a ? "0" : "1");
  void bj;
}
function lowerOf(k: number): number { return Math.floor((k + Math.sqrt(5 * k * k)) / 2); }
process.stdout.write(out.join("\n") + "\n");
