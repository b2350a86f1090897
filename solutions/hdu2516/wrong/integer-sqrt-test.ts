// expect: WA (tests "5n² ± 4 is a perfect square" as Number.isInteger(Math.sqrt(…)) in doubles: from about 1.3·10^8 a non-square's root rounds to an integer, e.g. n = 126491972)
// HDU 2516 with Gessel's test in its shortest form; the square root of a number above 2^53 is rounded twice.
import { readFileSync } from "node:fs";

const out: string[] = [];
for (const word of readFileSync(0, "utf8").split(/\s+/)) {
  if (word === "") continue;
  const n = Number(word);
  if (n === 0) break;
  out.push(Number.isInteger(Math.sqrt(5 * n * n + 4)) || Number.isInteger(Math.sqrt(5 * n * n - 4)) ? "Second win" : "First win");
}
process.stdout.write(out.join("\n") + "\n");
