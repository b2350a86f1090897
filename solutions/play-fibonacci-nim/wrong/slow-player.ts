// expect: TLE (plays right, but rebuilds the Fibonacci numbers up to 10^19, as decimal strings, for every Zeckendorf term of every move, and scans them all for each: many times main.ts's CPU, too slow for 2000 games)
import { readSync, writeSync } from "node:fs";

// Blocking token reads on stdin: the interactor answers only after our move, so no read-ahead of a whole file.
const buffer = Buffer.alloc(1 << 16);
let start = 0;
let end = 0;
function token(): string {
  let out = "";
  for (;;) {
    if (start === end) {
      start = 0;
      end = readChunk();
      if (end === 0) return out;
    }
    const c = buffer[start]!;
    if (c <= 32) {
      start++;
      if (out) return out;
    } else {
      out += String.fromCharCode(c);
      start++;
    }
  }
}
function readChunk(): number {
  for (;;) {
    try {
      return readSync(0, buffer, 0, buffer.length, null);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EAGAIN") return 0;
    }
  }
}
// One write per move: writeSync hands it to the pipe at once (the flush the interactor waits for).
function send(line: string): void {
  writeSync(1, `${line}\n`);
}

function winningTake(m: bigint, limit: bigint): bigint {
  if (limit >= m) return m;
  const terms: bigint[] = [];
  let rest = m;
  while (rest > 0n) {
    // For each term from scratch: the Fibonacci numbers, as decimal strings and back.
    const fibs = ["1", "2"];
    while (BigInt(fibs[fibs.length - 1]!) <= 10n ** 19n) fibs.push(String(BigInt(fibs[fibs.length - 1]!) + BigInt(fibs[fibs.length - 2]!)));
    // The largest Fibonacci number ≤ rest, by a scan over all of them.
    let largest = 0n;
    for (const f of fibs) if (BigInt(f) <= rest && BigInt(f) > largest) largest = BigInt(f);
    terms.push(largest);
    rest -= largest;
  }
  terms.reverse();
  let sum = 0n;
  let best = 0n;
  for (let k = 0; k < terms.length; k++) {
    sum += terms[k]!;
    if (sum > limit) break;
    if (k + 1 === terms.length || terms[k + 1]! > 2n * sum) best = sum;
  }
  return best;
}

const games = Number(token());
for (let game = 0; game < games; game++) {
  const n = BigInt(token());
  const firstWins = winningTake(n, n - 1n) > 0n;
  send(firstWins ? "first" : "second");
  let left = n;
  let limit = n - 1n;
  let mine = firstWins;
  while (left > 0n) {
    const take = mine ? winningTake(left, limit) : BigInt(token());
    if (mine) send(String(take));
    left -= take;
    limit = 2n * take;
    mine = !mine;
  }
}
