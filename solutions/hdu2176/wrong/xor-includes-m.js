// expect: WA (reads each block's numbers from m on and xors them all, m included: the xor is off by m, so the side and the moves are wrong for most blocks)
const { readFileSync, writeSync } = require("node:fs");
const data = readFileSync(0);
let at = 0;
function next() {
  while (at < data.length && (data[at] < 48 || data[at] > 57)) at++;
  if (at >= data.length) return -1;
  let v = 0;
  while (at < data.length && data[at] >= 48 && data[at] <= 57) v = v * 10 + data[at++] - 48;
  return v;
}
const out = [];
for (;;) {
  const m = next();
  if (m <= 0) break;
  const piles = [];
  let x = m;
  for (let i = 0; i < m; i++) { const p = next(); piles.push(p); x ^= p; }
  if (x === 0) { out.push("No"); continue; }
  out.push("Yes");
  for (const p of piles) if ((p ^ x) < p) out.push(`${p} ${p ^ x}`);
}
writeSync(1, out.join("\n") + "\n");
