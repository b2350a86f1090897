// expect: WA (reads line by line and stops at the line "0", so with CRLF line ends "0\r" is answered as a heap)
import { readFileSync } from "node:fs";

const losing = new Set<number>();
for (let a = 1, b = 2; b < 2 ** 31; [a, b] = [b, a + b]) losing.add(b);
const out: string[] = [];
for (const line of readFileSync(0, "utf8").split("\n")) {
  if (line === "0") break;
  if (line.trim() === "") continue;
  out.push(losing.has(Number(line)) ? "Second win" : "First win");
}
process.stdout.write(out.join("\n") + "\n");
