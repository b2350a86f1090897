// expect: WA (right winners, but prints "First" and "Second" where the judge wants lower case)
import { readFileSync } from "node:fs";

const words = readFileSync(0, "utf8").split(/\s+/).filter(Boolean).map(Number);
const out: string[] = [];
for (let i = 0; i < words[0]!; i++) out.push(words[1 + 2 * i]! % (words[2 + 2 * i]! + 1) === 0 ? "Second" : "First");
process.stdout.write(`${out.join("\n")}\n`);
