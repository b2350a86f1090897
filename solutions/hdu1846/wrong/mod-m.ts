// expect: WA (tests n % m instead of n % (m + 1): an off-by-one in the period)
import { readFileSync } from "node:fs";

const words = readFileSync(0, "utf8").split(/\s+/).filter(Boolean).map(Number);
const out: string[] = [];
for (let i = 0; i < words[0]!; i++) out.push(words[1 + 2 * i]! % words[2 + 2 * i]! === 0 ? "second" : "first");
process.stdout.write(`${out.join("\n")}\n`);
