// expect: WA (compares the pile with Math.round(k * φ) instead of the floor)
import { readFileSync } from "node:fs";
const PHI = (1 + Math.sqrt(5)) / 2;
const w = readFileSync(0, "utf8").split(/\s+/).filter(Boolean).map(Number);
const out: string[] = [];
for (let i = 0; i + 1 < w.length; i += 2) {
  const a = Math.min(w[i]!, w[i + 1]!), b = Math.max(w[i]!, w[i + 1]!);
  out.push(Math.round((b - a) * PHI) === a ? "0" : "1");
}
process.stdout.write(out.join("\n") + "\n");
