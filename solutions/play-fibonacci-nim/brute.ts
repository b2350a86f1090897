// expect: mixed (exact for heaps up to 300, the cases verify runs it on; beyond them it reads outside its table and may answer wrongly, crash or run out of time)
// Play Fibonacci Nim by exhaustive search: a table over every (stones left, most that may be taken) state, for heaps
// up to 300 (the cases brute.ts is run on). Independent of the Zeckendorf theory that main.ts and the interactor use.
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

const N = 300;
// best[m][L]: the largest winning take with m left and at most L (capped at m) allowed, or 0 when every take loses.
const best: Int16Array[] = [new Int16Array(1)];
for (let m = 1; m <= N; m++) {
  const row = new Int16Array(m + 1);
  for (let L = 1; L <= m; L++) {
    row[L] = row[L - 1]!;
    const x = L;
    if (x === m || best[m - x]![Math.min(2 * x, m - x)] === 0) row[L] = x;
  }
  best.push(row);
}

const games = Number(token());
for (let game = 0; game < games; game++) {
  const n = Number(token());
  const firstWins = best[n]![n - 1] !== 0;
  send(firstWins ? "first" : "second");
  let left = n;
  let limit = n - 1;
  let mine = firstWins;
  while (left > 0) {
    const take = mine ? best[left]![Math.min(limit, left)]! : Number(token());
    if (mine) send(String(take));
    left -= take;
    limit = 2 * take;
    mine = !mine;
  }
}
