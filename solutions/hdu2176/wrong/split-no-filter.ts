// expect: WA (splits the input on whitespace without dropping the empty first token: an input that starts with whitespace reads "" as m = 0 and answers nothing)
import { readFileSync } from "node:fs";
const w = readFileSync(0, "latin1").split(/\s+/);
const out: string[] = [];
for (let at = 0; at < w.length; ) {
  const m = Number(w[at++]);
  if (m === 0) break;
  const piles = w.slice(at, at + m).map(Number);
  at += m;
  let x = 0;
  for (const a of piles) x ^= a;
  out.push(x === 0 ? "No" : "Yes");
  if (x !== 0) for (const a of piles) if ((a ^ x) < a) out.push(`${a} ${a ^ x}`);
}
process.stdout.write(out.length ? `${out.join("\n")}\n` : "");
