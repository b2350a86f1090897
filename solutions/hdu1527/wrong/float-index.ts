// expect: WA (finds the index of the smaller pile with doubles, j = ⌊(a + 1)/φ⌋, and checks ⌊jφ⌋ = a and b = a + j: the double ⌊·⌋ is one off near 10^9, first at pile 102334154)
import { readFileSync } from "node:fs";

const PHI = (1 + Math.sqrt(5)) / 2;
const words = readFileSync(0, "utf8").split(/\s+/).filter(Boolean).map(Number);
const out: string[] = [];
for (let i = 0; i + 1 < words.length; i += 2) {
  const a = Math.min(words[i]!, words[i + 1]!);
  const b = Math.max(words[i]!, words[i + 1]!);
  if (a === 0) {
    out.push(b === 0 ? "0" : "1");
    continue;
  }
  // a is the lower pile of pair j exactly when ⌊jφ⌋ = a, for j = ⌊(a + 1)/φ⌋.
  const j = Math.floor((a + 1) / PHI);
  out.push(Math.floor(j * PHI) === a && b === a + j ? "0" : "1");
}
process.stdout.write(out.join("\n") + "\n");
