// HDU 1846 by exhaustive game search, without the mod theory: for each move limit m, a table over the stones left r,
// where r is won when some take k in 1..min(m, r) leaves a lost position (0 stones: the opponent took the last one).
import { readFileSync } from "node:fs";

const words = readFileSync(0, "utf8").split(/\s+/).filter(Boolean).map(Number);
const count = words[0] ?? 0;
const games: { n: number; m: number }[] = [];
for (let i = 0; i < count; i++) games.push({ n: words[1 + 2 * i]!, m: words[2 + 2 * i]! });

// One table per move limit, long enough for the largest n asked with that limit.
const tables = new Map<number, Uint8Array>();
for (const { n, m } of games) {
  const known = tables.get(m);
  if (known && known.length > n) continue;
  const won = new Uint8Array(n + 1); // won[0] = 0: no stones left, the player to move has lost
  for (let r = 1; r <= n; r++) {
    for (let k = 1; k <= Math.min(m, r); k++) {
      if (won[r - k] === 0) {
        won[r] = 1;
        break;
      }
    }
  }
  tables.set(m, won);
}
const out = games.map(({ n, m }) => (tables.get(m)![n] === 1 ? "first" : "second"));
process.stdout.write(out.length ? `${out.join("\n")}\n` : "");
