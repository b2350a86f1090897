// expect: WA (takes every Zeckendorf term but the largest when the limit allows, leaving a Fibonacci heap, but that heap may be at most twice the take: the interactor takes it all)
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

const fibs = [1n, 2n];
while (fibs[fibs.length - 1]! <= 10n ** 19n) fibs.push(fibs[fibs.length - 1]! + fibs[fibs.length - 2]!);

function winningTake(m: bigint, limit: bigint): bigint {
  if (limit >= m) return m;
  const terms: bigint[] = [];
  let rest = m;
  for (let i = fibs.length - 1; i >= 0 && rest > 0n; i--) if (fibs[i]! <= rest) {
    terms.push(fibs[i]!);
    rest -= fibs[i]!;
  }
  const biggestFirst = [...terms];
  terms.reverse();
  const allButLargest = m - biggestFirst[0]!;
  if (terms.length > 1 && allButLargest <= limit) return allButLargest;
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
