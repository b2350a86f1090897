// expect: MLE (right answers, but splits the whole input into strings and keeps every output line as its own string)
import { readFileSync } from "node:fs";

const words = readFileSync(0, "utf8").split(/\s+/).filter(Boolean);
const out: string[] = [];
for (let at = 0; at < words.length; ) {
  const m = Number(words[at++]);
  if (m === 0) break;
  const piles = words.slice(at, at + m).map(Number);
  at += m;
  let x = 0;
  for (const a of piles) x ^= a;
  out.push(x === 0 ? "No" : "Yes");
  for (const a of piles) if ((a ^ x) < a) out.push(`${a} ${a ^ x}`);
}
process.stdout.write(`${out.join("\n")}\n`);
