// expect: WA (thinks the first player wins only by taking everything at once, n <= m, and loses every longer game)
import { readFileSync } from "node:fs";

const words = readFileSync(0, "utf8").split(/\s+/).filter(Boolean).map(Number);
const out: string[] = [];
for (let i = 0; i < words[0]!; i++) out.push(words[1 + 2 * i]! <= words[2 + 2 * i]! ? "first" : "second");
process.stdout.write(`${out.join("\n")}\n`);
