// expect: WA (answers only the first game, as if C were always 1)
import { readFileSync } from "node:fs";
const w = readFileSync(0, "utf8").split(/\s+/).filter(Boolean).map(Number);
const n = w[1]!, m = w[2]!;
process.stdout.write(`${n % (m + 1) === 0 ? "second" : "first"}\n`);
