// HDU 2177 by exhaustive game search, without the golden-ratio theory: a win/lose table over every position with both
// piles up to the largest value asked, filled by backward induction, then every move from each asked position is
// tried against the table. Quadratic in the largest value, so use it for values up to a few thousand.
import { readFileSync } from "node:fs";

const values = readFileSync(0, "utf8").split(/\s+/).filter(Boolean).map(Number);
const games: [number, number][] = [];
for (let i = 0; i + 1 < values.length; i += 2) {
  if (values[i] === 0 && values[i + 1] === 0) break;
  games.push([values[i]!, values[i + 1]!]);
}
const top = games.reduce((most, [, b]) => Math.max(most, b), 0);
const size = top + 1;
// Positions are visited in order of x, then y, so every position a move reaches is settled first. One that no earlier
// losing position can reach is losing, and then every position with a move into it is winning.
const wins = new Uint8Array(size * size);
const lose = new Uint8Array(size * size);
for (let x = 0; x <= top; x++) {
  for (let y = 0; y <= top; y++) {
    if (wins[x * size + y]) continue;
    lose[x * size + y] = 1;
    for (let t = 1; x + t <= top; t++) wins[(x + t) * size + y] = 1;
    for (let t = 1; y + t <= top; t++) wins[x * size + y + t] = 1;
    for (let t = 1; x + t <= top && y + t <= top; t++) wins[(x + t) * size + y + t] = 1;
  }
}

const out: string[] = [];
const show = (x: number, y: number): string => `${Math.min(x, y)} ${Math.max(x, y)}`;
for (const [a, b] of games) {
  if (lose[a * size + b]) {
    out.push("0");
    continue;
  }
  out.push("1");
  // Same number from both piles: every winning one, by increasing x.
  for (let t = a; t >= 1; t--) if (lose[(a - t) * size + b - t]) out.push(show(a - t, b - t));
  // One pile: the distinct positions left, by increasing x (then y).
  const onePile = new Set<string>();
  for (let t = 1; t <= a; t++) if (lose[(a - t) * size + b]) onePile.add(show(a - t, b));
  for (let t = 1; t <= b; t++) if (lose[a * size + b - t]) onePile.add(show(a, b - t));
  const sorted = [...onePile].map((line) => line.split(" ").map(Number)).sort((p, q) => p[0]! - q[0]! || p[1]! - q[1]!);
  for (const [x, y] of sorted) out.push(`${x} ${y}`);
}
process.stdout.write(out.length ? `${out.join("\n")}\n` : "");
