// expect: WA (⌊kφ⌋ as Math.floor(k / 0.618033988749895), dividing by the conjugate: one too low at 20 k up to 381966011, the first 63245986)
import { readFileSync } from "node:fs";

const PHI = (1 + Math.sqrt(5)) / 2;
const lower = (k: number): number => Math.floor(k / 0.618033988749895);
const words = readFileSync(0, "utf8").split(/\s+/).filter(Boolean).map(Number);
const out: string[] = [];
for (let i = 0; i + 1 < words.length; i += 2) {
  const a = Math.min(words[i]!, words[i + 1]!);
  const b = Math.max(words[i]!, words[i + 1]!);
  out.push(a === lower(b - a) ? "0" : "1");
}
process.stdout.write(out.join("\n") + "\n");
