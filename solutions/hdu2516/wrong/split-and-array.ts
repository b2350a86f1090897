// expect: MLE (right answers, but the whole input split into strings and every answer kept in an array: far over 32 MiB on 2×10^6 lines)
import { readFileSync } from "node:fs";

const losing = new Set<number>();
for (let a = 1, b = 2; b < 2 ** 31; [a, b] = [b, a + b]) losing.add(b);

const answers: string[] = [];
for (const word of readFileSync(0, "utf8").split(/\s+/)) {
  if (word === "") continue;
  if (word === "0") break;
  answers.push(losing.has(Number(word)) ? "Second win" : "First win");
}
process.stdout.write(answers.join("\n") + "\n");
