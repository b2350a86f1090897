// expect: WA (reads the i-th game as words[1 + i] and words[2 + i], a stride of one where each game takes two numbers: from the second game on, n and m come from the wrong places)
import { readFileSync } from "node:fs";

const words = readFileSync(0, "utf8").split(/\s+/).filter(Boolean).map(Number);
const out: string[] = [];
for (let i = 0; i < words[0]!; i++) {
  const n = words[1 + i]!;
  const m = words[2 + i]!;
  out.push(n % (m + 1) === 0 ? "second" : "first");
}
process.stdout.write(`${out.join("\n")}\n`);
