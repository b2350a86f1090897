// HDU 2176 by exhaustive game search, without the xor theory: a position is won when some move leads to a lost
// position, and lost otherwise (no piles left: the opponent took the last stone). Memoised over sorted tuples of
// the nonempty piles. The winning moves are found by trying every move. Only fast for a few small piles.
import { readFileSync } from "node:fs";

const memo = new Map<string, boolean>();

/** The position as the search stores it: the nonempty piles, sorted. */
function normalise(piles: readonly number[]): number[] {
  return piles.filter((a) => a > 0).sort((a, b) => a - b);
}

function wins(sorted: readonly number[]): boolean {
  const key = sorted.join(",");
  const known = memo.get(key);
  if (known !== undefined) return known;
  let result = false;
  for (let i = 0; i < sorted.length && !result; i++) {
    if (i > 0 && sorted[i] === sorted[i - 1]) continue; // an equal pile gives the same positions
    for (let b = 0; b < sorted[i]! && !result; b++) {
      const next = sorted.slice();
      next[i] = b;
      if (!wins(normalise(next))) result = true;
    }
  }
  memo.set(key, result);
  return result;
}

const words = readFileSync(0, "utf8").split(/\s+/).filter(Boolean).map(Number);
const lines: string[] = [];
for (let at = 0; at < words.length; ) {
  const m = words[at++]!;
  if (m === 0) break;
  const piles = words.slice(at, at + m);
  at += m;
  const moves: string[] = [];
  piles.forEach((a, i) => {
    for (let b = 0; b < a; b++) {
      const next = piles.slice();
      next[i] = b;
      if (!wins(normalise(next))) moves.push(`${a} ${b}`);
    }
  });
  if (wins(normalise(piles)) !== moves.length > 0) throw new Error(`inconsistent search for ${piles.join(" ")}`);
  lines.push(moves.length > 0 ? "Yes" : "No");
  for (const move of moves) lines.push(move);
}
process.stdout.write(lines.length ? `${lines.join("\n")}\n` : "");
