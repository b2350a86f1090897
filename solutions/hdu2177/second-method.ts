// HDU 2177 by a second, independent method: Wythoff's own construction instead of φ. The k-th losing position is
// (m, m + k), where m is the smallest number not yet in an earlier one; a table up to the largest pile answers
// "which losing position holds v". Written apart from main.ts, as the oracle beyond brute.ts's reach.
import { readFileSync } from "node:fs";

const values = readFileSync(0, "utf8").split(/\s+/).filter(Boolean).map(Number);
const games: [number, number][] = [];
for (let i = 0; i + 1 < values.length; i += 2) {
  if (values[i] === 0 && values[i + 1] === 0) break;
  games.push([values[i]!, values[i + 1]!]);
}
const top = games.reduce((most, [, b]) => Math.max(most, b), 0);

// other[v]: the other pile of the losing position holding v (−1 until it is placed); lowerOf[k]: the k-th lower pile.
const other = new Int32Array(top + 1).fill(-1);
const lowerOf: number[] = [0];
other[0] = 0;
for (let k = 1, smallestFree = 1; ; k++) {
  while (smallestFree <= top && other[smallestFree] !== -1) smallestFree++;
  if (smallestFree > top) break;
  const m = smallestFree;
  lowerOf.push(m);
  other[m] = m + k;
  if (m + k <= top) other[m + k] = m;
}

const out: string[] = [];
for (const [a, b] of games) {
  if (other[a] === b) {
    out.push("0");
    continue;
  }
  out.push("1");
  const d = b - a;
  // The d-th losing position, if it is below (a, b) on the diagonal.
  if (d < lowerOf.length && lowerOf[d]! < a) out.push(`${lowerOf[d]} ${lowerOf[d]! + d}`);
  const moves = new Map<number, number>();
  if (other[b]! < a) moves.set(other[b]!, b);
  if (other[a]! < b) moves.set(Math.min(a, other[a]!), Math.max(a, other[a]!));
  for (const x of [...moves.keys()].sort((p, q) => p - q)) out.push(`${x} ${moves.get(x)}`);
}
process.stdout.write(out.length ? `${out.join("\n")}\n` : "");
