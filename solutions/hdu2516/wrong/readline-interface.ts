// expect: MLE (right answers, read with readline and printed at the end: a string per line and every answer kept, far over 32 MiB on 2×10^6 lines)
import { createInterface } from "node:readline";

const losing = new Set<number>();
for (let a = 1, b = 2; b < 2 ** 31; [a, b] = [b, a + b]) losing.add(b);

const answers: string[] = [];
const lines = createInterface({ input: process.stdin });
let done = false;
lines.on("line", (line) => {
  if (done) return;
  const n = Number(line.trim());
  if (line.trim() === "") return;
  if (n === 0) {
    done = true;
    return;
  }
  answers.push(losing.has(n) ? "Second win" : "First win");
});
lines.on("close", () => process.stdout.write(answers.join("\n") + "\n"));
