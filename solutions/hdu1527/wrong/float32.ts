// expect: WA (φ kept in a Float32Array: 24 bits of φ make ⌊kφ⌋ wrong from k = 6765 on)
import { readFileSync } from "node:fs";

const PHI = (1 + Math.sqrt(5)) / 2;
const phi32 = new Float32Array([PHI]);
const lower = (k: number): number => Math.floor(k * phi32[0]!);
const words = readFileSync(0, "utf8").split(/\s+/).filter(Boolean).map(Number);
const out: string[] = [];
for (let i = 0; i + 1 < words.length; i += 2) {
  const a = Math.min(words[i]!, words[i + 1]!);
  const b = Math.max(words[i]!, words[i + 1]!);
  out.push(a === lower(b - a) ? "0" : "1");
}
process.stdout.write(out.join("\n") + "\n");
