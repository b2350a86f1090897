// expect: WA (the right strategy in BigInt, but the Fibonacci table starts 2, 3, 5, as HDU 2516's losing heaps do: the term 1 is missing, so a heap whose Zeckendorf sum holds a 1 is split without it, and the take misses that stone or the side is wrong)
const { readSync, writeSync } = require("node:fs");
const buf = Buffer.alloc(1 << 16);
let at = 0, held = 0;
function token() {
  let s = "";
  for (;;) {
    if (at === held) {
      try { held = readSync(0, buf, 0, buf.length, null); } catch (e) { if (e.code === "EAGAIN") continue; held = 0; }
      at = 0;
      if (held === 0) return s;
    }
    const c = buf[at++];
    if (c <= 32) { if (s) return s; } else s += String.fromCharCode(c);
  }
}
const fib = [2n, 3n];
while (fib[fib.length - 1] <= 10n ** 18n) fib.push(fib[fib.length - 1] + fib[fib.length - 2]);
function take(m, limit) {
  const t = [];
  for (let i = fib.length - 1; i >= 0; i--) if (fib[i] <= m) { t.push(fib[i]); m -= fib[i]; }
  t.reverse();
  let total = 0n, best = 0n;
  for (let k = 0; k < t.length; k++) {
    total += t[k];
    if (total > limit) break;
    if (k + 1 === t.length || t[k + 1] > 2n * total) best = total;
  }
  return best;
}
const games = Number(token());
for (let g = 0; g < games; g++) {
  const n = BigInt(token());
  let mine = take(n, n - 1n) > 0n;
  writeSync(1, mine ? "first\n" : "second\n");
  let left = n, limit = n - 1n;
  while (left > 0n) {
    let x;
    if (mine) { x = take(left, limit); writeSync(1, `${x}\n`); }
    else x = BigInt(token());
    left -= x;
    limit = 2n * x;
    mine = !mine;
  }
}
