// expect: WA (1 / 0.6180339887 is 1.3e-10 above φ, so ⌊kφ⌋ sometimes comes out one too high, first at k = 121393)
// HDU 1527 with φ taken as 1 / 0.6180339887, a constant cut to ten digits. Its relative error of 8e-11 grows
// with k: near k = 10^5 it is already 1e-5, enough to push kφ over an integer that it lies just below.
import { readFileSync } from "node:fs";

const input = readFileSync(0);
let at = 0;
function nextNumber(): number {
  while (at < input.length && (input[at]! < 48 || input[at]! > 57)) at++;
  if (at >= input.length) return -1;
  let n = 0;
  while (at < input.length && input[at]! >= 48 && input[at]! <= 57) n = n * 10 + (input[at++]! - 48);
  return n;
}

const out: string[] = [];
for (;;) {
  const x = nextNumber();
  const y = nextNumber();
  if (y < 0) break;
  const a = Math.min(x, y);
  const k = Math.max(x, y) - a;
  out.push(Math.floor(k / 0.6180339887) === a ? "0" : "1");
}
process.stdout.write(out.length ? `${out.join("\n")}\n` : "");
