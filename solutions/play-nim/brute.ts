// Play Nim by exhaustive search over positions (memoized on the sorted piles), for positions with at most 5000 states.
// Independent of Bouton's xor rule that main.ts and the interactor use.
import { readSync, writeSync } from "node:fs";

const buffer = Buffer.alloc(1 << 16);
let start = 0;
let end = 0;
function token(): string {
  let out = "";
  for (;;) {
    if (start === end) {
      start = 0;
      try {
        end = readSync(0, buffer, 0, buffer.length, null);
      } catch {
        end = 0;
      }
      if (end === 0) return out;
    }
    const c = buffer[start++]!;
    if (c > 32) out += String.fromCharCode(c);
    else if (out) return out;
  }
}
const send = (line: string): void => void writeSync(1, `${line}\n`);

const memo = new Map<string, boolean>();
function wins(piles: number[]): boolean {
  const key = [...piles].sort((a, b) => a - b).join(",");
  const known = memo.get(key);
  if (known !== undefined) return known;
  let result = false;
  for (let i = 0; i < piles.length && !result; i++) {
    for (let v = 0; v < piles[i]! && !result; v++) {
      const next = [...piles];
      next[i] = v;
      if (!wins(next)) result = true;
    }
  }
  memo.set(key, result);
  return result;
}

const games = Number(token());
for (let game = 0; game < games; game++) {
  const n = Number(token());
  const piles = Array.from({ length: n }, () => Number(token()));
  let mine = wins(piles);
  send(mine ? "first" : "second");
  while (piles.some((p) => p > 0)) {
    if (mine) {
      search: for (let i = 0; i < n; i++) {
        for (let v = 0; v < piles[i]!; v++) {
          const next = [...piles];
          next[i] = v;
          if (!wins(next)) {
            send(`${i + 1} ${piles[i]! - v}`);
            piles[i] = v;
            break search;
          }
        }
      }
    } else {
      const i = Number(token()) - 1;
      const take = Number(token());
      if (i < 0) break;
      piles[i]! -= take;
    }
    mine = !mine;
  }
}
