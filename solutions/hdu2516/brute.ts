// HDU 2516 by exhaustive game search, without the Fibonacci theory: a table over every state
// (stones left r, most the mover may take k). Right for any n, but quadratic: use it for n up to a few thousand.
import { readFileSync } from "node:fs";

const input = readFileSync(0, "utf8").split(/\s+/).filter(Boolean).map(Number);
const games: number[] = [];
for (const n of input) {
  if (n === 0) break;
  games.push(n);
}
const top = games.reduce((max, n) => (n > max ? n : max), 2);

// wins[r][k] for 1 <= k <= r, stored row by row: row r starts at r*(r-1)/2 and holds k = 1..r.
const rowStart = (r: number): number => (r * (r - 1)) / 2;
const wins = new Uint8Array(rowStart(top + 1));
const win = (r: number, k: number): boolean => wins[rowStart(r) + Math.min(k, r) - 1] === 1;
for (let r = 1; r <= top; r++) {
  let canWin = false;
  for (let k = 1; k <= r; k++) {
    // Taking exactly k stones: either it empties the pile, or it leaves the opponent a losing state,
    // who may then take up to 2k.
    if (k === r || !win(r - k, 2 * k)) canWin = true;
    wins[rowStart(r) + k - 1] = canWin ? 1 : 0;
  }
}

// The first move may take anything but the whole pile: 1..n-1 stones.
const out = games.map((n) => (win(n, n - 1) ? "First win" : "Second win"));
process.stdout.write(out.length ? `${out.join("\n")}\n` : "");
