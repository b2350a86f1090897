// HDU 1527 by a second, independent characterisation (Zeckendorf representations, no φ and no square roots):
// write n ≥ 1 as a sum of non-consecutive Fibonacci numbers F(2)=1, F(3)=2, F(4)=3, … (greedy). The losing positions
// (a, b), a ≥ 1, are those where a's smallest term has an even index and b is a with every term moved one index up;
// (0, 0) is the only other one. Written apart from main.ts, as the oracle beyond brute.ts's reach.
import { readFileSync } from "node:fs";

// fib[i] = F(i) for i ≥ 2, up to the first above 10^9.
const fib: number[] = [0, 1, 1];
while (fib[fib.length - 1]! <= 1e9) fib.push(fib[fib.length - 1]! + fib[fib.length - 2]!);

/** The indices of n's Zeckendorf terms, largest first (greedy: always the largest Fibonacci number that fits). */
function zeckendorf(n: number): number[] {
  const indices: number[] = [];
  for (let i = fib.length - 1; i >= 2 && n > 0; i--) {
    if (fib[i]! <= n) {
      indices.push(i);
      n -= fib[i]!;
    }
  }
  return indices;
}

function isLosing(x: number, y: number): boolean {
  const a = Math.min(x, y);
  const b = Math.max(x, y);
  if (a === 0) return b === 0;
  const terms = zeckendorf(a);
  if (terms[terms.length - 1]! % 2 !== 0) return false;
  let partner = 0;
  for (const i of terms) partner += fib[i + 1]!;
  return partner === b;
}

const values = readFileSync(0, "utf8").split(/\s+/).filter(Boolean).map(Number);
const out: string[] = [];
for (let i = 0; i + 1 < values.length; i += 2) out.push(isLosing(values[i]!, values[i + 1]!) ? "0" : "1");
process.stdout.write(out.length ? `${out.join("\n")}\n` : "");
