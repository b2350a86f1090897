// expect: WA (⌊kφ⌋ as Math.floor(k * φ − 1e-7), against rounding: where kφ lies within 1e-7 above an integer it is one too low, at 27 k up to 381966011, the first 9227465)
import { readFileSync } from "node:fs";

const PHI = (1 + Math.sqrt(5)) / 2;
const lower = (k: number): number => Math.floor(k * PHI - 1e-7);
const words = readFileSync(0, "utf8").split(/\s+/).filter(Boolean).map(Number);
const out: string[] = [];
for (let i = 0; i + 1 < words.length; i += 2) {
  const a = Math.min(words[i]!, words[i + 1]!);
  const b = Math.max(words[i]!, words[i + 1]!);
  out.push(a === lower(b - a) ? "0" : "1");
}
process.stdout.write(out.join("\n") + "\n");
