// Solutions to the three Wythoff problems as a contestant writes them with a floating-point ⌊kφ⌋: the accepted algorithms
// with `lower` (a formula of float-formulas.ts) in place of the exact ⌊kφ⌋. Tests play them on every case, in-process.
import type { Opponent } from "../../problems/play-wythoff/referee";

type Lower = (k: number) => number;

/** HDU 1527 by the difference: the smaller pile is ⌊kφ⌋ for k = b − a. */
export function hdu1527ByDifference(lower: Lower, a: number, b: number): string {
  const [x, y] = a <= b ? [a, b] : [b, a];
  return lower(y - x) === x ? "0" : "1";
}

/** HDU 1527 by the smaller pile's index: j = ⌊(x+1)/φ⌋ = ⌊(x+1)φ⌋ − (x+1); lost when ⌊jφ⌋ = x and y = x + j. */
export function hdu1527ByIndex(lower: Lower, a: number, b: number): string {
  const [x, y] = a <= b ? [a, b] : [b, a];
  if (x === 0) return y === 0 ? "0" : "1";
  const j = lower(x + 1) - (x + 1);
  return lower(j) === x && y === x + j ? "0" : "1";
}

/** HDU 2177 as main.ts writes it: the same-number move from ⌊dφ⌋, one-pile moves from each pile's partner. */
export function hdu2177Answer(lower: Lower, a: number, b: number): string {
  const partner = (v: number): number => {
    if (v === 0) return 0;
    const next = lower(v + 1);
    const j = next - (v + 1);
    if (lower(j) === v) return v + j;
    return v - (2 * (v + 1) - next - 1);
  };
  const d = b - a;
  const low = lower(d);
  if (low === a) return "0\n";
  let out = "1\n";
  if (low < a) out += `${low} ${low + d}\n`;
  const partnerOfA = partner(a);
  const partnerOfB = partner(b);
  const cutA = partnerOfB < a;
  const cutB = partnerOfA < b && a !== b;
  const xOfCutB = Math.min(a, partnerOfA);
  if (cutA && (!cutB || partnerOfB < xOfCutB)) out += `${partnerOfB} ${b}\n`;
  if (cutB) out += `${xOfCutB} ${Math.max(a, partnerOfA)}\n`;
  if (cutA && cutB && partnerOfB > xOfCutB) out += `${partnerOfB} ${b}\n`;
  return out;
}

/** Play Wythoff as main.ts plays it, with `lower` for ⌊kφ⌋; from a position it takes for lost, it takes one stone. */
export function wythoffPlayer(lower: Lower): Opponent {
  const lowerOf = (k: bigint): bigint => BigInt(lower(Number(k)));
  const isqrt = (value: bigint): bigint => {
    let x = BigInt(Math.floor(Math.sqrt(Number(value))));
    while (x * x > value) x--;
    while ((x + 1n) * (x + 1n) <= value) x++;
    return x;
  };
  const winningMove = (a: bigint, b: bigint): [bigint, bigint] | undefined => {
    const swapped = a > b;
    const [x, y] = swapped ? [b, a] : [a, b];
    const k = y - x;
    const low = lowerOf(k);
    if (x === low) return undefined;
    let to: [bigint, bigint] | undefined;
    if (x > low) to = [low, low + k];
    else {
      const root = isqrt(5n * x * x);
      const guess = (root - x) / 2n;
      for (let j = guess - 2n; j <= guess + 2n && !to; j++) if (j >= 0n && lowerOf(j) === x) to = [x, x + j];
      const high = (3n * x - root) / 2n;
      for (let j = high - 2n; j <= high + 2n && !to; j++) if (j >= 1n && lowerOf(j) + j === x) to = [x, lowerOf(j)];
    }
    if (!to) return undefined;
    return swapped ? [to[1], to[0]] : to;
  };
  return {
    side: (a, b) => (winningMove(a, b) ? "first" : "second"),
    move: (a, b) => winningMove(a, b) ?? (a >= b ? [a - 1n, b] : [a, b - 1n]),
    told: () => undefined,
  };
}
