// expect: WA (chooses the largest sum of the smallest Zeckendorf terms whose next term is more than twice the sum, but checks the limit only afterwards and then takes the limit instead: that take is no winning move, and the interactor wins from there)
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
    if (c <= 32) {
      if (out) return out;
    } else out += String.fromCharCode(c);
  }
}

const fibs = [1n, 2n];
while (fibs[fibs.length - 1]! <= 10n ** 19n) fibs.push(fibs[fibs.length - 1]! + fibs[fibs.length - 2]!);

function zeckendorf(m: bigint): bigint[] {
  const terms: bigint[] = [];
  for (let i = fibs.length - 1; i >= 0 && m > 0n; i--) if (fibs[i]! <= m) {
    terms.push(fibs[i]!);
    m -= fibs[i]!;
  }
  return terms.reverse();
}

function take(m: bigint, limit: bigint): bigint {
  if (limit >= m) return m;
  const terms = zeckendorf(m);
  let sum = 0n;
  let best = terms[0]!;
  for (let k = 0; k + 1 < terms.length; k++) {
    sum += terms[k]!;
    if (terms[k + 1]! > 2n * sum) best = sum;
  }
  return best > limit ? limit : best;
}

const games = Number(token());
for (let g = 0; g < games; g++) {
  const n = BigInt(token());
  let left = n;
  let limit = n - 1n;
  let mine = zeckendorf(n).length > 1;
  writeSync(1, mine ? "first\n" : "second\n");
  while (left > 0n) {
    const t = mine ? take(left, limit) : BigInt(token());
    if (mine) writeSync(1, `${t}\n`);
    left -= t;
    limit = 2n * t;
    mine = !mine;
  }
}
