// expect: TLE (right answers, but walks every integer up to n to test it: linear per query, too slow for n near 2^31)
import { readFileSync } from "node:fs";

function isFibonacci(n: number): boolean {
  let next = 2;
  let previous = 1;
  for (let x = 2; x <= n; x++) {
    if (x === next) {
      if (x === n) return true;
      [previous, next] = [next, previous + next];
    }
  }
  return false;
}

const out: string[] = [];
for (const word of readFileSync(0, "utf8").split(/\s+/)) {
  if (word === "") continue;
  const n = Number(word);
  if (n === 0) break;
  out.push(isFibonacci(n) ? "Second win" : "First win");
}
process.stdout.write(out.join("\n") + "\n");
