// expect: WA (right winners, but the answer words of another take-stones problem, "First win" and "Second win", where this one wants "first" and "second")
import { readFileSync } from "node:fs";

const words = readFileSync(0, "utf8").split(/\s+/).filter(Boolean).map(Number);
const out: string[] = [];
for (let i = 0; i < words[0]!; i++) out.push(words[1 + 2 * i]! % (words[2 + 2 * i]! + 1) === 0 ? "Second win" : "First win");
process.stdout.write(`${out.join("\n")}\n`);
