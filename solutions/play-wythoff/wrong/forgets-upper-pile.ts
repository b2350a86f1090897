// expect: RE (cuts the larger pile only toward x + j when the smaller pile x is ⌊jφ⌋, never toward ⌊jφ⌋ when x is ⌊jφ⌋ + j: there it takes one stone, a legal but losing move, and from the lost position the interactor leaves it finds no move and crashes)
import { readSync, writeSync } from "node:fs";

// Blocking reads of whole numbers (and the two words) on stdin: the interactor answers only after our move.
const buffer = Buffer.alloc(1 << 16);
let start = 0;
let end = 0;
function fill(): boolean {
  start = 0;
  for (;;) {
    try {
      end = readSync(0, buffer, 0, buffer.length, null);
      return end > 0;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EAGAIN") return false;
    }
  }
}
function int(): number {
  let c = 0;
  do {
    if (start === end && !fill()) return 0;
    c = buffer[start++]!;
  } while (c < 48 || c > 57);
  let value = c - 48;
  for (;;) {
    if (start === end && !fill()) return value;
    c = buffer[start]!;
    if (c < 48 || c > 57) return value;
    value = value * 10 + c - 48;
    start++;
  }
}
// One write per move, handed to the pipe at once.
const send = (line: string): void => void writeSync(1, `${line}\n`);

const TWO_16 = 65536;
// A number with the sign of s² − 5k², exact for 0 ≤ s < 2^32 and 0 ≤ k < 2^31: every 16-bit partial product is exact.
function signOfSquareMinusFiveSquares(s: number, k: number): number {
  const sLow = s & 0xffff;
  const sHigh = s >>> 16;
  const kLow = k & 0xffff;
  const kHigh = k >>> 16;
  const high = sHigh * sHigh - 5 * kHigh * kHigh;
  const middle = 2 * (sHigh * sLow - 5 * kHigh * kLow);
  const low = sLow * sLow - 5 * kLow * kLow;
  return high * TWO_16 * TWO_16 + middle * TWO_16 + low;
}
/** ⌊√(5k²)⌋ exactly, for 0 ≤ k ≤ 10^9. */
function rootOfFiveSquares(k: number): number {
  let s = Math.floor(Math.sqrt(5) * k);
  while (signOfSquareMinusFiveSquares(s, k) > 0) s--;
  while (signOfSquareMinusFiveSquares(s + 1, k) <= 0) s++;
  return s;
}
const lowerOf = (k: number): number => Math.floor((k + rootOfFiveSquares(k)) / 2);

/** The new piles after the winning move, same order; undefined from a losing position. */
function winningMove(a: number, b: number): [number, number] | undefined {
  const swapped = a > b;
  const [x, y] = swapped ? [b, a] : [a, b];
  const k = y - x;
  const lower = lowerOf(k);
  if (x === lower) return undefined;
  let to: [number, number] | undefined;
  if (x > lower) to = [lower, lower + k];
  else {
    // x is ⌊jφ⌋ for some j (move y to x + j) or ⌊jφ⌋ + j (move y to ⌊jφ⌋); the guesses are within 2 of j.
    const root = rootOfFiveSquares(x);
    const low = Math.floor((root - x) / 2);
    for (let j = low - 2; j <= low + 2 && !to; j++) if (j >= 0 && lowerOf(j) === x) to = [x, x + j];
    // (the slip: x as the upper pile of a losing position, to be answered by (⌊jφ⌋, x), is never tried)
    if (!to) to = [x, y - 1];
  }
  return swapped ? [to![1], to![0]] : to!;
}

const games = int();
for (let game = 0; game < games; game++) {
  let a = int();
  let b = int();
  let mine = winningMove(a, b) !== undefined;
  send(mine ? "first" : "second");
  while (a + b > 0) {
    if (mine) {
      [a, b] = winningMove(a, b)!;
      send(`${a} ${b}`);
    } else {
      a = int();
      b = int();
    }
    mine = !mine;
  }
}
