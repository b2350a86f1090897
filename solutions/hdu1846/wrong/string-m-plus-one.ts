// expect: WA (keeps n and m as the strings it read, so m + 1 concatenates: "2" + 1 is "21", and the period comes out wrong)
import { readFileSync } from "node:fs";

const lines = readFileSync(0, "utf8").trim().split(/\r?\n/);
const count = Number(lines[0]);
const out: string[] = [];
for (let i = 1; i <= count; i++) {
  const [n, m] = lines[i]!.trim().split(/\s+/);
  const period = m! + 1;
  out.push(Number(n) % Number(period) !== 0 ? "first" : "second");
}
process.stdout.write(out.join("\n") + "\n");
