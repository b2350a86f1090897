// expect: mixed (exact for piles up to 200, the cases verify runs it on; beyond them it reads outside its table and may answer wrongly, crash or run out of time)
// Play Wythoff by exhaustive search: a table of every position with both piles up to 200, filled from (0, 0) up
// (a position loses when no move reaches a losing one). Independent of the golden-ratio formula.
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

const N = 200;
const W = N + 1;
const losing = new Uint8Array(W * W);
function moves(a: number, b: number): [number, number][] {
  const out: [number, number][] = [];
  for (let c = 0; c < a; c++) out.push([c, b]);
  for (let d = 0; d < b; d++) out.push([a, d]);
  for (let t = 1; t <= Math.min(a, b); t++) out.push([a - t, b - t]);
  return out;
}
for (let a = 0; a <= N; a++) for (let b = 0; b <= N; b++) losing[a * W + b] = moves(a, b).some(([c, d]) => losing[c * W + d] === 1) ? 0 : 1;

const games = Number(token());
for (let game = 0; game < games; game++) {
  let a = Number(token());
  let b = Number(token());
  let mine = losing[a * W + b] === 0;
  send(mine ? "first" : "second");
  while (a + b > 0) {
    if (mine) {
      [a, b] = moves(a, b).find(([c, d]) => losing[c * W + d] === 1)!;
      send(`${a} ${b}`);
    } else {
      a = Number(token());
      b = Number(token());
    }
    mine = !mine;
  }
}
