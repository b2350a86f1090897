// expect: WA (reads each game as "m n" instead of "n m")
import { readFileSync } from "node:fs";

const words = readFileSync(0, "utf8").split(/\s+/).filter(Boolean);
const out: string[] = [];
const count = Number(words[0]);
for (let i = 0; i < count; i++) {
  const n = Number(words[1 + 2 * i]);
  const m = Number(words[2 + 2 * i]);
  out.push(m % (n + 1) !== 0 ? "first" : "second");
}
process.stdout.write(out.join("\n") + "\n");
