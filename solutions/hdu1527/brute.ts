// HDU 1527 by exhaustive game search, without the golden-ratio theory: a win/lose table over every position (x, y)
// with both piles up to the largest value asked, filled by backward induction. Positions are visited in order of x,
// then y, so every position a move reaches is settled first. A position no earlier losing position can reach is
// losing, and then every position with a move into it (more in one pile, or the same more in both) is winning.
// Quadratic in the largest value, so use it for values up to a few thousand.
import { readFileSync } from "node:fs";

const values = readFileSync(0, "utf8").split(/\s+/).filter(Boolean).map(Number);
const top = values.reduce((most, v) => Math.max(most, v), 0);
const size = top + 1;
// wins[x * size + y] = 1 once some move from (x, y) is known to reach a losing position.
const wins = new Uint8Array(size * size);
for (let x = 0; x <= top; x++) {
  for (let y = 0; y <= top; y++) {
    if (wins[x * size + y]) continue;
    // (x, y) loses: every position one move above it wins.
    for (let t = 1; x + t <= top; t++) wins[(x + t) * size + y] = 1;
    for (let t = 1; y + t <= top; t++) wins[x * size + y + t] = 1;
    for (let t = 1; x + t <= top && y + t <= top; t++) wins[(x + t) * size + y + t] = 1;
  }
}

const out: string[] = [];
for (let i = 0; i + 1 < values.length; i += 2) out.push(wins[values[i]! * size + values[i + 1]!] ? "1" : "0");
process.stdout.write(out.length ? `${out.join("\n")}\n` : "");
