// HDU 1527 by exhaustive game search, without the golden-ratio theory: a win/lose table over every position (x, y)
// with both piles up to the largest value asked. A position loses when no move reaches a losing one. Cubic in the
// largest value (every move is tried), so use it for values up to about a thousand.
import { readFileSync } from "node:fs";

const values = readFileSync(0, "utf8").split(/\s+/).filter(Boolean).map(Number);
const top = values.reduce((most, v) => Math.max(most, v), 0);
const size = top + 1;
// lose[x * size + y] = 1 when the player to move at (x, y) loses; filled in order of x + y, so every move's result is known.
const lose = new Uint8Array(size * size);
for (let sum = 0; sum <= 2 * top; sum++) {
  for (let x = Math.max(0, sum - top); x <= Math.min(sum, top); x++) {
    const y = sum - x;
    let canWin = false;
    // Every move: take t ≥ 1 from the first pile, from the second, or from both.
    for (let t = 1; t <= x && !canWin; t++) if (lose[(x - t) * size + y]) canWin = true;
    for (let t = 1; t <= y && !canWin; t++) if (lose[x * size + y - t]) canWin = true;
    for (let t = 1; t <= Math.min(x, y) && !canWin; t++) if (lose[(x - t) * size + y - t]) canWin = true;
    lose[x * size + y] = canWin ? 0 : 1;
  }
}

const out: string[] = [];
for (let i = 0; i + 1 < values.length; i += 2) out.push(lose[values[i]! * size + values[i + 1]!] ? "0" : "1");
process.stdout.write(out.length ? `${out.join("\n")}\n` : "");
