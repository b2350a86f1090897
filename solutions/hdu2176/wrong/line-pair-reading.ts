// expect: WA (reads a line with m and then one line of sizes, as the sample shows: sizes over several lines, or m on the same line, come out wrong)
import { readFileSync } from "node:fs";

const lines = readFileSync(0, "utf8").split("\n").map((line) => line.trim()).filter((line) => line !== "");
const out: string[] = [];
for (let i = 0; i < lines.length; i += 2) {
  const m = Number(lines[i]);
  if (m === 0) break;
  const piles = lines[i + 1]!.split(/\s+/).map(Number).slice(0, m);
  let x = 0;
  for (const a of piles) x ^= a;
  out.push(x === 0 ? "No" : "Yes");
  for (const a of piles) if ((a ^ x) < a) out.push(`${a} ${a ^ x}`);
}
process.stdout.write(out.join("\n") + "\n");
