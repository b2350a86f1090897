// expect: WA (a plausible wrong guess: the losing heaps are the powers of two; right for 2 and 8, wrong for 3, 5, 13)
import { readFileSync } from "node:fs";

const out: string[] = [];
for (const word of readFileSync(0, "utf8").split(/\s+/)) {
  if (word === "") continue;
  const n = Number(word);
  if (n === 0) break;
  out.push((n & (n - 1)) === 0 ? "Second win" : "First win");
}
process.stdout.write(out.join("\n") + "\n");
