// A contestant's streaming solution: reads 64 KiB at a time, keeps one block's piles, and builds its output as strings
// flushed every 64 KiB: short-lived strings and a fresh Int32Array per block (600,000 blocks in 20-most-blocks). It
// keeps under 2 MB; V8's default 16 MiB semi-spaces put it at 33–35 MiB above Node's baseline, MLE (run/node-flags.ts).
import { readSync, writeSync } from "node:fs";
const chunk = Buffer.alloc(1 << 16);
let len = 0, pos = 0;
function byte(): number { if (pos === len) { try { len = readSync(0, chunk, 0, chunk.length, null); } catch { len = 0; } pos = 0; if (len <= 0) return -1; } return chunk[pos++]!; }
function next(): number { let c = byte(); while (c !== -1 && (c < 48 || c > 57)) c = byte(); if (c === -1) return -1; let n = 0; while (c >= 48 && c <= 57) { n = n * 10 + c - 48; c = byte(); } return n; }
let out = "";
const flush = (): void => { if (out) { writeSync(1, out); out = ""; } };
for (;;) {
  const m = next();
  if (m <= 0) break;
  const a = new Int32Array(m);
  let x = 0;
  for (let i = 0; i < m; i++) { const v = next(); a[i] = v; x ^= v; }
  if (x === 0) { out += "No\n"; } else { out += "Yes\n"; for (const v of a) if ((v ^ x) < v) { out += `${v} ${v ^ x}\n`; if (out.length > 1 << 16) flush(); } }
  if (out.length > 1 << 16) flush();
}
flush();
