// expect: MLE or RE (builds the losing positions by Wythoff's mex rule in tables as large as the largest pile, up to 10^9: gigabytes, refused or killed)
import { readFileSync } from "node:fs";

const words = readFileSync(0, "utf8").split(/\s+/).filter(Boolean).map(Number);
let largest = 0;
for (const value of words) largest = Math.max(largest, value);
// lowerOf[k] = a_k; used[v] marks every number already in a pair.
const used = new Uint8Array(largest + 2);
const partner = new Int32Array(largest + 2).fill(-1);
partner[0] = 0;
for (let k = 1, a = 1; a <= largest; k++) {
  while (used[a]) a++;
  if (a > largest) break;
  used[a] = 1;
  partner[a] = a + k;
  if (a + k <= largest) {
    used[a + k] = 1;
    partner[a + k] = a;
  }
}
const out: string[] = [];
for (let i = 0; i + 1 < words.length; i += 2) out.push(partner[words[i]!] === words[i + 1] ? "0" : "1");
process.stdout.write(out.join("\n") + "\n");
