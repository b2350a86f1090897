// expect: WA (writes the test as a ^ x < a, as in Python, but in JavaScript < binds tighter than ^: it is a ^ (x < a), a ^ 1 or a ^ 0, truthy for every pile above 1, so nearly every pile of a won game is listed)
import { readFileSync } from "node:fs";

const words = readFileSync(0, "latin1").split(/\s+/).filter(Boolean).map(Number);
const out: string[] = [];
for (let at = 0; at < words.length; ) {
  const m = words[at++]!;
  if (m === 0) break;
  const piles = words.slice(at, at + m);
  at += m;
  let x = 0;
  for (const a of piles) x ^= a;
  out.push(x === 0 ? "No" : "Yes");
  // @ts-expect-error: the slip compiles in JavaScript
  if (x !== 0) for (const a of piles) if (a ^ x < a) out.push(`${a} ${a ^ x}`);
}
process.stdout.write(`${out.join("\n")}\n`);
