// expect: WA (keeps the Fibonacci numbers as strings and looks each line up as read: with CRLF line ends "13\r" is not found)
import { readFileSync } from "node:fs";

const losing = new Set<string>();
for (let a = 1, b = 2; b < 2 ** 31; [a, b] = [b, a + b]) losing.add(String(b));
const out: string[] = [];
for (const line of readFileSync(0, "utf8").split("\n")) {
  if (line.trim() === "") continue;
  if (Number(line) === 0) break;
  out.push(losing.has(line) ? "Second win" : "First win");
}
process.stdout.write(out.join("\n") + "\n");
