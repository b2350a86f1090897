// expect: WA (splits the input on whitespace without dropping the empty first token: an input whose first line starts with whitespace reads "" as C = 0 and answers nothing)
import { readFileSync } from "node:fs";
const w = readFileSync(0, "latin1").split(/\s+/).map(Number);
const out: string[] = [];
for (let i = 0; i < w[0]!; i++) {
  const n = w[1 + 2 * i]!, m = w[2 + 2 * i]!;
  out.push(n % (m + 1) === 0 ? "second" : "first");
}
process.stdout.write(`${out.join("\n")}\n`);
