// expect: WA (reads line by line and takes an empty line for the end of the input, so the heaps after a blank line are never answered)
import { readFileSync } from "node:fs";

const losing = new Set<number>();
for (let a = 1, b = 2; b < 2 ** 31; [a, b] = [b, a + b]) losing.add(b);

const out: string[] = [];
for (const line of readFileSync(0, "utf8").split("\n")) {
  const text = line.trim();
  if (text === "" || text === "0") break;
  out.push(losing.has(Number(text)) ? "Second win" : "First win");
}
process.stdout.write(out.join("\n") + "\n");
