// expect: WA (tests "5n² ± 4 is a perfect square" in doubles: 5n² passes 2^53 from n ≈ 4.2·10^7, and from about 2·10^8 a non-square rounds onto a square, e.g. n = 204668310 = 2·F(40) comes out Second win)
// HDU 2516 with Gessel's test written the usual way: floor of Math.sqrt, squared back. Exact only while 5n² < 2^53.
import { readFileSync } from "node:fs";

const isSquare = (x: number): boolean => {
  const s = Math.floor(Math.sqrt(x));
  return s * s === x;
};
const out: string[] = [];
for (const word of readFileSync(0, "utf8").split(/\s+/)) {
  if (word === "") continue;
  const n = Number(word);
  if (n === 0) break;
  out.push(isSquare(5 * n * n + 4) || isSquare(5 * n * n - 4) ? "Second win" : "First win");
}
process.stdout.write(out.join("\n") + "\n");
