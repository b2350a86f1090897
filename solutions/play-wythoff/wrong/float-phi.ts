// expect: WA or RE (computes ⌊kφ⌋ as Math.floor(k * (1 + Math.sqrt(5)) / 2): wrong at 14 k near 10^8..4·10^8, so it misjudges or misplays there)
import { readSync, writeSync } from "node:fs";

// Blocking token reads on stdin: the interactor answers only after our move.
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
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "EAGAIN") continue;
        end = 0;
      }
      if (end === 0) return out;
    }
    const c = buffer[start++]!;
    if (c > 32) out += String.fromCharCode(c);
    else if (out) return out;
  }
}
// One write per move, handed to the pipe at once.
const send = (line: string): void => void writeSync(1, `${line}\n`);

function isqrt(value: bigint): bigint {
  if (value < 2n) return value;
  let x = BigInt(Math.floor(Math.sqrt(Number(value))));
  while (x * x > value) x--;
  while ((x + 1n) * (x + 1n) <= value) x++;
  return x;
}
// The mistake: ⌊kφ⌋ in doubles. Near 10^9, kφ can sit within 10^-7 of an integer and the floor lands one off.
const lowerOf = (k: bigint): bigint => BigInt(Math.floor((Number(k) * (1 + Math.sqrt(5))) / 2));

/** The new piles after the winning move, same order; undefined from a losing position. */
function winningMove(a: bigint, b: bigint): [bigint, bigint] | undefined {
  const swapped = a > b;
  const [x, y] = swapped ? [b, a] : [a, b];
  const k = y - x;
  const lower = lowerOf(k);
  if (x === lower) return undefined;
  let to: [bigint, bigint] | undefined;
  if (x > lower) to = [lower, lower + k];
  else {
    // x is ⌊jφ⌋ for some j (move y to x + j) or ⌊jφ⌋ + j (move y to ⌊jφ⌋).
    const root = isqrt(5n * x * x);
    const low = (root - x) / 2n;
    for (let j = low - 2n; j <= low + 2n && !to; j++) if (j >= 0n && lowerOf(j) === x) to = [x, x + j];
    const high = (3n * x - root) / 2n;
    for (let j = high - 2n; j <= high + 2n && !to; j++) if (j >= 1n && lowerOf(j) + j === x) to = [x, lowerOf(j)];
  }
  return swapped ? [to![1], to![0]] : to!;
}

const games = Number(token());
for (let game = 0; game < games; game++) {
  let a = BigInt(token());
  let b = BigInt(token());
  let mine = winningMove(a, b) !== undefined;
  send(mine ? "first" : "second");
  while (a + b > 0n) {
    if (mine) {
      [a, b] = winningMove(a, b)!;
      send(`${a} ${b}`);
    } else {
      a = BigInt(token());
      b = BigInt(token());
    }
    mine = !mine;
  }
}
