// expect: TLE (plays right, but finds its move by trying every smaller position it can reach, in order, with the exact test for each: O(pile) a move, far too slow for piles up to 10^6 over 2000 games)
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
  const losing = (x: number, y: number): boolean => Math.min(x, y) === lowerOf(Math.abs(x - y));
  if (losing(a, b)) return undefined;
  // Every move, one by one: from both piles, then from each pile alone, until one leaves a losing position.
  for (let t = 1; t <= Math.min(a, b); t++) if (losing(a - t, b - t)) return [a - t, b - t];
  for (let c = 0; c < a; c++) if (losing(c, b)) return [c, b];
  for (let d = 0; d < b; d++) if (losing(a, d)) return [a, d];
  return undefined;
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
