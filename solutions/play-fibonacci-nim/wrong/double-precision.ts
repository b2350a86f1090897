// expect: WA (the right strategy in doubles: heaps past 2^53 are rounded, so near 10^18 it picks the wrong side or an illegal take)
import { readSync, writeSync } from "node:fs";

const buffer = Buffer.alloc(1 << 16);
let start = 0;
let end = 0;
function token(): string {
  let out = "";
  for (;;) {
    if (start === end) {
      start = 0;
      try {
        end = readSync(0, buffer, 0, buffer.length, null);
      } catch {
        end = 0;
      }
      if (end === 0) return out;
    }
    const c = buffer[start++]!;
    if (c > 32) out += String.fromCharCode(c);
    else if (out) return out;
  }
}
const send = (line: string): void => void writeSync(1, `${line}\n`);

const fibs = [1, 2];
while (fibs[fibs.length - 1]! <= 1e19) fibs.push(fibs[fibs.length - 1]! + fibs[fibs.length - 2]!);

function winningTake(m: number, limit: number): number {
  if (limit >= m) return m;
  const terms: number[] = [];
  let rest = m;
  for (let i = fibs.length - 1; i >= 0 && rest > 0; i--) if (fibs[i]! <= rest) {
    terms.push(fibs[i]!);
    rest -= fibs[i]!;
  }
  terms.reverse();
  let sum = 0;
  let best = 0;
  for (let k = 0; k < terms.length; k++) {
    sum += terms[k]!;
    if (sum > limit) break;
    if (k + 1 === terms.length || terms[k + 1]! > 2 * sum) best = sum;
  }
  return best;
}

const games = Number(token());
for (let game = 0; game < games; game++) {
  const n = Number(token());
  const firstWins = winningTake(n, n - 1) > 0;
  send(firstWins ? "first" : "second");
  let left = n;
  let limit = n - 1;
  let mine = firstWins;
  while (left > 0) {
    const take = mine ? winningTake(left, limit) || 1 : Number(token());
    if (mine) send(BigInt(take).toString());
    left -= take;
    limit = 2 * take;
    mine = !mine;
  }
}
