// expect: WA (takes the games from lines 2 to C + 1 by index: blank lines between them, or CRLF with tabs, shift and break the games)
import { readFileSync } from "node:fs";

const lines = readFileSync(0, "utf8").split("\n");
const count = Number(lines[0]);
const out: string[] = [];
for (let i = 1; i <= count; i++) {
  const [n, m] = (lines[i] ?? "").split(" ").map(Number);
  out.push(n! % (m! + 1) !== 0 ? "first" : "second");
}
process.stdout.write(out.join("\n") + "\n");
