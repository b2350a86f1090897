// expect: WA (splits on spaces and line ends but not tabs: "23\t2" is one NaN token and every game after it is shifted)
import { readFileSync } from "node:fs";
const w = readFileSync(0, "latin1").split(/[ \r\n]+/).filter(Boolean).map(Number);
const c = w[0]!;
const out: string[] = [];
for (let i = 0; i < c; i++) {
  const n = w[1 + 2 * i]!, m = w[2 + 2 * i]!;
  out.push(n % (m + 1) === 0 ? "second" : "first");
}
process.stdout.write(`${out.join("\n")}\n`);
