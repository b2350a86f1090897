// expect: TLE (right answers, but recomputes the xor of the other piles for every pile: O(m^2) on 200000 piles)
import { readFileSync } from "node:fs";

// A lean byte parser, so that only the running time is wrong.
const input = readFileSync(0);
let at = 0;
function readInt(): number {
  while (at < input.length && (input[at]! < 48 || input[at]! > 57)) at++;
  if (at >= input.length) return 0;
  let value = 0;
  while (at < input.length && input[at]! >= 48 && input[at]! <= 57) value = value * 10 + (input[at++]! - 48);
  return value;
}

const out: string[] = [];
for (let m = readInt(); m > 0; m = readInt()) {
  const piles = new Int32Array(m);
  for (let i = 0; i < m; i++) piles[i] = readInt();
  let any = false;
  const moves: string[] = [];
  for (let i = 0; i < m; i++) {
    let others = 0;
    for (let j = 0; j < m; j++) if (j !== i) others ^= piles[j]!;
    if (others < piles[i]!) {
      any = true;
      moves.push(`${piles[i]} ${others}`);
    }
  }
  out.push(any ? "Yes" : "No");
  if (moves.length > 0) out.push(moves.join("\n"));
}
process.stdout.write(`${out.join("\n")}\n`);
