// expect: WA (reads to the end of the input and answers the closing 0 as a heap too: one line too many)
import { readFileSync } from "node:fs";

const losing = new Set<number>();
for (let a = 1, b = 2; b < 2 ** 31; [a, b] = [b, a + b]) losing.add(b);

const out: string[] = [];
for (const word of readFileSync(0, "utf8").split(/\s+/)) if (word !== "") out.push(losing.has(Number(word)) ? "Second win" : "First win");
process.stdout.write(out.join("\n") + "\n");
