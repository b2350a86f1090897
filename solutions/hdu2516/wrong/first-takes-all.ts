// expect: WA (misses "except the whole heap" in the rule of the opening move: then the first player always takes everything and wins, so it prints "First win" for every heap)
import { readFileSync } from "node:fs";

const out: string[] = [];
for (const token of readFileSync(0, "latin1").split(/\s+/)) {
  if (token === "") continue;
  if (Number(token) === 0) break;
  out.push("First win");
}
process.stdout.write(`${out.join("\n")}\n`);
